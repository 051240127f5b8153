import { sql } from 'kysely';
import type { Db, Queryable } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import type { ZoneRef } from '../pack-lines/lines.ts';
import {
  iceLocations,
  isIceZone,
  isPickZone,
  loadLineZone,
  zoneErrorRate,
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
  const { line, zone, all } = await loadLineZone(
    db,
    request.facility.id,
    request.lineLetter,
    request.zone,
  );
  const record = (shipmentId: number | null, outcome: 'ok' | 'failed' | 'missed') =>
    db.transaction().execute(async (tx) => {
      await tx
        .insertInto('scans')
        .values({
          packing_facility_id: request.facility.id,
          pack_line_id: line.id,
          zone_id: zone.zoneId,
          barcode: request.barcode,
          shipment_id: shipmentId,
          outcome,
        })
        .execute();
      await tx
        .updateTable('pack_lines')
        .set({ last_scanned_at: sql`now()` })
        .where('id', '=', line.id)
        .execute();
    });

  const box = await findBox(db, request.facility.id, boxIdOf(request.barcode));
  if (!box) {
    await record(null, 'failed');
    throw new HttpError(404, UNKNOWN_BOX(request.barcode));
  }
  if (box.lineId !== line.id) {
    await record(box.id, 'failed');
    throw new HttpError(422, OTHER_LINE(box.lineName));
  }

  const [contents, ice, scannedZones, filtered] = await Promise.all([
    boxContents(db, box.id),
    boxIce(db, box.id),
    scannedZoneIds(db, box.id, line.id),
    lineFilters(db, line.id),
  ]);
  const keys = new Set(contents.map((c) => c.cellKey).filter((k): k is string => k !== null));
  const hasWork = (z: ZoneRow) => zoneHasWork(z, keys, ice);
  const workZones = all.filter(hasWork);
  const missedZoneId =
    workZones.find((z) => z.zoneId < zone.zoneId && !scannedZones.has(z.zoneId))?.zoneId ?? null;
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

  await record(box.id, missedZoneId === null ? 'ok' : 'missed');
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
    error_rate: await zoneErrorRate(db, line.id, zone.zoneId),
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

async function findBox(db: Queryable, facilityId: number, boxId: string): Promise<BoxRow | null> {
  if (!/^[0-9]{1,15}$/.test(boxId)) return null;
  const row = await db
    .selectFrom('shipments as s')
    .innerJoin('shipping_regions as r', 'r.id', 's.shipping_region_id')
    .innerJoin('meal_plans as mp', 'mp.id', 's.meal_plan_id')
    .leftJoin('pack_line_plan_groups as g', 'g.id', 's.pack_line_plan_group_id')
    .leftJoin('pack_lines as pl', 'pl.id', 'g.pack_line_id')
    .select([
      's.id',
      sql<string>`to_char(s.ship_date, 'YYYY-MM-DD')`.as('shipDate'),
      's.ship_day as shipDay',
      's.box_size_inches as boxSize',
      's.is_first_order as isFirstOrder',
      's.is_beta as isBeta',
      's.is_qc_sample as isQcSample',
      'mp.slug as mealPlan',
      'r.name as region',
      'r.code as regionCode',
      'pl.id as lineId',
      'pl.name as lineName',
    ])
    .where('s.id', '=', Number(boxId))
    .where('s.packing_facility_id', '=', facilityId)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}

function boxContents(db: Queryable, boxId: number): Promise<ContentRow[]> {
  return db
    .selectFrom('shipment_cell_keys as k')
    .innerJoin('pickables as p', 'p.id', 'k.pickable_id')
    .select([
      'p.id as pickableId',
      'p.name',
      'p.kind',
      'p.pickable_type as pickableType',
      'k.quantity',
      'k.cell_key as cellKey',
      'p.is_fully_cooked as isFullyCooked',
      'p.meal_bag_size as mealBagSize',
    ])
    .where('k.shipment_id', '=', boxId)
    .orderBy('k.cell_key')
    .execute() as Promise<ContentRow[]>;
}

function boxIce(db: Queryable, boxId: number): Promise<IceRow[]> {
  return db
    .selectFrom('shipment_ice_packs')
    .select(['location', 'thirty_two_oz', 'sixty_four_oz', 'eighty_oz', 'ninety_six_oz'])
    .where('shipment_id', '=', boxId)
    .orderBy(sql`array_position(ARRAY['top','middle','bottom'], location)`)
    .execute();
}

/** Zones of the line that already scanned this box successfully. */
async function scannedZoneIds(db: Queryable, boxId: number, lineId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('scans')
    .select('zone_id')
    .distinct()
    .where('shipment_id', '=', boxId)
    .where('pack_line_id', '=', lineId)
    .where('outcome', '<>', 'failed')
    .execute();
  return new Set(rows.map((r) => r.zone_id));
}

async function lineFilters(db: Queryable, lineId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('pack_line_filters')
    .select('letter')
    .where('pack_line_id', '=', lineId)
    .execute();
  return new Set(rows.map((r) => r.letter));
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
