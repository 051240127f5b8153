import {
  checkMealCsv,
  checkProteinCsv,
  MENU_LOCKED,
  type CsvCheck,
} from '@ops/schema/pick-letters/csv-rules';
import type { MealCsvRow, ProteinCsvRow } from '@ops/schema/pick-letters/csv';
import {
  isMealBagSize,
  isMealLetter,
  isProteinLetter,
  normalizeLetter,
} from '@ops/schema/pick-letters/letters';
import { sql } from 'kysely';
import type { HistoryAuthor } from '@ops/schema/history';
import type { Db, Tx } from '../db/database.ts';
import { recordHistory, type HistoryEntryInput } from '../history/record.ts';
import { letterHistory } from './history.ts';
import { countsFor, mealLetterRows, menuState, proteinLetterRows, type Scope } from './rows.ts';

/** A change the rules refuse; nothing was changed. Each message is shown to the user. */
export class LetterChangeRefused extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('\n'));
  }
}

export class LetterTargetNotFound extends Error {}

/**
 * Runs a letter change in one transaction, with the menu row locked so that packing cannot start
 * half way through it, and refuses every change to a locked menu.
 */
async function changeLetters<T>(
  db: Db,
  scope: Scope,
  author: HistoryAuthor,
  change: (tx: Tx, menuDate: string) => Promise<{ answer: T; history: HistoryEntryInput | null }>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    const menu = await menuState(tx, scope.menuId, true);
    if (menu === undefined) throw new LetterTargetNotFound('Menu not found.');
    if (menu.locked) throw new LetterChangeRefused([MENU_LOCKED]);
    const { answer, history } = await change(tx, menu.date);
    // Recorded in the change's transaction: a change that fails records nothing.
    if (history) await recordHistory(tx, author, history);
    return answer;
  });
}

