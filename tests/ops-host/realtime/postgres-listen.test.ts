import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvent } from '../../../ops-host/src/realtime/publish.ts';
import { startTestOpsHost, TEST_SERVICE_TOKEN, type TestOpsHost } from '../../support/ops-host.ts';
import { postgresReachable } from '../../support/postgres.ts';
import { openStream } from '../../support/sse.ts';

const reachable = await postgresReachable();

describe.skipIf(!reachable)('realtime on a PostgreSQL server', () => {
  let host: TestOpsHost;
  beforeAll(async () => {
    host = await startTestOpsHost({ database: 'postgres', seed: 'none' });
  });
  afterAll(() => host?.stop());

  it('a stream keeps delivering after the server kills the listening connection', async () => {
    const service = { authorization: `Bearer ${TEST_SERVICE_TOKEN}` };
    const stream = await openStream(`${host.url}/realtime/stream?channel=chan_kill`, service);
    await stream.waitFor(1);

    // step: the server terminates the LISTEN backends, as a restart or an admin would (the
    // realtime hub's and the floor sessions' changes, each on a connection of its own)
    const admin = new pg.Client({ connectionString: host.config.databaseUrl });
    await admin.connect();
    const killed = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(killed.rowCount).toBe(2);

    // step: an event published while the host is still re-listening is delivered all the same
    await publishEvent(host.handle.db, 'chan_kill', 'after_kill', { n: 1 });
    const events = await stream.waitFor(2, 10_000);
    await stream.close();
    expect(events.map((e) => e.event)).toEqual(['stream_ready', 'after_kill']);
  });

  it('an event whose transaction commits after a later one is still delivered', async () => {
    const service = { authorization: `Bearer ${TEST_SERVICE_TOKEN}` };
    const stream = await openStream(`${host.url}/realtime/stream?channel=chan_order`, service);
    await stream.waitFor(1);

    // step: a slow transaction publishes first and commits last; a quick one publishes meanwhile
    let published!: () => void;
    const slowPublished = new Promise<void>((resolve) => (published = resolve));
    const slow = host.handle.db.transaction().execute(async (tx) => {
      await publishEvent(tx, 'chan_order', 'slow', {});
      published();
      await new Promise((r) => setTimeout(r, 300));
    });
    await slowPublished;
    const quick = publishEvent(host.handle.db, 'chan_order', 'quick', {});
    await Promise.all([slow, quick]);

    const events = await stream.waitFor(3, 5000);
    await new Promise((r) => setTimeout(r, 200));
    await stream.close();
    expect(events.map((e) => e.event)).toEqual(['stream_ready', 'slow', 'quick']);
  });
});
