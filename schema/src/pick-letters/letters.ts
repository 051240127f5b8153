/** Letter formats and constants of the pick letters screen. */

/** Meal letter: one letter followed by digits, e.g. A12. */
const MEAL_LETTER = /^[A-Z]\d+$/;
/** Protein letter: P followed by digits. */
const PROTEIN_LETTER = /^P\d+$/;

/**
 * Letters are stored upper case; what a person types or a spreadsheet holds is trimmed and
 * upper-cased first, so ' m7 ' is M7.
 */
export function normalizeLetter(value: string): string {
  return value.trim().toUpperCase();
}

export function isMealLetter(value: string): boolean {
  return MEAL_LETTER.test(normalizeLetter(value));
}

export function isProteinLetter(value: string): boolean {
  return PROTEIN_LETTER.test(normalizeLetter(value));
}

export const MEAL_BAG_SIZES = [
  'Meal Bag',
  'Large Meal Bag',
  'Family Meal Bag',
  'Protein Meal Bag',
] as const;
export type MealBagSize = (typeof MEAL_BAG_SIZES)[number];

export function isMealBagSize(value: string): value is MealBagSize {
  return (MEAL_BAG_SIZES as readonly string[]).includes(value);
}

/** Family meals move between F and E, so those two never tell pickables apart. */
const INTERCHANGEABLE_FIRST_LETTERS = ['E', 'F'];

/**
 * Whether two letters are in the same bucket: the same first letter, unless either starts with
 * E or F.
 */
export function sameLetterBucket(a: string, b: string): boolean {
  const first = normalizeLetter(a).charAt(0);
  const second = normalizeLetter(b).charAt(0);
  if (INTERCHANGEABLE_FIRST_LETTERS.includes(first)) return true;
  if (INTERCHANGEABLE_FIRST_LETTERS.includes(second)) return true;
  return first === second;
}

export interface LetterHolder {
  letter: string | null;
  /** What the warning names, e.g. the pickable's name. */
  name: string;
}

export interface DuplicateLetter {
  letter: string;
  names: string[];
}

/**
 * Letters held by more than one pickable, in letter order (natural: M2 before M10). Duplicates
 * are warned about, never blocked. Holders with the same name count once, so a
 * protein listed once per meal is not its own duplicate.
 */
export function duplicateLetters(holders: readonly LetterHolder[]): DuplicateLetter[] {
  const byLetter = new Map<string, Set<string>>();
  for (const { letter, name } of holders) {
    if (!letter) continue;
    const key = normalizeLetter(letter);
    const names = byLetter.get(key) ?? new Set<string>();
    names.add(name);
    byLetter.set(key, names);
  }
  return [...byLetter]
    .filter(([, names]) => names.size > 1)
    .map(([letter, names]) => ({ letter, names: [...names].sort(compareText) }))
    .sort((a, b) => compareLetters(a.letter, b.letter));
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Natural letter order (M2 before M10); rows without a letter last. */
export function compareLetters(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return collator.compare(a, b);
}
