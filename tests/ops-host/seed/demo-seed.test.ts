import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../ops-host/src/auth/password.ts';
import type { DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import type { SeedSummary } from '../../../ops-host/src/seed/index.ts';
import { REGION_PLACES } from '../../../ops-host/src/seed/region-places.ts';
import {
  count,
  openSeededDatabase,
  RETURN_ADDRESS_COLUMNS,
  SEED_PASSWORD,
  seededReturnAddresses,
  TUESDAY,
} from './support.ts';

let handle: DatabaseHandle;
let summary: SeedSummary;
beforeAll(async () => {
  ({ handle, summary } = await openSeededDatabase('demo', TUESDAY));
}, 120_000);
afterAll(() => handle?.close());

describe('the demo seed', () => {
  it('creates exactly the four facilities of the domain, each on a printer network of its own', async () => {
    const facilities = await handle.db
      .selectFrom('packing_facilities')
      .select(['id', 'name', 'abbreviated_name', 'slug', 'printer_network', 'ship_days'])
      .orderBy('id')
      .execute();
    expect(
      facilities.map(({ id, name, abbreviated_name, slug }) => [id, name, abbreviated_name, slug]),
    ).toEqual([
      [1, 'Chicago', 'CHI', 'chicago'],
      [2, 'San Bernardino', 'SBD', 'san_bernardino'],
      [7, 'Skyview', 'SKY', 'skyview'],
      [8, 'Baltimore', 'BAL', 'baltimore'],
    ]);
    expect(facilities.map((facility) => facility.printer_network)).toEqual([
      '127.0.1.0/24',
      '127.0.2.0/24',
      '127.0.7.0/24',
      '127.0.8.0/24',
    ]);
    for (const facility of facilities) expect(facility.ship_days.length).toBeGreaterThan(0);
  });

  it('lets the admin see four facilities and the Chicago lead only Chicago, both with the given password', async () => {
    const access = await handle.db
      .selectFrom('users')
      .innerJoin('user_packing_facilities', 'user_packing_facilities.user_id', 'users.id')
      .select([
        'users.email',
        'users.name',
        'users.password_hash',
        'user_packing_facilities.packing_facility_id as facilityId',
      ])
      .orderBy('users.email')
      .orderBy('facilityId')
      .execute();
    const facilitiesOf = (email: string) =>
      access.filter((row) => row.email === email).map((row) => row.facilityId);
    expect(facilitiesOf('admin@example.com')).toEqual([1, 2, 7, 8]);
    expect(facilitiesOf('chicago.lead@example.com')).toEqual([1]);
    expect(access.find((row) => row.email === 'admin@example.com')?.name).toBe('Demo Admin');
    expect(access.find((row) => row.email === 'chicago.lead@example.com')?.name).toBe(
      'Chicago Lead',
    );
    for (const row of access)
      expect(await verifyPassword(SEED_PASSWORD, row.password_hash)).toBe(true);
  });

  it('has weekly menus around now with exactly one being packed, the latest whose packing started', async () => {
    const menus = await handle.db.selectFrom('menus').selectAll().orderBy('menu_date').execute();
    expect(menus).toHaveLength(8);
    const packed = menus.filter((menu) => menu.is_being_packed);
    expect(packed).toHaveLength(1);
    expect(packed[0]?.menu_date).toBe('2026-11-23');
    const started = menus.filter((menu) => menu.packing_started_at !== null);
    expect(started.at(-1)?.id).toBe(packed[0]?.id);
    for (const menu of started)
      expect(menu.packing_started_at?.getTime()).toBeLessThanOrEqual(TUESDAY.getTime());
  });

  it('gives every plan group at least one box', async () => {
    const empty = await handle.db
      .selectFrom('pack_line_plan_groups as g')
      .select('g.id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('shipments as s')
              .select('s.id')
              .whereRef('s.pack_line_plan_group_id', '=', 'g.id'),
          ),
        ),
      )
      .execute();
    expect(empty).toEqual([]);
    expect(await count(handle.db, 'pack_line_plan_groups')).toBeGreaterThan(200);
  });

  it('has a few thousand boxes, some printed and some not', async () => {
    const boxes = await count(handle.db, 'shipments');
    expect(boxes).toBeGreaterThan(2000);
    expect(boxes).toBeLessThan(6000);
    const printed = await handle.db
      .selectFrom('shipments')
      .select(({ fn }) => fn.count<number>('printed_at').as('printed'))
      .executeTakeFirstOrThrow();
    expect(printed.printed).toBeGreaterThan(0);
    expect(printed.printed).toBeLessThan(boxes);
    expect(await count(handle.db, 'labels')).toBe(printed.printed);
  });

  it('gives every barcode at least 9 characters', async () => {
    const shortest = await sql<{
      n: number;
    }>`SELECT min(length(barcode))::int AS n FROM shipments`.execute(handle.db);
    expect(shortest.rows[0]?.n).toBeGreaterThanOrEqual(9);
  });

  it('has duplicate letters in the packed menu for the warning list', async () => {
    const duplicates = await sql<{ letter: string }>`
      SELECT l.letter FROM pickable_letters l JOIN menus m ON m.id = l.menu_id AND m.is_being_packed
      GROUP BY l.packing_facility_id, l.letter HAVING count(*) > 1`.execute(handle.db);
    expect(duplicates.rows.length).toBeGreaterThanOrEqual(1);
  });

  it('puts a region with broken postal codes on an upcoming Chicago ship day that has no labels yet', async () => {
    const broken = await handle.db
      .selectFrom('shipments')
      .select(['ship_date', 'tracking_number'])
      .where('packing_facility_id', '=', 1)
      .where('address_postal_code', '!~', '^\\d{5}$')
      .execute();
    expect(broken.length).toBeGreaterThan(0);
    for (const box of broken) {
      expect(box.ship_date > '2026-11-24').toBe(true);
      expect(box.tracking_number).toBeNull();
    }
  });

  it('ships every box to a town of its region, at one of the town’s ZIP codes, in one state a region', async () => {
    const boxes = await handle.db
      .selectFrom('shipments as s')
      .innerJoin('shipping_regions as r', 'r.id', 's.shipping_region_id')
      .select(['r.name as region', 's.address_city', 's.address_state', 's.address_postal_code'])
      .where('s.address_line1', 'is not', null)
      .execute();
    expect(boxes.length).toBeGreaterThan(1000);
    const misplaced = boxes.filter((box) => {
      const place = REGION_PLACES[box.region]?.find((p) => p.city === box.address_city);
      if (!place) return true;
      // The broken region's junk postal codes are the point of it.
      return (
        box.region !== 'Upper Peninsula' && !place.postalCodes.includes(box.address_postal_code!)
      );
    });
    expect(misplaced).toEqual([]);
    expect(new Set(boxes.map((box) => box.address_city)).size).toBeGreaterThan(60);
    const statesOf = new Map<string, Set<string | null>>();
    for (const box of boxes) {
      statesOf.set(box.region, (statesOf.get(box.region) ?? new Set()).add(box.address_state));
    }
    expect([...statesOf.values()].every((states) => states.size === 1)).toBe(true);
  });

  it('gives each facility the return address its labels print as sender', async () => {
    const rows = await handle.db
      .selectFrom('packing_facilities')
      .select(RETURN_ADDRESS_COLUMNS)
      .orderBy('id')
      .execute();
    expect(rows).toEqual(seededReturnAddresses());
  });

  it('counts in its summary exactly the rows it wrote', async () => {
    expect(summary.size).toBe('demo');
    for (const [table, rows] of Object.entries(summary.rows))
      expect([table, await count(handle.db, table)]).toEqual([table, rows]);
    expect(summary.totalRows).toBe(Object.values(summary.rows).reduce((a, b) => a + b, 0));
  });

  it('leaves the id sequences after the seeded ids, so new rows get fresh ids', async () => {
    const max = await handle.db
      .selectFrom('pack_line_plan_groups')
      .select(({ fn }) => fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const group = await handle.db
      .selectFrom('pack_line_plan_groups')
      .selectAll()
      .limit(1)
      .executeTakeFirstOrThrow();
    const { id: _id, created_at: _created, ...copy } = group;
    const inserted = await handle.db
      .insertInto('pack_line_plan_groups')
      .values({ ...copy, name: `${group.name} tail` })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(Number(max.id) + 1);
    await handle.db.deleteFrom('pack_line_plan_groups').where('id', '=', inserted.id).execute();
  });
});

