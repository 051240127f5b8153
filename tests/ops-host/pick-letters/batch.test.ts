import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type Json } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { restClient, seededMenus } from './support.ts';

let host: TestOpsHost;
let api: ReturnType<typeof restClient>;
let menuId: number;
let lockedMenuId: number;
const facility = 8;

beforeAll(async () => {
  host = await startTestOpsHost();
  api = restClient(host.url, await signInCookie(host.url));
  ({ openMenuId: menuId, lockedMenuId } = await seededMenus(host));
});
afterAll(() => host?.stop());

const scope = `packing_facility_id=${facility}&menu_id=`;
const mealRows = async (menu = menuId): Promise<Json[]> =>
  (await readJson(await api.get(`/pick_letters/meal_letters?${scope}${menu}`))).meal_letters;
const proteinRows = async (menu = menuId): Promise<Json[]> =>
  (await readJson(await api.get(`/pick_letters/protein_letters?${scope}${menu}`))).protein_letters;

const mealBatch = (pickables: Json[], menu = menuId) =>
  api.put('/pick_letters/meal_letters/batch_update', {
    pickables,
    menu_id: menu,
    packing_facility_id: facility,
  });
const proteinBatch = (rows: Json[], menu = menuId) =>
  api.put('/pick_letters/protein_letters/batch_update', {
    ingredient_boxing_assignments: rows,
    menu_id: menu,
    packing_facility_id: facility,
  });

describe('meal letters batch update (the meal CSV)', () => {
  it('applies every row, matching pickables by trimmed name and letter bucket', async () => {
    const before = await mealRows();
    const meal = before.find((r) => r.meal_letter === 'M4')!;
    const family = before.find((r) => r.meal_letter === 'F1')!;
    const response = await mealBatch([
      { menu_id: String(menuId), pickable_name: ` ${meal.pickable_name} `, meal_letter: 'm30' },
      // F and E are interchangeable: a family meal may move to E.
      { menu_id: String(menuId), pickable_name: family.pickable_name, meal_letter: 'E9' },
    ]);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.meal_letters.length).toBe(before.length);
    const after = await mealRows();
    expect(after.find((r) => r.pickable_id === meal.pickable_id)!.meal_letter).toBe('M30');
    expect(after.find((r) => r.pickable_id === family.pickable_id)!.meal_letter).toBe('E9');
  });

  it('one bad row answers 422 with every row message and changes nothing', async () => {
    const before = await mealRows();
    const meal = before.find((r) => r.meal_letter === 'M5')!;
    const response = await mealBatch([
      { menu_id: String(menuId), pickable_name: meal.pickable_name, meal_letter: 'M31' },
      { menu_id: String(menuId), pickable_name: 'No Such Meal', meal_letter: 'M32' },
      { menu_id: String(menuId), pickable_name: meal.pickable_name, meal_letter: '5M' },
      { menu_id: String(menuId), pickable_name: '', meal_letter: 'M33' },
      { menu_id: String(menuId), pickable_name: meal.pickable_name, meal_letter: 'A1' },
    ]);
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors).toEqual([
      'Pickable not found: No Such Meal',
      `Invalid meal letter 5M for ${meal.pickable_name}`,
      'Empty cell detected on row 5',
      `Pickable not found: ${meal.pickable_name}`,
    ]);
    expect(await mealRows()).toEqual(before);
  });

  it('a locked menu refuses the batch', async () => {
    const row = (await mealRows(lockedMenuId))[0]!;
    const response = await mealBatch(
      [{ menu_id: String(lockedMenuId), pickable_name: row.pickable_name, meal_letter: 'M1' }],
      lockedMenuId,
    );
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors).toEqual(['Menu is locked for letter edits']);
  });

  it.each([
    ['no rows', []],
    ['a row without its letter', [{ menu_id: '1', pickable_name: 'Tacos' }]],
    [
      'a row with an unknown field',
      [{ menu_id: '1', pickable_name: 'T', meal_letter: 'M1', x: 1 }],
    ],
    // Cells travel as the text that was typed; a number is not read as text.
    ['a row with a number for a cell', [{ menu_id: 1, pickable_name: 'T', meal_letter: 'M1' }]],
    [
      'a cell with a NUL character',
      [{ menu_id: '1', pickable_name: 'T\u0000', meal_letter: 'M1' }],
    ],
  ])('%s is a bad request', async (_case, rows) => {
    expect((await mealBatch(rows)).status).toBe(400);
  });
});

describe('protein letters batch update (the protein CSV)', () => {
  it('gives each named protein its letter on every meal', async () => {
    const row = (await proteinRows())[0]!;
    const response = await proteinBatch([
      { menu_id: String(menuId), ingredient_id: String(row.ingredient_id), letter: 'P50' },
    ]);
    expect(response.status).toBe(200);
    const after = (await proteinRows()).filter((r) => r.ingredient_id === row.ingredient_id);
    expect(after.map((r) => r.letter)).toEqual(after.map(() => 'P50'));
  });

  it('one bad row answers 422 and changes nothing', async () => {
    const before = await proteinRows();
    const row = before[0]!;
    const response = await proteinBatch([
      { menu_id: String(menuId), ingredient_id: String(row.ingredient_id), letter: 'P51' },
      { menu_id: String(menuId), ingredient_id: '999999', letter: 'P52' },
      { menu_id: String(menuId), ingredient_id: String(row.ingredient_id), letter: 'X1' },
    ]);
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors).toEqual([
      'Protein not found for ingredient ID: 999999',
      `Invalid letter X1 for ingredient ID ${row.ingredient_id}`,
    ]);
    expect(await proteinRows()).toEqual(before);
  });
});
