import { HttpError } from '../http/access.ts';

/** What the kiosk types, 1-3 digits, a dot, 1-3 digits. */
export const TYPED_PRINTER_IP = /^[0-9]{1,3}\.[0-9]{1,3}$/;

/**
 * The printer's full address: the facility's network prefix plus the two parts the kiosk
 * typed ("1.2" at prefix 127.0 is 127.0.1.2). A full address is taken as it is.
 */
export function printerAddress(prefix: string, typed: string): string {
  const address = TYPED_PRINTER_IP.test(typed) ? `${prefix}.${typed}` : typed;
  const parts = address.split('.');
  if (
    parts.length !== 4 ||
    parts.some((part) => !/^[0-9]{1,3}$/.test(part) || Number(part) > 255)
  ) {
    throw new HttpError(
      400,
      `${typed} is not a printer address (two numbers up to 255, e.g. 1.2).`,
    );
  }
  return parts.map(Number).join('.');
}
