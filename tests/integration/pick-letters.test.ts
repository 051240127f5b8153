import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../support/graphql.ts';
import type { Json } from '../support/http.ts';
import { TEST_ADMIN_PASSWORD } from '../support/ops-host.ts';
import { databaseKinds, startStack, type TestStack } from '../support/stack.ts';
import { seededMenus } from '../ops-host/pick-letters/support.ts';

const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(input: { email: $email, password: $password }) { user { email } }
}`;
const MEAL_FIELDS =
  'id pickableId pickableType pickableName mealLetter mealBag mealPlans menuId packingFacilityId';
const PROTEIN_FIELDS = `id ingredientBoxingAssignmentId ingredientId ingredientName ingredientBrandName
  isReplacement letter mealId mealTitle quantity`;
const COUNTS_FIELDS =
  'id mealPickables mealLettersAssigned proteins proteinLettersAssigned duplicateLetters';
const PICK_LETTERS = `query ($f: ID!, $m: ID!) {
  pickLetters(packingFacilityId: $f, menuId: $m) {
    id lockedMenu counts { ${COUNTS_FIELDS} }
    mealLetters { ${MEAL_FIELDS} }
    proteinLetters { ${PROTEIN_FIELDS} }
  }
}`;
const UPDATE_MEAL = `mutation ($input: UpdateMealLetterInput!) {
  updateMealLetter(input: $input) {
    mealLetter { ${MEAL_FIELDS} } counts { ${COUNTS_FIELDS} } userErrors { field message }
  }
}`;
const UPDATE_PROTEIN = `mutation ($input: UpdateProteinLetterInput!) {
  updateProteinLetter(input: $input) {
    proteinLetters { ${PROTEIN_FIELDS} } counts { id } userErrors { field message }
  }
}`;
const UPLOAD_MEALS = `mutation ($input: UploadMealLettersInput!) {
  uploadMealLetters(input: $input) {
    mealLetters { id mealLetter } counts { id duplicateLetters } userErrors { field message }
  }
}`;
const UPLOAD_PROTEINS = `mutation ($input: UploadProteinLettersInput!) {
  uploadProteinLetters(input: $input) {
    proteinLetters { id ingredientId letter } counts { id } userErrors { field message }
  }
}`;

describe.each(await databaseKinds())('pick letters through the gateway on %s', (database) => {
  let stack: TestStack;
  let client: ReturnType<typeof httpClient>;
  let menuId: string;
  let lockedMenuId: string;
  const facility = '1';

  beforeAll(async () => {
    stack = await startStack(database);
    client = httpClient(stack.gatewayUrl);
    await client.request(SIGN_IN, { email: 'admin@example.com', password: TEST_ADMIN_PASSWORD });
    const menus = await seededMenus(stack.host);
    menuId = String(menus.openMenuId);
    lockedMenuId = String(menus.lockedMenuId);
  });
  afterAll(() => stack?.stop());

  async function letters(menu = menuId): Promise<Json> {
    const { body } = await client.request<{ pickLetters: Json }>(PICK_LETTERS, {
      f: facility,
      m: menu,
    });
    expect(body.errors).toBeUndefined();
    return body.data!.pickLetters;
  }

  it('reads the rows, counts and lock of a facility and menu, with ids per facility and menu', async () => {
    const data = await letters();
    expect(data).toMatchObject({ id: `1:${menuId}`, lockedMenu: false });
    expect(data.counts.id).toBe(`1:${menuId}`);
    const meal = data.mealLetters.find((row: Json) => row.mealLetter === 'M1');
    expect(meal).toMatchObject({
      id: `1:${menuId}:${meal.pickableId}`,
      pickableType: 'MenuSelection',
      mealPlans: ['standard'],
      menuId,
      packingFacilityId: '1',
    });
    const protein = data.proteinLetters[0];
    expect(protein.id).toBe(`1:${protein.ingredientBoxingAssignmentId}`);
    expect((await letters(lockedMenuId)).lockedMenu).toBe(true);
  });

  it('a menu that does not exist is NOT_FOUND, a facility the user may not see FORBIDDEN', async () => {
    const missing = await client.request(PICK_LETTERS, { f: facility, m: '999999' });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const lead = httpClient(stack.gatewayUrl);
    await lead.request(SIGN_IN, {
      email: 'chicago.lead@example.com',
      password: TEST_ADMIN_PASSWORD,
    });
    const other = await lead.request(PICK_LETTERS, { f: '8', m: menuId });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('an edit returns the saved row and counts; an invalid letter is a user error and saves nothing', async () => {
    const row = (await letters()).mealLetters.find((r: Json) => r.mealLetter === 'M2');
    const input = {
      packingFacilityId: facility,
      menuId,
      pickableId: row.pickableId,
      pickableType: row.pickableType,
    };
    const bad = await client.request<{ updateMealLetter: Json }>(UPDATE_MEAL, {
      input: { ...input, mealLetter: '2M' },
    });
    expect(bad.body.data?.updateMealLetter).toEqual({
      mealLetter: null,
      counts: null,
      userErrors: [
        {
          field: ['input', 'mealLetter'],
          message: `Invalid meal letter 2M for ${row.pickableName}`,
        },
      ],
    });
    const good = await client.request<{ updateMealLetter: Json }>(UPDATE_MEAL, {
      input: { ...input, mealLetter: 'M40', mealBagSize: 'Protein Meal Bag' },
    });
    expect(good.body.data?.updateMealLetter.userErrors).toEqual([]);
    expect(good.body.data?.updateMealLetter.mealLetter).toMatchObject({
      id: row.id,
      mealLetter: 'M40',
      mealBag: 'Protein Meal Bag',
    });
    const after = (await letters()).mealLetters.find((r: Json) => r.id === row.id);
    expect(after.mealLetter).toBe('M40');
  });

  it('a protein edit returns every row of that protein', async () => {
    const rows = (await letters()).proteinLetters as Json[];
    const row = rows[0]!;
    const { body } = await client.request<{ updateProteinLetter: Json }>(UPDATE_PROTEIN, {
      input: {
        packingFacilityId: facility,
        menuId,
        ingredientBoxingAssignmentId: row.ingredientBoxingAssignmentId,
        letter: 'P77',
      },
    });
    const changed = body.data?.updateProteinLetter.proteinLetters as Json[];
    expect(changed.map((r) => r.id).sort()).toEqual(
      rows
        .filter((r) => r.ingredientId === row.ingredientId)
        .map((r) => r.id)
        .sort(),
    );
    expect(new Set(changed.map((r) => r.letter))).toEqual(new Set(['P77']));
  });

  it('a locked menu refuses edits and uploads as user errors', async () => {
    const data = await letters(lockedMenuId);
    const row = data.mealLetters[0];
    const edit = await client.request<{ updateMealLetter: Json }>(UPDATE_MEAL, {
      input: {
        packingFacilityId: facility,
        menuId: lockedMenuId,
        pickableId: row.pickableId,
        pickableType: row.pickableType,
        mealLetter: 'M1',
      },
    });
    expect(edit.body.data?.updateMealLetter.userErrors[0].message).toBe(
      'Menu is locked for letter edits',
    );
    const upload = await client.request<{ uploadProteinLetters: Json }>(UPLOAD_PROTEINS, {
      input: {
        packingFacilityId: facility,
        menuId: lockedMenuId,
        rows: [
          { menuId: lockedMenuId, ingredientId: data.proteinLetters[0].ingredientId, letter: 'P1' },
        ],
      },
    });
    expect(upload.body.data?.uploadProteinLetters.userErrors).toEqual([
      { field: ['input', 'rows'], message: 'Menu is locked for letter edits' },
    ]);
    expect(await letters(lockedMenuId)).toEqual(data);
  });

  it('a meal CSV with one bad row changes nothing; the fixed CSV is applied', async () => {
    const before = await letters();
    const [first, second] = (before.mealLetters as Json[]).filter((r) =>
      /^M\d+$/.test(r.mealLetter ?? ''),
    );
    const rows = [
      { menuId, pickableName: first!.pickableName, mealLetter: 'M60' },
      { menuId, pickableName: second!.pickableName, mealLetter: 'M6x' },
    ];
    const bad = await client.request<{ uploadMealLetters: Json }>(UPLOAD_MEALS, {
      input: { packingFacilityId: facility, menuId, rows },
    });
    expect(bad.body.data?.uploadMealLetters).toEqual({
      mealLetters: [],
      counts: null,
      userErrors: [
        {
          field: ['input', 'rows'],
          message: `Invalid meal letter M6x for ${second!.pickableName}`,
        },
      ],
    });
    expect(await letters()).toEqual(before);
    rows[1]!.mealLetter = 'M61';
    const good = await client.request<{ uploadMealLetters: Json }>(UPLOAD_MEALS, {
      input: { packingFacilityId: facility, menuId, rows },
    });
    expect(good.body.data?.uploadMealLetters.userErrors).toEqual([]);
    const after = (await letters()).mealLetters as Json[];
    expect(after.find((r) => r.id === first!.id)!.mealLetter).toBe('M60');
    expect(after.find((r) => r.id === second!.id)!.mealLetter).toBe('M61');
  });

  it('a protein CSV naming an unknown protein changes nothing', async () => {
    const before = await letters();
    const { body } = await client.request<{ uploadProteinLetters: Json }>(UPLOAD_PROTEINS, {
      input: {
        packingFacilityId: facility,
        menuId,
        rows: [
          { menuId, ingredientId: before.proteinLetters[0].ingredientId, letter: 'P90' },
          { menuId, ingredientId: '424242', letter: 'P91' },
        ],
      },
    });
    expect(body.data?.uploadProteinLetters.userErrors.map((e: Json) => e.message)).toEqual([
      'Protein not found for ingredient ID: 424242',
    ]);
    expect(await letters()).toEqual(before);
  });
});
