import { Alert, Input, Modal } from 'antd';

/** Training Label's dialog: the supervisor's code, then Print. */
export function TrainingLabelDialog({
  open,
  code,
  setCode,
  error,
  loading,
  print,
  cancel,
}: {
  open: boolean;
  code: string;
  setCode: (code: string) => void;
  error: string | null;
  loading: boolean;
  print: () => void;
  cancel: () => void;
}) {
  return (
    <Modal
      open={open}
      title="Supervisor code"
      okText="Print"
      okButtonProps={{ disabled: code.length !== 5, loading }}
      onOk={print}
      onCancel={cancel}
    >
      <Input
        aria-label="Supervisor code"
        inputMode="numeric"
        maxLength={5}
        size="large"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/[^0-9]/g, ''))}
      />
      {error ? <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
