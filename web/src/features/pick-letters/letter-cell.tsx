import { Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A letter as the grids show it: the letter, or a dash while it has none. */
export function LetterText({ letter }: { letter: string | null | undefined }) {
  return letter ? <>{letter}</> : <Typography.Text type="secondary">—</Typography.Text>;
}

/** An edited row's field: the control, its problem under it in antd's error colour. */
export function LetterField(props: {
  name: string;
  /** Its problem while the value does not fit, checked as it changes and on save. */
  check?: (value: string) => string | undefined;
  /** Upper-cases the value as typed. */
  upperCase?: boolean;
  children: ReactNode;
}) {
  const { check } = props;
  return (
    <Form.Item
      name={props.name}
      style={{ margin: 0 }}
      normalize={props.upperCase ? (value: string) => value.toUpperCase() : undefined}
      rules={
        check && [
          {
            validator: async (_, value: string | undefined) => {
              const problem = check(value ?? '');
              if (problem) throw new Error(problem);
            },
          },
        ]
      }
    >
      {props.children}
    </Form.Item>
  );
}

/** The letter field of an edited row: upper-cased as typed, in error while its format is wrong. */
export function LetterInput(props: {
  name: string;
  label: string;
  check: (value: string) => string | undefined;
}) {
  return (
    <LetterField name={props.name} check={props.check} upperCase>
      <Input aria-label={props.label} autoFocus maxLength={8} />
    </LetterField>
  );
}

/** A letter check: the hint while the value does not fit the letter format. */
export const letterCheck =
  (isValid: (value: string) => boolean, hint: string) => (value: string) =>
    isValid(value) ? undefined : hint;
