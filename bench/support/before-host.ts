import path from 'node:path';
import type { OpsHostConfig } from '../../ops-host/src/config/config.ts';
import { TEST_ADMIN_PASSWORD, TEST_SERVICE_TOKEN } from '../../tests/support/ops-host.ts';
import type * as HostConfig from '../../ops-host/src/config/config.ts';
import type * as HostStart from '../../ops-host/src/start.ts';

/**
 * BENCH_BEFORE's operations host: another checkout's code (with its own `npm ci`) on the same
 * PostgreSQL database as `config`'s host, so one change is measured side by side with the code
 * before it, under the same load, one call after the other.
 */
export async function startBeforeHost(checkout: string, config: OpsHostConfig) {
  if (!config.databaseUrl) throw new Error('BENCH_BEFORE needs the host on PostgreSQL');
  const at = (file: string) => path.resolve(checkout, 'ops-host/src', file);
  const { loadConfig } = (await import(at('config/config.ts'))) as typeof HostConfig;
  const { startOpsHost } = (await import(at('start.ts'))) as typeof HostStart;
  return startOpsHost(
    loadConfig({
      NODE_ENV: 'test',
      OPS_PORT: '0',
      // Within this host's folder, removed with it.
      DATA_DIR: path.join(config.dataDir, 'before'),
      DATABASE_URL: config.databaseUrl,
      SEED_SIZE: 'none',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
    }),
  );
}
