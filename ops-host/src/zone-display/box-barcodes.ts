import type { Queryable } from '../db/database.ts';
import { facilityNamed } from '../facilities/service.ts';

/**
 * Barcodes of boxes planned on a line, for trying the zone screens without a printed label
 * (`npm run ops -- box-barcodes --facility CHI --line A`). Boxes no zone has scanned come first.
 */
export async function boxBarcodes(
  db: Queryable,
  request: { facility: string; line: string; limit?: number },
) {
  const facility = await facilityNamed(db, request.facility);
  const rows = await db
    .selectFrom('shipments as s')
    .innerJoin('pack_line_plan_groups as g', 'g.id', 's.pack_line_plan_group_id')
    .innerJoin('pack_lines as l', 'l.id', 'g.pack_line_id')
    .select(['s.barcode', 'g.name as group'])
    .select((eb) =>
      eb
        .exists(
          eb.selectFrom('scans').select('scans.id').whereRef('scans.shipment_id', '=', 's.id'),
        )
        .as('scanned'),
    )
    .where('s.packing_facility_id', '=', facility.id)
    .where('l.name', '=', request.line.toUpperCase())
    .orderBy('scanned')
    .orderBy('s.id')
    .limit(Math.min(Math.max(request.limit ?? 5, 1), 100))
    .execute();
  return {
    facility: facility.abbreviated_name,
    line: request.line.toUpperCase(),
    boxes: rows.map((row) => ({ barcode: row.barcode, group: row.group, scanned: row.scanned })),
  };
}
