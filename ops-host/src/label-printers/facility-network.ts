import type { Db } from '../db/database.ts';
import { facilityNamed } from '../facilities/service.ts';
import { OPERATOR_AUTHOR } from '../history/author.ts';
import { recordHistory } from '../history/record.ts';
import { publishPrinterUnassignment } from '../pack-lines/events.ts';
import { parsePrinterNetwork } from './network.ts';

/**
 * Sets a facility's printer network (`npm run ops -- printer-network --facility CHI
 * 10.20.30.0/24`). A printer signed in outside the new network leaves its line at once: its
 * kiosk goes back to the line selector (printer_unassignment), and it could no longer print.
 * A new network is recorded in history with the printers it signed off.
 */
export async function setPrinterNetwork(db: Db, request: { facility: string; network: string }) {
  const network = parsePrinterNetwork(request.network);
  return db.transaction().execute(async (tx) => {
    const facility = await facilityNamed(tx, request.facility);
    const { printer_network: previous } = await tx
      .selectFrom('packing_facilities')
      .select('printer_network')
      .where('id', '=', facility.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('packing_facilities')
      .set({ printer_network: network.cidr })
      .where('id', '=', facility.id)
      .execute();
    const signedIn = await tx
      .selectFrom('printer_assignments as a')
      .innerJoin('pack_lines as l', 'l.id', 'a.pack_line_id')
      .select(['a.id', 'a.printer_ip', 'l.name'])
      .where('a.packing_facility_id', '=', facility.id)
      .where('a.unassigned_at', 'is', null)
      .execute();
    const outside = signedIn.filter((row) => !network.contains(row.printer_ip));
    if (outside.length > 0) {
      await tx
        .updateTable('printer_assignments')
        .set({ unassigned_at: new Date() })
        .where(
          'id',
          'in',
          outside.map((row) => row.id),
        )
        .execute();
    }
    for (const name of new Set(outside.map((row) => row.name))) {
      await publishPrinterUnassignment(tx, facility.slug, name, null);
    }
    const signedOff = outside.map((row) => ({
      pack_line_name: row.name,
      printer_ip: row.printer_ip,
    }));
    if (previous !== network.cidr) {
      await recordHistory(tx, OPERATOR_AUTHOR, {
        facilityId: facility.id,
        kind: 'operator.printer_network_changed',
        summary: `Printer network of ${facility.abbreviated_name}: ${previous} → ${network.cidr}`,
        before: { printerNetwork: previous },
        after: {
          printerNetwork: network.cidr,
          printersSignedOff: signedOff.map((row) => `${row.pack_line_name} ${row.printer_ip}`),
        },
      });
    }
    return {
      facility: facility.abbreviated_name,
      printer_network: network.cidr,
      printers_signed_off: signedOff,
    };
  });
}
