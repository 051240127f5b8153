import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import { migrate } from '../../../ops-host/src/db/migrate.ts';
import { LabelGenerationRunner } from '../../../ops-host/src/label-status/runner.ts';
import { seedDatabase } from '../../../ops-host/src/seed/index.ts';
import { createThrowawayDatabase, postgresReachable } from '../../support/postgres.ts';
import { SEED_PASSWORD, TUESDAY } from '../seed/support.ts';

// Two hosts on one PostgreSQL database, each with its label generation runner: while one runs a
// ship day the other (its schedule, or the operator) is refused it, and once the run has ended,
// or its host has died, the day may be run again.

const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';

describe.skipIf(!(await postgresReachable()))('a label generation run and two hosts', () => {
  let drop: () => Promise<void>;
  const handles: DatabaseHandle[] = [];
  const runners: LabelGenerationRunner[] = [];

  beforeAll(async () => {
    const throwaway = await createThrowawayDatabase();
    drop = throwaway.drop;
    for (let i = 0; i < 2; i += 1) {
      const handle = await connectDatabase({ databaseUrl: throwaway.url, pgliteDataDir: '' });
      handles.push(handle);
      // Small batches with a rest, so that the first run is still going when the second asks.
      runners.push(
        new LabelGenerationRunner(handle.db, {
          batchSize: 5,
          batchPauseMs: 20,
          tryLock: handle.tryLock,
        }),
      );
    }
    await migrate(handles[0]!);
    await seedDatabase(handles[0]!.db, {
      size: 'demo',
      adminPassword: SEED_PASSWORD,
      now: TUESDAY,
    });
  }, 120_000);
  afterAll(async () => {
    for (const runner of runners) await runner.settle();
    for (const handle of handles) await handle.close();
    await drop?.();
  });

  const request = { facility: 'CHI', shipDate: WEDNESDAY, triggeredBy: 'schedule' } as const;

  async function wednesdayBoxes() {
    return handles[1]!.db
      .selectFrom('shipments')
      .select(['tracking_number', 'is_postponed'])
      .where('packing_facility_id', '=', 1)
      .where('ship_date', '=', WEDNESDAY)
      .execute();
  }

  it('while the first host runs a day, the second is refused it; once done it may run it again', async () => {
    const first = await runners[0]!.start(request);
    await expect(runners[1]!.start(request)).rejects.toMatchObject({
      statusCode: 409,
      message: `Label generation is already running for Chicago on ${WEDNESDAY}.`,
    });
    expect(runners[1]!.isRunning(1, WEDNESDAY)).toBe(false);
    expect((await first.done).status).toBe('Completed');
    const labelled = (await wednesdayBoxes()).filter((box) => !box.is_postponed);
    expect(labelled.every((box) => box.tracking_number !== null)).toBe(true);

    const again = await runners[1]!.start({ ...request, triggeredBy: 'cli' });
    expect((await again.done).status).toBe('Completed');
    const after = (await wednesdayBoxes()).filter((box) => !box.is_postponed);
    expect(after.map((box) => box.tracking_number).sort()).toEqual(
      labelled.map((box) => box.tracking_number).sort(),
    );
  }, 60_000);

  it("a host that dies lets its day go: the lock ends with the host's connection", async () => {
    const started = await runners[0]!.start({ ...request, shipDate: THURSDAY });
    await expect(runners[1]!.start({ ...request, shipDate: THURSDAY })).rejects.toMatchObject({
      statusCode: 409,
    });
    // The first host's lock connection is cut, as its process dying would cut it.
    const runLocks = sql<{ pid: number }>`SELECT pid FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND objsubid = 2 AND classid = 7310003
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
    await sql`SELECT pg_terminate_backend(pid) FROM (${runLocks}) held`.execute(handles[1]!.db);
    // pg_terminate_backend only signals: the lock goes when that backend has ended.
    await expect
      .poll(async () => (await runLocks.execute(handles[1]!.db)).rows.length, { timeout: 10_000 })
      .toBe(0);
    const resumed = await runners[1]!.start({ ...request, shipDate: THURSDAY });
    await Promise.allSettled([started.done, resumed.done]);
    // Both ran a while side by side: still no tracking number given twice.
    const boxes = await handles[1]!.db
      .selectFrom('shipments')
      .select('tracking_number')
      .where('tracking_number', 'is not', null)
      .execute();
    expect(new Set(boxes.map((box) => box.tracking_number)).size).toBe(boxes.length);
  }, 60_000);
});
