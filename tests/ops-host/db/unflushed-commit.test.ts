import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../ops-host/src/db/database.ts';
import { recordHeartbeat } from '../../../ops-host/src/status-wall/heartbeats.ts';
import { HttpError } from '../../../ops-host/src/http/access.ts';
import { scanBox, UNKNOWN_BOX } from '../../../ops-host/src/zone-display/scans.ts';
import { startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { postgresReachable } from '../../support/postgres.ts';

const reachable = await postgresReachable();

const setting = async (db: Db) =>
  (await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(db)).rows[0]!
    .synchronous_commit;

// A scan's record and a heartbeat commit without waiting for the disk; nothing else does. What
// the statement sets holds for its own transaction only: the next transaction on the same
// connection waits for the disk again.
describe.skipIf(!reachable)('commits that do not wait for the disk, on PostgreSQL', () => {
  let host: TestOpsHost;
  beforeAll(async () => {
    host = await startTestOpsHost({ database: 'postgres' });
  });
  afterAll(() => host?.stop());

  /** Runs work in a transaction; the setting inside it, then after it on the same connection. */
  async function settingsAround(work: (tx: Db) => Promise<unknown>) {
    return host.handle.db.connection().execute(async (connection) => {
      const inside = await connection.transaction().execute(async (tx) => {
        expect(await setting(tx)).toBe('on');
        await work(tx);
        return setting(tx);
      });
      return { inside, after: await setting(connection) };
    });
  }

  it("a scan's record, whatever its outcome", async () => {
    const scans = () =>
      host.handle.db
        .selectFrom('scans')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('barcode', '=', '999999999-1')
        .executeTakeFirstOrThrow();
    const before = Number((await scans()).n);
    const settings = await settingsAround(async (tx) => {
      const unknown = scanBox(tx, {
        facility: { id: 1, abbreviation: 'CHI' },
        lineLetter: 'A',
        zone: 1,
        barcode: '999999999-1',
      });
      await expect(unknown).rejects.toEqual(new HttpError(404, UNKNOWN_BOX('999999999-1')));
    });
    expect(settings).toEqual({ inside: 'off', after: 'on' });
    // The refused scan is recorded all the same.
    expect(Number((await scans()).n)).toBe(before + 1);
  });

  it('a heartbeat', async () => {
    const settings = await settingsAround(async (tx) => {
      const beat = await recordHeartbeat(tx, {
        facilityId: 1,
        lineLetter: 'A',
        zone: 1,
        eventType: 'heartbeat',
        zoneState: null,
      });
      expect(beat.receivedAt).toBeInstanceOf(Date);
    });
    expect(settings).toEqual({ inside: 'off', after: 'on' });
  });
});
