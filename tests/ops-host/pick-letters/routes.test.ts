import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type Json } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { restClient, seededMenus } from './support.ts';

let host: TestOpsHost;
let api: ReturnType<typeof restClient>;
let menuId: number;
let lockedMenuId: number;
const facility = 1;

beforeAll(async () => {
  host = await startTestOpsHost();
  api = restClient(host.url, await signInCookie(host.url));
  ({ openMenuId: menuId, lockedMenuId } = await seededMenus(host));
});
afterAll(() => host?.stop());

const scope = (menu = menuId) => `packing_facility_id=${facility}&menu_id=${menu}`;

async function mealRows(menu = menuId): Promise<Json[]> {
  return (await readJson(await api.get(`/pick_letters/meal_letters?${scope(menu)}`))).meal_letters;
}
async function proteinRows(menu = menuId): Promise<Json[]> {
  return (await readJson(await api.get(`/pick_letters/protein_letters?${scope(menu)}`)))
    .protein_letters;
}
const mealNamed = async (name: string) => (await mealRows()).find((r) => r.pickable_name === name);

describe('reading letters', () => {
  it('the meal letters list meals, add-ons, heat & eat, cards and the liner, with their plans and bags', async () => {
    const response = await api.get(`/pick_letters/meal_letters?${scope()}`);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.locked_menu).toBe(false);
    const types = new Set(body.meal_letters.map((r: Json) => r.pickable_type));
    expect([...types].sort()).toEqual([
      'Ingredient',
      'MealCard',
      'MenuSelection',
      'ShippingBoxLiner',
    ]);
    const meal = body.meal_letters.find((r: Json) => r.meal_letter === 'M1');
    expect(meal).toMatchObject({
      pickable_type: 'MenuSelection',
      meal_plans: 'standard',
      menu_id: menuId,
      packing_facility_id: facility,
    });
    expect(meal.meal_bag).toEqual(expect.any(String));
    expect(body.meal_letters.some((r: Json) => /^[PL]/.test(r.meal_letter ?? ''))).toBe(false);
  });

  it('the protein letters have one row per meal using the protein, all with its P letter', async () => {
    const rows = await proteinRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      id: expect.any(Number),
      ingredient_boxing_assignment_id: expect.any(Number),
      ingredient_name: expect.any(String),
      meal_title: expect.any(String),
      quantity: expect.any(Number),
      is_replacement: expect.any(Boolean),
    });
    for (const row of rows) if (row.letter !== null) expect(row.letter).toMatch(/^P\d+$/);
    expect(rows.some((r) => r.is_replacement)).toBe(true);
  });

  it('the counts tell how many rows have letters and how many letters are duplicated', async () => {
    const body = await readJson(await api.get(`/pick_letters/counts?${scope(lockedMenuId)}`));
    expect(body.locked_menu).toBe(true);
    // Chicago's seed holds M7 twice from the packed menu on.
    expect(body.counts.duplicate_letters).toBe(1);
    expect(body.counts.meal_pickables).toBeGreaterThan(body.counts.proteins);
  });

  it.each([
    ['no menu', `/pick_letters/meal_letters?packing_facility_id=1`, 400],
    ['an unknown menu', `/pick_letters/counts?packing_facility_id=1&menu_id=999999`, 404],
    ['a text menu id', `/pick_letters/protein_letters?packing_facility_id=1&menu_id=x`, 400],
  ])('%s answers %s', async (_case, path, status) => {
    const response = await api.get(path);
    expect(response.status).toBe(status);
    expect((await readJson(response)).message).toEqual(expect.any(String));
  });

  it('a facility the user may not see answers 403', async () => {
    const lead = restClient(host.url, await signInCookie(host.url, 'chicago.lead@example.com'));
    const response = await lead.get(
      `/pick_letters/meal_letters?packing_facility_id=8&menu_id=${menuId}`,
    );
    expect(response.status).toBe(403);
  });
});