async function saveLetters(
  tx: Tx,
  scope: Scope,
  letters: ReadonlyArray<{ pickableId: number; letter: string }>,
) {
  // One row per pickable: the last letter given for a pickable wins.
  const byPickable = new Map(letters.map(({ pickableId, letter }) => [pickableId, letter]));
  if (byPickable.size === 0) return;
  await tx
    .insertInto('pickable_letters')
    .values(
      [...byPickable].map(([pickableId, letter]) => ({
        packing_facility_id: scope.facilityId,
        menu_id: scope.menuId,
        pickable_id: pickableId,
        letter,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['packing_facility_id', 'menu_id', 'pickable_id']).doUpdateSet((eb) => ({
        letter: eb.ref('excluded.letter'),
        updated_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

/** One change per pickable, the last given winning, as saveLetters stores them. */
function lastPerPickable(letters: ReadonlyArray<{ pickableId: number; letter: string }>) {
  return [...new Map(letters.map((change) => [change.pickableId, change])).values()];
}

function refuseOnErrors<C>(check: CsvCheck<C>): C[] {
  if (check.errors.length > 0) throw new LetterChangeRefused(check.errors);
  return check.changes;
}

export interface MealLetterUpdate {
  pickableId: number;
  pickableType: string;
  mealLetter: string;
  /** Undefined: leave the bag size as it is. */
  mealBagSize?: string | null | undefined;
}

export async function updateMealLetter(
  db: Db,
  scope: Scope,
  update: MealLetterUpdate,
  author: HistoryAuthor,
) {
  return changeLetters(db, scope, author, async (tx, menuDate) => {
    const rows = await mealLetterRows(tx, scope);
    const row = rows.find(
      (candidate) =>
        candidate.pickable_id === update.pickableId &&
        candidate.pickable_type === update.pickableType,
    );
    if (!row) throw new LetterTargetNotFound('This pickable has no meal letter on this menu.');
    if (!isMealLetter(update.mealLetter)) {
      throw new LetterChangeRefused([
        `Invalid meal letter ${update.mealLetter.trim()} for ${row.pickable_name}`,
      ]);
    }
    const bag = update.mealBagSize;
    if (bag !== undefined && bag !== row.meal_bag) {
      if (row.meal_bag === null || bag === null) {
        throw new LetterChangeRefused([`The meal bag size of ${row.pickable_name} cannot change`]);
      }
      if (!isMealBagSize(bag)) throw new LetterChangeRefused([`Invalid meal bag size ${bag}`]);
      await tx
        .updateTable('pickables')
        .set({ meal_bag_size: bag })
        .where('id', '=', row.pickable_id)
        .execute();
    }
    const letter = normalizeLetter(update.mealLetter);
    await saveLetters(tx, scope, [{ pickableId: row.pickable_id, letter }]);
    const updated = (await mealLetterRows(tx, scope)).find(
      (candidate) => candidate.pickable_id === row.pickable_id,
    );
    const change = (before: string | null, after: string | null) => [
      { pickableId: row.pickable_id, name: row.pickable_name, before, after },
    ];
    return {
      answer: { meal_letter: updated, counts: await countsFor(tx, scope) },
      history: letterHistory(
        menuDate,
        scope,
        'meal_letter.updated',
        change(row.meal_letter, letter),
        change(row.meal_bag, updated?.meal_bag ?? null),
      ),
    };
  });
}

/** Sets a protein's letter; every meal's row of that protein carries it, so all are returned. */
export async function updateProteinLetter(
  db: Db,
  scope: Scope,
  assignmentId: number,
  letterAssignment: string,
  author: HistoryAuthor,
) {
  return changeLetters(db, scope, author, async (tx, menuDate) => {
    const assignment = await tx
      .selectFrom('ingredient_boxing_assignments')
      .select('ingredient_pickable_id')
      .where('id', '=', assignmentId)
      .where('menu_id', '=', scope.menuId)
      .executeTakeFirst();
    if (!assignment) throw new LetterTargetNotFound('This protein is not on this menu.');
    const ingredientId = assignment.ingredient_pickable_id;
    if (!isProteinLetter(letterAssignment)) {
      throw new LetterChangeRefused([
        `Invalid letter ${letterAssignment.trim()} for ingredient ID ${ingredientId}`,
      ]);
    }
    const letter = normalizeLetter(letterAssignment);
    const [before] = await proteinLetterRows(tx, scope, ingredientId);
    await saveLetters(tx, scope, [{ pickableId: ingredientId, letter }]);
    return {
      answer: {
        protein_letters: await proteinLetterRows(tx, scope, ingredientId),
        counts: await countsFor(tx, scope),
      },
      history: letterHistory(menuDate, scope, 'protein_letter.updated', [
        {
          pickableId: ingredientId,
          name: before?.ingredient_name ?? `Ingredient ${ingredientId}`,
          before: before?.letter ?? null,
          after: letter,
        },
      ]),
    };
  });
}

/** The meal CSV: every row is checked with the browser's rules; one bad row changes nothing. */
export async function batchUpdateMealLetters(
  db: Db,
  scope: Scope,
  rows: MealCsvRow[],
  author: HistoryAuthor,
) {
  return changeLetters(db, scope, author, async (tx, menuDate) => {
    const pickables = (await mealLetterRows(tx, scope)).map((row) => ({
      pickableId: row.pickable_id,
      pickableType: row.pickable_type,
      pickableName: row.pickable_name,
      mealLetter: row.meal_letter,
    }));
    const changes = refuseOnErrors(
      checkMealCsv(rows, { menuId: scope.menuId, lockedMenu: false, pickables }),
    );
    const letters = changes.map((change) => ({
      pickableId: Number(change.pickableId),
      letter: normalizeLetter(change.mealLetter),
    }));
    await saveLetters(tx, scope, letters);
    const byId = new Map(pickables.map((pickable) => [Number(pickable.pickableId), pickable]));
    return {
      answer: { meal_letters: await mealLetterRows(tx, scope), counts: await countsFor(tx, scope) },
      history: letterHistory(
        menuDate,
        scope,
        'meal_letters.uploaded',
        lastPerPickable(letters).map(({ pickableId, letter }) => ({
          pickableId,
          name: byId.get(pickableId)?.pickableName ?? `Pickable ${pickableId}`,
          before: byId.get(pickableId)?.mealLetter ?? null,
          after: letter,
        })),
      ),
    };
  });
}

/** The protein CSV, all or nothing like the meal CSV. */
export async function batchUpdateProteinLetters(
  db: Db,
  scope: Scope,
  rows: ProteinCsvRow[],
  author: HistoryAuthor,
) {
  return changeLetters(db, scope, author, async (tx, menuDate) => {
    const proteins = await proteinLetterRows(tx, scope);
    const ingredientIds = proteins.map((row) => row.ingredient_id);
    const changes = refuseOnErrors(
      checkProteinCsv(rows, { menuId: scope.menuId, lockedMenu: false, ingredientIds }),
    );
    const letters = changes.map((change) => ({
      pickableId: Number(change.ingredientId),
      letter: normalizeLetter(change.letter),
    }));
    await saveLetters(tx, scope, letters);
    const byId = new Map(proteins.map((row) => [row.ingredient_id, row]));
    return {
      answer: {
        protein_letters: await proteinLetterRows(tx, scope),
        counts: await countsFor(tx, scope),
      },
      history: letterHistory(
        menuDate,
        scope,
        'protein_letters.uploaded',
        lastPerPickable(letters).map(({ pickableId, letter }) => ({
          pickableId,
          name: byId.get(pickableId)?.ingredient_name ?? `Ingredient ${pickableId}`,
          before: byId.get(pickableId)?.letter ?? null,
          after: letter,
        })),
      ),
    };
  });
}
