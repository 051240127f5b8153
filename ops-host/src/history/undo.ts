import { isHistoryKind, notUndoableReason, type HistoryAuthor } from '@ops/schema/history';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import { recordHistory, type HistoryEntryView } from './record.ts';
import { UNDO_HANDLERS } from './undo-handlers.ts';

/**
 * Undoes one entry of the facility in one transaction: the kind's handler restores the before
 * (refusing with 409 when it has changed since), the undo is recorded as an entry of its own
 * (undo_of) and the entry is marked undone_by it, so it is undone once. 404 for an entry of
 * another facility (as for none: ids are not probed), 422 for a kind that cannot be undone.
 */
export async function undoHistoryEntry(
  db: Db,
  facility: CheckedFacility,
  id: number,
  author: HistoryAuthor,
): Promise<HistoryEntryView> {
  return db.transaction().execute(async (tx) => {
    const entry = await tx
      .selectFrom('history')
      .select(['id', 'kind', 'undo', 'undone_by'])
      .where('id', '=', id)
      .where('packing_facility_id', '=', facility.id)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw new HttpError(404, `There is no history entry ${id} at this facility.`);
    const reason = notUndoableReason(entry.kind);
    if (reason !== null) throw new HttpError(422, reason);
    if (entry.undone_by !== null) {
      throw new HttpError(409, `This change was already undone (entry ${entry.undone_by}).`);
    }
    const handler = isHistoryKind(entry.kind) ? UNDO_HANDLERS[entry.kind] : undefined;
    if (entry.undo === null || !handler) {
      throw new HttpError(422, 'This change cannot be undone.');
    }
    const restored = await handler(tx, facility, entry.undo);
    const recorded = await recordHistory(tx, author, {
      ...restored,
      summary: `Undo: ${restored.summary}`,
      undoOf: entry.id,
    });
    await tx
      .updateTable('history')
      .set({ undone_by: recorded.id })
      .where('id', '=', entry.id)
      .execute();
    return recorded;
  });
}
