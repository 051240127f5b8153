import { describe, expect, it } from 'vitest';
import {
  describeProblem,
  presetProblems,
  zoneFieldProblems,
  ZONE_ID_INVALID,
  ZONE_SIZE_REQUIRED,
  ZONE_TYPE_REQUIRED,
} from '../../../schema/src/line-presets/preset-rules.ts';
import { newZoneDraft } from '../../../schema/src/line-presets/zone-edit.ts';
import type { Zone, ZoneDraft } from '../../../schema/src/line-presets/zone-types.ts';
import { zone } from './support.ts';

const food = (id: number, letters: string[]) => zone(id, 'Food', 1, letters.length, letters);
const card = (id: number, letters: string[]) => zone(id, 'Meal Card', 1, letters.length, letters);
const bag = (id: number, letters: string[]) => zone(id, 'Meal Bag', 1, letters.length, letters);
const top = (id: number, letters: string[]) => zone(id, 'Ice Top', 1, letters.length, letters);
const middle = (id: number, letters: string[]) =>
  zone(id, 'Ice Middle', 1, letters.length, letters);
const bottom = (id: number, letters: string[]) =>
  zone(id, 'Ice Bottom', 1, letters.length, letters);

/** The problems as 'zoneId:cell message' strings, for readable expectations. */
function problems(zones: ZoneDraft[]): string[] {
  return presetProblems(zones).map(
    (p) => `${p.zoneId}${p.cell === undefined ? '' : `:${p.cell}`} ${p.message}`,
  );
}

describe('a preset may be saved', () => {
  it.each<[string, Zone[]]>([
    ['no zones', []],
    [
      'a full line',
      [
        food(1, ['P1', 'P2', '', '']),
        card(2, ['C1', 'WB', 'PI', '']),
        top(3, ['64', '32']),
        bottom(4, ['96', '80']),
        zone(5, 'Pallet', 1, 1, []),
        zone(6, 'QA', 1, 1, [], ['qaProteins', 'qaNearMiss']),
      ],
    ],
    ['empty cells repeat freely', [food(1, ['', '', '']), card(2, ['', ''])]],
    ['a meal bag letter may also be in a food zone', [food(1, ['M1']), bag(2, ['M1'])]],
    [
      'Ice Top with middle ice has 2 rows, one letter per column',
      [zone(1, 'Ice Top', 2, 2, ['64', 'L2'])],
    ],
  ])('with %s', (_name, zones) => expect(problems(zones)).toEqual([]));
});

describe('duplicate letters are refused by the first rule they break', () => {
  it.each<[string, Zone[], string[]]>([
    [
      'twice in one food zone',
      [food(1, ['M1', 'M1'])],
      ['1:0 Duplicate M1 in Food zones', '1:1 Duplicate M1 in Food zones'],
    ],
    [
      'in two meal bag zones',
      [bag(1, ['M1']), bag(2, ['M1'])],
      ['1:0 Duplicate M1 in Meal Bag zones', '2:0 Duplicate M1 in Meal Bag zones'],
    ],
    [
      'across food and meal card zones',
      [food(1, ['C1']), card(2, ['C1'])],
      [
        '1:0 Duplicate C1 across food, meal card and ice zones',
        '2:0 Duplicate C1 across food, meal card and ice zones',
      ],
    ],
    [
      'across ice top and ice bottom',
      [top(1, ['96']), bottom(2, ['96'])],
      ['1:0 Duplicate 96 among the ice zones', '2:0 Duplicate 96 among the ice zones'],
    ],
    [
      'twice in ice top zones',
      [top(1, ['96']), top(2, ['96'])],
      ['1:0 Duplicate 96 in Ice Top zones', '2:0 Duplicate 96 in Ice Top zones'],
    ],
    [
      'an accessory in a food and a meal bag zone',
      [food(1, ['WB']), bag(2, ['WB'])],
      ['1:0 Duplicate accessory WB', '2:0 Duplicate accessory WB'],
    ],
    [
      'an L code in a middle ice and a food zone',
      [middle(1, ['L2']), food(2, ['L2'])],
      ['1:0 Duplicate L code L2', '2:0 Duplicate L code L2'],
    ],
  ])('%s', (_name, zones, expected) => expect(problems(zones)).toEqual(expected));

  it('a cell with a bad format reports its format, not a duplicate', () => {
    expect(problems([top(1, ['M1']), food(2, ['M1'])])).toEqual([
      '1:0 Ice cells take 32, 64, 80, 96 or L followed by 1-3 digits',
    ]);
  });
});

