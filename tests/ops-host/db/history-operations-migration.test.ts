import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import { migrate } from '../../../ops-host/src/db/migrate.ts';
import { databaseMigratedBefore } from './migrated-before.ts';

// 125_history_operations_screen.sql and 126_api_key_history_facilities.sql on entries recorded
// before them: the operator's commands move to the 'operations' screen, and API key entries of no
// facility are filed under each facility the key reached, naming no other facility; an entry
// whose key is not found stays as it was.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await databaseMigratedBefore('125');
  await handle.execScript(`
    INSERT INTO packing_facilities (id, name, abbreviated_name, colloquial_name, slug, printer_network) VALUES
      (1, 'Chicago', 'CHI', 'Chicago', 'chicago', '127.0.1.0/24'),
      (2, 'San Bernardino', 'SBD', 'San Bernardino', 'san_bernardino', '127.0.2.0/24');
    INSERT INTO api_keys (id, name, key_hash, created_at, revoked_at) VALUES
      (1, 'WMS sync', 'h1', '2026-11-01T08:00:00Z', '2026-11-02T08:00:00.010Z'),
      (2, 'WMS sync', 'h2', '2026-11-03T08:00:00Z', NULL);
    INSERT INTO api_key_packing_facilities VALUES (1, 1), (1, 2), (2, 2);
    INSERT INTO history (id, recorded_at, packing_facility_id, screen, kind, author_kind, author_name, summary, before, after) VALUES
      (1, '2026-11-01T08:00:00Z', NULL, 'login_code', 'api_key.created', 'operator', 'Operator',
       'API key WMS sync created (read-only)', NULL, '{"name": "WMS sync", "scope": "read-only", "facilityIds": [1, 2]}'),
      (2, '2026-11-02T08:00:00Z', NULL, 'login_code', 'api_key.revoked', 'operator', 'Operator',
       'API key WMS sync revoked', '{"name": "WMS sync"}', NULL),
      (3, '2026-11-02T09:00:00Z', NULL, 'login_code', 'api_key.revoked', 'operator', 'Operator',
       'API key Gone revoked', '{"name": "Gone"}', NULL),
      (4, '2026-11-02T10:00:00Z', 1, 'printer_kiosk', 'operator.printer_network_changed', 'operator',
       'Operator', 'Printer network of CHI: 127.0.0.0/16 → 127.0.1.0/24', NULL, NULL),
      (5, '2026-11-02T11:00:00Z', 1, 'printer_kiosk', 'printer_kiosk.label_printed', 'floor',
       'Kiosk, line A', 'Label printed for box B1 (group G)', NULL, NULL);
    SELECT setval(pg_get_serial_sequence('history', 'id'), 5);
  `);
  await migrate(handle);
}, 60_000);
afterAll(() => handle?.close());

const rows = () =>
  handle.db
    .selectFrom('history')
    .select(['packing_facility_id', 'screen', 'kind', 'summary', 'after'])
    .orderBy('kind')
    .orderBy('summary')
    .orderBy('packing_facility_id')
    .execute();

describe('the history operations migration', () => {
  it("files each API key entry under the key's facilities, on the operations screen", async () => {
    expect(await rows()).toEqual([
      {
        packing_facility_id: 1,
        screen: 'operations',
        kind: 'api_key.created',
        summary: 'API key WMS sync created (read-only)',
        after: { name: 'WMS sync', scope: 'read-only' },
      },
      {
        packing_facility_id: 2,
        screen: 'operations',
        kind: 'api_key.created',
        summary: 'API key WMS sync created (read-only)',
        after: { name: 'WMS sync', scope: 'read-only' },
      },
      // No key of that name was revoked: kept rather than lost.
      {
        packing_facility_id: null,
        screen: 'operations',
        kind: 'api_key.revoked',
        summary: 'API key Gone revoked',
        after: null,
      },
      // The key revoked then (key 1), not the live key of the same name (key 2, SBD only).
      {
        packing_facility_id: 1,
        screen: 'operations',
        kind: 'api_key.revoked',
        summary: 'API key WMS sync revoked',
        after: null,
      },
      {
        packing_facility_id: 2,
        screen: 'operations',
        kind: 'api_key.revoked',
        summary: 'API key WMS sync revoked',
        after: null,
      },
      {
        packing_facility_id: 1,
        screen: 'operations',
        kind: 'operator.printer_network_changed',
        summary: 'Printer network of CHI: 127.0.0.0/16 → 127.0.1.0/24',
        after: null,
      },
      {
        packing_facility_id: 1,
        screen: 'printer_kiosk',
        kind: 'printer_kiosk.label_printed',
        summary: 'Label printed for box B1 (group G)',
        after: null,
      },
    ]);
  });
});
