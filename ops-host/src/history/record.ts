import { channels } from '@ops/schema/realtime';
import {
  HISTORY_KINDS,
  HISTORY_RECORDED_EVENT,
  notUndoableReason,
  type HistoryAuthor,
  type HistoryKind,
} from '@ops/schema/history';
import { sql, type Selectable } from 'kysely';
import type { Tx } from '../db/database.ts';
import type { HistoryTable } from '../db/tables/history.ts';
import { publishEvent } from '../realtime/publish.ts';

/** What a change says about itself; the author and the time are the recorder's. */
export interface HistoryEntryInput {
  /** Null for a change of no facility (a menu of every facility). */
  facilityId: number | null;
  kind: HistoryKind;
  /** The change in the screen's own words: 'Ice 96oz, family: restricted from 12/07 → unrestricted'. */
  summary: string;
  /** What the change replaced and what it left, as the screen shows them (camelCase keys). */
  before: unknown;
  after: unknown;
  /**
   * What the kind's undo handler needs to take the change back; omit for a kind that cannot be
   * undone. Kept apart from before/after, which are for people to read.
   */
  undo?: unknown;
  /** Set by undo only: the entry this change took back. */
  undoOf?: number;
}

type StoredRow = Selectable<HistoryTable>;

/** An entry as GET /history and the realtime event give it. */
export function entryView(row: StoredRow) {
  const reason = notUndoableReason(row.kind);
  const undoable = reason === null && row.undo !== null && row.undone_by === null;
  return {
    id: row.id,
    recorded_at: row.recorded_at,
    packing_facility_id: row.packing_facility_id,
    screen: row.screen,
    kind: row.kind,
    author: {
      kind: row.author_kind,
      id: row.author_id === '' ? null : row.author_id,
      name: row.author_name,
    },
    summary: row.summary,
    before: row.before,
    after: row.after,
    undoable,
    not_undoable_reason: undoable
      ? null
      : (reason ?? (row.undone_by !== null ? 'Already undone.' : 'This change cannot be undone.')),
    undo_of: row.undo_of,
    undone_by: row.undone_by,
  };
}
export type HistoryEntryView = ReturnType<typeof entryView>;

/**
 * Records one change in the transaction that makes it, so that a change that fails (its
 * transaction rolls back) records nothing and one that commits is never missing from history;
 * and announces it on the facility's history channel, which PostgreSQL delivers only on commit.
 * Call it after the change's own writes and checks, once per user action (a CSV upload is one
 * entry listing its rows). A change that changed nothing need not be recorded.
 */
export async function recordHistory(
  tx: Tx,
  author: HistoryAuthor,
  entry: HistoryEntryInput,
): Promise<HistoryEntryView> {
  const undoable = notUndoableReason(entry.kind) === null;
  const { rows } = await sql<StoredRow & { abbreviation: string | null }>`
    WITH inserted AS (
      INSERT INTO history (packing_facility_id, screen, kind, author_kind, author_id, author_name,
                           summary, before, after, undo, undo_of)
      VALUES (${entry.facilityId}, ${HISTORY_KINDS[entry.kind].screen}, ${entry.kind},
              ${author.kind}, ${author.id ?? ''}, ${author.name}, ${entry.summary},
              ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb,
              ${undoable ? json(entry.undo) : null}::jsonb, ${entry.undoOf ?? null})
      RETURNING *
    )
    SELECT inserted.*, f.abbreviated_name AS abbreviation
    FROM inserted LEFT JOIN packing_facilities f ON f.id = inserted.packing_facility_id`.execute(
    tx,
  );
  const { abbreviation, ...row } = rows[0]!;
  const view = entryView(row);
  if (abbreviation !== null) {
    await publishEvent(tx, channels.history(abbreviation), HISTORY_RECORDED_EVENT, {
      packing_facility_id: row.packing_facility_id,
      entry: view,
    });
  }
  return view;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
