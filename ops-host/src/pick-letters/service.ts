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
import type { Db, Tx } from '../db/database.ts';
import { countsFor, mealLetterRows, menuLocked, proteinLetterRows, type Scope } from './rows.ts';

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
async function changeLetters<T>(db: Db, scope: Scope, change: (tx: Tx) => Promise<T>) {
  return db.transaction().execute(async (tx) => {
    const locked = await menuLocked(tx, scope.menuId, true);
    if (locked === undefined) throw new LetterTargetNotFound('Menu not found.');
    if (locked) throw new LetterChangeRefused([MENU_LOCKED]);
    return change(tx);
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

export async function updateMealLetter(db: Db, scope: Scope, update: MealLetterUpdate) {
  return changeLetters(db, scope, async (tx) => {
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
    return { meal_letter: updated, counts: await countsFor(tx, scope) };
  });
}

/** Sets a protein's letter; every meal's row of that protein carries it, so all are returned. */
export async function updateProteinLetter(
  db: Db,
  scope: Scope,
  assignmentId: number,
  letterAssignment: string,
) {
  return changeLetters(db, scope, async (tx) => {
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
    await saveLetters(tx, scope, [{ pickableId: ingredientId, letter }]);
    return {
      protein_letters: await proteinLetterRows(tx, scope, ingredientId),
      counts: await countsFor(tx, scope),
    };
  });
}

/** The meal CSV: every row is checked with the browser's rules; one bad row changes nothing. */
export async function batchUpdateMealLetters(db: Db, scope: Scope, rows: MealCsvRow[]) {
  return changeLetters(db, scope, async (tx) => {
    const pickables = (await mealLetterRows(tx, scope)).map((row) => ({
      pickableId: row.pickable_id,
      pickableType: row.pickable_type,
      pickableName: row.pickable_name,
      mealLetter: row.meal_letter,
    }));
    const changes = refuseOnErrors(
      checkMealCsv(rows, { menuId: scope.menuId, lockedMenu: false, pickables }),
    );
    await saveLetters(
      tx,
      scope,
      changes.map((change) => ({
        pickableId: Number(change.pickableId),
        letter: change.mealLetter,
      })),
    );
    return { meal_letters: await mealLetterRows(tx, scope), counts: await countsFor(tx, scope) };
  });
}

/** The protein CSV, all or nothing like the meal CSV. */
export async function batchUpdateProteinLetters(db: Db, scope: Scope, rows: ProteinCsvRow[]) {
  return changeLetters(db, scope, async (tx) => {
    const ingredientIds = (await proteinLetterRows(tx, scope)).map((row) => row.ingredient_id);
    const changes = refuseOnErrors(
      checkProteinCsv(rows, { menuId: scope.menuId, lockedMenu: false, ingredientIds }),
    );
    await saveLetters(
      tx,
      scope,
      changes.map((change) => ({ pickableId: Number(change.ingredientId), letter: change.letter })),
    );
    return {
      protein_letters: await proteinLetterRows(tx, scope),
      counts: await countsFor(tx, scope),
    };
  });
}
