import { CombinedGraphQLErrors } from '@apollo/client';
import { TOOK_TOO_LONG } from '@ops/schema/printer-messages';
import { CallTimeoutError } from '../../app/apollo/timeout-link.ts';

/** A print call that failed without an answer from the host that says why. */
export const TRY_AGAIN = 'Please try again. If the issue continues, please contact IT.';

/**
 * What the kiosk says when a print, a reprint or a training label failed. A call that timed out
 * (no answer from the gateway in time, or the gateway's own time-out on the host) may have
 * printed: the operator looks before printing again, as when the printer itself was too slow.
 */
export function printFailureMessage(error: unknown): string {
  const timedOut =
    CallTimeoutError.is(error) ||
    (CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.code === 'UPSTREAM_TIMEOUT'));
  return timedOut ? TOOK_TOO_LONG : TRY_AGAIN;
}
