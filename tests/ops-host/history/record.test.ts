import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordHistory } from '../../../ops-host/src/history/record.ts';
import { shortMenuDate } from '../../../schema/src/ice-restrictions/rules.ts';
import { channels } from '../../../schema/src/realtime.ts';
import type { Json } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { seededMenus } from '../pick-letters/support.ts';
import { caller, type Caller, historyCount } from './support.ts';

// Every change of ice restrictions and pick letters is recorded in its own transaction: one
// entry per change, in the screen's words, with who made it; a change that fails records nothing.

const CHICAGO = 1;
const FAMILY = 2;
let host: TestOpsHost;
let admin: Caller;
let menuId: number;
let menuDate: string;
let openMenus: Json[];

const count = () => historyCount(host);

beforeAll(async () => {
  host = await startTestOpsHost();
  admin = caller(host.url, { cookie: await signInCookie(host.url) });
  menuId = (await seededMenus(host)).openMenuId;
  menuDate = (
    await host.handle.db
      .selectFrom('menus')
      .select('menu_date')
      .where('id', '=', menuId)
      .executeTakeFirstOrThrow()
  ).menu_date;
  openMenus = (await admin.get('/ice_restrictions')).body.menus.filter((m: Json) => !m.is_past);
}, 120_000);
afterAll(() => host?.stop());

const ice = (indefinite: number | null, menuIds: number[] = []) => ({
  packing_facility_id: CHICAGO,
  meal_plan_id: FAMILY,
  ice_size: 'ninety_six_oz',
  indefinite_restriction_starting_menu_id: indefinite,
  menu_ids: menuIds,
});

describe('ice restrictions', () => {
  it("a change of a row records one entry: who, the row in the screen's words, before and after", async () => {
    const from = openMenus[1]!;
    expect((await admin.put('/ice_restrictions', ice(from.id))).status).toBe(200);
    const before = await count();
    expect((await admin.put('/ice_restrictions', ice(null))).status).toBe(200);
    expect(await count()).toBe(before + 1);

    const [entry] = (await admin.history(CHICAGO, { first: 1 })).entries;
    expect(entry).toMatchObject({
      screen: 'ice_restrictions',
      kind: 'ice_restriction.updated',
      packing_facility_id: CHICAGO,
      author: { kind: 'user', name: 'Demo Admin' },
      summary: `Ice 96oz, family: restricted from ${shortMenuDate(from.slug)} → unrestricted`,
      before: { indefiniteMenuId: from.id, indefiniteFrom: from.slug, menuIds: [] },
      after: { indefiniteMenuId: null, indefiniteFrom: null, menuIds: [] },
      undoable: true,
      not_undoable_reason: null,
    });
  });

  it('a change refused by the rules records nothing', async () => {
    const before = await count();
    const past = (await admin.get('/ice_restrictions')).body.menus.find((m: Json) => m.is_past);
    expect((await admin.put('/ice_restrictions', ice(past.id))).status).toBe(422);
    expect(await count()).toBe(before);
  });

  it('saving a row as it is records nothing', async () => {
    const before = await count();
    expect((await admin.put('/ice_restrictions', ice(null))).status).toBe(200);
    expect(await count()).toBe(before);
  });

  it("the entry is announced on the facility's history channel, in the same transaction", async () => {
    const last = await host.handle.db
      .selectFrom('realtime_events')
      .select(['channel', 'event', 'payload'])
      .orderBy('id', 'desc')
      .where('channel', '=', channels.history('CHI'))
      .executeTakeFirstOrThrow();
    const [entry] = (await admin.history(CHICAGO, { first: 1 })).entries;
    expect(last.event).toBe('history_recorded');
    // The announcement carries the entry exactly as the list gives it (its time to the millisecond).
    expect(last.payload).toEqual({ packing_facility_id: CHICAGO, entry });
  });
});

