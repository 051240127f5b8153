import { CombinedGraphQLErrors } from '@apollo/client';
import { TOOK_TOO_LONG } from '@ops/schema/printer-kiosk/print-messages';
import { CallTimeoutError } from '../../app/apollo/timeout-link.ts';

/** A print call that failed without an answer from the host that says why. */
export const TRY_AGAIN = 'Please try again. If the issue continues, please contact IT.';

/**
 * A call that timed out: no answer from the gateway in time, or the gateway's own time-out on the
 * host. Unlike a refused connection, it may have reached the host, and may yet be carried out.
 */
export const timedOut = (error: unknown) =>
  CallTimeoutError.is(error) ||
  (CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'UPSTREAM_TIMEOUT'));

/**
 * What the kiosk says when a print, a reprint or a training label failed. One that timed out may
 * have printed: the operator looks before printing again, as when the printer itself was too slow.
 */
export const printFailureMessage = (error: unknown) =>
  timedOut(error) ? TOOK_TOO_LONG : TRY_AGAIN;
