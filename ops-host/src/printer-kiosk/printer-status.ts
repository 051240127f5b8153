import type { Queryable } from '../db/database.ts';
import { PrinterConnection, PrinterError, type PrinterOptions } from '../label-printers/client.ts';
import { facilityPrinterAddress } from './printer-address.ts';

/**
 * GET printer_status: the printer's own answer to ~HS, asked now. `online` is false when it does
 * not answer; `faults` says why a printer that answers would not print (paper out, head open,
 * paused, buffer full). Nothing is printed.
 */
export async function printerStatus(
  deps: { db: Queryable; printer: PrinterOptions },
  input: { facilityId: number; typedPrinterIp: string },
) {
  const address = await facilityPrinterAddress(deps.db, input.facilityId, input.typedPrinterIp);
  let connection: PrinterConnection | undefined;
  try {
    connection = await PrinterConnection.open(address, deps.printer);
    const status = await connection.status();
    return {
      printerIp: address,
      online: true,
      ready: status.faults.length === 0,
      faults: status.faults,
    };
  } catch (error) {
    if (!(error instanceof PrinterError)) throw error;
    return { printerIp: address, online: false, ready: false, faults: [error.message] };
  } finally {
    connection?.close();
  }
}