describe('pick letters', () => {
  const scope = () => ({ packing_facility_id: CHICAGO, menu_id: menuId });
  const mealRows = async () =>
    (await admin.get(`/pick_letters/meal_letters?packing_facility_id=${CHICAGO}&menu_id=${menuId}`))
      .body.meal_letters as Json[];
  const proteinRows = async () =>
    (
      await admin.get(
        `/pick_letters/protein_letters?packing_facility_id=${CHICAGO}&menu_id=${menuId}`,
      )
    ).body.protein_letters as Json[];

  it('a meal letter change records the pickable, its letter before and after', async () => {
    const row = (await mealRows()).find((r) => r.meal_letter !== null)!;
    const answer = await admin.put('/pick_letters/meal_letters/update', {
      ...scope(),
      pickable_id: row.pickable_id,
      pickable_type: row.pickable_type,
      meal_letter: 'z91',
    });
    expect(answer.status).toBe(200);
    const [entry] = (await admin.history(CHICAGO, { first: 1 })).entries;
    expect(entry).toMatchObject({
      screen: 'pick_letters',
      kind: 'meal_letter.updated',
      summary: `Menu ${shortMenuDate(menuDate)}, ${row.pickable_name}: meal letter ${row.meal_letter} → Z91`,
      before: { letters: [{ pickableId: row.pickable_id, letter: row.meal_letter }] },
      after: { letters: [{ pickableId: row.pickable_id, letter: 'Z91' }] },
      undoable: true,
    });
  });

  it('a protein letter change records the protein', async () => {
    const row = (await proteinRows())[0]!;
    const answer = await admin.put(
      `/pick_letters/protein_letters/${row.ingredient_boxing_assignment_id}`,
      { ...scope(), letter_assignment: 'P91' },
    );
    expect(answer.status).toBe(200);
    const [entry] = (await admin.history(CHICAGO, { first: 1 })).entries;
    expect(entry).toMatchObject({
      kind: 'protein_letter.updated',
      summary: `Menu ${shortMenuDate(menuDate)}, ${row.ingredient_name}: protein letter ${row.letter ?? 'none'} → P91`,
    });
  });

  it('a CSV upload is one entry listing only the rows it changed', async () => {
    const rows = (await mealRows()).filter(
      (r) => r.meal_letter !== null && r.pickable_type !== 'BoxLiner',
    );
    const [first, second, same] = rows;
    // A CSV row names its pickable by name and letter bucket (its first letter).
    const z81 = `${first!.meal_letter[0]}81`;
    const z82 = `${second!.meal_letter[0]}82`;
    const before = await count();
    const answer = await admin.put('/pick_letters/meal_letters/batch_update', {
      ...scope(),
      pickables: [
        { menu_id: String(menuId), pickable_name: first!.pickable_name, meal_letter: z81 },
        { menu_id: String(menuId), pickable_name: second!.pickable_name, meal_letter: z82 },
        {
          menu_id: String(menuId),
          pickable_name: same!.pickable_name,
          meal_letter: same!.meal_letter,
        },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await count()).toBe(before + 1);
    const [entry] = (await admin.history(CHICAGO, { first: 1 })).entries;
    expect(entry!.kind).toBe('meal_letters.uploaded');
    expect(entry!.summary).toBe(
      `Menu ${shortMenuDate(menuDate)}, meal letters uploaded (CSV), 2 rows changed: ` +
        `${first!.pickable_name} ${first!.meal_letter} → ${z81}, ${second!.pickable_name} ${second!.meal_letter} → ${z82}`,
    );
    expect(entry!.after.letters.map((l: Json) => l.letter)).toEqual([z81, z82]);
  });

  it('an upload refused for one bad row changes and records nothing', async () => {
    const row = (await mealRows()).find((r) => r.meal_letter !== null)!;
    const before = await count();
    const answer = await admin.put('/pick_letters/meal_letters/batch_update', {
      ...scope(),
      pickables: [
        { menu_id: String(menuId), pickable_name: row.pickable_name, meal_letter: 'Z83' },
        { menu_id: String(menuId), pickable_name: 'No such pickable', meal_letter: 'Z84' },
      ],
    });
    expect(answer.status).toBe(422);
    expect(await count()).toBe(before);
  });
});

describe('recordHistory', () => {
  it("writes in the caller's transaction: a change that fails after it records nothing", async () => {
    const before = await count();
    await expect(
      host.handle.db.transaction().execute(async (tx) => {
        await recordHistory(
          tx,
          { kind: 'system', id: null, name: 'Test' },
          {
            facilityId: CHICAGO,
            kind: 'meal_letter.updated',
            summary: 'never kept',
            before: null,
            after: null,
          },
        );
        throw new Error('the change failed after recording');
      }),
    ).rejects.toThrow('the change failed after recording');
    expect(await count()).toBe(before);
  });
});
