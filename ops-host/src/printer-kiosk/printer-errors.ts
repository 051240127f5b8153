import { TOOK_TOO_LONG } from '@ops/schema/printer-kiosk/print-messages';
import { HttpError } from '../http/access.ts';
import { PrinterError } from '../label-printers/client.ts';

/** What the kiosk shows when a printer fails. */
export const CANNOT_CONNECT = 'Cannot connect to printer';

/**
 * A printer failure as the kiosk's answer:
 * - 424 'Cannot connect to printer' with the reason (no connection, a fault such as paper out):
 *   nothing was sent, printing again is safe;
 * - 504 'took too long': the label may be on paper; the operator checks before printing again.
 * Its `failure` is what /metrics counts the printer's faults by (observability/routes.ts).
 */
export function printerRefusal(error: unknown): HttpError {
  if (!(error instanceof PrinterError)) throw error;
  if (error.jobSent || error.failure === 'timeout') {
    return new HttpError(504, TOOK_TOO_LONG, { reason: error.message, failure: error.failure });
  }
  return new HttpError(424, CANNOT_CONNECT, { reason: error.message, failure: error.failure });
}
