import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import {
  isSeeded,
  seedDatabase,
  truncateAll,
  type SeedSummary,
} from '../../../ops-host/src/seed/index.ts';
import { count, openSeededDatabase, SEED_PASSWORD, snapshot, THURSDAY } from './support.ts';

let handle: DatabaseHandle;
let first: SeedSummary;
let firstRows: Record<string, string[]>;
beforeAll(async () => {
  ({ handle, summary: first } = await openSeededDatabase('demo', THURSDAY));
  firstRows = await snapshot(handle.db, Object.keys(first.rows));
}, 120_000);
afterAll(() => handle?.close());

describe('reseeding', () => {
  it('refuses to seed a database that already has data', async () => {
    expect(await isSeeded(handle.db)).toBe(true);
    await expect(
      seedDatabase(handle.db, { size: 'demo', adminPassword: SEED_PASSWORD, now: THURSDAY }),
    ).rejects.toThrow(/already has data/);
  });

  it('truncateAll empties every table but the migration record', async () => {
    await truncateAll(handle.db);
    expect(await isSeeded(handle.db)).toBe(false);
    for (const table of Object.keys(first.rows))
      expect([table, await count(handle.db, table)]).toEqual([table, 0]);
    expect(await count(handle.db, 'schema_migrations')).toBeGreaterThanOrEqual(2);
  });

  it('seeding again with the same clock gives the very same rows', async () => {
    const second = await seedDatabase(handle.db, {
      size: 'demo',
      adminPassword: SEED_PASSWORD,
      now: THURSDAY,
    });
    expect(second.rows).toEqual(first.rows);
    const secondRows = await snapshot(handle.db, Object.keys(second.rows));
    for (const table of Object.keys(first.rows)) {
      expect([table, secondRows[table]]).toEqual([table, firstRows[table]]);
    }
  }, 120_000);

  it('on a Thursday shows Chicago’s broken region as Errored with one error per bad box', async () => {
    const errors = await handle.db
      .selectFrom('label_errors')
      .innerJoin('label_generation_regions as r', 'r.id', 'label_errors.label_generation_region_id')
      .innerJoin('shipping_regions as s', 's.id', 'r.shipping_region_id')
      .select(['s.name', 'r.status', 'label_errors.error_class', 'label_errors.error_message'])
      .execute();
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error).toMatchObject({
        name: 'Upper Peninsula',
        status: 'Errored',
        error_class: 'AddressValidationError',
      });
    }
  });
});
