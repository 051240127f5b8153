import { isGroupComplete } from '@ops/schema/planner/rules';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { jsonRows } from '../db/json-rows.ts';
import { previousMenu, type MenuView } from '../menus/service.ts';

/** A pack line plan group as the planner reads it (snake_case on the wire). */
export interface PlanGroupView {
  id: number;
  name: string;
  ship_date: string;
  ship_day?: string;
  /** The region's id; the planner's shipping_regions name each region once. */
  shipping_region_id: number;
  shipping_region?: string;
  shipping_region_category?: string;
  meal_plan: string;
  box_size: number;
  box_count: number;
  remaining_box_count?: number;
  unpackable_box_count: number;
  printed_box_count: number;
  /** The line's letter, or 'Unassigned'. */
  line_assignment: string;
  /** isGroupComplete of the counts and soft_complete (@ops/schema/planner/rules). */
  complete?: boolean;
  soft_complete: boolean;
  display_order: number;
  dockout_time_stamp: string | null;
  /** Per line of the facility, how many unprinted boxes it could not pack. */
  unpackable_counts_per_line?: { pack_line_name: string; count: number }[];
  ineligible_zones?: number[];
}

/**
 * What a caller may leave out of the read: two fields of a group (the biggest, or the slowest),
 * each line's letters (`line_pickables`: the same lists as the answer's own `pickables`), and
 * the group's fields that repeat or follow from others: its region's name and category (the
 * answer's `shipping_regions` list each region once), its ship day (from the ship date), its
 * remaining boxes and whether it is complete (from its counts).
 */
export const OMITTABLE_GROUP_FIELDS = [
  'unpackable_counts_per_line',
  'ineligible_zones',
  'line_pickables',
  'shipping_region',
  'shipping_region_category',
  'ship_day',
  'remaining_box_count',
  'complete',
] as const;
export type OmittableGroupField = (typeof OMITTABLE_GROUP_FIELDS)[number];

/** A shipping region of the facility, once (its groups name it by id). */
export interface ShippingRegionView {
  id: number;
  name: string;
  category: string;
}

export interface PickableLetter {
  pickable_letter: string;
  pickable_name: string;
}

/** The seven groups of the filter dialog, by the bucket letter. */
export interface GroupedPickables {
  protein_letters: PickableLetter[];
  meal_letters: PickableLetter[];
  tempo_letters: PickableLetter[];
  family_letters: PickableLetter[];
  add_on_letters: PickableLetter[];
  heat_and_eat_letters: PickableLetter[];
  other_letters: PickableLetter[];
}

export interface PackLineView {
  id: number;
  name: string;
  packing_facility_id: number;
  line_preset: { id: number; name: string } | null;
  box_count: number;
  printed_box_count: number;
  unpackable_box_count: number;
  /** Distinct letters that unprinted boxes on the line need and its preset has no cell for. */
  unconfigured_picks: number;
  /** How many letters are filtered on the line. */
  filtered_pickables: number;
  /** The filtered letters themselves (the filter dialog sends them back as current_filters). */
  filters: string[];
  /** The menu's letters, the same for every line (left out with omit=line_pickables). */
  pickables?: GroupedPickables;
  last_scanned_at: string | null;
  last_printed_at: string | null;
  current_group_id: number | null;
  next_group_id: number | null;
}

export interface PlannerView {
  menus: MenuView[];
  last_updated_at: string;
  /** The menu's lettered pickables at the facility, once: what every line's filters choose from. */
  pickables: GroupedPickables;
  /** The facility's shipping regions, each once with its name and category. */
  shipping_regions: ShippingRegionView[];
  pack_line_plan_groups: PlanGroupView[];
  pack_lines: PackLineView[];
}

const UNASSIGNED = 'Unassigned';

