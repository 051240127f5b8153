import { sql } from 'kysely';
import type { Db, Queryable } from '../db/database.ts';
import { unflushedCommit } from '../db/unflushed-commit.ts';
import type { ScanOutcome } from '../db/tables/domain.ts';
import { HttpError } from '../http/access.ts';
import { lineNotFound, MEAL_CARD_TYPE, MEAL_CARD_ZONE, type ZoneRef } from '../pack-lines/lines.ts';
import {
  ERROR_RATE_WINDOW,
  errorRateOf,
  iceLocations,
  isIceZone,
  isPickZone,
  lineZonesOf,
  zoneRowOf,
  type LineZones,
  type ZoneColumns,
  type ZoneRow,
} from './zones.ts';

/** After this many distinct boxes a QA zone with near miss on opens the near-miss dialog. */
export const QA_NEAR_MISS_BOX_SCAN_COUNT = 25;

export const UNKNOWN_BOX = (barcode: string) => `No box matches the barcode ${barcode}.`;
export const OTHER_LINE = (line: string | null) =>
  line
    ? `This box belongs to line ${line}. Please take it to line ${line}.`
    : 'This box is not planned on a pack line yet.';

interface BoxRow {
  id: number;
  shipDate: string;
  shipDay: string;
  boxSize: number;
  isFirstOrder: boolean;
  isBeta: boolean;
  isQcSample: boolean;
  mealPlan: string;
  region: string;
  regionCode: string;
  lineId: number | null;
  lineName: string | null;
}

interface ContentRow {
  pickableId: number;
  name: string;
  kind: string;
  pickableType: string;
  quantity: number;
  cellKey: string | null;
  isFullyCooked: boolean;
  mealBagSize: string | null;
}

interface IceRow {
  location: string;
  thirty_two_oz: number;
  sixty_four_oz: number;
  eighty_oz: number;
  ninety_six_oz: number;
}

export interface ScanRequest {
  facility: { id: number; abbreviation: string };
  lineLetter: string;
  zone: ZoneRef;
  barcode: string;
}

/** The part of a barcode before its first hyphen. */
export const boxIdOf = (barcode: string) => barcode.split('-')[0] ?? '';

/**
 * Answers a zone screen's scan by the zone's type and records it, whatever the outcome:
 * unknown box 404, a box of another line 422, else the zone type's answer.
 */
