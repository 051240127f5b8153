import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type OpsHostConfig } from '../../ops-host/src/config/config.ts';
import { startOpsHost, type RunningOpsHost } from '../../ops-host/src/start.ts';
import { createThrowawayDatabase } from './postgres.ts';

export const TEST_SERVICE_TOKEN = 'test-service-token-0123456789';
export const TEST_ADMIN_PASSWORD = 'test-admin-password';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestOpsHost extends RunningOpsHost {
  config: OpsHostConfig;
  stop(): Promise<void>;
}

/**
 * Starts the real operations host on a free port over an in-memory PGlite (or a throwaway
 * PostgreSQL database), seeded with the demo data unless told otherwise.
 */
export async function startTestOpsHost(
  options: {
    database?: DatabaseKind;
    seed?: 'demo' | 'none';
    env?: Record<string, string>;
    /** The time the host's sign-in limits count by. */
    clock?: () => Date;
  } = {},
): Promise<TestOpsHost> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-host-test-'));
  const throwaway = options.database === 'postgres' ? await createThrowawayDatabase() : undefined;
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      OPS_PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
      SEED_SIZE: options.seed ?? 'demo',
      LOG_LEVEL: 'warn',
      ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
      ...options.env,
    }),
    ...(throwaway ? {} : { pgliteDataDir: 'memory://' }),
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const host = await startOpsHost(config);
  return {
    ...host,
    config,
    async stop() {
      await host.close();
      await throwaway?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the REST API and returns the session cookie ("ops_session=…"). */
export async function signInCookie(
  baseUrl: string,
  email = 'admin@example.com',
  password = TEST_ADMIN_PASSWORD,
): Promise<string> {
  const response = await fetch(`${baseUrl}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

/** The supervisor login code a floor screen signs in with now. */
export async function currentLoginCode(host: { url: string }): Promise<string> {
  const response = await fetch(`${host.url}/pack_line_planner/authentication/fetch_login_code`, {
    headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
  });
  if (!response.ok) throw new Error(`reading the login code failed: ${response.status}`);
  return ((await response.json()) as { login_code: string }).login_code;
}

/**
 * Signs a floor screen (printer kiosk) in for a facility with the current supervisor code and
 * returns its session cookie ("ops_floor_session=…").
 */
export async function floorSessionCookie(host: { url: string }, facilitySlug: string) {
  const response = await fetch(`${host.url}/pack_line_printer/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login_code: await currentLoginCode(host),
      packing_facility_slug: facilitySlug,
    }),
  });
  if (!response.ok) throw new Error(`floor sign-in failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
