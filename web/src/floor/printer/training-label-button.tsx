import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { useState } from 'react';
import { KioskTrainingLabelMutationDocument } from '../../generated/graphql.ts';
import { TrainingLabelDialog } from './line-dialog-parts.ts';
import { printFailureMessage } from './print-failure.ts';

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
    } catch (error) {
      // Timed out: it may be on paper, and the call's answer, if it comes, is never read.
      setError(printFailureMessage(error));
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
      <TrainingLabelDialog
        open={open}
        code={code}
        setCode={setCode}
        error={error}
        loading={loading}
        print={() => void submit()}
        cancel={() => {
          setOpen(false);
          setError(null);
        }}
      />
    </>
  );
}