export async function scanBox(db: Db, request: ScanRequest) {
  const { line, zone, all, box } = await readScan(db, request);
  const record = (shipmentId: number | null, outcome: ScanOutcome, missedZones: number[] = []) =>
    recordScan(
      db,
      request,
      { lineId: line.id, zoneId: zone.zoneId, shipmentId, outcome },
      missedZones,
    );

  if (!box) {
    await record(null, 'failed');
    throw new HttpError(404, UNKNOWN_BOX(request.barcode));
  }
  if (box.lineId !== line.id) {
    await record(box.id, 'failed');
    throw new HttpError(422, OTHER_LINE(box.lineName));
  }

  const { contents, ice, filtered } = box;
  const scannedZones = new Set(box.scannedZones);
  const keys = new Set(contents.map((c) => c.cellKey).filter((k): k is string => k !== null));
  const hasWork = (z: ZoneRow) => zoneHasWork(z, keys, ice);
  const workZones = all.filter(hasWork);
  // Zones before this one that should have scanned the box and did not: each is charged its miss.
  const missedZones = workZones
    .filter((z) => z.zoneId < zone.zoneId && !scannedZones.has(z.zoneId))
    .map((z) => z.zoneId);
  const missedZoneId = missedZones[0] ?? null;
  const zoneProgress = workZones.map((z) => ({
    zone_id: z.zoneId,
    state:
      z.zoneId === zone.zoneId || scannedZones.has(z.zoneId)
        ? 'scanned'
        : z.zoneId < zone.zoneId
          ? 'missed'
          : 'pending',
  }));

  const pickables = isPickZone(zone) ? zonePickables(zone, contents, filtered, missedZoneId) : [];
  const icePacks = isIceZone(zone)
    ? ice
        .filter((row) => iceLocations(zone).includes(row.location as 'top'))
        .map((row) => icePack(row, missedZoneId))
    : [];
  const has = (kind: string) => contents.some((c) => c.kind === kind);
  const hasCode = (code: string) => contents.some((c) => c.cellKey === code);
  const flagsApply = isPickZone(zone);
  const includes = {
    includes_binder: flagsApply && zone.flags.includesBinder && (box.isFirstOrder || hasCode('WB')),
    includes_add_on_card:
      flagsApply && zone.flags.includesAddOnCard && (has('add_on') || has('heat_and_eat')),
    includes_family_add_on_card:
      flagsApply &&
      zone.flags.includesFamilyAddOnCard &&
      box.mealPlan === 'family' &&
      (has('add_on') || has('heat_and_eat')),
    includes_protein_card: flagsApply && zone.flags.includesProteinCard && has('protein'),
    includes_promotional_item: flagsApply && zone.flags.includesPromotionalItem && hasCode('PI'),
    includes_first_order_message: zone.type === 'QA' && box.isFirstOrder,
  };

  const palletScanData =
    zone.type === 'Pallet' ? await palletData(db, box, line.id, zone.zoneId) : null;
  const qa =
    zone.type === 'QA'
      ? {
          shipment_id: box.id,
          pickables: contents.filter((c) => qaChecks(zone, c)).map((c) => pickable(c, null)),
          ice_packs: ice
            .filter((row) => zone.qa[`${row.location}Ice`])
            .map((row) => icePack(row, null)),
          all_pickables: contents.map((c) => pickable(c, null)),
          all_ice_packs: ice.map((row) => icePack(row, null)),
          alert_qc: zone.flags.qaQc && box.isQcSample,
          qa_near_miss: zone.flags.qaNearMiss,
          qa_qc: zone.flags.qaQc,
          qa_near_miss_box_scan_count: QA_NEAR_MISS_BOX_SCAN_COUNT,
        }
      : null;
  const betaBox = box.isBeta
    ? {
        pickables: {
          meal_bags: contents.filter((c) => c.kind === 'meal').map((c) => pickable(c, null)),
          proteins: contents.filter((c) => c.kind === 'protein').map((c) => pickable(c, null)),
        },
        ice_packs: ice.map((row) => icePack(row, null)),
      }
    : null;

  // 'missed': the box reached this zone with a zone skipped; the skipped zones take the blame.
  const outcome = missedZoneId === null ? 'ok' : 'missed';
  await record(box.id, outcome, missedZones);
  return {
    pickables,
    ice_packs: icePacks,
    pallet_scan_data: palletScanData,
    beta_box: betaBox,
    qa,
    ...includes,
    group_info: `${box.region} · ${box.shipDay} · ${box.boxSize}"`,
    missed_zone_id: missedZoneId,
    zone_progress: zoneProgress,
    shipment_id: box.id,
    // The zone's last hour as read with the box, and this scan (a good one: misses are charged
    // to the zones skipped).
    error_rate: errorRateOf({ total: box.recentTotal + 1, bad: box.recentBad }),
  };
}

function pickable(c: ContentRow, missedZoneId: number | null, extra: Record<string, unknown> = {}) {
  return {
    name: c.name,
    picks: c.quantity,
    item_letter: c.cellKey,
    pickable_type: c.pickableType,
    is_fully_cooked: c.isFullyCooked,
    missed_zone_id: missedZoneId,
    ...extra,
  };
}

function icePack(row: IceRow, missedZoneId: number | null) {
  return {
    location: row.location,
    thirty_two_oz: row.thirty_two_oz,
    sixty_four_oz: row.sixty_four_oz,
    eighty_oz: row.eighty_oz ?? 0,
    ninety_six_oz: row.ninety_six_oz,
    missed_zone_id: missedZoneId,
  };
}

