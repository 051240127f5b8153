// The floor benchmark's data (bench/floor-traffic.ts): the benchmark seed's shape (generated
// regions, 12 lines, groups of 1 to 4 boxes) in every facility the run uses, each line's preset
// with 12 zone screens, and what the load generator picks its inputs from: the boxes planned on
// each line (scanned) and the groups with boxes the line can print.
//
// The host's seed sizes are demo and bench (one facility); this is a third size, seeded by the
// same steps as ops-host/src/seed/index.ts with a profile of its own, into a database the host
// is then started on with SEED_SIZE=none.
//
// The seed puts the packed menu where the floor would have it at the seed's clock (earlier ship
// days packed, the day being packed part printed). With the real clock the floor would depend on
// the weekday: from Thursday on, most facilities' ship days of the packed menu are behind and the
// groups a facility's profile allows are all packed, so the kiosks have little to print and the
// planners' reads little to count. The floor is seeded at a Monday mid-morning instead (seedClock),
// the same floor whatever day the benchmark runs.
import { sql } from 'kysely';
import type { Db } from '../../ops-host/src/db/database.ts';
import { ONLINE_WINDOW_SECONDS } from '../../ops-host/src/status-wall/statuses.ts';
import { cannotPackOnLine } from '../../ops-host/src/pack-lines/packability.ts';
import { mondayOf } from '../../ops-host/src/seed/calendar.ts';
import { FACILITIES } from '../../ops-host/src/seed/facilities-and-users.ts';
import { seedWithProfile } from '../../ops-host/src/seed/index.ts';
import { PROFILES, type SeedProfile } from '../../ops-host/src/seed/profiles.ts';

/** The facilities in the order a smaller run takes them (1 facility: Chicago). */
export const FLOOR_FACILITIES = FACILITIES;

/**
 * The benchmark profile (one facility, 3,000 groups) spread over `facilityIds`, each with 12
 * lines and `groupsPerFacility` groups (3 ship days × 8 shapes × the regions must reach it).
 */
export function floorProfile(facilityIds: number[], groupsPerFacility: number): SeedProfile {
  const regions = Math.ceil(groupsPerFacility / (3 * PROFILES.bench.groupShapes.length)) + 2;
  return {
    ...PROFILES.bench,
    dataFacilityIds: facilityIds,
    linesPerFacility: Object.fromEntries(facilityIds.map((id) => [id, 12])),
    generatedRegionsPerFacility: regions,
    groupsPerFacility,
  };
}

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * The floor's seed clock: the latest Monday at 15:00 UTC (9:00 in Chicago) not after `now`. Every
 * facility then packs a ship day of its own (Sky its Tuesday, the first of its week), its lines
 * part way through it.
 */
export function seedClock(now = new Date()): Date {
  const monday = new Date(`${mondayOf(now)}T15:00:00Z`);
  return monday.getTime() <= now.getTime() ? monday : new Date(monday.getTime() - WEEK_MS);
}

/** The host's seed (ops-host/src/seed/index.ts) with the floor's profile, at the seed clock. */
export async function seedFloor(
  db: Db,
  profile: SeedProfile,
  adminPassword: string,
  now = seedClock(),
) {
  await seedWithProfile(db, profile, { adminPassword, now });
}

/**
 * Gives every line preset in use in the facilities zones 1 to `zones`: the missing ones as empty
 * 1 × 1 food zones, so every line has a screen per zone (the floor, the status wall).
 */
export async function fillPresetZones(db: Db, facilityIds: number[], zones: number) {
  const presets = await db
    .selectFrom('pack_lines')
    .select('line_preset_id')
    .distinct()
    .where('packing_facility_id', 'in', facilityIds)
    .where('line_preset_id', 'is not', null)
    .execute();
  for (const { line_preset_id: presetId } of presets) {
    const existing = await db
      .selectFrom('zones')
      .select('zone_id')
      .where('line_preset_id', '=', presetId!)
      .execute();
    const have = new Set(existing.map((zone) => zone.zone_id));
    const missing = [];
    for (let zoneId = 1; zoneId <= zones; zoneId += 1) {
      if (!have.has(zoneId)) missing.push(zoneId);
    }
    if (missing.length === 0) continue;
    await db
      .insertInto('zones')
      .values(
        missing.map((zoneId) => ({
          line_preset_id: presetId!,
          zone_id: zoneId,
          pickable_type: 'Food' as const,
          rows: 1,
          columns: 1,
          item_letters: [''],
        })),
      )
      .execute();
  }
}

/**
 * Fills the presets' zones (fillPresetZones) and removes the seed's heartbeats, so that each
 * screen's first heartbeat brings it online: one status wall event per screen, which the
 * benchmark can count.
 */
