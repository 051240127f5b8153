import type { HistoryKind } from '@ops/schema/history';
import { shortMenuDate } from '@ops/schema/ice-restrictions/rules';
import { MENU_LOCKED } from '@ops/schema/pick-letters/csv-rules';
import type { Tx } from '../db/database.ts';
import type { MealBagSize } from '../db/tables/domain.ts';
import { HttpError } from '../http/access.ts';
import type { HistoryEntryInput } from '../history/record.ts';
import { menuState, type Scope } from './rows.ts';

/** One pickable's letter (or meal bag size) before and after a change; null: none. */
export interface LetterChange {
  pickableId: number;
  name: string;
  before: string | null;
  after: string | null;
}

/** What undo of any letter kind needs: the menu, and each letter and bag size it changed. */
export interface LettersUndo {
  menuId: number;
  letters: LetterChange[];
  bags: LetterChange[];
}

export type LetterKind = Extract<
  HistoryKind,
  | 'meal_letter.updated'
  | 'protein_letter.updated'
  | 'meal_letters.uploaded'
  | 'protein_letters.uploaded'
>;

/** How many changed rows an upload's summary names before "and N more". */
const NAMED_ROWS = 5;

const shown = (letter: string | null) => letter ?? 'none';
const arrow = (change: LetterChange) => `${shown(change.before)} → ${shown(change.after)}`;

function summaryOf(kind: LetterKind, menu: string, letters: LetterChange[], bags: LetterChange[]) {
  const where = `Menu ${shortMenuDate(menu)}`;
  if (kind === 'meal_letter.updated' || kind === 'protein_letter.updated') {
    const name = letters[0]?.name ?? bags[0]?.name ?? '';
    const parts = [
      ...letters.map(
        (c) => `${kind === 'meal_letter.updated' ? 'meal' : 'protein'} letter ${arrow(c)}`,
      ),
      ...bags.map((c) => `meal bag ${arrow(c)}`),
    ];
    return `${where}, ${name}: ${parts.join(', ')}`;
  }
  const what = kind === 'meal_letters.uploaded' ? 'meal letters' : 'protein letters';
  const named = letters.slice(0, NAMED_ROWS).map((c) => `${c.name} ${arrow(c)}`);
  const more = letters.length > NAMED_ROWS ? ` and ${letters.length - NAMED_ROWS} more` : '';
  const rows = letters.length === 1 ? '1 row' : `${letters.length} rows`;
  return `${where}, ${what} uploaded (CSV), ${rows} changed: ${named.join(', ')}${more}`;
}

const side = (changes: LetterChange[], which: 'before' | 'after') =>
  changes.map((change) => ({
    pickableId: change.pickableId,
    name: change.name,
    letter: change[which],
  }));

/**
 * The history entry of a letter change, listing only the pickables whose letter (or bag size)
 * it changed; null when it changed none (a CSV of the letters already set).
 */
export function letterHistory(
  menuDate: string,
  scope: Scope,
  kind: LetterKind,
  letters: LetterChange[],
  bags: LetterChange[] = [],
): HistoryEntryInput | null {
  const changedLetters = letters.filter((change) => change.before !== change.after);
  const changedBags = bags.filter((change) => change.before !== change.after);
  if (changedLetters.length === 0 && changedBags.length === 0) return null;
  const undo: LettersUndo = { menuId: scope.menuId, letters: changedLetters, bags: changedBags };
  const bagSide = (which: 'before' | 'after') =>
    changedBags.length > 0 ? { bags: side(changedBags, which) } : {};
  return {
    facilityId: scope.facilityId,
    kind,
    summary: summaryOf(kind, menuDate, changedLetters, changedBags),
    before: { menu: menuDate, letters: side(changedLetters, 'before'), ...bagSide('before') },
    after: { menu: menuDate, letters: side(changedLetters, 'after'), ...bagSide('after') },
    undo,
  };
}

const swapped = (changes: LetterChange[]) =>
  changes.map((change) => ({ ...change, before: change.after, after: change.before }));

/**
 * Undo of every letter kind: puts back each letter and bag size the change set, all or none,
 * refused (409) when any of them is no longer what the change left (naming each), and like any
 * letter change refused once the menu is being packed.
 */
export async function undoLetters(
  tx: Tx,
  facilityId: number,
  kind: LetterKind,
  undo: LettersUndo,
): Promise<HistoryEntryInput> {
  const scope = { facilityId, menuId: undo.menuId };
  const menu = await menuState(tx, undo.menuId, true);
  if (menu === undefined) throw new HttpError(404, 'Menu not found.');
  if (menu.locked) throw new HttpError(422, MENU_LOCKED);

  const ids = undo.letters.map((change) => change.pickableId);
  const current = new Map(
    ids.length === 0
      ? []
      : (
          await tx
            .selectFrom('pickable_letters')
            .select(['pickable_id', 'letter'])
            .where('packing_facility_id', '=', facilityId)
            .where('menu_id', '=', undo.menuId)
            .where('pickable_id', 'in', ids)
            .forUpdate()
            .execute()
        ).map((row) => [row.pickable_id, row.letter]),
  );
  const bagIds = undo.bags.map((change) => change.pickableId);
  const currentBags = new Map(
    bagIds.length === 0
      ? []
      : (
          await tx
            .selectFrom('pickables')
            .select(['id', 'meal_bag_size'])
            .where('id', 'in', bagIds)
            .forUpdate()
            .execute()
        ).map((row) => [row.id, row.meal_bag_size]),
  );
  const moved = [
    ...undo.letters
      .filter((change) => (current.get(change.pickableId) ?? null) !== change.after)
      .map(
        (change) =>
          `${change.name}'s letter is now ${shown(current.get(change.pickableId) ?? null)} (this change set ${shown(change.after)})`,
      ),
    ...undo.bags
      .filter((change) => (currentBags.get(change.pickableId) ?? null) !== change.after)
      .map(
        (change) =>
          `${change.name}'s meal bag is now ${shown(currentBags.get(change.pickableId) ?? null)} (this change set ${shown(change.after)})`,
      ),
  ];
  if (moved.length > 0) {
    throw new HttpError(409, `Changed since, so nothing was undone: ${moved.join('; ')}.`);
  }

  const restored = undo.letters.filter((change) => change.before !== null);
  const cleared = undo.letters.filter((change) => change.before === null);
  if (restored.length > 0) {
    await tx
      .insertInto('pickable_letters')
      .values(
        restored.map((change) => ({
          packing_facility_id: facilityId,
          menu_id: undo.menuId,
          pickable_id: change.pickableId,
          letter: change.before!,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['packing_facility_id', 'menu_id', 'pickable_id']).doUpdateSet((eb) => ({
          letter: eb.ref('excluded.letter'),
          updated_at: new Date(),
        })),
      )
      .execute();
  }
  if (cleared.length > 0) {
    await tx
      .deleteFrom('pickable_letters')
      .where('packing_facility_id', '=', facilityId)
      .where('menu_id', '=', undo.menuId)
      .where(
        'pickable_id',
        'in',
        cleared.map((change) => change.pickableId),
      )
      .execute();
  }
  for (const bag of undo.bags) {
    await tx
      .updateTable('pickables')
      .set({ meal_bag_size: bag.before as MealBagSize | null })
      .where('id', '=', bag.pickableId)
      .execute();
  }
  const entry = letterHistory(menu.date, scope, kind, swapped(undo.letters), swapped(undo.bags));
  // Entries list only what their change changed, so there is always something to put back.
  if (!entry) throw new HttpError(409, 'This change left nothing to undo.');
  return entry;
}
