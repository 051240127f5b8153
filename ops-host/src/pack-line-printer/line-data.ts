import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import type { FloorSession } from '../floor-sessions/service.ts';
import { findLine } from '../pack-lines/lines.ts';
import { groupedPickables, type GroupedPickables } from '../planner/read.ts';
import { recentLabels, type LabelRow } from './printing.ts';

export interface KioskGroup {
  id: number;
  name: string;
  shipDate: string;
  boxSize: number;
  regionCode: string;
  mealPlan: string;
  boxCount: number;
  printedBoxCount: number;
  remainingBoxCount: number;
  unpackableBoxCount: number;
}

/** The groups of a line in its order, with counts derived from the boxes. */
export async function lineGroups(db: Queryable, packLineId: number): Promise<KioskGroup[]> {
  const rows = await db
    .selectFrom('pack_line_plan_groups as g')
    .innerJoin('shipping_regions as r', 'r.id', 'g.shipping_region_id')
    .innerJoin('meal_plans as mp', 'mp.id', 'g.meal_plan_id')
    .leftJoin('shipments as s', 's.pack_line_plan_group_id', 'g.id')
    .select([
      'g.id',
      'g.name',
      sql<string>`to_char(g.ship_date, 'YYYY-MM-DD')`.as('shipDate'),
      'g.box_size_inches as boxSize',
      'r.code as regionCode',
      'mp.name as mealPlan',
      sql<string>`count(s.id)`.as('boxCount'),
      sql<string>`count(s.id) FILTER (WHERE s.printed_at IS NOT NULL)`.as('printedBoxCount'),
      // Each box keeps the lines that cannot pack it (010_box_packability.sql), so the count
      // reads a column rather than matching every box's pickables against the line's cells.
      sql<string>`count(s.id) FILTER (WHERE s.printed_at IS NULL AND ${packLineId} = ANY(s.unpackable_line_ids))`.as(
        'unpackableBoxCount',
      ),
    ])
    .where('g.pack_line_id', '=', packLineId)
    .where('g.is_complete', '=', false)
    .groupBy(['g.id', 'r.code', 'mp.name'])
    .orderBy('g.display_order')
    .orderBy('g.id')
    .execute();
  return rows.map((row) => {
    const boxCount = Number(row.boxCount);
    const printed = Number(row.printedBoxCount);
    return {
      id: row.id,
      name: row.name,
      shipDate: row.shipDate,
      boxSize: row.boxSize,
      regionCode: row.regionCode,
      mealPlan: row.mealPlan,
      boxCount,
      printedBoxCount: printed,
      remainingBoxCount: boxCount - printed,
      unpackableBoxCount: Number(row.unpackableBoxCount),
    };
  });
}

/** Everything the line screen shows (GET pack_lines/pack_line_data). */
export async function packLineData(
  db: Queryable,
  session: FloorSession | null,
  facilityId: number,
  lineName: string,
) {
  const line = await findLine(db, facilityId, lineName);
  const row = await db
    .selectFrom('pack_lines')
    .select(['current_group_id', 'next_group_id'])
    .where('id', '=', line.id)
    .executeTakeFirstOrThrow();
  const assignment = session
    ? await db
        .selectFrom('printer_assignments')
        .select(['printer_ip', 'confirmed_at'])
        .where('pack_line_id', '=', line.id)
        .where('floor_session_token_hash', '=', session.tokenHash)
        .where('unassigned_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  const filters = await db
    .selectFrom('pack_line_filters')
    .select('letter')
    .where('pack_line_id', '=', line.id)
    .orderBy('letter')
    .execute();
  const labels: LabelRow[] = await recentLabels(db, line.id);
  // The filter dialog lists the letters of the menu the line's open groups belong to.
  const menu = await db
    .selectFrom('pack_line_plan_groups')
    .select('menu_id')
    .where('pack_line_id', '=', line.id)
    .where('is_complete', '=', false)
    .orderBy('display_order')
    .orderBy('id')
    .executeTakeFirst();
  const pickables: GroupedPickables = menu
    ? await groupedPickables(db, facilityId, menu.menu_id)
    : {
        protein_letters: [],
        meal_letters: [],
        tempo_letters: [],
        family_letters: [],
        add_on_letters: [],
        heat_and_eat_letters: [],
        other_letters: [],
      };
  return {
    packLine: { id: line.id, name: line.name },
    printerIp: assignment?.confirmed_at ? assignment.printer_ip : null,
    currentGroupId: row.current_group_id,
    nextGroupId: row.next_group_id,
    filteredLetters: filters.map((f) => f.letter),
    pickables,
    groups: await lineGroups(db, line.id),
    reprintQueue: labels.map(({ zpl: _zpl, ...label }) => label),
  };
}

/** The facility's lines and which printer each has (the line selector). */
export async function lineNames(db: Queryable, facilityId: number) {
  const rows = await db
    .selectFrom('pack_lines as l')
    .leftJoin('printer_assignments as a', (join) =>
      join.onRef('a.pack_line_id', '=', 'l.id').on('a.unassigned_at', 'is', null),
    )
    .select(['l.name', 'a.printer_ip'])
    .where('l.packing_facility_id', '=', facilityId)
    .orderBy('l.name')
    .execute();
  return {
    packLineNames: rows.map((r) => r.name),
    printersInUse: rows
      .filter((r) => r.printer_ip !== null)
      .map((r) => ({ packLineName: r.name, printerIp: r.printer_ip! })),
  };
}
