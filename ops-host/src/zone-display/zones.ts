import { sql, type Selectable } from 'kysely';
import type { Queryable } from '../db/database.ts';
import type { ZonesTable } from '../db/tables/domain.ts';
import { HttpError } from '../http/access.ts';
import {
  lineNotFound,
  MEAL_CARD_TYPE,
  MEAL_CARD_ZONE,
  type LineRow,
  type ZoneRef,
} from '../pack-lines/lines.ts';

export interface ZoneRow {
  zoneId: number;
  type: string;
  rows: number;
  columns: number;
  itemLetters: string[];
  flags: {
    includesBinder: boolean;
    includesProteinCard: boolean;
    includesAddOnCard: boolean;
    includesFamilyAddOnCard: boolean;
    includesPromotionalItem: boolean;
    qaNearMiss: boolean;
    qaQc: boolean;
  };
  /** QA zones: which kinds of the box it checks. */
  qa: Record<string, boolean>;
}

export interface LineZones {
  line: LineRow;
  zone: ZoneRow;
  /** Every zone of the line's preset, in zone id order. */
  all: ZoneRow[];
}

export const ZONE_NOT_CONFIGURED = (line: string, zone: number | string) =>
  `Zone ${zone} of line ${line} is not configured in admin.`;

/** A zone as the zones table holds it (also as PostgreSQL's row_to_json writes the row). */
export type ZoneColumns = Omit<Selectable<ZonesTable>, 'id' | 'line_preset_id'>;

export function zoneRowOf(z: ZoneColumns): ZoneRow {
  return {
    zoneId: z.zone_id,
    type: z.pickable_type,
    rows: z.rows,
    columns: z.columns,
    itemLetters: z.item_letters,
    flags: {
      includesBinder: z.includes_binder,
      includesProteinCard: z.includes_protein_card,
      includesAddOnCard: z.includes_add_on_card,
      includesFamilyAddOnCard: z.includes_family_add_on_card,
      includesPromotionalItem: z.includes_promotional_item,
      qaNearMiss: z.qa_near_miss,
      qaQc: z.qa_qc,
    },
    qa: {
      addOns: z.qa_add_ons,
      mealBags: z.qa_meal_bags,
      proteins: z.qa_proteins,
      readyToHeat: z.qa_ready_to_heat,
      accessories: z.qa_accessories,
      topIce: z.qa_top_ice,
      middleIce: z.qa_middle_ice,
      bottomIce: z.qa_bottom_ice,
    },
  };
}

/**
 * The zone a screen names among its line's zones (in zone id order): MealCard is the preset's
 * first meal card zone (as a heartbeat finds it); 404 when the preset has no such zone.
 */
export function lineZonesOf(line: LineRow, all: ZoneRow[], zoneRef: ZoneRef): LineZones {
  const zone =
    zoneRef === MEAL_CARD_ZONE
      ? all.find((z) => z.type === MEAL_CARD_TYPE)
      : all.find((z) => z.zoneId === zoneRef);
  if (!zone) throw new HttpError(404, ZONE_NOT_CONFIGURED(line.name, zoneRef));
  return { line, zone, all };
}

/** The line and its zone as the line's preset lays it out; 404 when the preset has no such zone. */
export async function loadLineZone(
  db: Queryable,
  facilityId: number,
  lineLetter: string,
  zoneRef: ZoneRef,
): Promise<LineZones> {
  // The line and its preset's zones in one statement.
  const rows = await db
    .selectFrom('pack_lines as pl')
    .leftJoin('zones as z', 'z.line_preset_id', 'pl.line_preset_id')
    .selectAll('z')
    .select(['pl.id as line_id', 'pl.name as line_name', 'pl.line_preset_id as line_preset'])
    .where('pl.packing_facility_id', '=', facilityId)
    .where('pl.name', '=', lineLetter.toUpperCase())
    .orderBy('z.zone_id')
    .execute();
  const first = rows[0];
  if (!first) throw new HttpError(404, lineNotFound(lineLetter));
  const line: LineRow = {
    id: first.line_id,
    name: first.line_name,
    linePresetId: first.line_preset,
  };
  // A line without a preset reads one row without a zone.
  const all = rows.flatMap((z) => (z.zone_id === null ? [] : [zoneRowOf(z as ZoneColumns)]));
  return lineZonesOf(line, all, zoneRef);
}

/**
 * The minutes of scans that make "the last hour" of a zone's error rate: counted per minute
 * (zone_scan_minutes), so the hour is read to the minute (it may include up to one minute more).
 */
export const ERROR_RATE_WINDOW = sql`now() - interval '61 minutes'`;

/**
 * A zone's error rate (0 … 1) from its counts of the last hour: its scans and the boxes that
 * skipped it (total), of which bad are its failed scans and those misses. The one rule the zone
 * screen's footer and the status wall's tiles both show.
 */
export const errorRateOf = (counts: { total: number; bad: number }) =>
  counts.total === 0 ? 0 : counts.bad / counts.total;

/** A zone's error rate over the last hour (errorRateOf). */
export async function zoneErrorRate(
  db: Queryable,
  packLineId: number,
  zoneId: number,
): Promise<number> {
  const row = await sql<{ total: string | null; bad: string | null }>`
    SELECT sum(total) AS total, sum(bad) AS bad
    FROM zone_scan_minutes
    WHERE pack_line_id = ${packLineId} AND zone_id = ${zoneId}
      AND minute > ${ERROR_RATE_WINDOW}`.execute(db);
  return errorRateOf({
    total: Number(row.rows[0]?.total ?? 0),
    bad: Number(row.rows[0]?.bad ?? 0),
  });
}

/** Ice locations an ice zone serves: Ice Top with 2 rows also holds the middle ice. */
export function iceLocations(zone: ZoneRow): ('top' | 'middle' | 'bottom')[] {
  switch (zone.type) {
    case 'Ice Top':
      return zone.rows === 2 ? ['top', 'middle'] : ['top'];
    case 'Ice Middle':
      return ['middle'];
    case 'Ice Bottom':
      return ['bottom'];
    default:
      return [];
  }
}

export const isIceZone = (zone: ZoneRow) => zone.type.startsWith('Ice ');
/** Zones whose cells name letters of the box's pickables. */
export const isPickZone = (zone: ZoneRow) =>
  zone.type === 'Food' || zone.type === 'Meal Card' || zone.type === 'Meal Bag';

/** The zone configuration a zone screen keeps, without the pallet data. */
export function zoneConfiguration(
  facility: { id: number; abbreviation: string },
  line: LineRow,
  zone: ZoneRow,
  errorRate: number,
) {
  return {
    zone_id: zone.zoneId,
    zone_type: zone.type,
    line_letter: line.name,
    packing_facility_id: facility.id,
    packing_facility_abbreviation: facility.abbreviation,
    rows: zone.rows,
    columns: zone.columns,
    item_letters: zone.itemLetters,
    error_rate: errorRate,
  };
}