describe('changing one meal letter', () => {
  const update = (row: Json, changes: Json, menu = menuId) =>
    api.put('/pick_letters/meal_letters/update', {
      pickable_id: row.pickable_id,
      pickable_type: row.pickable_type,
      meal_letter: row.meal_letter,
      meal_bag_size: row.meal_bag,
      menu_id: menu,
      packing_facility_id: facility,
      ...changes,
    });

  it('saves the letter (upper-cased) and the bag size, and answers the row and the counts', async () => {
    const row = (await mealRows()).find((r) => r.meal_letter === 'M2')!;
    const response = await update(row, { meal_letter: ' m22 ', meal_bag_size: 'Large Meal Bag' });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.meal_letter).toMatchObject({ meal_letter: 'M22', meal_bag: 'Large Meal Bag' });
    expect(body.counts.meal_pickables).toEqual(expect.any(Number));
    expect(await mealNamed(row.pickable_name)).toMatchObject({ meal_letter: 'M22' });
  });

  it.each([
    ['an invalid letter', { meal_letter: 'MM3' }, /^Invalid meal letter MM3 for /],
    ['an empty letter', { meal_letter: '' }, /^Invalid meal letter {2}for /],
    ['an unknown bag size', { meal_bag_size: 'Huge Bag' }, /^Invalid meal bag size Huge Bag$/],
  ])('refuses %s with 422 and changes nothing', async (_case, changes, message) => {
    const row = (await mealRows()).find((r) => r.meal_letter === 'M3')!;
    const response = await update(row, changes);
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.message).toMatch(message);
    expect(body.errors).toEqual([body.message]);
    expect(await mealNamed(row.pickable_name)).toEqual(row);
  });

  it('refuses a bag size for a pickable that has none', async () => {
    const row = (await mealRows()).find((r) => r.meal_bag === null)!;
    const response = await update(row, { meal_bag_size: 'Meal Bag' });
    expect(response.status).toBe(422);
    expect((await readJson(response)).message).toMatch(/cannot change$/);
  });

  it('refuses any change on a locked menu', async () => {
    const row = (await mealRows(lockedMenuId))[0]!;
    const response = await update(row, { meal_letter: 'M99' }, lockedMenuId);
    expect(response.status).toBe(422);
    expect(await readJson(response)).toEqual({
      message: 'Menu is locked for letter edits',
      errors: ['Menu is locked for letter edits'],
    });
    expect((await mealRows(lockedMenuId))[0]).toEqual(row);
  });

  it('answers 404 for a pickable that is not on the menu', async () => {
    const row = (await mealRows())[0]!;
    const response = await update({ ...row, pickable_type: 'Protein' }, {});
    expect(response.status).toBe(404);
  });
});

describe('changing one protein letter', () => {
  const update = (assignmentId: number, letter: string, menu = menuId) =>
    api.put(`/pick_letters/protein_letters/${assignmentId}`, {
      letter_assignment: letter,
      menu_id: menu,
      packing_facility_id: facility,
    });

  it('gives the protein the letter on every meal that uses it', async () => {
    const rows = await proteinRows();
    const row = rows.find(
      (r) => rows.filter((o) => o.ingredient_id === r.ingredient_id).length > 1,
    )!;
    const response = await update(row.id, 'p40');
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.protein_letters.length).toBeGreaterThan(1);
    expect(new Set(body.protein_letters.map((r: Json) => r.letter))).toEqual(new Set(['P40']));
    const after = (await proteinRows()).filter((r) => r.ingredient_id === row.ingredient_id);
    expect(after.every((r) => r.letter === 'P40')).toBe(true);
  });

  it('refuses a letter that is not P and digits', async () => {
    const row = (await proteinRows())[0]!;
    const response = await update(row.id, 'M1');
    expect(response.status).toBe(422);
    expect((await readJson(response)).message).toBe(
      `Invalid letter M1 for ingredient ID ${row.ingredient_id}`,
    );
    expect((await proteinRows())[0]).toEqual(row);
  });

  it('refuses on a locked menu', async () => {
    const row = (await proteinRows(lockedMenuId))[0]!;
    const response = await update(row.id, 'P1', lockedMenuId);
    expect((await readJson(response)).message).toBe('Menu is locked for letter edits');
  });

  it('answers 404 for an assignment of another menu', async () => {
    const row = (await proteinRows(lockedMenuId))[0]!;
    expect((await update(row.id, 'P1')).status).toBe(404);
  });
});
