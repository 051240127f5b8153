import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../ops-host/src/config/config.ts';
import { startOpsHost, type RunningOpsHost } from '../../../ops-host/src/start.ts';
import { TEST_ADMIN_PASSWORD, TEST_SERVICE_TOKEN } from '../../support/ops-host.ts';
import { createThrowawayDatabase, postgresReachable } from '../../support/postgres.ts';

// Several operations hosts started at the same moment on one empty PostgreSQL database (a
// deployment's first start): each starts, and the database is migrated and seeded once.

const HOSTS = 3;

describe.skipIf(!(await postgresReachable()))('hosts starting together on one database', () => {
  const hosts: RunningOpsHost[] = [];
  let drop: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    for (const host of hosts) await host.close();
    await drop?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('all start, and the database is migrated and seeded once', async () => {
    const throwaway = await createThrowawayDatabase();
    drop = throwaway.drop;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'start-together-'));
    const started = await Promise.allSettled(
      Array.from({ length: HOSTS }, (_, index) =>
        startOpsHost(
          loadConfig({
            NODE_ENV: 'test',
            OPS_PORT: '0',
            DATA_DIR: path.join(dataDir!, `host${index}`),
            DATABASE_URL: throwaway.url,
            ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
            OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
            SEED_SIZE: 'demo',
            LOG_LEVEL: 'fatal',
          }),
        ),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') hosts.push(result.value);
    expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
    const db = hosts[0]!.handle.db;
    const facilities = await db.selectFrom('packing_facilities').select('slug').execute();
    expect(facilities).toHaveLength(4);
    // One first code for each facility, not one per host.
    const codes = await db
      .selectFrom('printer_login_codes')
      .select('packing_facility_id')
      .orderBy('packing_facility_id')
      .execute();
    expect(codes.map((code) => code.packing_facility_id)).toEqual([1, 2, 7, 8]);
    for (const host of hosts) expect((await fetch(`${host.url}/healthz`)).status).toBe(200);
  }, 120_000);
});
