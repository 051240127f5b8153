import { describe, expect, it } from 'vitest';
import {
  includesMiddleIce,
  newZoneDraft,
  nextZoneId,
  resizeZone,
  withMiddleIce,
  withZoneType,
} from '../../../schema/src/line-presets/zone-edit.ts';
import type { ZoneDraft } from '../../../schema/src/line-presets/zone-types.ts';
import { zone } from './support.ts';

describe('a new zone', () => {
  it.each([
    [[], 1],
    [[{ zoneId: 1 }, { zoneId: 9 }, { zoneId: 4 }], 10],
  ])('after zone ids %j gets %i', (zones, expected) => expect(nextZoneId(zones)).toBe(expected));

  it('has no type, the default 6 × 6 grid and 36 empty cells', () => {
    const draft = newZoneDraft([{ zoneId: 2 }]);
    expect(draft).toMatchObject({ zoneId: 3, pickableType: null, rows: 6, columns: 6 });
    expect(draft.itemLetters).toEqual(Array<string>(36).fill(''));
  });
});

describe('choosing a zone type', () => {
  const fresh = newZoneDraft([]);
  it.each<[string, ZoneDraft, Parameters<typeof withZoneType>[1], Partial<ZoneDraft>]>([
    ['Food keeps the 6 × 6 grid', fresh, 'Food', { rows: 6, columns: 6 }],
    [
      'an ice type forces 1 row; 6 columns is no ice choice',
      fresh,
      'Ice Bottom',
      { rows: 1, columns: null, itemLetters: [] },
    ],
    [
      'an ice type keeps 1-4 columns, one cell each',
      { ...fresh, columns: 3 },
      'Ice Middle',
      { rows: 1, columns: 3, itemLetters: ['', '', ''] },
    ],
    [
      'Pallet forces 1 × 1 and no letters',
      fresh,
      'Pallet',
      { rows: 1, columns: 1, itemLetters: [] },
    ],
    ['QA forces 1 × 1 and no letters', fresh, 'QA', { rows: 1, columns: 1, itemLetters: [] }],
    [
      'Food after QA goes back to 6 × 6',
      { ...fresh, pickableType: 'QA', rows: 1, columns: 1, itemLetters: [] },
      'Food',
      { rows: 6, columns: 6 },
    ],
  ])('%s', (_name, draft, type, expected) =>
    expect(withZoneType(draft, type)).toMatchObject(expected),
  );

  it('QA clears the banner flags and keeps nothing else', () => {
    const food = zone(1, 'Food', 1, 1, ['M1'], ['includesBinder', 'includesPromotionalItem']);
    const qa = withZoneType(food, 'QA');
    expect(qa.includesBinder).toBe(false);
    expect(qa.includesPromotionalItem).toBe(false);
  });

  it('other types clear the pickable, ice and check flags of QA', () => {
    const qa = zone(1, 'QA', 1, 1, [], ['qaProteins', 'qaTopIce', 'qaNearMiss', 'qaQc']);
    const food = withZoneType(qa, 'Food');
    expect([food.qaProteins, food.qaTopIce, food.qaNearMiss, food.qaQc]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('Food to Meal Card keeps the banner flags and the letters', () => {
    const food = zone(1, 'Food', 1, 2, ['M1', 'WB'], ['includesBinder']);
    expect(withZoneType(food, 'Meal Card')).toMatchObject({
      includesBinder: true,
      itemLetters: ['M1', 'WB'],
    });
  });

  it('Food to Ice Top starts its cells empty (the formats differ)', () => {
    const food = zone(1, 'Food', 1, 2, ['M1', 'M2']);
    expect(withZoneType(food, 'Ice Top').itemLetters).toEqual(['', '']);
  });
});

describe('Include Middle Ice', () => {
  it('sets Ice Top to 2 rows and back to 1, one letter per column either way', () => {
    const iceTop = zone(1, 'Ice Top', 1, 2, ['64', '32']);
    const withMiddle = withMiddleIce(iceTop, true);
    expect(withMiddle).toMatchObject({ rows: 2, itemLetters: ['64', '32'] });
    expect(includesMiddleIce(withMiddle)).toBe(true);
    expect(withMiddleIce(withMiddle, false).rows).toBe(1);
  });

  it('is not offered by other ice types', () => {
    expect(withMiddleIce(zone(1, 'Ice Bottom', 1, 1, ['96']), true).rows).toBe(1);
  });
});

describe('resizing keeps each cell at its row and column', () => {
  it.each([
    [2, 2, ['A1', 'A2', 'B1', 'B2'], 2, 3, ['A1', 'A2', '', 'B1', 'B2', '']],
    [2, 2, ['A1', 'A2', 'B1', 'B2'], 1, 1, ['A1']],
    [1, 3, ['A1', 'A2', 'A3'], 3, 1, ['A1', '', '']],
  ])('%ix%i %j → %ix%i %j', (rows, columns, letters, newRows, newColumns, expected) => {
    const resized = resizeZone(zone(1, 'Food', rows, columns, letters), newRows, newColumns);
    expect(resized.itemLetters).toEqual(expected);
  });

  it('an ice zone keeps its letters by column', () => {
    expect(resizeZone(zone(1, 'Ice Top', 1, 3, ['32', '64', '96']), 1, 2).itemLetters).toEqual([
      '32',
      '64',
    ]);
  });
});