interface GroupRow {
  id: number;
  name: string;
  ship_date: string;
  ship_day: string;
  shipping_region_id: number;
  shipping_region: string;
  shipping_region_category: string;
  meal_plan: string;
  box_size: number;
  pack_line_id: number | null;
  line_name: string | null;
  is_complete: boolean;
  is_soft_complete: boolean;
  display_order: number;
  /** A timestamp as JSON gives it. */
  dockout_at: string | null;
  box_count: number;
  printed_box_count: number;
  /** Unprinted boxes by the lines that cannot pack them: [line ids, how many boxes]. */
  unpackable: [number[], number][];
}

/**
 * Groups of the menu with their counts, one grouped pass over the boxes, which also tells how many
 * unprinted boxes each set of lines cannot pack (each box keeps the lines that cannot pack it:
 * 010_box_packability.sql, kept current by triggers).
 */
async function groupRows(
  db: Queryable,
  facilityId: number,
  menuId: number,
  groupIds?: readonly number[],
): Promise<GroupRow[]> {
  const onlyGroups = groupIds ? sql`AND g.id = ANY(${sql.val([...groupIds])}::int[])` : sql``;
  const onlyBoxes = groupIds
    ? sql`AND s.pack_line_plan_group_id = ANY(${sql.val([...groupIds])}::int[])`
    : sql`AND s.pack_line_plan_group_id IS NOT NULL`;
  return jsonRows<GroupRow>(
    db,
    sql`
    SELECT g.id, g.name, to_char(g.ship_date, 'YYYY-MM-DD') AS ship_date,
           trim(to_char(g.ship_date, 'Day')) AS ship_day,
           g.shipping_region_id, r.name AS shipping_region, r.category AS shipping_region_category,
           mp.slug AS meal_plan, g.box_size_inches AS box_size,
           g.pack_line_id, pl.name AS line_name, g.is_complete, g.is_soft_complete,
           g.display_order, g.dockout_at,
           COALESCE(c.box_count, 0) AS box_count, COALESCE(c.printed_box_count, 0) AS printed_box_count,
           COALESCE(c.unpackable, '[]') AS unpackable
    FROM pack_line_plan_groups g
    JOIN shipping_regions r ON r.id = g.shipping_region_id
    JOIN meal_plans mp ON mp.id = g.meal_plan_id
    LEFT JOIN pack_lines pl ON pl.id = g.pack_line_id
    LEFT JOIN (
      SELECT b.group_id, sum(b.boxes) AS box_count, sum(b.printed) AS printed_box_count,
             json_agg(json_build_array(b.line_ids, b.boxes - b.printed))
               FILTER (WHERE b.line_ids <> '{}' AND b.boxes > b.printed) AS unpackable
      FROM (
        SELECT s.pack_line_plan_group_id AS group_id, s.unpackable_line_ids AS line_ids,
               count(*) AS boxes, count(s.printed_at) AS printed
        FROM shipments s
        WHERE s.packing_facility_id = ${facilityId} AND s.menu_id = ${menuId} ${onlyBoxes}
        GROUP BY s.pack_line_plan_group_id, s.unpackable_line_ids
      ) b
      GROUP BY b.group_id
    ) c ON c.group_id = g.id
    WHERE g.packing_facility_id = ${facilityId} AND g.menu_id = ${menuId} ${onlyGroups}
    -- The planner table's order (byPlan, @ops/schema/planner/order): a line's name is one capital
    -- letter, ordered alike by every collation.
    ORDER BY g.ship_date, pl.name NULLS LAST, g.display_order, g.id`,
  );
}

/**
 * Zones of each assigned group's line that hold none of the group's pickables. The keys of the
 * group's boxes are the ones kept on each box (010_box_packability.sql).
 */
