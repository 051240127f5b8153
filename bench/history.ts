// Benchmark (not a test): history (issue 47).
// 1. A History page of 50 with 1,000,000 entries (250,000 per facility over 400 days), newest
//    first, later pages by cursor, and filtered by kind, screen and person: GET /history direct.
//    Budget: p95 ≤ 100 ms on PostgreSQL.
// 2. What recording costs a write: a meal letter change (PUT /pick_letters/meal_letters/update,
//    which records one entry) at p50, beside what one more entry adds to a transaction (the
//    one statement a write adds: the entry and its announcement).
//    Budget: recording ≤ 5 % of the write's p50.
// BENCH_DATABASE=pglite runs it on embedded PGlite instead of a throwaway PostgreSQL database.
// BENCH_BEFORE=<checkout without history> (PostgreSQL) also times the write on that checkout's
// host, on the same database, turn about: recording side by side with no recording at all.
//
//   npm run bench:history -- [rounds=100]
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { recordHistory } from '../ops-host/src/history/record.ts';
import { facilityFixture } from '../tests/support/facility-fixture.ts';
import { signInCookie, startTestOpsHost } from '../tests/support/ops-host.ts';
import { startBeforeHost } from './support/before-host.ts';
import { ms, percentile } from './support/measure.ts';

const rounds = Number(process.argv[2] ?? 100);
const ENTRIES = 1_000_000;
const database = process.env.BENCH_DATABASE === 'pglite' ? 'pglite' : 'postgres';
const host = await startTestOpsHost({ database });