export async function prepareFloor(db: Db, facilityIds: number[], zones: number) {
  await fillPresetZones(db, facilityIds, zones);
  await db.deleteFrom('heartbeats').execute();
}

export interface FloorLine {
  facilityId: number;
  slug: string;
  abbreviation: string;
  name: string;
  /** Barcodes of boxes planned on the line, in order: the zone screens scan them in turn. */
  barcodes: string[];
  /** Groups with boxes the line can print, and how many. */
  printable: { groupId: number; boxes: number }[];
}

/**
 * The line's groups with boxes it can print (unprinted, labelled, packable on the line), and how
 * many each has, in id order.
 */
export async function printableGroups(db: Db, lineId: number) {
  const groups = await db
    .selectFrom('pack_line_plan_groups as g')
    .innerJoin('shipments as s', 's.pack_line_plan_group_id', 'g.id')
    .select(['g.id', sql<string>`count(*)`.as('n')])
    .where('g.pack_line_id', '=', lineId)
    .where('s.printed_at', 'is', null)
    .where('s.tracking_number', 'is not', null)
    .where(sql<boolean>`NOT ${cannotPackOnLine('s.id', lineId)}`)
    .groupBy('g.id')
    .orderBy('g.id')
    .execute();
  return groups.map((group) => ({ groupId: group.id, boxes: Number(group.n) }));
}

/** Every line of the facilities with its boxes to scan and its printable groups. */
export async function floorLines(
  db: Db,
  facilityIds: number[],
  barcodesPerLine: number,
): Promise<FloorLine[]> {
  const lines = await db
    .selectFrom('pack_lines as l')
    .innerJoin('packing_facilities as f', 'f.id', 'l.packing_facility_id')
    .select(['l.id', 'l.name', 'f.id as facilityId', 'f.slug', 'f.abbreviated_name'])
    .where('f.id', 'in', facilityIds)
    .orderBy('f.id')
    .orderBy('l.name')
    .execute();
  const result: FloorLine[] = [];
  for (const line of lines) {
    const barcodes = await db
      .selectFrom('shipments as s')
      .innerJoin('pack_line_plan_groups as g', 'g.id', 's.pack_line_plan_group_id')
      .select('s.barcode')
      .where('g.pack_line_id', '=', line.id)
      .orderBy('s.id')
      .limit(barcodesPerLine)
      .execute();
    const groups = await printableGroups(db, line.id);
    result.push({
      facilityId: line.facilityId,
      slug: line.slug,
      abbreviation: line.abbreviated_name,
      name: line.name,
      barcodes: barcodes.map((row) => row.barcode),
      printable: groups,
    });
  }
  return result;
}

/** Labels recorded per box (after the run): boxes with more than one are duplicates. */
export async function labelsPerBox(db: Db, since: Date) {
  const rows = await db
    .selectFrom('labels')
    .select(['shipment_id', sql<string>`count(*)`.as('n')])
    .where('printed_at', '>=', since)
    .groupBy('shipment_id')
    .execute();
  return rows.map((row) => ({ shipmentId: row.shipment_id, labels: Number(row.n) }));
}

/**
 * Labels the host reserved per facility since `since`: each published one planner event
 * (pack_line_updates), whether or not its print was answered.
 */
export async function labelsByFacility(db: Db, since: Date): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('labels as b')
    .innerJoin('pack_lines as l', 'l.id', 'b.pack_line_id')
    .innerJoin('packing_facilities as f', 'f.id', 'l.packing_facility_id')
    .select(['f.abbreviated_name', sql<string>`count(*)`.as('n')])
    .where('b.printed_at', '>=', since)
    .groupBy('f.abbreviated_name')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.abbreviated_name, Number(row.n)]));
}

/**
 * Heartbeats that brought their screen online (none before it, or the one before 120 s or more
 * earlier: ops-host/src/status-wall/status-changes.ts), per facility: each told the facility's
 * status walls (packLineStatusChanged, reason online).
 */
export async function screensCameOnline(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<{ abbreviation: string; n: string }>`
    SELECT f.abbreviated_name AS abbreviation, count(*) AS n
    FROM (
      SELECT packing_facility_id, received_at,
        lag(received_at) OVER (PARTITION BY pack_line_id, zone_id ORDER BY received_at) AS previous
      FROM heartbeats
    ) h
    JOIN packing_facilities f ON f.id = h.packing_facility_id
    WHERE h.previous IS NULL
      OR h.received_at - h.previous >= make_interval(secs => ${ONLINE_WINDOW_SECONDS})
    GROUP BY f.abbreviated_name`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.abbreviation, Number(row.n)]));
}