/** The box's pickables with a cell in this zone, each at its cell. */
function zonePickables(
  zone: ZoneRow,
  contents: ContentRow[],
  filtered: Set<string>,
  missedZoneId: number | null,
) {
  return contents.flatMap((c) => {
    const cellIndex = c.cellKey ? zone.itemLetters.indexOf(c.cellKey) : -1;
    if (cellIndex < 0) return [];
    return [
      pickable(c, missedZoneId, {
        cell_index: cellIndex,
        pick_station: zone.zoneId,
        is_filtered: c.cellKey !== null && filtered.has(c.cellKey),
        is_unconfigured: false,
      }),
    ];
  });
}

function qaChecks(zone: ZoneRow, c: ContentRow): boolean {
  switch (c.kind) {
    case 'meal':
      return zone.qa.mealBags === true;
    case 'protein':
      return zone.qa.proteins === true;
    case 'add_on':
      return zone.qa.addOns === true;
    case 'heat_and_eat':
      return zone.qa.readyToHeat === true;
    case 'accessory':
      return zone.qa.accessories === true;
    default:
      return false;
  }
}

function zoneHasWork(zone: ZoneRow, keys: Set<string>, ice: IceRow[]): boolean {
  if (zone.type === 'Pallet' || zone.type === 'QA') return true;
  if (isIceZone(zone)) return ice.some((row) => iceLocations(zone).includes(row.location as 'top'));
  return zone.itemLetters.some((letter) => letter !== '' && keys.has(letter));
}

/** A box as a scan reads it: its row, what it holds, and what its line and zone know of it. */
interface BoxRead extends BoxRow {
  contents: ContentRow[];
  ice: IceRow[];
  /** Zones of the scanning line that already scanned this box (not failed scans). */
  scannedZones: number[];
  /** The scanning line's filtered letters. */
  filtered: Set<string>;
  /** The zone's scans of the last hour, and how many of them failed or were missed. */
  recentTotal: number;
  recentBad: number;
}

/** A box as its scan reads it, before its JSON is given its types. */
type BoxJson = Omit<BoxRead, 'filtered' | 'recentTotal' | 'recentBad'> & {
  filtered: string[];
  recent: { total: number | null; bad: number | null };
};

/**
 * Everything a scan needs, in one statement: the floor scans a box every few seconds at every
 * zone, and each round trip to the database is paid on all of them. The line, its preset's zones
 * and the zone the screen names (404 for either missing, as loadLineZone answers), and the box
 * of the barcode with what the line and zone know of it (null when the facility has no such box).
 */
