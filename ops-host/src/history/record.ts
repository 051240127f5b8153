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
import { countPublished } from '../observability/metrics.ts';
import { publishing } from '../realtime/publish.ts';

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

/** The history row of an entry by its author, but its id and time (which the insert gives). */
export function storedEntry(author: HistoryAuthor, entry: HistoryEntryInput) {
  return {
    packing_facility_id: entry.facilityId,
    screen: HISTORY_KINDS[entry.kind].screen,
    kind: entry.kind,
    author_kind: author.kind,
    author_id: author.id ?? '',
    author_name: author.name,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
    undo: notUndoableReason(entry.kind) === null ? (entry.undo ?? null) : null,
    undo_of: entry.undoOf ?? null,
    undone_by: null,
  };
}

/**
 * Records one change in the transaction that makes it, so that a change that fails (its
 * transaction rolls back) records nothing and one that commits is never missing from history;
 * and announces it on the facility's history channel, which PostgreSQL delivers only on commit.
 * Call it after the change's own writes and checks, once per user action (a CSV upload is one
 * entry listing its rows). A change that changed nothing need not be recorded.
 *
 * One statement writes the entry and its announcement: a write pays one round trip to the
 * database for its history, not three.
 */
export async function recordHistory(
  tx: Tx,
  author: HistoryAuthor,
  entry: HistoryEntryInput,
): Promise<HistoryEntryView> {
  const stored = storedEntry(author, entry);
  // The announced entry is the view of the stored row; only its id and time come from the insert
  // (in the format a JavaScript Date gives them, as GET /history does).
  const {
    id: _id,
    recorded_at: _at,
    ...known
  } = entryView({ ...stored, id: 0, recorded_at: new Date(0) });
  const { rows } = await sql<StoredRow & { announced: number }>`
    WITH inserted AS (
      INSERT INTO history (packing_facility_id, screen, kind, author_kind, author_id, author_name,
                           summary, before, after, undo, undo_of)
      VALUES (${stored.packing_facility_id}, ${stored.screen}, ${stored.kind}, ${stored.author_kind},
              ${stored.author_id}, ${stored.author_name}, ${stored.summary}, ${jsonColumn(stored.before)}::jsonb,
              ${jsonColumn(stored.after)}::jsonb, ${jsonColumn(stored.undo)}::jsonb, ${stored.undo_of})
      RETURNING *
    ),
    ${publishing(sql`
      SELECT ${HISTORY_CHANNEL_PREFIX} || f.abbreviated_name AS channel,
             ${HISTORY_RECORDED_EVENT} AS event,
             jsonb_build_object(
               'packing_facility_id', inserted.packing_facility_id,
               'entry', ${JSON.stringify(known)}::jsonb || jsonb_build_object(
                 'id', inserted.id,
                 'recorded_at', to_char(inserted.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
               )
             ) AS payload
      FROM inserted JOIN packing_facilities f ON f.id = inserted.packing_facility_id`)}
    SELECT inserted.*, (SELECT count(*) FROM notified)::int AS announced FROM inserted`.execute(tx);
  const { announced, ...row } = rows[0]!;
  if (announced > 0) countPublished(HISTORY_RECORDED_EVENT);
  return entryView(row);
}

/** A facility's history channel is this prefix and the facility's abbreviation. */
const HISTORY_CHANNEL_PREFIX = channels.history('');

/** A JSON column's value as an insert takes it (SQL NULL for null). */
export const jsonColumn = (value: unknown) => (value === null ? null : JSON.stringify(value));
