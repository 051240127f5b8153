import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../ops-host/src/db/connect.ts';
import { migrate } from '../../ops-host/src/db/migrate.ts';
import { seedDatabase } from '../../ops-host/src/seed/index.ts';
import { createThrowawayDatabase } from '../support/postgres.ts';
import { databaseKinds } from '../support/stack.ts';

/** The seed as of a Tuesday: Chicago's Wednesday labels are still to be generated. */
const TUESDAY = new Date('2026-11-24T15:00:00Z');
const WEDNESDAY = '2026-11-25';

/**
 * The operator command in a child process of its own, run straight against the database
 * (no host is running for this DATA_DIR), labelling batchSize boxes per transaction.
 */
function generateLabels(env: Record<string, string>, batchSize: number): ChildProcess {
  return spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'ops-host/src/cli.ts',
      'generate-labels',
      '--facility',
      'CHI',
      '--ship-date',
      WEDNESDAY,
    ],
    {
      env: { ...process.env, ...env, LABEL_BATCH_SIZE: String(batchSize), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

describe.each(await databaseKinds())(
  'a label generation run killed half way, on %s',
  (database) => {
    let dataDir: string;
    let env: Record<string, string>;
    let drop: (() => Promise<void>) | undefined;

    async function open(): Promise<DatabaseHandle> {
      return connectDatabase({
        databaseUrl: env.DATABASE_URL,
        pgliteDataDir: path.join(dataDir, 'pglite'),
      });
    }

    async function wednesdayBoxes() {
      const handle = await open();
      try {
        return await handle.db
          .selectFrom('shipments')
          .select(['id', 'tracking_number', 'is_postponed'])
          .where('packing_facility_id', '=', 1)
          .where('ship_date', '=', WEDNESDAY)
          .orderBy('id')
          .execute();
      } finally {
        await handle.close();
      }
    }

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'label-restart-'));
      env = { DATA_DIR: dataDir, NODE_ENV: 'test' };
      if (database === 'postgres') {
        const throwaway = await createThrowawayDatabase();
        env.DATABASE_URL = throwaway.url;
        drop = throwaway.drop;
      }
      const handle = await open();
      await migrate(handle);
      await seedDatabase(handle.db, { size: 'demo', adminPassword: 'x', now: TUESDAY });
      await handle.close();
    }, 180_000);
    afterAll(async () => {
      await drop?.();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('restarting it labels the rest and never gives a tracking number twice', async () => {
      // step: start the run and kill the process (SIGKILL: no clean-up) once a few boxes are labelled
      // One box per transaction, so it is surely killed mid-run.
      const first = generateLabels(env, 1);
      const ended = exited(first);
      const lines = createInterface({ input: first.stdout! });
      for await (const line of lines) {
        const progress = JSON.parse(line) as { labelled: number };
        if (progress.labelled >= 3) break;
      }
      first.kill('SIGKILL');
      expect(await ended).toEqual({ code: null, signal: 'SIGKILL' });

      const interrupted = await wednesdayBoxes();
      const labelledBefore = interrupted.filter((box) => box.tracking_number !== null);
      expect(labelledBefore.length).toBeGreaterThanOrEqual(3);
      expect(labelledBefore.length).toBeLessThan(interrupted.length / 2);

      // step: run it again to the end, in a new process (in the usual batches)
      const second = generateLabels(env, 100);
      let output = '';
      second.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      expect((await exited(second)).code).toBe(0);
      expect(output.trim().split('\n').at(-1)).toContain('"status":"Completed"');

      // step: every box is labelled or postponed, the first run's numbers kept, none given twice
      const after = await wednesdayBoxes();
      for (const box of labelledBefore) {
        expect(after.find((candidate) => candidate.id === box.id)?.tracking_number).toBe(
          box.tracking_number,
        );
      }
      const labelled = after.filter((box) => !box.is_postponed);
      expect(labelled.every((box) => box.tracking_number !== null)).toBe(true);
      expect(
        after.filter((box) => box.is_postponed).every((box) => box.tracking_number === null),
      ).toBe(true);
      expect(new Set(labelled.map((box) => box.tracking_number)).size).toBe(labelled.length);
    }, 180_000);
  },
);
