import { isAccessoryCode, isLCode, letterFormatError } from './zone-letters.ts';
import {
  cellCount,
  flagsFor,
  GRID_SIZE_CHOICES,
  ICE_COLUMN_CHOICES,
  isIceZone,
  isSingleCellZone,
  MIDDLE_ICE_ZONE_TYPE,
  ZONE_FLAG_LABELS,
  ZONE_FLAGS,
  type Zone,
  type ZoneDraft,
  type ZoneType,
} from './zone-types.ts';

export const ZONE_TYPE_REQUIRED = 'You must select a zone type';
export const ZONE_SIZE_REQUIRED = 'You must set rows and columns for the selected zone type';
export const ZONE_ID_INVALID = 'Zone id must be a whole number of at least 1';

/** What is wrong with a preset's zone, or with one of its cells (cell is then set). */
export interface PresetProblem {
  /** Position of the zone in the preset's list. */
  zoneIndex: number;
  zoneId: number | null;
  field: 'zoneId' | 'pickableType' | 'size' | 'itemLetters' | 'flags';
  /** Index of the cell in reading order, for a letter problem. */
  cell?: number;
  letter?: string;
  message: string;
}

type ZoneProblem = Omit<PresetProblem, 'zoneIndex' | 'zoneId'>;

const inChoices = (choices: readonly number[], value: number) => choices.includes(value);

/** The rules of the zone dialog's fields: type, id, rows and columns. */
export function zoneFieldProblems(zone: ZoneDraft): ZoneProblem[] {
  const problems: ZoneProblem[] = [];
  const { pickableType: type, rows, columns, zoneId } = zone;
  if (zoneId === null || !Number.isInteger(zoneId) || zoneId < 1) {
    problems.push({ field: 'zoneId', message: ZONE_ID_INVALID });
  }
  if (type === null) {
    problems.push({ field: 'pickableType', message: ZONE_TYPE_REQUIRED });
    return problems;
  }
  if (rows === null || columns === null) {
    problems.push({ field: 'size', message: ZONE_SIZE_REQUIRED });
    return problems;
  }
  const size = sizeProblem(type, rows, columns);
  if (size) problems.push({ field: 'size', message: size });
  return problems;
}

function sizeProblem(type: ZoneType, rows: number, columns: number): string | null {
  if (isSingleCellZone(type)) {
    return rows === 1 && columns === 1 ? null : `${type} zones are 1 × 1`;
  }
  if (isIceZone(type)) {
    const maxRows = type === MIDDLE_ICE_ZONE_TYPE ? 2 : 1;
    if (!inChoices(ICE_COLUMN_CHOICES, columns)) return 'Ice zones have 1-4 columns';
    if (rows < 1 || rows > maxRows) {
      return maxRows === 2
        ? 'Ice Top zones have 1 row, or 2 with middle ice'
        : 'Ice zones have 1 row';
    }
    return null;
  }
  if (!inChoices(GRID_SIZE_CHOICES, rows) || !inChoices(GRID_SIZE_CHOICES, columns)) {
    return 'Rows and columns are 1-10';
  }
  return null;
}

/** A zone's own rules: its fields, its number of cells, its flags and each cell's format. */
export function zoneProblems(zone: ZoneDraft): ZoneProblem[] {
  const problems = zoneFieldProblems(zone);
  const type = zone.pickableType;
  if (problems.length > 0 || type === null || zone.rows === null || zone.columns === null) {
    return problems;
  }
  const expected = cellCount(type, zone.rows, zone.columns);
  if (zone.itemLetters.length !== expected) {
    problems.push({
      field: 'itemLetters',
      message: `This zone needs ${expected} item letters, not ${zone.itemLetters.length}`,
    });
    return problems;
  }
  const allowed = flagsFor(type);
  for (const flag of ZONE_FLAGS) {
    if (zone[flag] && !allowed.includes(flag)) {
      problems.push({
        field: 'flags',
        message: `${type} zones do not take ${ZONE_FLAG_LABELS[flag].label}`,
      });
    }
  }
  zone.itemLetters.forEach((letter, cell) => {
    const message = letterFormatError(type, letter);
    if (message) problems.push({ field: 'itemLetters', cell, letter, message });
  });
  return problems;
}

interface DuplicateRule {
  /** Cells with the same scope and letter are duplicates; null: the rule does not apply. */
  scope(zone: Zone, letter: string): string | null;
  message(letter: string, zone: Zone): string;
}

const PICK_ZONE_TYPES: readonly ZoneType[] = [
  'Food',
  'Meal Card',
  'Ice Top',
  'Ice Middle',
  'Ice Bottom',
];

