import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type OpsHostConfig } from '../../ops-host/src/config/config.ts';
import { FACILITIES } from '../../ops-host/src/seed/facilities-and-users.ts';
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
 * The seeded demo data the node suites' global setup prepared (tests/support/template-database.ts),
 * when running under vitest and the host would seed the default demo data itself.
 */
export async function seededTemplate(database: DatabaseKind, seedIsDefault: boolean) {
  if (!process.env.VITEST || !seedIsDefault) return {};
  const { inject } = await import('vitest');
  if (database === 'postgres') return { postgres: inject('postgresTemplate') || undefined };
  const file = inject('pgliteTemplateFile');
  return file ? { pglite: new Blob([await readFile(file)]) } : {};
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
  const database = options.database ?? 'pglite';
  const seedIsDefault =
    (options.seed ?? 'demo') === 'demo' &&
    !options.env?.SEED_SIZE &&
    !options.env?.ADMIN_PASSWORD &&
    !options.env?.DATABASE_URL;
  const template = await seededTemplate(database, seedIsDefault);
  const throwaway =
    database === 'postgres' ? await createThrowawayDatabase(template.postgres) : undefined;
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
    ...(template.pglite ? { pgliteInitialData: template.pglite } : {}),
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

/** A demo facility's id from its id, slug or abbreviation (CHI, chicago, 1). */
export function demoFacilityId(facility: number | string): number {
  if (typeof facility === 'number') return facility;
  const found = FACILITIES.find(
    (candidate) => candidate.slug === facility || candidate.abbreviatedName === facility,
  );
  if (!found) throw new Error(`no demo facility ${facility}`);
  return found.id;
}

/**
 * The supervisor login code a floor screen of the facility (its id, slug or abbreviation) signs
 * in with now: each facility has its own.
 */
export async function currentLoginCode(
  host: { url: string },
  facility: number | string,
): Promise<string> {
  const id = demoFacilityId(facility);
  const response = await fetch(
    `${host.url}/pack_line_planner/authentication/fetch_login_code?packing_facility_id=${id}`,
    { headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` } },
  );
  if (!response.ok) throw new Error(`reading the login code failed: ${response.status}`);
  return ((await response.json()) as { login_code: string }).login_code;
}

/**
 * Signs a floor screen (printer kiosk) in for a facility with that facility's current supervisor
 * code and returns its session cookie ("ops_floor_session=…").
 */
export async function floorSessionCookie(host: { url: string }, facilitySlug: string) {
  const response = await fetch(`${host.url}/pack_line_printer/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login_code: await currentLoginCode(host, facilitySlug),
      packing_facility_slug: facilitySlug,
    }),
  });
  if (!response.ok) throw new Error(`floor sign-in failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
