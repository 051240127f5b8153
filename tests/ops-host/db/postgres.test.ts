import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../ops-host/src/db/migrate.ts';
import { seedDatabase } from '../../../ops-host/src/seed/index.ts';
import { postgresReachable } from '../../support/postgres.ts';
import { useThrowawayHandle } from '../../support/throwaway-handle.ts';

const reachable = await postgresReachable();

// The embedded PGlite is PostgreSQL 17; production servers may be older (15 here). Skipped when
// no server answers.
describe.skipIf(!reachable)('on a PostgreSQL server', () => {
  const database = useThrowawayHandle();

  it('the migrations apply, then apply nothing the second time', async () => {
    expect(await migrate(database.handle)).toEqual(
      expect.arrayContaining(['001_core.sql', '002_domain.sql']),
    );
    expect(await migrate(database.handle)).toEqual([]);
  });

  it('the demo seed fills the database and reads back as it does on PGlite', async () => {
    const summary = await seedDatabase(database.handle.db, {
      size: 'demo',
      adminPassword: 'seed-test-password',
      now: new Date('2026-11-26T15:00:00Z'),
    });
    expect(summary.rows.shipments).toBeGreaterThan(2000);
    const version = await sql<{ server_version_num: string }>`SHOW server_version_num`.execute(
      database.handle.db,
    );
    expect(Number(version.rows[0]?.server_version_num)).toBeGreaterThanOrEqual(150000);
    const group = await database.handle.db
      .selectFrom('pack_line_plan_groups')
      .select(['ship_date', 'dockout_at', 'id'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(group.ship_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(group.dockout_at).toBeInstanceOf(Date);
    const box = await database.handle.db
      .selectFrom('shipments')
      .select(['id', 'barcode'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(typeof box.id).toBe('number');
    expect(box.barcode.startsWith(`${box.id}-`)).toBe(true);
  }, 120_000);
});