async function readScan(
  db: Queryable,
  request: ScanRequest,
): Promise<LineZones & { box: BoxRead | null }> {
  const boxId = boxIdOf(request.barcode);
  // Not a number: no box, and no parameter PostgreSQL would refuse.
  const shipmentId = /^[0-9]{1,15}$/.test(boxId) ? Number(boxId) : null;
  const mealCard = request.zone === MEAL_CARD_ZONE;
  const zoneNumber = mealCard ? null : request.zone;
  const result = await sql<{
    id: number;
    name: string;
    linePresetId: number | null;
    zones: ZoneColumns[];
    box: BoxJson | null;
  }>`
    WITH line AS (
      SELECT id, name, line_preset_id FROM pack_lines
      WHERE packing_facility_id = ${request.facility.id}
        AND name = ${request.lineLetter.toUpperCase()}
    ), zone AS (
      -- The zone as lineZonesOf finds it among the zones below: MealCard the first meal card zone.
      SELECT z.zone_id FROM zones z JOIN line ON z.line_preset_id = line.line_preset_id
      WHERE CASE WHEN ${mealCard}::boolean THEN z.pickable_type = ${MEAL_CARD_TYPE}
                 ELSE z.zone_id = ${zoneNumber}::int END
      ORDER BY z.zone_id LIMIT 1
    )
    SELECT line.id, line.name, line.line_preset_id AS "linePresetId",
      (SELECT coalesce(json_agg(z ORDER BY z.zone_id), '[]')
         FROM zones z WHERE z.line_preset_id = line.line_preset_id) AS zones,
      (SELECT row_to_json(b) FROM (
        SELECT s.id,
          to_char(s.ship_date, 'YYYY-MM-DD') AS "shipDate",
          s.ship_day AS "shipDay",
          s.box_size_inches AS "boxSize",
          s.is_first_order AS "isFirstOrder",
          s.is_beta AS "isBeta",
          s.is_qc_sample AS "isQcSample",
          mp.slug AS "mealPlan",
          r.name AS region,
          r.code AS "regionCode",
          pl.id AS "lineId",
          pl.name AS "lineName",
          -- The box's contents with their cell keys, as shipment_cell_keys tells them (an
          -- accessory's code, else the pickable's letter on the box's menu at its facility),
          -- each pickable and letter read by its key: joined as the view joins them, PostgreSQL
          -- hashes every pickable and every letter of every menu for the box's few rows.
          (SELECT coalesce(json_agg(json_build_object(
                    'pickableId', p.id, 'name', p.name, 'kind', p.kind,
                    'pickableType', p.pickable_type, 'quantity', c.quantity,
                    'cellKey', coalesce(p.accessory_code, l.letter),
                    'isFullyCooked', p.is_fully_cooked, 'mealBagSize', p.meal_bag_size)
                  ORDER BY coalesce(p.accessory_code, l.letter)), '[]')
             FROM shipment_contents c
             CROSS JOIN LATERAL (
               SELECT id, name, kind, pickable_type, is_fully_cooked, meal_bag_size, accessory_code
               FROM pickables WHERE id = c.pickable_id LIMIT 1) p
             LEFT JOIN LATERAL (
               SELECT letter FROM pickable_letters
               WHERE packing_facility_id = s.packing_facility_id AND menu_id = s.menu_id
                 AND pickable_id = c.pickable_id LIMIT 1) l ON true
            WHERE c.shipment_id = s.id) AS contents,
          (SELECT coalesce(json_agg(json_build_object(
                    'location', i.location, 'thirty_two_oz', i.thirty_two_oz,
                    'sixty_four_oz', i.sixty_four_oz, 'eighty_oz', i.eighty_oz,
                    'ninety_six_oz', i.ninety_six_oz)
                  ORDER BY array_position(ARRAY['top', 'middle', 'bottom'], i.location)), '[]')
             FROM shipment_ice_packs i
            WHERE i.shipment_id = s.id) AS ice,
          (SELECT coalesce(json_agg(DISTINCT sc.zone_id), '[]')
             FROM scans sc
            WHERE sc.shipment_id = s.id AND sc.pack_line_id = line.id
              AND sc.outcome <> 'failed') AS "scannedZones",
          (SELECT coalesce(json_agg(f.letter), '[]')
             FROM pack_line_filters f
            WHERE f.pack_line_id = line.id) AS filtered,
          (SELECT json_build_object('total', sum(m.total), 'bad', sum(m.bad))
             FROM zone_scan_minutes m
            WHERE m.pack_line_id = line.id AND m.zone_id = (SELECT zone_id FROM zone)
              AND m.minute > ${ERROR_RATE_WINDOW}) AS recent
        FROM shipments s
        JOIN shipping_regions r ON r.id = s.shipping_region_id
        JOIN meal_plans mp ON mp.id = s.meal_plan_id
        LEFT JOIN pack_line_plan_groups g ON g.id = s.pack_line_plan_group_id
        LEFT JOIN pack_lines pl ON pl.id = g.pack_line_id
        WHERE s.id = ${shipmentId}::bigint AND s.packing_facility_id = ${request.facility.id}
      ) b) AS box
    FROM line`.execute(db);
  const row = result.rows[0];
  if (!row) throw new HttpError(404, lineNotFound(request.lineLetter));
  const line = { id: row.id, name: row.name, linePresetId: row.linePresetId };
  const lineZones = lineZonesOf(line, row.zones.map(zoneRowOf), request.zone);
  if (!row.box) return { ...lineZones, box: null };
  const { recent, filtered, ...box } = row.box;
  return {
    ...lineZones,
    box: {
      ...box,
      id: Number(box.id),
      filtered: new Set(filtered),
      recentTotal: Number(recent.total ?? 0),
      recentBad: Number(recent.bad ?? 0),
    },
  };
}

