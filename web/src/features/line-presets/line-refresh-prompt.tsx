import { Alert, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { focusOnOpen } from '../../shared/dialog-focus.tsx';

export const CONFIRM_WORD = 'yes';

/**
 * Saving a preset that lines use refreshes those lines' zone screens mid-shift; the person
 * saving must type 'yes' (exactly, in lower case) to go ahead.
 */
export function LineRefreshPrompt(props: {
  lines: string[];
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { lines, saving, onConfirm, onCancel } = props;
  const [typed, setTyped] = useState('');
  // Exactly 'yes', as the prompt asks: 'YES' or 'Yes' does not count.
  const confirmed = typed === CONFIRM_WORD;
  const lineList = lines.map((line) => `Line ${line}`).join(', ');
  return (
    <Modal
      modalRender={focusOnOpen}
      open
      title="This preset is in use"
      okText="Save"
      okButtonProps={{ danger: true, disabled: !confirmed }}
      confirmLoading={saving}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <Alert
        type="warning"
        showIcon
        message={`Saving will refresh the zone screens of ${lineList}.`}
        description="Pickers on those lines will see their screens reload, which disrupts packing. Save when the lines can take it."
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph>
        Type <Typography.Text strong>{CONFIRM_WORD}</Typography.Text> to save.
      </Typography.Paragraph>
      <Input
        aria-label="Type yes to confirm"
        value={typed}
        autoFocus
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={() => confirmed && onConfirm()}
      />
    </Modal>
  );
}
