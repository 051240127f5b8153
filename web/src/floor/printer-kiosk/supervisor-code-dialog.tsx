import { Alert, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { LOGIN_CODE_LENGTH } from './kiosk-rules.ts';

const TRY_AGAIN = 'Please try again. If the issue continues, please contact IT.';

/**
 * A dialog asking for the supervisor's code before a restricted action. `submit` runs the
 * action with the code and answers the message to show (a wrong code) or null when done.
 */
export function SupervisorCodeDialog({
  open,
  title,
  okText,
  children,
  okDisabled = false,
  submit,
  onClose,
}: {
  open: boolean;
  title: string;
  okText: string;
  children?: ReactNode;
  okDisabled?: boolean;
  submit: (code: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  function close() {
    setCode('');
    setError(null);
    onClose();
  }

  async function ok() {
    setError(null);
    setLoading(true);
    try {
      const problem = await submit(code);
      if (problem) setError(problem);
      else close();
    } catch {
      setError(TRY_AGAIN);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ disabled: okDisabled || code.length !== LOGIN_CODE_LENGTH, loading }}
      onOk={() => void ok()}
      onCancel={close}
      destroyOnHidden
    >
      {children}
      <Input
        aria-label="Supervisor code"
        placeholder="Supervisor code"
        inputMode="numeric"
        maxLength={LOGIN_CODE_LENGTH}
        size="large"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/[^0-9]/g, ''))}
        onPressEnter={() => {
          if (!okDisabled && code.length === LOGIN_CODE_LENGTH) void ok();
        }}
      />
      {error ? <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