/**
 * Records a scan, whatever its outcome, the misses it found (each zone's miss of this box once)
 * and stamps its line's last scan time: one statement, so all happen or none (triggers count the
 * scan and the misses in zone_scan_minutes). Its commit does not wait for the disk
 * (db/unflushed-commit.ts).
 */
async function recordScan(
  db: Queryable,
  request: ScanRequest,
  scan: { lineId: number; zoneId: number; shipmentId: number | null; outcome: ScanOutcome },
  missedZones: number[],
): Promise<void> {
  const { lineId, zoneId, shipmentId, outcome } = scan;
  await sql`
    WITH ${unflushedCommit},
    stamped AS (UPDATE pack_lines SET last_scanned_at = now() WHERE id = ${lineId}),
    missed AS (
      INSERT INTO zone_misses (pack_line_id, zone_id, shipment_id)
      SELECT ${lineId}::int, z, ${shipmentId}::bigint
      FROM unnest(${sql.val(missedZones)}::int[]) AS z
      WHERE ${shipmentId}::bigint IS NOT NULL
      ON CONFLICT DO NOTHING)
    INSERT INTO scans (packing_facility_id, pack_line_id, zone_id, barcode, shipment_id, outcome)
    SELECT ${request.facility.id}::int, ${lineId}::int, ${zoneId}::int, ${request.barcode},
           ${shipmentId}::bigint, ${outcome}
    FROM unflushed`.execute(db);
}

/** The previous box scanned at this pallet zone decides whether the region changed. */
async function palletData(db: Queryable, box: BoxRow, lineId: number, zoneId: number) {
  const previous = await db
    .selectFrom('scans as sc')
    .innerJoin('shipments as s', 's.id', 'sc.shipment_id')
    .innerJoin('shipping_regions as r', 'r.id', 's.shipping_region_id')
    .select(['r.name as region', 's.id'])
    .where('sc.pack_line_id', '=', lineId)
    .where('sc.zone_id', '=', zoneId)
    .where('sc.outcome', '<>', 'failed')
    .where('sc.shipment_id', '<>', box.id)
    .orderBy('sc.scanned_at', 'desc')
    .orderBy('sc.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    shipping_region: box.region,
    ship_day: box.shipDay,
    box_size: box.boxSize,
    shipping_region_has_changed: previous !== undefined && previous.region !== box.region,
  };
}

/** The last box scanned at a pallet zone, for the zone configuration's palletData. */
export async function lastPalletData(db: Queryable, lineId: number, zoneId: number) {
  const row = await db
    .selectFrom('scans as sc')
    .innerJoin('shipments as s', 's.id', 'sc.shipment_id')
    .innerJoin('shipping_regions as r', 'r.id', 's.shipping_region_id')
    .select(['r.name as region', 's.ship_day as shipDay', 's.box_size_inches as boxSize'])
    .where('sc.pack_line_id', '=', lineId)
    .where('sc.zone_id', '=', zoneId)
    .where('sc.outcome', '<>', 'failed')
    .orderBy('sc.scanned_at', 'desc')
    .orderBy('sc.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { shipping_region: row.region, ship_day: row.shipDay, box_size: row.boxSize } : null;
}
