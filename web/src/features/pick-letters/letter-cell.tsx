import { Form, Input } from 'antd';
import { Text } from '../../shared/typography.tsx';

/** A letter as the grids show it: the letter, or a dash while it has none. */
export function LetterText({ letter }: { letter: string | null | undefined }) {
  return letter ? <>{letter}</> : <Text type="secondary">—</Text>;
}

/** The letter field of an edited row: upper-cased as typed, in error while its format is wrong. */
export function LetterInput(props: {
  name: string;
  label: string;
  isValid(value: string): boolean;
  hint: string;
}) {
  return (
    <Form.Item
      name={props.name}
      style={{ margin: 0 }}
      normalize={(value: string) => value.toUpperCase()}
      rules={[
        {
          validator: async (_rule, value: string | undefined) => {
            if (!props.isValid(value ?? '')) throw new Error(props.hint);
          },
        },
      ]}
    >
      <Input aria-label={props.label} autoFocus maxLength={8} />
    </Form.Item>
  );
}
