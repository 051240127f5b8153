// Reads of the benchmark seed (facility 1) the benchmarks pick their inputs from.
import type { Db } from '../../ops-host/src/db/database.ts';

/** Barcodes of boxes planned on a line: each scan names another box, as on the floor. */
export async function lineBarcodes(db: Db, line: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('shipments as s')
    .innerJoin('pack_line_plan_groups as g', 'g.id', 's.pack_line_plan_group_id')
    .innerJoin('pack_lines as l', 'l.id', 'g.pack_line_id')
    .select('s.barcode')
    .where('s.packing_facility_id', '=', 1)
    .where('l.name', '=', line)
    .orderBy('s.id')
    .limit(limit)
    .execute();
  if (rows.length === 0) throw new Error(`no boxes planned on line ${line}`);
  return rows.map((row) => row.barcode);
}
