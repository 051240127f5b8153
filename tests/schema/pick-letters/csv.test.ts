import { describe, expect, it } from 'vitest';
import { readLetterCsv } from '../../../schema/src/pick-letters/csv.ts';

describe('reading a meal letters CSV', () => {
  it.each([
    ['plain', 'menuId,pickableName,mealLetter\n5,Tacos,M1\n'],
    ['with a byte-order mark', '\uFEFFmenuId,pickableName,mealLetter\n5,Tacos,M1'],
    ['with CRLF line endings', 'menuId,pickableName,mealLetter\r\n5,Tacos,M1\r\n'],
    ['with trailing blank lines', 'menuId,pickableName,mealLetter\n5,Tacos,M1\n\n\r\n,,\n'],
    ['with extra whitespace', ' menuId , pickableName ,mealLetter \n 5 ,  Tacos  , M1 \n'],
    ['with spreadsheet headers', 'Menu ID,Pickable Name,MEAL LETTER\n5,Tacos,M1\n'],
    ['with snake_case headers', 'menu_id,pickable_name,meal_letter\n5,Tacos,M1\n'],
    ['with headers in another order', 'mealLetter,menuId,pickableName\nM1,5,Tacos\n'],
  ])('%s', (_case, text) => {
    expect(readLetterCsv(text, 'meal')).toEqual({
      rows: [{ menuId: '5', pickableName: 'Tacos', mealLetter: 'M1' }],
      errors: [],
    });
  });

  it('keeps a quoted comma inside the name', () => {
    const text = 'menuId,pickableName,mealLetter\n5,"Chicken, Rice & Beans",M2\n';
    expect(readLetterCsv(text, 'meal').rows).toEqual([
      { menuId: '5', pickableName: 'Chicken, Rice & Beans', mealLetter: 'M2' },
    ]);
  });

  it('reads a quoted field with spaces outside its quotes as the text inside them', () => {
    const text = 'menuId,pickableName,mealLetter\n5, "Fish ""n"" Chips" ,M2\n';
    expect(readLetterCsv(text, 'meal').rows[0]?.pickableName).toBe('Fish "n" Chips');
  });

  it('drops a blank line between rows, so rows are numbered by their index plus 2', () => {
    const text = 'menuId,pickableName,mealLetter\n5,Tacos,M1\n\n5,Soup,M2\n';
    expect(readLetterCsv(text, 'meal').rows.map((row) => row.pickableName)).toEqual([
      'Tacos',
      'Soup',
    ]);
  });

  it.each([
    ['an unknown header', 'menuId,pickableName,mealLetter,notes\n', ['Invalid headers: notes']],
    ['a missing header', 'menuId,pickableName\n', ['Missing headers: mealLetter']],
    [
      'both',
      'menuId,name,mealLetter\n',
      ['Invalid headers: name', 'Missing headers: pickableName'],
    ],
    [
      'a protein file',
      'menuId,ingredientId,letter\n',
      ['Invalid headers: ingredientId, letter', 'Missing headers: pickableName, mealLetter'],
    ],
    ['an empty file', '', ['Missing headers: menuId, pickableName, mealLetter']],
  ])('reports %s', (_case, text, errors) => {
    expect(readLetterCsv(text, 'meal')).toEqual({ rows: [], errors });
  });

  it('reports a quote that is never closed', () => {
    const { rows, errors } = readLetterCsv('menuId,pickableName,mealLetter\n5,"Tacos,M1\n', 'meal');
    expect(rows).toEqual([]);
    expect(errors[0]).toMatch(/^Could not read the CSV: /);
  });
});

describe('reading a protein letters CSV', () => {
  it('reads its three headers, camel-cased', () => {
    expect(readLetterCsv('Menu ID,Ingredient ID,Letter\r\n5,12,P3\r\n', 'protein')).toEqual({
      rows: [{ menuId: '5', ingredientId: '12', letter: 'P3' }],
      errors: [],
    });
  });

  it('fills a missing trailing cell as empty', () => {
    expect(readLetterCsv('menuId,ingredientId,letter\n5,12\n', 'protein').rows).toEqual([
      { menuId: '5', ingredientId: '12', letter: '' },
    ]);
  });
});