describe('zone rules', () => {
  it.each<[string, Zone[], string[]]>([
    [
      'duplicate zone ids',
      [food(3, ['M1']), food(3, ['M2'])],
      ['3 Duplicate zone id 3', '3 Duplicate zone id 3'],
    ],
    ['zone id 0', [food(0, ['M1'])], [`0 ${ZONE_ID_INVALID}`]],
    [
      'ice with 5 columns',
      [top(1, ['32', '64', '80', '96', 'L1'])],
      ['1 Ice zones have 1-4 columns'],
    ],
    ['ice bottom with 2 rows', [zone(1, 'Ice Bottom', 2, 1, ['32'])], ['1 Ice zones have 1 row']],
    [
      'a food zone of 11 rows',
      [zone(1, 'Food', 11, 1, Array<string>(11).fill(''))],
      ['1 Rows and columns are 1-10'],
    ],
    ['a pallet zone of 2 × 1', [zone(1, 'Pallet', 2, 1, [])], ['1 Pallet zones are 1 × 1']],
    [
      'a QA zone with a letter',
      [zone(1, 'QA', 1, 1, ['M1'])],
      ['1 This zone needs 0 item letters, not 1'],
    ],
    [
      'a grid with too few letters',
      [zone(1, 'Food', 2, 2, ['M1'])],
      ['1 This zone needs 4 item letters, not 1'],
    ],
    [
      'a QA zone with a banner flag',
      [zone(1, 'QA', 1, 1, [], ['includesBinder'])],
      ['1 QA zones do not take Welcome Binder'],
    ],
    [
      'a food zone with a QA flag',
      [zone(1, 'Food', 1, 1, [''], ['qaQc'])],
      ['1 Food zones do not take QC'],
    ],
    [
      'an ice zone with a banner flag',
      [zone(1, 'Ice Top', 1, 1, ['32'], ['includesBinder'])],
      ['1 Ice Top zones do not take Welcome Binder'],
    ],
  ])('%s', (_name, zones, expected) => expect(problems(zones)).toEqual(expected));
});

describe('the zone dialog fields', () => {
  const draft = newZoneDraft([]);
  it.each<[string, ZoneDraft, string[]]>([
    ['a new zone has no type yet', draft, [ZONE_TYPE_REQUIRED]],
    ['a food zone of 6 × 6 is fine', { ...draft, pickableType: 'Food' }, []],
    ['rows not set', { ...draft, pickableType: 'Food', rows: null }, [ZONE_SIZE_REQUIRED]],
    [
      'columns not set on ice',
      { ...draft, pickableType: 'Ice Top', rows: 1, columns: null },
      [ZONE_SIZE_REQUIRED],
    ],
    [
      'zone id cleared',
      { ...draft, pickableType: 'Pallet', rows: 1, columns: 1, zoneId: null },
      [ZONE_ID_INVALID],
    ],
  ])('%s', (_name, value, expected) =>
    expect(zoneFieldProblems(value).map((p) => p.message)).toEqual(expected),
  );
});

describe('problems read as sentences naming the zone and cell', () => {
  it('a cell problem names the zone, the cell counted from 1 and the letter', () => {
    const [problem] = presetProblems([food(4, ['', 'X'])]);
    expect(problem && describeProblem(problem)).toBe(
      'Zone 4, cell 2 (X): Cells take WB, PC, AC, FC, PI or a letter followed by 1-3 digits, or stay empty',
    );
  });
});
