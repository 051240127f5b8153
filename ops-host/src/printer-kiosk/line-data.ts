import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import type { FloorSession } from '../floor-sessions/service.ts';
import { HttpError } from '../http/access.ts';
import { lineNotFound } from '../pack-lines/lines.ts';
import { groupedPickables, noPickables } from '../planner/read.ts';
import { recentLabels } from './printing.ts';

export interface KioskGroup {
  id: number;
  name: string;
  shipDate: string;
  boxSize: number;
  regionCode: string;
  /** The shipping region's name: how the kiosk's texts name it. */
  regionName: string;
  mealPlan: string;
  boxCount: number;
  printedBoxCount: number;
  remainingBoxCount: number;
  unpackableBoxCount: number;
}

/**
 * The groups of a line in its order, with counts derived from the boxes; with `groupId`, that
 * group alone (as the line counts its unpackable boxes), whichever line it is on.
 */
export async function lineGroups(
  db: Queryable,
  packLineId: number,
  groupId?: number,
): Promise<KioskGroup[]> {
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
      'r.name as regionName',
      'mp.name as mealPlan',
      sql<string>`count(s.id)`.as('boxCount'),
      sql<string>`count(s.id) FILTER (WHERE s.printed_at IS NOT NULL)`.as('printedBoxCount'),
      // Each box keeps the lines that cannot pack it (010_box_packability.sql), so the count
      // reads a column rather than matching every box's pickables against the line's cells.
      sql<string>`count(s.id) FILTER (WHERE s.printed_at IS NULL AND ${packLineId} = ANY(s.unpackable_line_ids))`.as(
        'unpackableBoxCount',
      ),
    ])
    .where((eb) =>
      groupId === undefined
        ? eb.and([eb('g.pack_line_id', '=', packLineId), eb('g.is_complete', '=', false)])
        : eb('g.id', '=', groupId),
    )
    .groupBy(['g.id', 'r.code', 'r.name', 'mp.name'])
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
      regionName: row.regionName,
      mealPlan: row.mealPlan,
      boxCount,
      printedBoxCount: printed,
      remainingBoxCount: boxCount - printed,
      unpackableBoxCount: Number(row.unpackableBoxCount),
    };
  });
}

/** A pause of the line: its reason, sub reason if any, and when (ISO 8601). */
export interface LinePause {
  reason: string;
  subReason: string | null;
  pausedAt: string;
}

/**
 * The line's pause, if it is paused: its latest pause when no label was printed on the line
 * since (a line shows paused until its next print), else null.
 */
export async function linePause(db: Queryable, packLineId: number): Promise<LinePause | null> {
  const row = await db
    .selectFrom('pause_events as p')
    .innerJoin('pause_reasons as r', 'r.id', 'p.pause_reason_id')
    .leftJoin('pause_sub_reasons as s', 's.id', 'p.pause_sub_reason_id')
    .select([
      'r.reason',
      's.sub_reason as subReason',
      sql<string>`to_char(p.paused_at, 'YYYY-MM-DD"T"HH24:MI:SS.MSOF')`.as('pausedAt'),
      (eb) =>
        eb
          .selectFrom('labels as l')
          .select((inner) => inner.fn.max('l.printed_at').as('at'))
          .where('l.pack_line_id', '=', packLineId)
          .where('l.printed_at', '>=', eb.ref('p.paused_at'))
          .as('printedSince'),
    ])
    .where('p.pack_line_id', '=', packLineId)
    .orderBy('p.paused_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.printedSince !== null) return null;
  return { reason: row.reason, subReason: row.subReason, pausedAt: row.pausedAt };
}

/**
 * Everything the line screen shows (GET pack_lines/pack_line_data), read after every print: the
 * line with its active groups, this kiosk's confirmed printer, the filtered letters and the menu
 * of the line's first open group in one statement; then the reprint queue, the line's pause,
 * the menu's letters and the line's groups. 404 when the facility has no such line.
 */
export async function packLineData(
  db: Queryable,
  session: FloorSession | null,
  facilityId: number,
  lineName: string,
) {
  const { rows } = await sql<{
    id: number;
    name: string;
    current_group_id: number | null;
    next_group_id: number | null;
    printer_ip: string | null;
    filters: string[];
    menu_id: number | null;
  }>`
    SELECT pl.id, pl.name, pl.current_group_id, pl.next_group_id,
      CASE WHEN pa.confirmed_at IS NOT NULL THEN pa.printer_ip END AS printer_ip,
      COALESCE((SELECT array_agg(f.letter ORDER BY f.letter) FROM pack_line_filters f
                WHERE f.pack_line_id = pl.id), '{}') AS filters,
      -- The filter dialog lists the letters of the menu the line's open groups belong to.
      (SELECT g.menu_id FROM pack_line_plan_groups g
       WHERE g.pack_line_id = pl.id AND NOT g.is_complete
       ORDER BY g.display_order, g.id LIMIT 1) AS menu_id
    FROM pack_lines pl
    LEFT JOIN LATERAL (
      SELECT a.printer_ip, a.confirmed_at FROM printer_assignments a
      WHERE a.pack_line_id = pl.id AND a.floor_session_token_hash = ${session?.tokenHash ?? null}
        AND a.unassigned_at IS NULL
      LIMIT 1
    ) pa ON true
    WHERE pl.packing_facility_id = ${facilityId} AND pl.name = ${lineName.toUpperCase()}`.execute(
    db,
  );
  const line = rows[0];
  if (!line) throw new HttpError(404, lineNotFound(lineName));
  const reprintQueue = await recentLabels(db, line.id);
  const pause = await linePause(db, line.id);
  const pickables =
    line.menu_id !== null ? await groupedPickables(db, facilityId, line.menu_id) : noPickables();
  return {
    packLine: { id: line.id, name: line.name },
    printerIp: line.printer_ip,
    currentGroupId: line.current_group_id,
    nextGroupId: line.next_group_id,
    filteredLetters: line.filters,
    pickables,
    groups: await lineGroups(db, line.id),
    reprintQueue,
    pause,
  };
}

/**
 * What a print or a reprint changed, for the kiosk to show from its answer without reading the
 * line again: the printed group (its counts) when there is one, and the kiosk's line as
 * pack_line_data reads it (its groups' counts, active groups, reprint queue, pause).
 */
export async function lineAfterPrint(
  db: Queryable,
  session: FloorSession,
  packLineName: string,
  groupId: number | null,
) {
  const line = await packLineData(db, session, session.facilityId, packLineName);
  const group = groupId === null ? [] : await lineGroups(db, line.packLine.id, groupId);
  return { group: group[0] ?? null, line };
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
