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

/**
 * What the gateway asks the host to leave out of the planner's read for the screen's query: the
 * per-group lists and each line's letters the table does not show, and the group's fields that
 * repeat (its region's name and category) or follow from others (ship day, remaining, complete).
 */
export const PLANNER_SCREEN_OMIT =
  'omit=unpackable_counts_per_line,ineligible_zones,line_pickables,shipping_region,' +
  'shipping_region_category,ship_day,remaining_box_count,complete';
