import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import { text } from '../http/schemas.ts';
import { parsePrinterNetwork, type PrinterNetwork } from '../label-printers/network.ts';

/** What the kiosk types, 1-3 digits, a dot, 1-3 digits. */
export const TYPED_PRINTER_IP = /^([0-9]{1,3})\.([0-9]{1,3})$/;

/**
 * The routes' printer_ip: any one-line text, so that what is not two numbers gets the
 * service's message saying what to type rather than a pattern.
 */
export const printerIpField = {
  ...text(32),
  description: "The last two numbers of the printer's address, e.g. 1.2.",
} as const;

/**
 * The printer's full address: the network's first two parts and the two the kiosk typed ("1.2"
 * on 127.0.1.0/24 is 127.0.1.2). Anything but two numbers is refused with what to type, and an
 * address outside the facility's network is refused: nothing may be sent to it.
 */
export function printerAddress(
  facilityName: string,
  network: PrinterNetwork,
  typed: string,
): string {
  const parts = TYPED_PRINTER_IP.exec(typed)?.slice(1).map(Number);
  if (!parts || parts.some((part) => part > 255)) {
    const example = network.firstHost.split('.').slice(2).join('.');
    throw new HttpError(
      400,
      `Type only the last two numbers of the printer's address (each 0-255), e.g. ${example} ` +
        `for ${network.firstHost}.`,
    );
  }
  const address = `${network.prefix}.${parts.join('.')}`;
  if (!network.contains(address)) {
    throw new HttpError(
      422,
      `Printer ${address} is not on ${facilityName}'s printer network (${network.cidr}).`,
    );
  }
  return address;
}

/** The address the kiosk typed, on its facility's printer network (printerAddress). */
export async function facilityPrinterAddress(
  db: Queryable,
  facilityId: number,
  typed: string,
): Promise<string> {
  const facility = await db
    .selectFrom('packing_facilities')
    .select(['name', 'printer_network'])
    .where('id', '=', facilityId)
    .executeTakeFirstOrThrow();
  return printerAddress(facility.name, parsePrinterNetwork(facility.printer_network), typed);
}
