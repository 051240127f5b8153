import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentLoginCode, rotateLoginCode } from '../../../ops-host/src/login-code/service.ts';
import { publishEvent } from '../../../ops-host/src/realtime/publish.ts';
import { pruneExpired } from '../../../ops-host/src/retention/service.ts';
import { startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';

let host: TestOpsHost;
beforeAll(async () => {
  host = await startTestOpsHost({ seed: 'none' });
});
afterAll(() => host?.stop());

const HOUR = 3_600_000;

describe('pruning expired rows', () => {
  it('drops realtime events past the retention window and keeps the recent ones', async () => {
    const db = host.handle.db;
    const old = await publishEvent(db, 'chan_prune', 'old', {});
    await db
      .updateTable('realtime_events')
      .set({ created_at: new Date(Date.now() - 49 * HOUR) })
      .where('id', '=', old.id)
      .execute();
    const recent = await publishEvent(db, 'chan_prune', 'recent', {});

    const result = await pruneExpired(db, {
      eventRetentionMs: 48 * HOUR,
      historyRetentionMs: 400 * 24 * HOUR,
    });

    expect(result.realtimeEvents).toBe(1);
    const left = await db
      .selectFrom('realtime_events')
      .select('id')
      .where('channel', '=', 'chan_prune')
      .execute();
    expect(left.map((row) => row.id)).toEqual([recent.id]);
  });

  it('drops expired sessions only', async () => {
    const db = host.handle.db;
    const user = await db
      .insertInto('users')
      .values({ email: 'prune@example.com', name: 'Prune', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sessions')
      .values([
        { token_hash: 'expired', user_id: user.id, expires_at: new Date(Date.now() - 1000) },
        { token_hash: 'live', user_id: user.id, expires_at: new Date(Date.now() + HOUR) },
      ])
      .execute();

    const result = await pruneExpired(db, {
      eventRetentionMs: 48 * HOUR,
      historyRetentionMs: 400 * 24 * HOUR,
    });

    expect(result.sessions).toBe(1);
    const left = await db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(left.map((row) => row.token_hash)).toEqual(['live']);
  });

  it("keeps each facility's current login code and those still in their grace period", async () => {
    const db = host.handle.db;
    await db
      .insertInto('packing_facilities')
      .values(
        [1, 2].map((id) => ({
          id,
          name: `Facility ${id}`,
          abbreviated_name: `F${id}`,
          colloquial_name: `Facility ${id}`,
          slug: `facility_${id}`,
          printer_network: `127.0.${id}.0/24`,
        })),
      )
      .execute();
    await rotateLoginCode(db, 2, 0);
    // Each rotation gives the code it replaces the grace period passed to it.
    const inGrace = await rotateLoginCode(db, 1, 0);
    const expired = await rotateLoginCode(db, 1, HOUR);
    const current = await rotateLoginCode(db, 1, 0);
    // San Bernardino's current code is older than Chicago's newest: it stays all the same.
    const otherCurrent = await currentLoginCode(db, 2);

    await pruneExpired(db, { eventRetentionMs: 48 * HOUR, historyRetentionMs: 400 * 24 * HOUR });

    const codes = (await db.selectFrom('printer_login_codes').select('code').execute()).map(
      (row) => row.code,
    );
    expect(codes).toContain(current.code);
    expect(codes).toContain(inGrace.code);
    expect(codes).not.toContain(expired.code);
    expect((await currentLoginCode(db, 1))?.code).toBe(current.code);
    expect(await currentLoginCode(db, 2)).toEqual(otherCurrent);
  });

  it('drops counted attempts older than an hour; the last hour stays for the limits', async () => {
    const db = host.handle.db;
    await db
      .insertInto('rate_limit_hits')
      .values([
        { bucket: 'floor-login:10.9.9.9', hit_at: new Date(Date.now() - 2 * HOUR) },
        { bucket: 'floor-login:10.9.9.9', hit_at: new Date(Date.now() - 30_000) },
      ])
      .execute();

    const result = await pruneExpired(db, {
      eventRetentionMs: 48 * HOUR,
      historyRetentionMs: 400 * 24 * HOUR,
    });

    expect(result.rateLimitHits).toBe(1);
    const left = await db.selectFrom('rate_limit_hits').select('bucket').execute();
    expect(left).toHaveLength(1);
  });
});
