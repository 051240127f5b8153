import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { isUnauthenticated } from '../../app/apollo/error-link.ts';
import {
  KioskPrintLabelMutationDocument,
  KioskReprintLabelMutationDocument,
  type KioskLabelFieldsFragment,
} from '../../generated/graphql.ts';
import { printFailureMessage, timedOut } from './print-failure.ts';
import { useLineRefresh } from './use-line-refresh.ts';

export interface PrinterProblem {
  title: string;
  message: string | null;
}

interface PrintOutcome {
  printerError?: { message: string; reason?: string | null } | null;
  signedOut: boolean;
  userErrors: { message: string }[];
  label?: KioskLabelFieldsFragment | null;
  /** The line after the print: in the answer, the cache shows it (its id normalises it). */
  line?: object | null;
}

/**
 * Print Label and Reprint on the line screen: the label just printed, or the problem to show
 * (the printer's, the host's, or 'took too long' when the call timed out and may have printed).
 * A print's or a reprint's answer carries the line as it now is (its groups' counts, active
 * groups, reprint queue), and so does the host's refusal on the kiosk's line (nothing left to
 * print, a printer that printed nothing): the cache updates the screen from it, and the line is
 * not read again. A failed or refused call shows no label as printed, and its answer, should it
 * come later, is never read (the call was aborted at its time-out); the line is read again after
 * a call whose answer has no line, until a read answers (and once more after a time-out), so the
 * counts end as the host's.
 */
export function useLinePrinting(input: {
  printerIp: string;
  selectedId: string | null;
  refetch: () => Promise<unknown>;
  /** The host signed this printer off the line (another kiosk took it). */
  signedOff: () => void;
  /** The kiosk's session is gone. */
  unauthenticated: () => void;
}) {
  const [print, printing] = useMutation(KioskPrintLabelMutationDocument);
  const [reprint, reprinting] = useMutation(KioskReprintLabelMutationDocument);
  const [problem, setProblem] = useState<PrinterProblem | null>(null);
  const [label, setLabel] = useState<KioskLabelFieldsFragment | null>(null);
  const refreshLine = useLineRefresh(input.refetch);

  async function handle(run: () => Promise<PrintOutcome | undefined>) {
    setProblem(null);
    let inDoubt = false;
    try {
      const outcome = await run();
      if (!outcome) return;
      if (outcome.signedOut) {
        input.signedOff();
        return;
      }
      const failure = outcome.printerError
        ? { title: outcome.printerError.message, message: outcome.printerError.reason ?? null }
        : outcome.userErrors[0]
          ? { title: outcome.userErrors[0].message, message: null }
          : null;
      setProblem(failure);
      if (failure) setLabel(null);
      if (outcome.label) setLabel(outcome.label);
      // The answer's line, a print's or a refusal's, is in the cache already.
      if (outcome.line) return;
    } catch (error) {
      // A 401 from the host: the kiosk's session is gone, back to the sign-in root.
      if (isUnauthenticated(error)) {
        input.unauthenticated();
        return;
      }
      setLabel(null);
      setProblem({ title: printFailureMessage(error), message: null });
      inDoubt = timedOut(error);
    }
    refreshLine(inDoubt);
  }

  const printLabel = () =>
    handle(async () => {
      if (!input.selectedId) return undefined;
      const result = await print({
        variables: {
          input: { packLinePlanGroupId: input.selectedId, printerIp: input.printerIp },
        },
      });
      return result.data?.printLabel;
    });

  const reprintLabel = (reprinted: KioskLabelFieldsFragment) =>
    handle(async () => {
      const result = await reprint({
        variables: { input: { metadataId: reprinted.metadataId, printerIp: input.printerIp } },
      });
      return result.data?.reprintLabel;
    });

  return {
    printLabel,
    reprintLabel,
    printing: printing.loading,
    reprinting: reprinting.loading,
    /** The label the last Print Label or Reprint printed; none after a failure. */
    label,
    problem,
    closeProblem: () => setProblem(null),
    /** Shows a problem of another print on the screen (the training label). */
    showProblem: setProblem,
  };
}
