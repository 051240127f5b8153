import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordHistory } from '../../../ops-host/src/history/record.ts';
import type { HistoryAuthor, HistoryKind } from '../../../schema/src/history.ts';
import type { Json } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { caller, type Caller } from './support.ts';

// A facility's history, newest first, by pages that neither skip nor repeat an entry, filtered
// by kind, screen, person and time; the people who changed something; the same as CSV. Only for
// callers of the facility.

const SKYVIEW = 7;
const ENTRIES = 120;
const BASE = Date.parse('2026-10-01T08:00:00.000Z');
const planner: HistoryAuthor = { kind: 'user', id: '1', name: 'Demo Admin' };
const tool: HistoryAuthor = { kind: 'api_key', id: '5', name: 'API key menu-sync' };

let host: TestOpsHost;
let admin: Caller;
let lead: Caller;
/** Every entry's id, newest first as the list orders them. */
let newestFirst: number[];

beforeAll(async () => {
  host = await startTestOpsHost();
  admin = caller(host.url, { cookie: await signInCookie(host.url) });
  lead = caller(host.url, { cookie: await signInCookie(host.url, 'chicago.lead@example.com') });
  const db = host.handle.db;
  // Skyview's history is this test's entries alone (without the demo seed's few).
  await db.deleteFrom('history').where('packing_facility_id', '=', SKYVIEW).execute();
  const ids = await db.transaction().execute(async (tx) => {
    const made: number[] = [];
    for (let i = 0; i < ENTRIES; i += 1) {
      const kind: HistoryKind = i % 3 === 0 ? 'ice_restriction.updated' : 'meal_letter.updated';
      const entry = await recordHistory(tx, i % 4 === 0 ? tool : planner, {
        facilityId: SKYVIEW,
        kind,
        summary: `Change ${i}, "quoted", with commas`,
        before: { n: i },
        after: { n: i + 1 },
      });
      made.push(entry.id);
    }
    return made;
  });
  // Two entries per second: pages must order entries of the same time by id.
  for (const [i, id] of ids.entries()) {
    await db
      .updateTable('history')
      .set({ recorded_at: new Date(BASE + Math.floor(i / 2) * 1000) })
      .where('id', '=', id)
      .execute();
  }
  newestFirst = [...ids].reverse();
}, 120_000);
afterAll(() => host?.stop());

const idsOf = (page: { entries: Json[] }) => page.entries.map((entry) => entry.id as number);

describe('GET /history', () => {
  it('pages newest first, 50 by default, by cursor, with no entry skipped or repeated', async () => {
    const seen: number[] = [];
    let page = await admin.history(SKYVIEW);
    const sizes = [page.entries.length];
    seen.push(...idsOf(page));
    while (page.next_cursor) {
      page = await admin.history(SKYVIEW, { after: page.next_cursor });
      sizes.push(page.entries.length);
      seen.push(...idsOf(page));
    }
    expect(sizes).toEqual([50, 50, 20]);
    expect(seen).toEqual(newestFirst);
  });

  it('takes a page size up to 200', async () => {
    expect(idsOf(await admin.history(SKYVIEW, { first: 200 }))).toEqual(newestFirst);
    expect((await admin.get(`/history?packing_facility_id=${SKYVIEW}&first=201`)).status).toBe(400);
    expect(
      (await admin.get(`/history?packing_facility_id=${SKYVIEW}&after=not-a-cursor`)).status,
    ).toBe(400);
  });

  it('filters by kind, screen, person and time, and pages within the filter', async () => {
    const ice = await admin.history(SKYVIEW, { kinds: 'ice_restriction.updated', first: 200 });
    expect(ice.entries.length).toBe(ENTRIES / 3);
    expect(ice.entries.every((entry) => entry.kind === 'ice_restriction.updated')).toBe(true);

    const letters = await admin.history(SKYVIEW, { screen: 'pick_letters', first: 200 });
    expect(letters.entries.length).toBe(ENTRIES - ENTRIES / 3);

    const byTool = await admin.history(SKYVIEW, { authors: 'api_key:5', first: 20 });
    expect(byTool.entries.length).toBe(20);
    expect(byTool.entries.every((entry) => entry.author.name === 'API key menu-sync')).toBe(true);
    const rest = await admin.history(SKYVIEW, { authors: 'api_key:5', after: byTool.next_cursor! });
    expect(rest.entries.length).toBe(ENTRIES / 4 - 20);
    expect(rest.next_cursor).toBeNull();

    // Seconds 10 to 19: entries 20 to 39.
    const window = await admin.history(SKYVIEW, {
      from: new Date(BASE + 10_000).toISOString(),
      to: new Date(BASE + 20_000).toISOString(),
      first: 200,
    });
    expect(idsOf(window)).toEqual(newestFirst.slice(ENTRIES - 40, ENTRIES - 20));
  });

  it("is another facility's to read: a Chicago lead asking for Skyview gets 403", async () => {
    for (const path of ['/history', '/history/people', '/history.csv']) {
      expect((await lead.get(`${path}?packing_facility_id=${SKYVIEW}`)).status).toBe(403);
    }
    expect((await lead.undo(SKYVIEW, newestFirst[0]!)).status).toBe(403);
  });
});

describe('GET /history/people', () => {
  it('lists everyone who changed something at the facility, by name', async () => {
    const answer = await admin.get(`/history/people?packing_facility_id=${SKYVIEW}`);
    expect(answer.body.people).toEqual([
      { kind: 'api_key', id: '5', name: 'API key menu-sync' },
      { kind: 'user', id: '1', name: 'Demo Admin' },
    ]);
  });
});

describe('GET /history.csv', () => {
  it('exports the filtered entries newest first, one row each, quoted as CSV needs', async () => {
    const answer = await admin.get(
      `/history.csv?packing_facility_id=${SKYVIEW}&kinds=ice_restriction.updated`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="history-skyview.csv"',
    );
    const lines = answer.text.trimEnd().split('\n');
    expect(lines[0]).toBe('recorded_at,screen,kind,author,author_kind,summary,before,after');
    expect(lines.length).toBe(1 + ENTRIES / 3);
    expect(lines[1]).toBe(
      `${new Date(BASE + 58_000).toISOString()},ice_restrictions,Ice restriction changed,Demo Admin,user,` +
        `"Change 117, ""quoted"", with commas","{""n"":117}","{""n"":118}"`,
    );
  });

  it('never hands a spreadsheet a formula: a cell starting with =, +, - or @ is quoted', async () => {
    const BALTIMORE = 8;
    await host.handle.db.transaction().execute((tx) =>
      recordHistory(
        tx,
        { kind: 'api_key', id: '9', name: '@tool' },
        {
          facilityId: BALTIMORE,
          kind: 'meal_letter.updated',
          summary: '=HYPERLINK("http://example.com")',
          before: null,
          after: null,
        },
      ),
    );
    const answer = await admin.get(`/history.csv?packing_facility_id=${BALTIMORE}`);
    const row = answer.text.trimEnd().split('\n')[1]!;
    expect(row.split(',').slice(3, 5)).toEqual(["'@tool", 'api_key']);
    expect(row).toContain(`"'=HYPERLINK(""http://example.com"")"`);
  });
});
