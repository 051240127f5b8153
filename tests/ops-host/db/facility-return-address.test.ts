import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import { migrate } from '../../../ops-host/src/db/migrate.ts';
import { FACILITIES } from '../../../ops-host/src/seed/facilities-and-users.ts';
import { RETURN_ADDRESS_COLUMNS, seededReturnAddresses } from '../seed/support.ts';

const migrationsDir = new URL('../../../ops-host/src/db/migrations/', import.meta.url);
const RETURN_ADDRESS = '105_facility_return_address.sql';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await connectDatabase({ pgliteDataDir: 'memory://' });
}, 60_000);
afterAll(() => handle?.close());

/** A database as it was before the return address: the migrations before it, and facilities. */
async function databaseBeforeReturnAddress() {
  await handle.execScript(`CREATE TABLE schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const names = (await readdir(migrationsDir))
    .filter((name) => name.endsWith('.sql') && name < RETURN_ADDRESS)
    .sort();
  for (const name of names) {
    await handle.execScript(await readFile(new URL(name, migrationsDir), 'utf8'));
    await sql`INSERT INTO schema_migrations (name) VALUES (${name})`.execute(handle.db);
  }
  for (const facility of [
    ...FACILITIES,
    { id: 42, name: 'Newark', abbreviatedName: 'EWR', slug: 'newark' },
  ]) {
    await sql`INSERT INTO packing_facilities
        (id, name, abbreviated_name, colloquial_name, slug, printer_network)
      VALUES (${facility.id}, ${facility.name}, ${facility.abbreviatedName}, ${facility.name},
        ${facility.slug}, ${`127.0.${facility.id}.0/24`})`.execute(handle.db);
  }
}

describe('the return address migration', () => {
  it('gives the company’s facilities the seed’s return addresses and leaves another without one', async () => {
    await databaseBeforeReturnAddress();
    expect(await migrate(handle)).toContain(RETURN_ADDRESS);
    const rows = await handle.db
      .selectFrom('packing_facilities')
      .select(RETURN_ADDRESS_COLUMNS)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      ...seededReturnAddresses(),
      {
        id: 42,
        return_address_line1: null,
        return_address_line2: null,
        return_address_city: null,
        return_address_state: null,
        return_address_postal_code: null,
      },
    ]);
  });
});
