import { describe, expect, it } from 'vitest';
import {
  checkMealCsv,
  checkProteinCsv,
  findMealPickable,
  type MealPickable,
} from '../../../schema/src/pick-letters/csv-rules.ts';

const pickables: MealPickable[] = [
  { pickableId: 1, pickableType: 'MenuSelection', pickableName: 'Tacos', mealLetter: 'M1' },
  { pickableId: 2, pickableType: 'MealCard', pickableName: 'Tacos', mealLetter: 'C1' },
  {
    pickableId: 3,
    pickableType: 'MenuSelection',
    pickableName: 'Family Lasagna',
    mealLetter: 'F1',
  },
  { pickableId: 4, pickableType: 'Ingredient', pickableName: 'Cookies', mealLetter: null },
];
const meal = { menuId: 5, lockedMenu: false, pickables };

const row = (pickableName: string, mealLetter: string, menuId = '5') => ({
  menuId,
  pickableName,
  mealLetter,
});

describe('finding the pickable a meal CSV row names', () => {
  it.each([
    ['Tacos', 'M4', 1],
    ['  Tacos ', 'M4', 1],
    ['Tacos', 'C9', 2],
    ['Family Lasagna', 'E3', 3],
    ['Family Lasagna', 'M3', 3],
    ['Cookies', 'A1', 4],
    ['Tacos', 'A1', undefined],
    ['tacos', 'M1', undefined],
    ['Burgers', 'M1', undefined],
  ])('%j with letter %s is pickable %s', (name, letter, id) => {
    expect(findMealPickable(pickables, name, letter)?.pickableId).toBe(id);
  });
});

describe('meal CSV rows', () => {
  it('a valid file changes each named pickable, letters upper-cased', () => {
    expect(
      checkMealCsv([row('Tacos', 'm2'), row('Tacos', 'C2'), row('Cookies', 'A3')], meal),
    ).toEqual({
      errors: [],
      changes: [
        { pickableId: 1, pickableType: 'MenuSelection', mealLetter: 'M2' },
        { pickableId: 2, pickableType: 'MealCard', mealLetter: 'C2' },
        { pickableId: 4, pickableType: 'Ingredient', mealLetter: 'A3' },
      ],
    });
  });

  it.each([
    ['an empty cell', [row('Tacos', 'M1'), row('', 'M2')], ['Empty cell detected on row 3']],
    ['an empty menu id', [row('Tacos', 'M1', '')], ['Empty cell detected on row 2']],
    ['an invalid letter', [row('Tacos', 'MM1')], ['Invalid meal letter MM1 for Tacos']],
    ['an unknown pickable', [row('Burgers ', 'M1')], ['Pickable not found: Burgers']],
    ['a letter of another bucket', [row('Tacos', 'A1')], ['Pickable not found: Tacos']],
    ['another menu', [row('Tacos', 'M1', '6')], ['Menu ID 6 on row 2 is not the selected menu']],
    [
      'several problems, one message each in row order',
      [row('Tacos', 'X'), row('Tacos', ''), row('Nope', 'M1')],
      [
        'Invalid meal letter X for Tacos',
        'Empty cell detected on row 3',
        'Pickable not found: Nope',
      ],
    ],
  ])('reports %s', (_case, rows, errors) => {
    expect(checkMealCsv(rows, meal).errors).toEqual(errors);
  });

  it('a locked menu refuses the whole file with one message', () => {
    expect(checkMealCsv([row('Tacos', 'M1')], { ...meal, lockedMenu: true })).toEqual({
      errors: ['Menu is locked for letter edits'],
      changes: [],
    });
  });
});

describe('protein CSV rows', () => {
  const protein = { menuId: '5', lockedMenu: false, ingredientIds: [12, 13] };
  const prow = (ingredientId: string, letter: string, menuId = '5') => ({
    menuId,
    ingredientId,
    letter,
  });

  it('a valid file changes each named protein', () => {
    expect(checkProteinCsv([prow('12', 'p4'), prow(' 13 ', 'P5')], protein)).toEqual({
      errors: [],
      changes: [
        { ingredientId: '12', letter: 'P4' },
        { ingredientId: '13', letter: 'P5' },
      ],
    });
  });

  it.each([
    ['an empty cell', [prow('12', '')], ['Empty cell detected on row 2']],
    ['an unknown protein', [prow('99', 'P1')], ['Protein not found for ingredient ID: 99']],
    ['a letter that is not P', [prow('12', 'M1')], ['Invalid letter M1 for ingredient ID 12']],
    ['another menu', [prow('12', 'P1', '4')], ['Menu ID 4 on row 2 is not the selected menu']],
  ])('reports %s', (_case, rows, errors) => {
    expect(checkProteinCsv(rows, protein).errors).toEqual(errors);
  });

  it('a locked menu refuses the whole file', () => {
    expect(checkProteinCsv([prow('12', 'P1')], { ...protein, lockedMenu: true }).errors).toEqual([
      'Menu is locked for letter edits',
    ]);
  });
});
