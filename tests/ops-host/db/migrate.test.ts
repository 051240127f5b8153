import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import { migrate } from '../../../ops-host/src/db/migrate.ts';

/** The tables of 002_domain.sql, as db/tables/domain.ts declares them. */
const DOMAIN_TABLES = [
  'meal_plans',
  'shipping_regions',
  'pickables',
  'pickable_meal_plans',
  'ingredient_boxing_assignments',
  'pickable_letters',
  'ice_restrictions',
  'ice_restriction_menus',
  'line_presets',
  'zones',
  'pack_lines',
  'pack_line_filters',
  'pack_line_plan_groups',
  'shipments',
  'shipment_contents',
  'shipment_ice_packs',
  'floor_sessions',
  'rate_limit_hits',
  'printer_assignments',
  'labels',
  'scans',
  'heartbeats',
  'submissions',
  'pause_reasons',
  'pause_sub_reasons',
  'pause_events',
  'label_generation_runs',
  'label_generation_regions',
  'label_errors',
];

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await connectDatabase({ pgliteDataDir: 'memory://' });
}, 60_000);
afterAll(() => handle?.close());

describe('migrations', () => {
  it('apply in order to an empty database and create every domain table', async () => {
    const applied = await migrate(handle);
    expect(applied.slice(0, 2)).toEqual(['001_core.sql', '002_domain.sql']);
    const tables = await sql<{ tablename: string }>`
      SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`.execute(handle.db);
    const names = new Set(tables.rows.map((row) => row.tablename));
    for (const table of DOMAIN_TABLES) expect([table, names.has(table)]).toEqual([table, true]);
  });

  it('do nothing when run again', async () => {
    expect(await migrate(handle)).toEqual([]);
  });

  it('derive a box’s barcode and ship day from its id, suffix and ship date', async () => {
    await handle.execScript(`
      INSERT INTO packing_facilities (id, name, abbreviated_name, colloquial_name, slug, printer_network) VALUES (1, 'Chicago', 'CHI', 'Chicago', 'chicago', '127.0.1.0/24');
      INSERT INTO menus (id, menu_date, ends_at) VALUES (1, '2026-11-23', '2026-11-29T23:59:00Z');
      INSERT INTO meal_plans (id, slug, name) VALUES (1, 'standard', 'Standard');
      INSERT INTO shipping_regions (packing_facility_id, name, code, category) VALUES (1, 'Chicago Metro', 'CHI-01', 'Moderate');
    `);
    const box = await handle.db
      .insertInto('shipments')
      .values({
        id: 1000001,
        barcode_suffix: 'AB12',
        packing_facility_id: 1,
        menu_id: 1,
        ship_date: '2026-11-26',
        shipping_region_id: 1,
        meal_plan_id: 1,
        box_size_inches: 16,
        brand: 'Fresh Table',
        customer_name: 'Ada Lovelace',
        address_line1: null,
        address_line2: null,
        address_city: null,
        address_state: null,
        address_postal_code: null,
        tracking_number: null,
        postponed_reason: null,
        pack_line_plan_group_id: null,
        printed_at: null,
      })
      .returning(['barcode', 'ship_day'])
      .executeTakeFirstOrThrow();
    expect(box).toEqual({ barcode: '1000001-AB12', ship_day: 'Thursday' });
  });

  it('refuse a barcode shorter than 9 characters and a zone whose letters do not fit its grid', async () => {
    await expect(
      sql`INSERT INTO shipments (id, barcode_suffix, packing_facility_id, menu_id, ship_date, shipping_region_id,
            meal_plan_id, box_size_inches, brand, customer_name)
          VALUES (42, 'AB', 1, 1, '2026-11-26', 1, 1, 16, 'Fresh Table', 'Short Barcode')`.execute(
        handle.db,
      ),
    ).rejects.toThrow(/check constraint/);
    const preset = await handle.db
      .insertInto('line_presets')
      .values({ packing_facility_id: 1, name: 'Test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      handle.db
        .insertInto('zones')
        .values({
          line_preset_id: preset.id,
          zone_id: 1,
          pickable_type: 'Food',
          rows: 2,
          columns: 2,
          item_letters: ['M1'],
        })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});
