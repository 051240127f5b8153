import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordHistory } from '../../../ops-host/src/history/record.ts';
import { UNDO_HANDLERS } from '../../../ops-host/src/history/undo-handlers.ts';
import { HISTORY_KINDS, notUndoableReason, type HistoryKind } from '../../../schema/src/history.ts';
import { shortMenuDate } from '../../../schema/src/ice-restrictions/rules.ts';
import type { Json } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { seededMenus } from '../pick-letters/support.ts';
import { caller, type Caller } from './support.ts';

// Undo takes a change back in one transaction, records itself, and is refused when what it would
// restore has changed since, or when the change cannot be taken back.

const CHICAGO = 1;
const TEMPO = 3;
let host: TestOpsHost;
let admin: Caller;
let lead: Caller;
let menuId: number;
let openMenus: Json[];

beforeAll(async () => {
  host = await startTestOpsHost();
  admin = caller(host.url, { cookie: await signInCookie(host.url) });
  lead = caller(host.url, { cookie: await signInCookie(host.url, 'chicago.lead@example.com') });
  menuId = (await seededMenus(host)).openMenuId;
  openMenus = (await admin.get('/ice_restrictions')).body.menus.filter((m: Json) => !m.is_past);
}, 120_000);
afterAll(() => host?.stop());

const ice = (menuIds: number[]) => ({
  packing_facility_id: CHICAGO,
  meal_plan_id: TEMPO,
  ice_size: 'eighty_oz',
  indefinite_restriction_starting_menu_id: null,
  menu_ids: menuIds,
});

async function iceRow() {
  const list = (await admin.get('/ice_restrictions')).body;
  const facility = list.packing_facilities.find((f: Json) => f.packing_facility_id === CHICAGO);
  const size = facility.ice_restrictions.find((r: Json) => r.ice_size === 'eighty_oz');
  const row = size.meal_plans.find((p: Json) => p.meal_plan_id === TEMPO);
  return row.menu_restrictions.filter((m: Json) => m.ice_restriction).map((m: Json) => m.menu_id);
}

const newest = async () => (await admin.history(CHICAGO, { first: 1 })).entries[0]!;

