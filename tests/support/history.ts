import type { Db } from '../../ops-host/src/db/database.ts';
import { recordHistory } from '../../ops-host/src/history/record.ts';
import type { LettersUndo } from '../../ops-host/src/pick-letters/history.ts';

let uniqueness = 0;

/**
 * An undoable entry of the facility, as a meal letter change records it: the letter of one of the
 * menu's pickables is changed (in its bucket, so CSVs still find it) and recorded; its undo puts
 * the letter back.
 */
export async function undoableEntry(
  db: Db,
  facility: { id: number; menuId: number },
): Promise<number> {
  const row = await db
    .selectFrom('pickable_letters as l')
    .innerJoin('pickables as p', 'p.id', 'l.pickable_id')
    .select(['l.pickable_id', 'l.letter', 'p.name'])
    .where('l.packing_facility_id', '=', facility.id)
    .where('l.menu_id', '=', facility.menuId)
    .orderBy('l.pickable_id')
    .executeTakeFirstOrThrow();
  uniqueness = (uniqueness % 900) + 1;
  const letter = `${row.letter[0]}${9000 + uniqueness}`;
  const change = { pickableId: row.pickable_id, name: row.name, before: row.letter, after: letter };
  const undo: LettersUndo = { menuId: facility.menuId, letters: [change], bags: [] };
  const entry = await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('pickable_letters')
      .set({ letter })
      .where('packing_facility_id', '=', facility.id)
      .where('menu_id', '=', facility.menuId)
      .where('pickable_id', '=', row.pickable_id)
      .execute();
    return recordHistory(
      tx,
      { kind: 'system', id: null, name: 'Test' },
      {
        facilityId: facility.id,
        kind: 'meal_letter.updated',
        summary: `${row.name}: meal letter ${row.letter} → ${letter}`,
        before: null,
        after: null,
        undo,
      },
    );
  });
  return entry.id;
}
