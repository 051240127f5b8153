import type { ReactNode } from 'react';

interface FloorCodeFieldsProps {
  id: string;
  code: string;
  onCode: (code: string) => void;
  loading: boolean;
  /** Why the last code was refused. */
  wrong: ReactNode;
  className: string;
}

/** The supervisor code field, Sign In and the refusal, for a floor screen's sign-in form. */
export function FloorCodeFields({
  id,
  code,
  onCode,
  loading,
  wrong,
  className,
}: FloorCodeFieldsProps) {
  return (
    <>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        maxLength={5}
        value={code}
        onChange={(event) => onCode(event.target.value.replace(/[^0-9]/g, ''))}
      />
      <button type="submit" disabled={loading || code.length !== 5}>
        Sign In
      </button>
      {wrong && (
        <div role="alert" className={className}>
          {wrong}
        </div>
      )}
    </>
  );
}
