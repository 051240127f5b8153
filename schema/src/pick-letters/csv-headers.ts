/**
 * The letters CSVs' kinds and headers, apart from the reader (csv.ts), so a screen can show them
 * without loading the CSV parser.
 */

export type LetterCsvKind = 'meal' | 'protein';

export const CSV_HEADERS = {
  meal: ['menuId', 'pickableName', 'mealLetter'],
  protein: ['menuId', 'ingredientId', 'letter'],
} as const satisfies Record<LetterCsvKind, readonly string[]>;

type HeaderOf<K extends LetterCsvKind> = (typeof CSV_HEADERS)[K][number];
export type LetterCsvRow<K extends LetterCsvKind> = Record<HeaderOf<K>, string>;
export type MealCsvRow = LetterCsvRow<'meal'>;
export type ProteinCsvRow = LetterCsvRow<'protein'>;
