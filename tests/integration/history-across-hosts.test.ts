import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../schema/src/realtime.ts';
import { caller, type Caller } from '../ops-host/history/support.ts';
import { freePort, killProcess, startHostProcess } from '../support/host-process.ts';
import type { Json } from '../support/http.ts';
import {
  signInCookie,
  startTestOpsHost,
  TEST_ADMIN_PASSWORD,
  TEST_SERVICE_TOKEN,
  type TestOpsHost,
} from '../support/ops-host.ts';
import { postgresReachable } from '../support/postgres.ts';
import { openStream } from '../support/sse.ts';

// History with two operations hosts on one PostgreSQL database, as behind a load balancer: a
// change made through host 1 reaches the history stream host 2 serves, once; host 2 undoes an
// entry host 1 recorded; and the same undo sent to both hosts at once is done once, the other
// refused with the reason, with one undo entry.

const CHICAGO = 1;
const TEMPO = 3;

describe.skipIf(!(await postgresReachable()))('history across two hosts on PostgreSQL', () => {
  let dataDir: string;
  let host1: TestOpsHost;
  let host2: ChildProcess | undefined;
  let host2Url: string;
  let via1: Caller;
  let via2: Caller;
  let cookie: string;
  let openMenuIds: number[];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'history-hosts-'));
    host1 = await startTestOpsHost({ database: 'postgres' });
    const port = await freePort();
    host2Url = `http://127.0.0.1:${port}`;
    host2 = await startHostProcess(host2Url, {
      NODE_ENV: 'test',
      DATABASE_URL: host1.config.databaseUrl!,
      OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      SEED_SIZE: 'none',
      LOG_LEVEL: 'fatal',
      OPS_PORT: String(port),
      DATA_DIR: dataDir,
    });
    // One session, used on both hosts: sessions live in the database.
    cookie = await signInCookie(host1.url);
    via1 = caller(host1.url, { cookie });
    via2 = caller(host2Url, { cookie });
    const menus = (await via1.get('/ice_restrictions')).body.menus as Json[];
    openMenuIds = menus.filter((menu) => !menu.is_past).map((menu) => menu.id as number);
  }, 180_000);

  afterAll(async () => {
    if (host2) await killProcess(host2);
    await host1?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Chicago's tempo 80oz row restricted for these menus, through one host. */
  const restrict = async (via: Caller, menuIds: number[]) => {
    const answer = await via.put('/ice_restrictions', {
      packing_facility_id: CHICAGO,
      meal_plan_id: TEMPO,
      ice_size: 'eighty_oz',
      indefinite_restriction_starting_menu_id: null,
      menu_ids: menuIds,
    });
    expect(answer.status, answer.text).toBe(200);
    return (await via.history(CHICAGO, { first: 1 })).entries[0]!;
  };

  const undoEntriesOf = async (id: number) =>
    (
      await host1.handle.db.selectFrom('history').select('id').where('undo_of', '=', id).execute()
    ).map((row) => Number(row.id));

  it('a change through host 1 reaches the history stream of host 2, once', async () => {
    const stream = await openStream(
      `${host2Url}/realtime/stream?channel=${channels.history('CHI')}`,
      { cookie },
    );
    try {
      const change = await restrict(via1, [openMenuIds[1]!]);
      // A second change after it: the stream delivers in order, so once the second is in, a
      // repeat of the first would be too.
      const marker = await restrict(via1, []);
      // The stream's own stream_ready first, then the two entries.
      const recorded = (await stream.waitFor(3, 15_000)).filter(
        (event) => event.event === 'history_recorded',
      );
      const ids = recorded.map((event) => (JSON.parse(event.data) as Json).entry.id as number);
      expect(ids).toEqual([change.id, marker.id]);
      expect(JSON.parse(recorded[0]!.data)).toMatchObject({
        packing_facility_id: CHICAGO,
        entry: { kind: 'ice_restriction.updated', author: { kind: 'user' } },
      });
    } finally {
      await stream.close();
    }
  });

  it('host 2 undoes an entry host 1 recorded', async () => {
    const change = await restrict(via1, [openMenuIds[2]!]);
    const undone = await via2.undo(CHICAGO, change.id as number);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.entry).toMatchObject({ undo_of: change.id, kind: change.kind });
    const [undo, original] = (await via1.history(CHICAGO, { first: 2 })).entries;
    expect(undo!.id).toBe(undone.body.entry.id);
    expect(original).toMatchObject({ id: change.id, undone_by: undo!.id, undoable: false });
  });

  it('the same undo sent to both hosts at once is done once; the other is refused', async () => {
    // A few rounds, so that either host may win.
    for (let round = 0; round < 5; round += 1) {
      const change = await restrict(via1, [openMenuIds[0]!]);
      const answers = await Promise.all([
        via1.undo(CHICAGO, change.id as number),
        via2.undo(CHICAGO, change.id as number),
      ]);
      const done = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(done).toHaveLength(1);
      expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual([
        [409, `This change was already undone (entry ${done[0]!.body.entry.id}).`],
      ]);
      expect(await undoEntriesOf(change.id as number)).toEqual([done[0]!.body.entry.id]);
    }
  });
});
