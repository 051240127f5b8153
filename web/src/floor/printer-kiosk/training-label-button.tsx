import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { useState } from 'react';
import { KioskTrainingLabelMutationDocument } from '../../generated/graphql.ts';
import type { MessageApi } from '../../shared/message-api.ts';
import { TrainingLabelDialog } from './line-dialog-parts.ts';
import { printFailureMessage } from './print-failure.ts';
import type { PrinterProblem } from './use-line-printing.ts';

export const TRAINING_PRINTED = 'Training label printed.';

/**
 * Training Label: a sample label, after the supervisor types the login code. A wrong code is
 * said in the dialog; once the code is accepted the dialog closes and the screen says whether
 * the label printed (a message) or why not (the print failure dialog, as for Print Label).
 */
export function TrainingLabelButton({
  slug,
  printerIp,
  disabled = false,
  message,
  failed,
}: {
  slug: string;
  printerIp: string;
  /** Dev mode prints nothing. */
  disabled?: boolean;
  /** Where the screen shows its messages (antd's message API). */
  message: MessageApi;
  /** Shows why the label did not print. */
  failed: (problem: PrinterProblem) => void;
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
      const refused = result?.userErrors[0]?.message;
      if (refused) {
        setError(refused);
        return;
      }
      close();
      if (result?.printerError) {
        failed({ title: result.printerError.message, message: result.printerError.reason ?? null });
      } else {
        void message.success(TRAINING_PRINTED);
      }
    } catch (error) {
      // Timed out: it may be on paper, and the call's answer, if it comes, is never read.
      close();
      failed({ title: printFailureMessage(error), message: null });
    }
  }

  function close() {
    setOpen(false);
    setCode('');
    setError(null);
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
        cancel={close}
      />
    </>
  );
}
