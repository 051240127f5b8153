import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRuntimeInfo } from '../../../ops-host/src/runtime-file.ts';
import {
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { caller } from '../history/support.ts';

const run = promisify(execFile);

let host: TestOpsHost;

beforeAll(async () => {
  host = await startTestOpsHost();
  // The operator command finds this running host through DATA_DIR, as with `npm start`.
  await writeRuntimeInfo(host.config.dataDir, { url: host.url, pid: process.pid });
});
afterAll(() => host?.stop());

/** `npm run ops -- api-key …` as an operator types it. */
async function ops(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'ops-host/src/cli.ts', 'api-key', ...args],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: host.config.dataDir,
          OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
          LOG_LEVEL: 'warn',
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const keyEntries = () =>
  host.handle.db
    .selectFrom('history')
    .selectAll()
    .where('kind', 'in', ['api_key.created', 'api_key.revoked'])
    .orderBy('id')
    .execute();

async function whoAmI(key: string) {
  const response = await fetch(`${host.url}/api_key`, {
    headers: { authorization: `Bearer ${key}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('api-key create, list and revoke', () => {
  it('creates a key printed once on the last line, stored only as a hash, and lists it', async () => {
    const created = await ops(
      'create',
      '--name',
      'WMS sync',
      '--facility',
      'CHI',
      '--facility',
      'san_bernardino',
      '--read-only',
    );
    expect(created.code).toBe(0);
    const lines = created.stdout.trim().split('\n');
    const key = lines.at(-1)!;
    expect(key).toMatch(/^opk_[A-Za-z0-9_-]{40,}$/);
    expect(created.stdout).toContain('cannot be shown again');

    const rows = await host.handle.db.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(key.slice(4));

    const me = await whoAmI(key);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: 'WMS sync', read_only: true });
    expect((me.body.packing_facility_ids as number[]).length).toBe(2);

    const listed = await ops('list');
    expect(listed.code).toBe(0);
    const line = listed.stdout.split('\n').find((l) => l.startsWith('WMS sync'))!;
    expect(line).toMatch(
      /^WMS sync\s+CHI,SBD\s+read-only\s+\d{4}-\d\d-\d\dT\S+\s+\d{4}-\d\d-\d\dT/,
    );
  });

  it('refuses an unknown facility or a taken name with a clear message, creating nothing', async () => {
    const before = await host.handle.db.selectFrom('api_keys').select('id').execute();
    const unknown = await ops('create', '--name', 'Nowhere', '--facility', 'XYZ');
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('No packing facility matches "XYZ"');
    await ops('create', '--name', 'Twice', '--facility', 'CHI');
    const taken = await ops('create', '--name', 'twice', '--facility', 'CHI');
    expect(taken.stderr).toContain('A live API key is already named "twice"');
    const after = await host.handle.db.selectFrom('api_keys').select('id').execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('revokes a key by name at once', async () => {
    const created = await ops('create', '--name', 'Label printer bridge', '--facility', 'CHI');
    const key = created.stdout.trim().split('\n').at(-1)!;
    expect((await whoAmI(key)).status).toBe(200);
    const revoked = await ops('revoke', 'Label printer bridge');
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('Revoked API key "Label printer bridge"');
    const after = await whoAmI(key);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Unknown or revoked API key.');
    expect((await ops('list')).stdout).not.toContain('Label printer bridge');
    const recorded = await keyEntries();
    const again = await ops('revoke', 'Label printer bridge');
    expect(again.stderr).toContain('No live API key is named "Label printer bridge"');
    // In history by the operator, never the key; a refused revoke records nothing.
    expect(await keyEntries()).toEqual(recorded);
    const mine = recorded.filter((e) => e.summary.includes('Label printer bridge'));
    expect(mine.map((e) => [e.kind, e.author_name, e.summary])).toEqual([
      ['api_key.created', 'Operator', 'API key Label printer bridge created (read-write)'],
      ['api_key.revoked', 'Operator', 'API key Label printer bridge revoked'],
    ]);
    expect(JSON.stringify(recorded)).not.toContain(key);
  });
});

describe("an API key in its facilities' history", () => {
  const CHICAGO = 1;
  const SAN_BERNARDINO = 2;
  const SKYVIEW = 7;
  const keyEntriesOf = async (who: ReturnType<typeof caller>, facilityId: number) =>
    (await who.history(facilityId, { kinds: 'api_key.created,api_key.revoked', first: 200 }))
      .entries;

  it("is listed on the History of each facility it reaches, by the operator, and no other's", async () => {
    const admin = caller(host.url, { cookie: await signInCookie(host.url) });
    const lead = caller(host.url, {
      cookie: await signInCookie(host.url, 'chicago.lead@example.com'),
    });
    expect(
      (await ops('create', '--name', 'Route planner', '--facility', 'CHI', '--facility', 'SBD'))
        .code,
    ).toBe(0);
    expect((await ops('revoke', 'Route planner')).code).toBe(0);

    const mine = (entries: Awaited<ReturnType<typeof keyEntriesOf>>) =>
      entries
        .filter((entry) => String(entry.summary).includes('Route planner'))
        .map((entry) => [entry.kind, entry.screen, entry.packing_facility_id, entry.summary]);
    for (const facilityId of [CHICAGO, SAN_BERNARDINO]) {
      const entries = await keyEntriesOf(admin, facilityId);
      expect(mine(entries)).toEqual([
        ['api_key.revoked', 'operations', facilityId, 'API key Route planner revoked'],
        ['api_key.created', 'operations', facilityId, 'API key Route planner created (read-write)'],
      ]);
      expect(entries[0]!.author).toEqual({ kind: 'operator', id: null, name: 'Operator' });
    }
    expect(mine(await keyEntriesOf(admin, SKYVIEW))).toEqual([]);

    // A lead of Chicago reads Chicago's, which names no other facility, and no other's.
    const chicago = mine(await keyEntriesOf(lead, CHICAGO));
    expect(chicago).toHaveLength(2);
    const created = (await keyEntriesOf(lead, CHICAGO)).find(
      (entry) => entry.summary === 'API key Route planner created (read-write)',
    );
    expect(created!.after).toEqual({ name: 'Route planner', scope: 'read-write' });
    const refused = await lead.get(`/history?packing_facility_id=${SAN_BERNARDINO}`);
    expect(refused.status).toBe(403);
  });
});
