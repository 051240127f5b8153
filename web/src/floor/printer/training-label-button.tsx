import { useMutation } from '@apollo/client/react';
import { Alert, Button, Modal } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { KioskTrainingLabelMutationDocument } from '../../generated/graphql.ts';

/** Training Label: a sample label, after the supervisor types the login code. */
export function TrainingLabelButton({
  slug,
  printerIp,
  disabled = false,
}: {
  slug: string;
  printerIp: string;
  /** Dev mode prints nothing. */
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [printTraining, { loading }] = useMutation(KioskTrainingLabelMutationDocument);

  async function submit() {
    setError(null);
    try {
      const { data } = await printTraining({
        variables: { input: { packingFacilitySlug: slug, printerIp, loginCode: code } },
      });
      const result = data?.printTrainingLabel;
      const problem = result?.userErrors[0]?.message ?? result?.printerError?.message;
      if (problem) {
        setError(problem);
        return;
      }
      setOpen(false);
      setCode('');
    } catch {
      setError('Please try again. If the issue continues, please contact IT.');
    }
  }

  return (
    <>
      <Button
        size="large"
        block
        style={{ marginTop: 12 }}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Training Label
      </Button>
      <Modal
        open={open}
        title="Supervisor code"
        okText="Print"
        okButtonProps={{ disabled: code.length !== 5, loading }}
        onOk={() => void submit()}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
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
    </>
  );
}
