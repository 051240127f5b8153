import { sql } from 'kysely';
import type { LabelProgressStatus } from '@ops/schema/label-status/rules';
import { formatFacilityTime } from '@ops/schema/facility-time';
import type { Queryable } from '../db/database.ts';
import { listFacilities } from '../facilities/service.ts';

/** How far back the tracker lists ship days: last week's, for a look at how they went. */
const LOOKBACK_DAYS = 7;

export interface ShipDayEntry {
  day: string;
  labels_generated_at: string | null;
  labels_generated_at_stringify: string | null;
  expected_shipments: number;
  estimated_postponed_count: number;
}

export interface TrackerFacility {
  id: number;
  name: string;
  abbreviated_name: string;
  ship_days: ShipDayEntry[];
}

export interface RegionOnShipDay {
  name: string;
  ship_date: string;
  expected_shipments: { count: number };
  /** null until a run has reached the region. */
  labels_progress: { status: LabelProgressStatus | null };
  postponed_shipments: { count: number };
  labels_error: { error_class: string; error_message: string }[];
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The facilities' ship days from a week ago on: expected shipments (every box of the day), and
 * the estimated postponed count: boxes already postponed plus unlabelled boxes without an address,
 * which the next run will postpone.
 */
export async function trackerFacilities(
  db: Queryable,
  facilityIds: number[] | undefined,
  now = new Date(),
): Promise<TrackerFacility[]> {
  const facilities = await listFacilities(db, facilityIds);
  if (facilities.length === 0) return [];
  const from = isoDay(new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000));
  const days = await db
    .selectFrom('shipments as s')
    .innerJoin('packing_facilities as f', 'f.id', 's.packing_facility_id')
    .leftJoin('label_generation_runs as r', (join) =>
      join
        .onRef('r.packing_facility_id', '=', 's.packing_facility_id')
        .onRef('r.ship_date', '=', 's.ship_date'),
    )
    .select((eb) => [
      's.packing_facility_id',
      's.ship_date',
      'f.timezone',
      'r.labels_generated_at',
      eb.fn.countAll<number>().as('expected'),
      sql<number>`count(*) FILTER (WHERE s.is_postponed OR (s.tracking_number IS NULL AND (
        coalesce(s.address_line1, '') = '' OR coalesce(s.address_city, '') = ''
        OR coalesce(s.address_state, '') = '' OR coalesce(s.address_postal_code, '') = '')))`.as(
        'postponed',
      ),
    ])
    .where(
      's.packing_facility_id',
      'in',
      facilities.map((facility) => facility.id),
    )
    .where('s.ship_date', '>=', from)
    .groupBy(['s.packing_facility_id', 's.ship_date', 'f.timezone', 'r.labels_generated_at'])
    .orderBy('s.ship_date')
    .execute();
  return facilities.map((facility) => ({
    id: facility.id,
    name: facility.name,
    abbreviated_name: facility.abbreviated_name,
    ship_days: days
      .filter((day) => day.packing_facility_id === facility.id)
      .map((day) => ({
        day: day.ship_date,
        labels_generated_at: day.labels_generated_at?.toISOString() ?? null,
        labels_generated_at_stringify: day.labels_generated_at
          ? formatFacilityTime(day.labels_generated_at, day.timezone)
          : null,
        expected_shipments: Number(day.expected),
        estimated_postponed_count: Number(day.postponed),
      })),
  }));
}

/**
 * The regions shipping on a facility's ship day: what the latest run recorded for each (status,
 * counts, errors), or, before any run reached it, its boxes as they are now.
 */
export async function regionsShippingOnDay(
  db: Queryable,
  facilityId: number,
  shipDate: string,
): Promise<RegionOnShipDay[]> {
  const regions = await db
    .selectFrom('shipments as s')
    .innerJoin('shipping_regions as sr', 'sr.id', 's.shipping_region_id')
    .leftJoin('label_generation_runs as r', (join) =>
      join
        .onRef('r.packing_facility_id', '=', 's.packing_facility_id')
        .onRef('r.ship_date', '=', 's.ship_date'),
    )
    .leftJoin('label_generation_regions as lr', (join) =>
      join
        .onRef('lr.label_generation_run_id', '=', 'r.id')
        .onRef('lr.shipping_region_id', '=', 'sr.id'),
    )
    .select((eb) => [
      'sr.name',
      'lr.id as run_region_id',
      'lr.status',
      'lr.expected_count',
      'lr.postponed_count',
      eb.fn.countAll<number>().as('boxes'),
      sql<number>`count(*) FILTER (WHERE s.is_postponed)`.as('postponed'),
    ])
    .where('s.packing_facility_id', '=', facilityId)
    .where('s.ship_date', '=', shipDate)
    .groupBy(['sr.name', 'lr.id', 'lr.status', 'lr.expected_count', 'lr.postponed_count'])
    .orderBy('sr.name')
    .execute();
  const regionRowIds = regions.flatMap((region) => region.run_region_id ?? []);
  const errors =
    regionRowIds.length === 0
      ? []
      : await db
          .selectFrom('label_errors')
          .select(['label_generation_region_id', 'error_class', 'error_message'])
          .where('label_generation_region_id', 'in', regionRowIds)
          .orderBy('id')
          .execute();
  return regions.map((region) => ({
    name: region.name,
    ship_date: shipDate,
    expected_shipments: { count: Number(region.expected_count ?? region.boxes) },
    labels_progress: { status: region.status ?? null },
    postponed_shipments: { count: Number(region.postponed_count ?? region.postponed) },
    labels_error: errors
      .filter((error) => error.label_generation_region_id === region.run_region_id)
      .map(({ error_class, error_message }) => ({ error_class, error_message })),
  }));
}
