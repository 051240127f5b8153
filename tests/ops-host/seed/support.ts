import { sql } from 'kysely';
import { connectDatabase, type DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import type { Queryable } from '../../../ops-host/src/db/database.ts';
import { migrate } from '../../../ops-host/src/db/migrate.ts';
import { FACILITIES } from '../../../ops-host/src/seed/facilities-and-users.ts';
import { seedDatabase, type SeedSummary } from '../../../ops-host/src/seed/index.ts';

export const SEED_PASSWORD = 'seed-test-password';
/** A Thursday afternoon: Chicago packs its last ship day, so its broken region has errored. */
export const THURSDAY = new Date('2026-11-26T15:00:00Z');
/** A Tuesday: Chicago's Thursday (with the broken region) is still to come. */
export const TUESDAY = new Date('2026-11-24T15:00:00Z');

export async function openMigratedDatabase(): Promise<DatabaseHandle> {
  const handle = await connectDatabase({ pgliteDataDir: 'memory://' });
  await migrate(handle);
  return handle;
}

export async function openSeededDatabase(
  size: 'demo' | 'bench',
  now: Date,
): Promise<{ handle: DatabaseHandle; summary: SeedSummary }> {
  const handle = await openMigratedDatabase();
  const summary = await seedDatabase(handle.db, { size, adminPassword: SEED_PASSWORD, now });
  return { handle, summary };
}

export async function count(db: Queryable, table: string): Promise<number> {
  const result = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/**
 * Every row of every table (password hashes left out: each hash has a random salt), as sorted
 * JSON lines per table, so two databases can be compared whatever order rows come back in.
 */
export async function snapshot(db: Queryable, tables: string[]): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db);
    result[table] = rows.rows.map(({ password_hash: _hash, ...row }) => JSON.stringify(row)).sort();
  }
  return result;
}

/** The return address columns the seed (and migration 105) give each facility, by id. */
export const seededReturnAddresses = () =>
  FACILITIES.map(({ id, returnAddress }) => ({
    id,
    return_address_line1: returnAddress.line1,
    return_address_line2: returnAddress.line2,
    return_address_city: returnAddress.city,
    return_address_state: returnAddress.state,
    return_address_postal_code: returnAddress.postalCode,
  }));

export const RETURN_ADDRESS_COLUMNS = [
  'id',
  'return_address_line1',
  'return_address_line2',
  'return_address_city',
  'return_address_state',
  'return_address_postal_code',
] as const;