async function timed(call: () => Promise<unknown>, n = rounds): Promise<number[]> {
  for (let i = 0; i < 5; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return times;
}

const line = (name: string, times: number[]) =>
  `${name.padEnd(44)} p50 ${ms(percentile(times, 50)).padStart(10)}  p95 ${ms(percentile(times, 95)).padStart(10)}`;

try {
  const db = host.handle.db;
  const cookie = await signInCookie(host.url);
  const started = performance.now();
  // Four facilities, a quarter each, spread over 400 days; five kinds, four people.
  await sql`
    INSERT INTO history (recorded_at, packing_facility_id, screen, kind, author_kind, author_id,
                         author_name, summary, before, after, undo)
    SELECT now() - (g * interval '400 days' / ${ENTRIES}),
           (ARRAY[1, 2, 7, 8])[1 + g % 4],
           (ARRAY['ice_restrictions', 'pick_letters', 'pick_letters', 'planner', 'printer_kiosk'])[1 + (g / 4) % 5],
           (ARRAY['ice_restriction.updated', 'meal_letter.updated', 'meal_letters.uploaded',
                  'planner.groups_assigned', 'printer_kiosk.label_printed'])[1 + (g / 4) % 5],
           (ARRAY['user', 'user', 'api_key', 'floor'])[1 + (g / 20) % 4],
           ((g / 20) % 4)::text,
           (ARRAY['Demo Admin', 'Chicago Lead', 'API key menu-sync', 'Kiosk, line A'])[1 + (g / 20) % 4],
           'Menu 12/07, Chicken Tikka: meal letter B11 → B12',
           '{"letters":[{"pickableId":1,"name":"Chicken Tikka","letter":"B11"}]}',
           '{"letters":[{"pickableId":1,"name":"Chicken Tikka","letter":"B12"}]}',
           '{"menuId":1,"letters":[],"bags":[]}'
    FROM generate_series(1, ${ENTRIES}) AS g`.execute(db);
  await sql`ANALYZE history`.execute(db);
  console.log(
    `history on ${database}: ${ENTRIES.toLocaleString()} entries written in ${ms(performance.now() - started)}`,
  );

  const get = async (query: string) => {
    const response = await fetch(`${host.url}/history?packing_facility_id=1${query}`, {
      headers: { cookie },
    });
    if (!response.ok) throw new Error(`GET /history${query}: ${response.status}`);
    return (await response.json()) as { entries: unknown[]; next_cursor: string | null };
  };
  // The cursor of page 20 (entries 951 to 1,000 of the facility).
  let cursor = '';
  for (let i = 0; i < 19; i += 1) cursor = (await get(`&after=${cursor}`)).next_cursor ?? '';
  const reads: Array<[string, string]> = [
    ['first page', ''],
    ['page 20, by cursor', `&after=${cursor}`],
    ['one kind', '&kinds=ice_restriction.updated'],
    ['one screen', '&screen=pick_letters'],
    ['one person', '&authors=api_key:2'],
    [
      'a week, two kinds',
      `&kinds=meal_letter.updated,meal_letters.uploaded&from=${new Date(Date.now() - 14 * 86_400_000).toISOString()}&to=${new Date(Date.now() - 7 * 86_400_000).toISOString()}`,
    ],
  ];
  for (const [name, query] of reads) {
    const times = await timed(() => get(query));
    const verdict = percentile(times, 95) <= 100 ? 'ok' : 'OVER BUDGET (100 ms p95)';
    console.log(`${line(`GET /history, ${name}`, times)}  ${verdict}`);
  }
  const people = await timed(async () => {
    const response = await fetch(`${host.url}/history/people?packing_facility_id=1`, {
      headers: { cookie },
    });
    await response.text();
  }, 20);
  console.log(line('GET /history/people (250,000 entries)', people));

  // 2. The write, and recording alone.
  // The first menu not yet being packed, whose letters may change.
  const { menuId } = await facilityFixture(db, 1);
  const row = await db
    .selectFrom('pickable_letters as l')
    .innerJoin('pickables as p', 'p.id', 'l.pickable_id')
    .select(['l.pickable_id', 'l.letter', 'p.pickable_type'])
    .where('l.packing_facility_id', '=', 1)
    .where('l.menu_id', '=', menuId)
    .where('p.kind', '=', 'meal')
    .executeTakeFirstOrThrow();
  // Every call changes the letter (a change that changes nothing records nothing).
  let flip = 0;
  const writeOn = (url: string, as: string) => async () => {
    flip += 1;
    const response = await fetch(`${url}/pick_letters/meal_letters/update`, {
      method: 'PUT',
      headers: { cookie: as, 'content-type': 'application/json' },
      body: JSON.stringify({
        packing_facility_id: 1,
        menu_id: menuId,
        pickable_id: row.pickable_id,
        pickable_type: row.pickable_type,
        meal_letter: flip % 2 === 0 ? row.letter : `${row.letter[0]}99`,
      }),
    });
    if (!response.ok) throw new Error(`PUT meal letter: ${response.status}`);
    await response.text();
  };
  const write = await timed(writeOn(host.url, cookie));
  // BENCH_BEFORE: the same write on a checkout without history, on the same database, the two
  // hosts taking turns, call after call.
  if (process.env.BENCH_BEFORE) {
    const before = await startBeforeHost(process.env.BENCH_BEFORE, host.config);
    try {
      const withRecording = writeOn(host.url, cookie);
      const withoutRecording = writeOn(before.url, await signInCookie(before.url));
      const on: number[] = [];
      const off: number[] = [];
      for (let i = 0; i < 5; i += 1) await withoutRecording();
      for (let i = 0; i < rounds; i += 1) {
        for (const [call, times] of [
          [withRecording, on],
          [withoutRecording, off],
        ] as const) {
          const start = performance.now();
          await call();
          times.push(performance.now() - start);
        }
      }
      const share = (100 * (percentile(on, 50) - percentile(off, 50))) / percentile(off, 50);
      console.log(line('PUT meal letter, recording', on));
      console.log(line('PUT meal letter, BENCH_BEFORE (no history)', off));
      console.log(
        `recording adds ${share.toFixed(1)} % to the write's p50, side by side ${share <= 5 ? 'ok' : 'OVER BUDGET (5 %)'}`,
      );
    } finally {
      await before.close();
    }
  }
  // What one entry adds to a transaction that commits anyway: a transaction recording two
  // entries beside one recording one (the commit itself, which the write pays regardless, is
  // in both).
  const author = { kind: 'user' as const, id: '1', name: 'Demo Admin' };
  const entry = {
    facilityId: 1,
    kind: 'meal_letter.updated' as const,
    summary: 'Menu 12/07, Chicken Tikka: meal letter B11 → B12',
    before: { letters: [{ pickableId: 1, name: 'Chicken Tikka', letter: 'B11' }] },
    after: { letters: [{ pickableId: 1, name: 'Chicken Tikka', letter: 'B12' }] },
    undo: { menuId: 1, letters: [], bags: [] },
  };
  const recording = (entries: number) => () =>
    db.transaction().execute(async (tx) => {
      for (let i = 0; i < entries; i += 1) await recordHistory(tx, author, entry);
    });
  const one = await timed(recording(1));
  const two = await timed(recording(2));
  console.log(line('PUT meal letter (records one entry)', write));
  console.log(line('a transaction recording one entry', one));
  console.log(line('a transaction recording two entries', two));
  const added = percentile(two, 50) - percentile(one, 50);
  const share = (100 * added) / (percentile(write, 50) - added);
  // The budget is judged side by side (BENCH_BEFORE); this is the entry's statement alone, in a
  // transaction that does nothing else, for a run without another checkout.
  console.log(
    `one entry's statement ≈ ${ms(added)} at p50: ${share.toFixed(1)} % of the write without it (budget 5 %, judged side by side with BENCH_BEFORE)`,
  );
} finally {
  await host.stop();
}
