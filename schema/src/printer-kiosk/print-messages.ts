/**
 * The label print that may be on paper though its answer never came: the host says it when the
 * printer does not answer in time, the kiosk when the host's answer does not come in time.
 */
export const TOOK_TOO_LONG =
  'Printer took too long to respond, please make sure the next print is not a duplicate label';
