import { emptyCellError, rowNumber, type MealCsvRow, type ProteinCsvRow } from './csv.ts';
import { isMealLetter, isProteinLetter, normalizeLetter, sameLetterBucket } from './letters.ts';

/**
 * The row checks of a letters CSV, run by the browser (as soon as a file is dropped) and by the
 * operations host (which never trusts the browser) against the same current letters.
 */

export const MENU_LOCKED = 'Menu is locked for letter edits';

export interface CsvContext {
  /** The menu the screen (or the request) is about. */
  menuId: string | number;
  lockedMenu: boolean;
}

export interface MealPickable {
  pickableId: number | string;
  pickableType: string;
  pickableName: string;
  /** Null (or left out) while the pickable has no letter yet. */
  mealLetter?: string | null | undefined;
}

export interface MealLetterChange {
  pickableId: MealPickable['pickableId'];
  pickableType: string;
  mealLetter: string;
}

export interface ProteinChange {
  ingredientId: string;
  letter: string;
}

export interface CsvCheck<C> {
  errors: string[];
  /** What the rows change; only meaningful when errors is empty. */
  changes: C[];
}

function checkRows<R extends Record<string, string> & { menuId: string }, C>(
  rows: readonly R[],
  context: CsvContext,
  checkRow: (row: R) => { error: string } | { change: C },
): CsvCheck<C> {
  if (context.lockedMenu) return { errors: [MENU_LOCKED], changes: [] };
  const errors: string[] = [];
  const changes: C[] = [];
  rows.forEach((row, index) => {
    const empty = emptyCellError(row, index);
    if (empty) return errors.push(empty);
    if (row.menuId.trim() !== String(context.menuId)) {
      return errors.push(
        `Menu ID ${row.menuId.trim()} on row ${rowNumber(index)} is not the selected menu`,
      );
    }
    const result = checkRow(row);
    if ('error' in result) errors.push(result.error);
    else changes.push(result.change);
  });
  return { errors, changes };
}

/**
 * A meal CSV row names its pickable by trimmed name; of the pickables with that name, the one
 * whose current letter is in the same bucket (same first letter unless E or F) is meant. A
 * pickable without a letter yet matches by name alone.
 */
export function findMealPickable(
  pickables: readonly MealPickable[],
  name: string,
  letter: string,
): MealPickable | undefined {
  const trimmed = name.trim();
  return pickables.find(
    (pickable) =>
      pickable.pickableName.trim() === trimmed &&
      (!pickable.mealLetter || sameLetterBucket(pickable.mealLetter, letter)),
  );
}

export function checkMealCsv(
  rows: readonly MealCsvRow[],
  context: CsvContext & { pickables: readonly MealPickable[] },
): CsvCheck<MealLetterChange> {
  return checkRows<MealCsvRow, MealLetterChange>(rows, context, (row) => {
    const name = row.pickableName.trim();
    if (!isMealLetter(row.mealLetter)) {
      return { error: `Invalid meal letter ${row.mealLetter.trim()} for ${name}` };
    }
    const letter = normalizeLetter(row.mealLetter);
    const pickable = findMealPickable(context.pickables, name, letter);
    if (!pickable) return { error: `Pickable not found: ${name}` };
    return {
      change: {
        pickableId: pickable.pickableId,
        pickableType: pickable.pickableType,
        mealLetter: letter,
      },
    };
  });
}

export function checkProteinCsv(
  rows: readonly ProteinCsvRow[],
  context: CsvContext & { ingredientIds: readonly (string | number)[] },
): CsvCheck<ProteinChange> {
  const known = new Set(context.ingredientIds.map(String));
  return checkRows<ProteinCsvRow, ProteinChange>(rows, context, (row) => {
    const ingredientId = row.ingredientId.trim();
    if (!known.has(ingredientId)) {
      return { error: `Protein not found for ingredient ID: ${ingredientId}` };
    }
    if (!isProteinLetter(row.letter)) {
      return { error: `Invalid letter ${row.letter.trim()} for ingredient ID ${ingredientId}` };
    }
    return { change: { ingredientId, letter: normalizeLetter(row.letter) } };
  });
}