describe('undo of an ice restriction change', () => {
  it('restores the row, records the undo and marks the change undone', async () => {
    const menu = openMenus[2]!;
    expect(await admin.put('/ice_restrictions', ice([]))).toMatchObject({ status: 200 });
    expect(await admin.put('/ice_restrictions', ice([menu.id]))).toMatchObject({ status: 200 });
    const change = await newest();
    expect(await iceRow()).toEqual([menu.id]);

    // A lead of the facility may undo another person's change.
    const undone = await lead.undo(CHICAGO, change.id);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await iceRow()).toEqual([]);
    expect(undone.body.entry).toMatchObject({
      kind: 'ice_restriction.updated',
      undo_of: change.id,
      author: { kind: 'user', name: 'Chicago Lead' },
      summary: `Undo: Ice 80oz, tempo: restricted for ${shortMenuDate(menu.slug)} → unrestricted`,
    });
    const [undo, original] = (await admin.history(CHICAGO, { first: 2 })).entries;
    expect(undo!.id).toBe(undone.body.entry.id);
    expect(original).toMatchObject({
      id: change.id,
      undone_by: undo!.id,
      undoable: false,
      not_undoable_reason: 'Already undone.',
    });
    // Once only.
    expect((await admin.undo(CHICAGO, change.id)).status).toBe(409);
  });

  it('is refused, naming what changed, when the row changed since', async () => {
    const [first, second] = [openMenus[1]!, openMenus[2]!];
    await admin.put('/ice_restrictions', ice([]));
    await admin.put('/ice_restrictions', ice([first.id]));
    const change = await newest();
    await admin.put('/ice_restrictions', ice([first.id, second.id]));

    const refused = await admin.undo(CHICAGO, change.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Ice 80oz, tempo has changed since: it is now restricted for ${shortMenuDate(first.slug)}, ${shortMenuDate(second.slug)}, not restricted for ${shortMenuDate(first.slug)}.`,
    );
    expect(await iceRow()).toEqual([first.id, second.id]);
    expect((await newest()).undone_by).toBeNull();
  });
});

describe('undo of letter changes', () => {
  const scope = { packing_facility_id: CHICAGO };
  const mealRows = async () =>
    (await admin.get(`/pick_letters/meal_letters?packing_facility_id=${CHICAGO}&menu_id=${menuId}`))
      .body.meal_letters as Json[];
  const letterOf = async (pickableId: number) =>
    (await mealRows()).find((r) => r.pickable_id === pickableId)!.meal_letter;

  it('puts a single letter back', async () => {
    const row = (await mealRows()).find((r) => r.meal_letter !== null)!;
    await admin.put('/pick_letters/meal_letters/update', {
      ...scope,
      menu_id: menuId,
      pickable_id: row.pickable_id,
      pickable_type: row.pickable_type,
      meal_letter: `${row.meal_letter[0]}71`,
    });
    const change = await newest();
    const undone = await admin.undo(CHICAGO, change.id);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await letterOf(row.pickable_id)).toBe(row.meal_letter);
  });

  it('puts back every row of a CSV upload; refused, changing nothing, once one row changed since', async () => {
    const [a, b] = (await mealRows()).filter(
      (r) => r.meal_letter !== null && r.pickable_type !== 'BoxLiner',
    );
    const upload = (letters: [string, string]) =>
      admin.put('/pick_letters/meal_letters/batch_update', {
        ...scope,
        menu_id: menuId,
        pickables: [
          { menu_id: String(menuId), pickable_name: a!.pickable_name, meal_letter: letters[0] },
          { menu_id: String(menuId), pickable_name: b!.pickable_name, meal_letter: letters[1] },
        ],
      });
    const [a1, b1] = [`${a!.meal_letter[0]}61`, `${b!.meal_letter[0]}62`];
    expect((await upload([a1, b1])).status).toBe(200);
    const first = await newest();
    expect(first.kind).toBe('meal_letters.uploaded');
    expect((await admin.undo(CHICAGO, first.id)).status).toBe(200);
    expect([await letterOf(a!.pickable_id), await letterOf(b!.pickable_id)]).toEqual([
      a!.meal_letter,
      b!.meal_letter,
    ]);

    expect((await upload([a1, b1])).status).toBe(200);
    const second = await newest();
    await admin.put('/pick_letters/meal_letters/update', {
      ...scope,
      menu_id: menuId,
      pickable_id: b!.pickable_id,
      pickable_type: b!.pickable_type,
      meal_letter: `${b!.meal_letter[0]}63`,
    });
    const refused = await admin.undo(CHICAGO, second.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Changed since, so nothing was undone: ${b!.pickable_name}'s letter is now ${b!.meal_letter[0]}63 (this change set ${b1}).`,
    );
    // The row that did not change is not put back either: all or nothing.
    expect(await letterOf(a!.pickable_id)).toBe(a1);
  });
});

describe('undo handlers', () => {
  it('every kind said to be undoable has its handler', () => {
    const undoable = Object.keys(HISTORY_KINDS).filter((kind) => notUndoableReason(kind) === null);
    expect(undoable.filter((kind) => !UNDO_HANDLERS[kind as HistoryKind])).toEqual([]);
  });
});

describe('undo refused', () => {
  it('for a kind that cannot be undone, with its reason', async () => {
    const printed = await host.handle.db.transaction().execute((tx) =>
      recordHistory(
        tx,
        { kind: 'floor', id: 'kiosk:A', name: 'Kiosk, line A' },
        {
          facilityId: CHICAGO,
          kind: 'printer_kiosk.label_printed',
          summary: 'Label printed',
          before: null,
          after: null,
          undo: { anything: true },
        },
      ),
    );
    expect(printed).toMatchObject({
      undoable: false,
      not_undoable_reason: 'Printing cannot be undone.',
    });
    const refused = await admin.undo(CHICAGO, printed.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Printing cannot be undone.');
  });

  it("for another facility's entry: 403 naming that facility, 404 naming one's own", async () => {
    const change = await newest();
    expect((await lead.undo(2, change.id)).status).toBe(403);
    const baltimore = caller(host.url, { cookie: await signInCookie(host.url) });
    expect((await baltimore.undo(8, change.id)).status).toBe(404);
  });
});