async function ineligibleZones(
  db: Queryable,
  facilityId: number,
  menuId: number,
  groupIds?: readonly number[],
): Promise<Map<number, number[]>> {
  const only = groupIds ? sql`AND g.id = ANY(${sql.val([...groupIds])}::int[])` : sql``;
  const rows = await jsonRows<{ group_id: number; zone_ids: number[] }>(
    db,
    sql`
    WITH groups AS (
      SELECT g.id, g.pack_line_id, pl.line_preset_id
      FROM pack_line_plan_groups g JOIN pack_lines pl ON pl.id = g.pack_line_id
      WHERE g.packing_facility_id = ${facilityId} AND g.menu_id = ${menuId}
        AND NOT g.is_complete ${only}
    ), group_keys AS (
      SELECT DISTINCT g.id AS group_id, g.pack_line_id, k.cell_key
      FROM groups g
      JOIN shipments s ON s.pack_line_plan_group_id = g.id
      CROSS JOIN LATERAL unnest(s.cell_keys) AS k(cell_key)
    ), held AS (
      SELECT DISTINCT gk.group_id, c.zone_id
      FROM group_keys gk
      JOIN pack_line_cells c ON c.pack_line_id = gk.pack_line_id AND c.cell_key = gk.cell_key
    )
    SELECT g.id AS group_id, array_agg(z.zone_id ORDER BY z.zone_id) AS zone_ids
    FROM groups g
    JOIN zones z ON z.line_preset_id = g.line_preset_id
    WHERE z.pickable_type IN ('Food', 'Meal Card', 'Meal Bag')
      AND (g.id, z.zone_id) NOT IN (SELECT group_id, zone_id FROM held)
    GROUP BY g.id`,
  );
  return new Map(rows.map((row) => [row.group_id, row.zone_ids]));
}

/**
 * Narrows a read of groups (alias g) to the groups of the named lines: PostgreSQL then reads
 * those lines' groups and their boxes by index, not every box of the menu (none: no narrowing).
 */
function onlyGroupsOfLines(facilityId: number, lineNames: readonly string[] | undefined) {
  if (!lineNames) return sql``;
  return sql`AND g.pack_line_id IN (
    SELECT id FROM pack_lines
    WHERE packing_facility_id = ${facilityId} AND name = ANY(${sql.val([...lineNames])}::text[]))`;
}

interface LineTotals {
  box: number;
  printed: number;
  unpackable: number;
}

/**
 * Each line's boxes, printed boxes and unprinted boxes it cannot pack, over the groups assigned to
 * it: one grouped pass over the boxes for a read narrowed to some groups, which does not read
 * every group. The same sums as readPlanner adds up from every group's row (a completed group
 * has no unpackable boxes; a group whose boxes are all printed has none left to count).
 */
async function lineTotals(
  db: Queryable,
  facilityId: number,
  menuId: number,
  lineNames?: readonly string[],
): Promise<Map<number, LineTotals>> {
  const rows = await jsonRows<{ line_id: number } & LineTotals>(
    db,
    sql`
    SELECT g.pack_line_id AS line_id, count(*) AS box, count(s.printed_at) AS printed,
           count(*) FILTER (WHERE s.printed_at IS NULL AND NOT g.is_complete
                              AND g.pack_line_id = ANY(s.unpackable_line_ids)) AS unpackable
    FROM pack_line_plan_groups g
    JOIN shipments s ON s.pack_line_plan_group_id = g.id
    WHERE g.packing_facility_id = ${facilityId} AND g.menu_id = ${menuId}
      AND g.pack_line_id IS NOT NULL ${onlyGroupsOfLines(facilityId, lineNames)}
      AND s.packing_facility_id = ${facilityId} AND s.menu_id = ${menuId}
    GROUP BY g.pack_line_id`,
  );
  return new Map(rows.map(({ line_id, ...totals }) => [line_id, totals]));
}

interface LineRow {
  id: number;
  name: string;
  preset_id: number | null;
  preset_name: string | null;
  last_scanned_at: Date | null;
  current_group_id: number | null;
  next_group_id: number | null;
  last_printed_at: Date | null;
  filters: string[];
  unconfigured_picks: string;
}

