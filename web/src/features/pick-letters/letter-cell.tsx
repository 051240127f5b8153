import { Input } from 'antd';
import type { EditField } from './letters-table.tsx';
import { Text } from '../../shared/typography.tsx';

/** A letter as the grids show it: the letter, or a dash while it has none. */
export function LetterText({ letter }: { letter: string | null | undefined }) {
  return letter ? <>{letter}</> : <Text type="secondary">—</Text>;
}

/** A field's problem under it, in antd's error colour. */
export function FieldError({ error }: { error: string | undefined }) {
  return error ? (
    <div role="alert">
      <Text type="danger">{error}</Text>
    </div>
  ) : null;
}

/** The letter field of an edited row: upper-cased as typed, in error while its format is wrong. */
export function LetterInput({ field, label }: { field: EditField; label: string }) {
  return (
    <>
      <Input
        aria-label={label}
        aria-invalid={field.error ? true : undefined}
        status={field.error ? 'error' : undefined}
        autoFocus
        maxLength={8}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value.toUpperCase())}
      />
      <FieldError error={field.error} />
    </>
  );
}

/** A letter check for LettersTable: the hint while the value does not fit the letter format. */
export const letterCheck =
  (isValid: (value: string) => boolean, hint: string) => (value: string) =>
    isValid(value) ? undefined : hint;
