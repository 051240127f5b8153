import type { Db } from '../../ops-host/src/db/database.ts';
import { TEST_SERVICE_TOKEN } from './ops-host.ts';

/**
 * A facility as the access matrix uses it: its names, and rows of it that valid requests need.
 * Built from the seeded database, for the facility a caller may see and one it may not.
 */
export interface FacilityFixture {
  id: number;
  slug: string;
  abbreviation: string;
  name: string;
  /** A menu open for letter edits. */
  menuId: number;
  presetId: number;
  /** A shipping region of the facility and a day it ships on. */
  regionName: string;
  shipDate: string;
  lineName: string;
}

export async function facilityFixture(db: Db, id: number): Promise<FacilityFixture> {
  const facility = await db
    .selectFrom('packing_facilities')
    .select(['id', 'slug', 'abbreviated_name', 'name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const menu = await db
    .selectFrom('menus')
    .select('id')
    .where('packing_started_at', 'is', null)
    .orderBy('menu_date')
    .executeTakeFirstOrThrow();
  const preset = await db
    .selectFrom('line_presets')
    .select('id')
    .where('packing_facility_id', '=', id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const region = await db
    .selectFrom('shipments as s')
    .innerJoin('shipping_regions as r', 'r.id', 's.shipping_region_id')
    .select(['r.name', 's.ship_date'])
    .where('s.packing_facility_id', '=', id)
    .orderBy('s.ship_date')
    .orderBy('r.name')
    .executeTakeFirstOrThrow();
  const line = await db
    .selectFrom('pack_lines')
    .select('name')
    .where('packing_facility_id', '=', id)
    .orderBy('name')
    .executeTakeFirstOrThrow();
  return {
    id,
    slug: facility.slug,
    abbreviation: facility.abbreviated_name,
    name: facility.name,
    menuId: menu.id,
    presetId: preset.id,
    regionName: region.name,
    shipDate: formatDay(region.ship_date),
    lineName: line.name,
  };
}

/** What an example may use to find rows: the host, read as the operator. */
export interface ExampleContext {
  db: Db;
  /** A GET with the service token, JSON answer. */
  read: (path: string) => Promise<Record<string, unknown>>;
}

export function exampleContext(db: Db, baseUrl: string): ExampleContext {
  return {
    db,
    async read(path) {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
      });
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    },
  };
}

function formatDay(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/**
 * The first of these facilities that still has a group to print (not complete, two unprinted
 * boxes or more) in the menu being packed. The demo seed marks a facility's past ship dates
 * done: San Bernardino ships Monday to Wednesday, so on a Thursday its week is all printed.
 */
export async function facilityWithOpenGroups(db: Db, candidates: number[]): Promise<number> {
  const open = await db
    .selectFrom('pack_line_plan_groups as g')
    .innerJoin('menus as m', 'm.id', 'g.menu_id')
    .select('g.packing_facility_id')
    .where('m.is_being_packed', '=', true)
    .where('g.is_complete', '=', false)
    .where('g.packing_facility_id', 'in', candidates)
    .where((eb) =>
      eb(
        eb
          .selectFrom('shipments as s')
          .select((count) => count.fn.countAll().as('n'))
          .whereRef('s.pack_line_plan_group_id', '=', 'g.id')
          .where('s.printed_at', 'is', null),
        '>=',
        2,
      ),
    )
    .groupBy('g.packing_facility_id')
    .execute();
  const found = candidates.find((id) => open.some((row) => row.packing_facility_id === id));
  if (found === undefined) throw new Error(`none of facilities ${candidates} has a group to print`);
  return found;
}