/**
 * The facility's lines with their preset, filters, active groups, latest print and unconfigured
 * picks: the cell keys that unprinted boxes of the line's open groups need and its preset has no
 * cell for. Only boxes the line cannot pack are read for them (unpackable_line_ids, kept by
 * 010_box_packability.sql): a box with a key the line has no cell for is one it cannot pack, so
 * the others add nothing. On a facility's whole floor that is a few dozen boxes instead of every
 * unprinted one, and this read comes with every planner event. With `lineNames`, unconfigured
 * picks are counted for those lines only (the others' rows answer 0, for their names and ids).
 */
async function lineRows(
  db: Queryable,
  facilityId: number,
  menuId: number,
  lineNames?: readonly string[],
): Promise<LineRow[]> {
  const result = await sql<LineRow>`
    SELECT pl.id, pl.name, lp.id AS preset_id, lp.name AS preset_name, pl.last_scanned_at,
           pl.current_group_id, pl.next_group_id,
           (SELECT max(l.printed_at) FROM labels l WHERE l.pack_line_id = pl.id) AS last_printed_at,
           COALESCE((SELECT array_agg(f.letter ORDER BY f.letter) FROM pack_line_filters f
                     WHERE f.pack_line_id = pl.id), '{}') AS filters,
           COALESCE(u.unconfigured_picks, 0) AS unconfigured_picks
    FROM pack_lines pl
    LEFT JOIN line_presets lp ON lp.id = pl.line_preset_id
    LEFT JOIN (
      SELECT needed.pack_line_id, count(*) AS unconfigured_picks
      FROM (
        SELECT DISTINCT g.pack_line_id, k.cell_key
        FROM pack_line_plan_groups g
        JOIN shipments s ON s.pack_line_plan_group_id = g.id AND s.printed_at IS NULL
        CROSS JOIN LATERAL unnest(s.cell_keys) AS k(cell_key)
        WHERE g.packing_facility_id = ${facilityId} AND g.menu_id = ${menuId}
          AND g.pack_line_id IS NOT NULL AND NOT g.is_complete
          ${onlyGroupsOfLines(facilityId, lineNames)}
          AND s.packing_facility_id = ${facilityId} AND s.menu_id = ${menuId}
          AND g.pack_line_id = ANY(s.unpackable_line_ids)
      ) needed
      WHERE (needed.pack_line_id, needed.cell_key) NOT IN (
        SELECT c.pack_line_id, c.cell_key FROM pack_line_cells c)
      GROUP BY needed.pack_line_id
    ) u ON u.pack_line_id = pl.id
    WHERE pl.packing_facility_id = ${facilityId}
    ORDER BY pl.name`.execute(db);
  return result.rows;
}

const BUCKETS: [keyof GroupedPickables, RegExp][] = [
  ['protein_letters', /^P/],
  ['meal_letters', /^M/],
  ['tempo_letters', /^T/],
  ['family_letters', /^[FE]/],
  ['add_on_letters', /^A/],
  ['heat_and_eat_letters', /^H/],
];

/** The seven groups, empty (a line with no open group has no menu to list). */
export function noPickables(): GroupedPickables {
  return {
    protein_letters: [],
    meal_letters: [],
    tempo_letters: [],
    family_letters: [],
    add_on_letters: [],
    heat_and_eat_letters: [],
    other_letters: [],
  };
}

/** The menu's lettered pickables at the facility, in the filter dialog's seven groups. */
export async function groupedPickables(
  db: Queryable,
  facilityId: number,
  menuId: number,
): Promise<GroupedPickables> {
  const rows = await db
    .selectFrom('pickable_letters as l')
    .innerJoin('pickables as p', 'p.id', 'l.pickable_id')
    .select(['l.letter', 'p.name'])
    .where('l.packing_facility_id', '=', facilityId)
    .where('l.menu_id', '=', menuId)
    .orderBy('l.letter')
    .execute();
  const grouped = noPickables();
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.letter)) continue;
    seen.add(row.letter);
    const bucket = BUCKETS.find(([, pattern]) => pattern.test(row.letter))?.[0] ?? 'other_letters';
    grouped[bucket].push({ pickable_letter: row.letter, pickable_name: row.name });
  }
  for (const list of Object.values(grouped) as PickableLetter[][]) {
    list.sort((a, b) =>
      a.pickable_letter.localeCompare(b.pickable_letter, 'en', { numeric: true }),
    );
  }
  return grouped;
}