const ICE_TYPES = ['Ice Top', 'Ice Middle', 'Ice Bottom'];

/** Map.groupBy arrives in Node 21; this suite runs on Node 20. */
function groupBy<T, K>(items: T[], key: (item: T) => K): T[][] {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}
const ICE_LETTER = /^(32|64|80|96|L\d{1,3})$/;
const OTHER_LETTER = /^(|WB|PC|AC|FC|PI|[A-Z]\d{1,3})$/;

describe('the demo presets and lines', () => {
  it('sizes every zone as the editor does: rows x columns cells, ice zones one per column, pallet and QA none', async () => {
    const zones = await handle.db.selectFrom('zones').selectAll().execute();
    expect(zones.length).toBeGreaterThan(0);
    for (const zone of zones) {
      const expected = ['Pallet', 'QA'].includes(zone.pickable_type)
        ? 0
        : ICE_TYPES.includes(zone.pickable_type)
          ? zone.columns
          : zone.rows * zone.columns;
      expect([zone.id, zone.item_letters.length]).toEqual([zone.id, expected]);
    }
  });

  it('uses only letters the spec accepts, without the duplicates that block saving a preset', async () => {
    const zones = await handle.db.selectFrom('zones').selectAll().execute();
    for (const presetZones of groupBy(zones, (zone) => zone.line_preset_id)) {
      const ice = presetZones
        .filter((zone) => ICE_TYPES.includes(zone.pickable_type))
        .flatMap((z) => z.item_letters);
      const other = presetZones
        .filter((zone) => !ICE_TYPES.includes(zone.pickable_type))
        .flatMap((z) => z.item_letters);
      for (const letter of ice) expect(letter).toMatch(ICE_LETTER);
      for (const letter of other) expect(letter).toMatch(OTHER_LETTER);
      const filled = [...ice, ...other].filter((letter) => letter !== '');
      expect(new Set(filled).size).toBe(filled.length);
    }
  });

  it('gives each facility three to five lines, each on a preset with food, meal card, ice, pallet and QA zones', async () => {
    const lines = await handle.db
      .selectFrom('pack_lines')
      .innerJoin('line_presets', 'line_presets.id', 'pack_lines.line_preset_id')
      .select([
        'pack_lines.packing_facility_id as facilityId',
        'pack_lines.name',
        'line_presets.id as presetId',
        'line_presets.packing_facility_id as presetFacilityId',
      ])
      .execute();
    for (const facilityLines of groupBy(lines, (line) => line.facilityId)) {
      expect(facilityLines.length).toBeGreaterThanOrEqual(3);
      expect(facilityLines.length).toBeLessThanOrEqual(5);
    }
    for (const line of lines) {
      expect(line.presetFacilityId).toBe(line.facilityId);
      const types = await handle.db
        .selectFrom('zones')
        .select('pickable_type')
        .where('line_preset_id', '=', line.presetId)
        .execute();
      expect(new Set(types.map((t) => t.pickable_type))).toEqual(
        new Set(['Food', 'Meal Card', 'Ice Top', 'Ice Bottom', 'Pallet', 'QA']),
      );
    }
  });

  it('leaves a preset without lines in every facility, so deleting one can be tried', async () => {
    const unused = await sql<{ facility: number }>`
      SELECT p.packing_facility_id AS facility FROM line_presets p
      WHERE NOT EXISTS (SELECT 1 FROM pack_lines l WHERE l.line_preset_id = p.id)`.execute(
      handle.db,
    );
    expect(new Set(unused.rows.map((row) => row.facility))).toEqual(new Set([1, 2, 7, 8]));
  });

  it('has pause reasons with and without sub reasons', async () => {
    const reasons = await handle.db
      .selectFrom('pause_reasons')
      .leftJoin('pause_sub_reasons', 'pause_sub_reasons.pause_reason_id', 'pause_reasons.id')
      .select(['pause_reasons.reason', 'pause_sub_reasons.sub_reason'])
      .execute();
    const withSubs = new Set(reasons.filter((r) => r.sub_reason !== null).map((r) => r.reason));
    const without = new Set(reasons.filter((r) => r.sub_reason === null).map((r) => r.reason));
    expect(withSubs.size).toBeGreaterThan(0);
    expect(without.size).toBeGreaterThan(0);
  });
});
