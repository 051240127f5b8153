import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import { migrate } from '../../../ops-host/src/db/migrate.ts';
import { databaseMigratedBefore } from './migrated-before.ts';

// 090_printer_networks.sql on a database that kept a bare prefix per facility: what each accepted
// from the kiosk (its prefix's /16) may narrow, never widen, and a printer signed in outside its
// facility's new network leaves its line.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await databaseMigratedBefore('090');
  await handle.execScript(`
    INSERT INTO packing_facilities (id, name, abbreviated_name, colloquial_name, slug, printer_network_prefix) VALUES
      (1, 'Chicago', 'CHI', 'Chicago', 'chicago', '127.0'),
      (2, 'San Bernardino', 'SBD', 'San Bernardino', 'san_bernardino', '127.0'),
      (3, 'Depot', 'DEP', 'Depot', 'depot', '10.20'),
      (300, 'Annex', 'ANX', 'Annex', 'annex', '127.0');
    INSERT INTO pack_lines (id, packing_facility_id, name) VALUES (1, 1, 'A'), (2, 1, 'B'), (3, 3, 'A');
    INSERT INTO printer_assignments (packing_facility_id, pack_line_id, printer_ip, confirmation_code, confirmed_at) VALUES
      (1, 1, '127.0.1.1', '1111', now()),
      (1, 2, '127.0.2.1', '2222', now()),
      (3, 3, '10.20.99.1', '3333', now());
  `);
  await migrate(handle);
}, 60_000);
afterAll(() => handle?.close());

describe('the printer networks migration', () => {
  it("gives each facility a network no wider than what it accepted: its own /24 on the demo's loopback, else its prefix's /16", async () => {
    const rows = await sql<{ id: number; printer_network: string }>`
      SELECT id, printer_network::text FROM packing_facilities ORDER BY id`.execute(handle.db);
    expect(rows.rows).toEqual([
      { id: 1, printer_network: '127.0.1.0/24' },
      { id: 2, printer_network: '127.0.2.0/24' },
      { id: 3, printer_network: '10.20.0.0/16' },
      { id: 300, printer_network: '127.0.0.0/16' },
    ]);
  });

  it("signs off a printer outside its facility's network and keeps the others", async () => {
    const active = await handle.db
      .selectFrom('printer_assignments')
      .select('printer_ip')
      .where('unassigned_at', 'is', null)
      .orderBy('printer_ip')
      .execute();
    expect(active.map((row) => row.printer_ip)).toEqual(['10.20.99.1', '127.0.1.1']);
  });

  it('refuses a network wider than /16 or not IPv4', async () => {
    for (const network of ['10.0.0.0/8', '::1/128']) {
      await expect(
        sql`UPDATE packing_facilities SET printer_network = ${network}::cidr WHERE id = 3`.execute(
          handle.db,
        ),
      ).rejects.toThrow(/printer_network_check/);
    }
  });
});