/** The facility's shipping regions, by name. */
async function shippingRegions(db: Queryable, facilityId: number): Promise<ShippingRegionView[]> {
  return db
    .selectFrom('shipping_regions')
    .select(['id', 'name', 'category'])
    .where('packing_facility_id', '=', facilityId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/**
 * The planner's read for a facility: the menu being packed, every plan group of it with counts
 * derived from the boxes (in the planner table's order: @ops/schema/planner/order), and every
 * line with its figures. A fixed number of set-based queries,
 * however many groups there are. `groupIds` narrows the groups (a change answers with those).
 */
export async function readPlanner(
  db: Queryable,
  facilityId: number,
  options: {
    groupIds?: readonly number[];
    /** Narrows the lines answered to these (an event's: the lines whose figures it changed). */
    lineNames?: readonly string[];
    omit?: readonly OmittableGroupField[];
  } = {},
): Promise<PlannerView> {
  const menu = await previousMenu(db);
  const lastUpdatedAt = new Date().toISOString();
  if (!menu) {
    return {
      menus: [],
      last_updated_at: lastUpdatedAt,
      pickables: noPickables(),
      shipping_regions: await shippingRegions(db, facilityId),
      pack_line_plan_groups: [],
      pack_lines: [],
    };
  }
  const { groupIds, lineNames, omit = [] } = options;
  const left = (field: OmittableGroupField) => !omit.includes(field);
  const withCounts = left('unpackable_counts_per_line');
  const withZones = left('ineligible_zones');
  const withLinePickables = left('line_pickables');
  const withRegion = left('shipping_region');
  const withCategory = left('shipping_region_category');
  const withShipDay = left('ship_day');
  const withRemaining = left('remaining_box_count');
  const withComplete = left('complete');
  // A narrowed read (an event's, a change's) reads only its groups, and the lines' totals from
  // one grouped pass; the whole read adds the totals up from every group's row. Narrowed to
  // some lines, the lines' figures are read over those lines' groups only.
  const [groups, lines, pickables, regions, zones, narrowedTotals] = await Promise.all([
    groupRows(db, facilityId, menu.id, groupIds),
    lineRows(db, facilityId, menu.id, lineNames),
    groupedPickables(db, facilityId, menu.id),
    shippingRegions(db, facilityId),
    withZones ? ineligibleZones(db, facilityId, menu.id, groupIds) : undefined,
    groupIds ? lineTotals(db, facilityId, menu.id, lineNames) : undefined,
  ]);
  const totals = narrowedTotals ?? new Map<number, LineTotals>();
  const views: PlanGroupView[] = [];
  for (const row of groups) {
    const boxCount = Number(row.box_count);
    const printed = Number(row.printed_box_count);
    const counts = row.is_complete ? new Map<number, number>() : unpackableByLine(row);
    const complete = isGroupComplete({
      boxCount,
      printedBoxCount: printed,
      softComplete: row.is_soft_complete,
    });
    const unpackableHere =
      row.pack_line_id !== null && !complete ? (counts.get(row.pack_line_id) ?? 0) : 0;
    if (row.pack_line_id !== null && !narrowedTotals) {
      const total = totals.get(row.pack_line_id) ?? { box: 0, printed: 0, unpackable: 0 };
      total.box += boxCount;
      total.printed += printed;
      total.unpackable += unpackableHere;
      totals.set(row.pack_line_id, total);
    }
    views.push({
      id: row.id,
      name: row.name,
      ship_date: row.ship_date,
      ...(withShipDay && { ship_day: row.ship_day }),
      shipping_region_id: row.shipping_region_id,
      ...(withRegion && { shipping_region: row.shipping_region }),
      ...(withCategory && { shipping_region_category: row.shipping_region_category }),
      meal_plan: row.meal_plan,
      box_size: row.box_size,
      box_count: boxCount,
      ...(withRemaining && { remaining_box_count: boxCount - printed }),
      unpackable_box_count: unpackableHere,
      printed_box_count: printed,
      line_assignment: row.line_name ?? UNASSIGNED,
      ...(withComplete && { complete }),
      soft_complete: row.is_soft_complete,
      display_order: row.display_order,
      dockout_time_stamp: row.dockout_at ? new Date(row.dockout_at).toISOString() : null,
      ...(withCounts && {
        unpackable_counts_per_line: lines.map((line) => ({
          pack_line_name: line.name,
          count: counts.get(line.id) ?? 0,
        })),
      }),
      ...(zones && { ineligible_zones: zones.get(row.id) ?? [] }),
    });
  }
  return {
    menus: [menu],
    last_updated_at: lastUpdatedAt,
    pickables,
    shipping_regions: regions,
    pack_line_plan_groups: views,
    // Every line names a count of each group above; only the lines asked for are answered.
    pack_lines: (lineNames ? lines.filter((line) => lineNames.includes(line.name)) : lines).map(
      (line) => {
        const total = totals.get(line.id) ?? { box: 0, printed: 0, unpackable: 0 };
        return {
          id: line.id,
          name: line.name,
          packing_facility_id: facilityId,
          line_preset:
            line.preset_id === null ? null : { id: line.preset_id, name: line.preset_name ?? '' },
          box_count: total.box,
          printed_box_count: total.printed,
          unpackable_box_count: total.unpackable,
          unconfigured_picks: Number(line.unconfigured_picks),
          filtered_pickables: line.filters.length,
          filters: line.filters,
          ...(withLinePickables && { pickables }),
          last_scanned_at: line.last_scanned_at?.toISOString() ?? null,
          last_printed_at: line.last_printed_at?.toISOString() ?? null,
          current_group_id: line.current_group_id,
          next_group_id: line.next_group_id,
        };
      },
    ),
  };
}

/** How many unprinted boxes of the group each line cannot pack (lines with none left out). */
function unpackableByLine(row: GroupRow): Map<number, number> {
  const counts = new Map<number, number>();
  for (const [lineIds, boxes] of row.unpackable) {
    for (const lineId of lineIds) counts.set(lineId, (counts.get(lineId) ?? 0) + boxes);
  }
  return counts;
}

/**
 * For every open group of the menu and every line of the facility: how many unprinted boxes the
 * line cannot pack (the rule of pack-lines/packability.ts), in one scan of the boxes: each box
 * keeps the lines that cannot pack it (010_box_packability.sql, kept current by triggers).
 */
export async function unpackableCountsOfMenu(db: Queryable, facilityId: number, menuId: number) {
  const rows = await jsonRows<{ group_id: number; line_id: number; count: number }>(
    db,
    unpackableOfMenu(facilityId, menuId),
  );
  return rows.map((row) => ({ groupId: row.group_id, packLineId: row.line_id, count: row.count }));
}

function unpackableOfMenu(facilityId: number, menuId: number) {
  return sql`
    SELECT s.pack_line_plan_group_id AS group_id, u.line_id, count(*) AS count
    FROM shipments s
    JOIN pack_line_plan_groups g ON g.id = s.pack_line_plan_group_id
    CROSS JOIN LATERAL unnest(s.unpackable_line_ids) AS u(line_id)
    WHERE s.packing_facility_id = ${facilityId} AND s.menu_id = ${menuId}
      AND s.printed_at IS NULL AND NOT g.is_complete
    GROUP BY s.pack_line_plan_group_id, u.line_id`;
}
