import type { ZonePickableType, ZonesTable } from '../db/tables/domain.ts';

type ZoneFlag = {
  [K in keyof ZonesTable]: ZonesTable[K] extends { __select__: boolean } ? K : never;
}[keyof ZonesTable];

export interface ZoneSpec {
  zoneId: number;
  type: ZonePickableType;
  rows: number;
  columns: number;
  /** One per cell, '' for an empty one. */
  letters: string[];
  flags: ZoneFlag[];
}

export interface PresetSpec {
  kind: 'full' | 'no_family' | 'tempo' | 'spare';
  name: string;
  description: string;
  zones: ZoneSpec[];
}

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

/** A grid zone holding letters in reading order, padded with empty cells. */
function grid(
  zoneId: number,
  type: ZonePickableType,
  columns: number,
  letters: string[],
  flags: ZoneFlag[] = [],
): ZoneSpec {
  const rows = Math.max(1, Math.ceil(letters.length / columns));
  const cells = [...letters, ...Array<string>(rows * columns - letters.length).fill('')];
  return { zoneId, type, rows, columns, letters: cells, flags };
}

/** Ice zones hold one letter per column; rows 2 on the top zone means it also holds middle ice. */
function ice(zoneId: number, type: ZonePickableType, letters: string[], rows = 1): ZoneSpec {
  return { zoneId, type, rows, columns: letters.length, letters, flags: [] };
}

function single(zoneId: number, type: 'Pallet' | 'QA', flags: ZoneFlag[] = []): ZoneSpec {
  return { zoneId, type, rows: 1, columns: 1, letters: [], flags };
}

const QA_FLAGS: ZoneFlag[] = [
  'qa_add_ons',
  'qa_meal_bags',
  'qa_proteins',
  'qa_ready_to_heat',
  'qa_accessories',
  'qa_top_ice',
  'qa_middle_ice',
  'qa_bottom_ice',
  'qa_near_miss',
  'qa_qc',
];
const ACCESSORY_CELLS = ['B1', 'WB', 'PC', 'AC', 'FC', 'PI'];
// A9 is on every menu but in no preset: boxes with it are unpackable everywhere (unconfigured).
const ADD_ON_CELLS = range('A', 1, 8);

function fullZones(withFamily: boolean): ZoneSpec[] {
  return [
    grid(1, 'Food', 6, range('P', 1, 14), ['includes_protein_card']),
    grid(2, 'Food', 6, range('M', 1, 16)),
    grid(
      3,
      'Food',
      6,
      [...(withFamily ? [...range('F', 1, 4), ...range('E', 1, 2)] : []), ...range('T', 1, 6)],
      withFamily ? ['includes_family_add_on_card'] : [],
    ),
    grid(4, 'Food', 4, [...ADD_ON_CELLS, ...range('H', 1, 4)], ['includes_add_on_card']),
    grid(
      5,
      'Meal Card',
      6,
      [...range('C', 1, withFamily ? 22 : 16), ...ACCESSORY_CELLS],
      ['includes_binder', 'includes_promotional_item'],
    ),
    ice(6, 'Ice Bottom', ['96', '80']),
    ice(7, 'Ice Top', ['64', '32'], 2),
    single(8, 'Pallet'),
    single(9, 'QA', QA_FLAGS),
  ];
}

export const PRESETS: PresetSpec[] = [
  {
    kind: 'full',
    name: 'Full Line',
    description:
      'Every meal plan: proteins, standard, family and tempo meals, add-ons, heat & eat.',
    zones: fullZones(true),
  },
  {
    kind: 'no_family',
    name: 'Standard Only',
    description: 'Standard and tempo meals; family meals are not stocked on these lines.',
    zones: fullZones(false),
  },
  {
    kind: 'tempo',
    name: 'Tempo Express',
    description: 'Short line for tempo boxes: ready-to-heat meals, add-ons and heat & eat.',
    zones: [
      grid(
        1,
        'Food',
        6,
        [...range('T', 1, 6), ...range('H', 1, 4), ...ADD_ON_CELLS],
        ['includes_add_on_card'],
      ),
      grid(2, 'Meal Card', 3, ACCESSORY_CELLS, ['includes_binder', 'includes_promotional_item']),
      ice(3, 'Ice Bottom', ['96', '80']),
      ice(4, 'Ice Top', ['64', '32'], 2),
      single(5, 'Pallet'),
      single(
        6,
        'QA',
        QA_FLAGS.filter((flag) => flag !== 'qa_proteins' && flag !== 'qa_meal_bags'),
      ),
    ],
  },
  {
    kind: 'spare',
    name: 'Middle Ice Trial',
    description: 'Full line with a separate middle ice station. Not in use yet.',
    zones: [
      ...fullZones(true).filter((zone) => zone.zoneId !== 7),
      ice(7, 'Ice Top', ['64', '32']),
      ice(10, 'Ice Middle', ['L2']),
    ],
  },
];

/** Which preset each line of a facility uses: mostly full lines, then standard-only and tempo. */
export function presetKindsForLines(count: number): PresetSpec['kind'][] {
  const tempo = count >= 10 ? 2 : 1;
  const noFamily = count >= 10 ? 2 : count >= 4 ? 1 : 0;
  const full = Math.max(1, count - tempo - noFamily);
  return [
    ...Array<PresetSpec['kind']>(full).fill('full'),
    ...Array<PresetSpec['kind']>(noFamily).fill('no_family'),
    ...Array<PresetSpec['kind']>(tempo).fill('tempo'),
  ].slice(0, count);
}