const ICE_ZONE_TYPES: readonly ZoneType[] = ['Ice Top', 'Ice Middle', 'Ice Bottom'];

/**
 * Duplicates within a pickable type, of accessories, of L codes, among the ice zones, and across food,
 * meal card and ice zones are errors. Each duplicated cell shows the first rule it breaks.
 */
export const DUPLICATE_RULES: readonly DuplicateRule[] = [
  {
    scope: (_zone, letter) => (isAccessoryCode(letter) ? 'accessories' : null),
    message: (letter) => `Duplicate accessory ${letter}`,
  },
  {
    scope: (_zone, letter) => (isLCode(letter) ? 'L codes' : null),
    message: (letter) => `Duplicate L code ${letter}`,
  },
  {
    scope: (zone) => zone.pickableType,
    message: (letter, zone) => `Duplicate ${letter} in ${zone.pickableType} zones`,
  },
  {
    scope: (zone) => (ICE_ZONE_TYPES.includes(zone.pickableType) ? 'ice zones' : null),
    message: (letter) => `Duplicate ${letter} among the ice zones`,
  },
  {
    scope: (zone) => (PICK_ZONE_TYPES.includes(zone.pickableType) ? 'pick zones' : null),
    message: (letter) => `Duplicate ${letter} across food, meal card and ice zones`,
  },
];

function duplicateLetterProblems(zones: readonly ZoneDraft[]): PresetProblem[] {
  const problems = new Map<string, PresetProblem>();
  for (const rule of DUPLICATE_RULES) {
    const seen = new Map<string, Array<{ zoneIndex: number; cell: number }>>();
    zones.forEach((draft, zoneIndex) => {
      if (!isComplete(draft)) return;
      draft.itemLetters.forEach((letter, cell) => {
        // A badly formed letter is reported as such and takes no part in duplicates.
        const counts = letter !== '' && letterFormatError(draft.pickableType, letter) === null;
        const scope = counts ? rule.scope(draft, letter) : null;
        if (scope === null) return;
        const key = `${scope}\u0000${letter}`;
        seen.set(key, [...(seen.get(key) ?? []), { zoneIndex, cell }]);
      });
    });
    for (const cells of seen.values()) {
      if (cells.length < 2) continue;
      for (const { zoneIndex, cell } of cells) {
        const key = `${zoneIndex}:${cell}`;
        const zone = zones[zoneIndex] as Zone;
        const letter = zone.itemLetters[cell] ?? '';
        if (!problems.has(key)) {
          problems.set(key, {
            zoneIndex,
            zoneId: zone.zoneId,
            field: 'itemLetters',
            cell,
            letter,
            message: rule.message(letter, zone),
          });
        }
      }
    }
  }
  return [...problems.values()];
}

function duplicateZoneIdProblems(zones: readonly ZoneDraft[]): PresetProblem[] {
  const counts = new Map<number, number>();
  for (const zone of zones) {
    if (zone.zoneId !== null) counts.set(zone.zoneId, (counts.get(zone.zoneId) ?? 0) + 1);
  }
  return zones.flatMap((zone, zoneIndex) =>
    zone.zoneId !== null && (counts.get(zone.zoneId) ?? 0) > 1
      ? [
          {
            zoneIndex,
            zoneId: zone.zoneId,
            field: 'zoneId' as const,
            message: `Duplicate zone id ${zone.zoneId}`,
          },
        ]
      : [],
  );
}

function isComplete(zone: ZoneDraft): zone is Zone {
  return (
    zone.pickableType !== null &&
    zone.zoneId !== null &&
    zone.rows !== null &&
    zone.columns !== null
  );
}

/**
 * Every problem that keeps a preset from being saved ("A preset may be saved
 * only if"): each zone's own rules, duplicate letters, duplicate zone ids. Empty: it may be saved.
 */
export function presetProblems(zones: readonly ZoneDraft[]): PresetProblem[] {
  const own = zones.flatMap((zone, zoneIndex) =>
    zoneProblems(zone).map((problem) => ({ ...problem, zoneIndex, zoneId: zone.zoneId })),
  );
  return [...own, ...duplicateLetterProblems(zones), ...duplicateZoneIdProblems(zones)];
}

/** One line per problem, for people: 'Zone 3, cell 2 (X1): …'. */
export function describeProblem(problem: PresetProblem): string {
  const zone =
    problem.zoneId === null ? `Zone #${problem.zoneIndex + 1}` : `Zone ${problem.zoneId}`;
  if (problem.cell === undefined) return `${zone}: ${problem.message}`;
  const letter = problem.letter ? ` (${problem.letter})` : '';
  return `${zone}, cell ${problem.cell + 1}${letter}: ${problem.message}`;
}
