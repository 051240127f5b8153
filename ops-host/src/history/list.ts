import {
  HISTORY_KINDS,
  HISTORY_PAGE_DEFAULT,
  isHistoryKind,
  type HistoryAuthorKind,
} from '@ops/schema/history';
import { stringify } from 'csv-stringify/sync';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import { entryView, type HistoryEntryView } from './record.ts';

/** The filters of GET /history, /history/people's facility and GET /history.csv. */
export interface HistoryFilter {
  facilityId: number;
  /** Recorded at or after. */
  from?: Date | undefined;
  /** Recorded before. */
  to?: Date | undefined;
  kinds?: string[] | undefined;
  screen?: string | undefined;
  /** Author keys, `user:3` (authorKey). */
  authors?: string[] | undefined;
}

/**
 * A page's cursor: the (recorded_at, id) of its last entry. recorded_at keeps milliseconds
 * (120_history.sql), so the Date read back names that entry exactly; an entry recorded later
 * that sorts before it (a long transaction commits late) is on an earlier page, never skipped
 * twice or repeated. Opaque to callers.
 */
function encodeCursor(entry: { recorded_at: Date; id: number }): string {
  return Buffer.from(`${entry.recorded_at.toISOString()}|${entry.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: Date; id: number } {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|(\d{1,15})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  );
  const at = match ? new Date(match[1]!) : undefined;
  if (!match || !at || Number.isNaN(at.getTime())) {
    throw new HttpError(400, 'querystring/after is not a cursor of this list.');
  }
  return { at, id: Number(match[2]) };
}

function parseAuthor(key: string): { kind: HistoryAuthorKind; id: string | null } {
  const at = key.indexOf(':');
  const kind = key.slice(0, at) as HistoryAuthorKind;
  const id = key.slice(at + 1);
  if (at < 0 || !['user', 'floor', 'api_key', 'operator', 'system'].includes(kind)) {
    throw new HttpError(400, `querystring/authors: ${key} is not an author.`);
  }
  return { kind, id: id === '' ? null : id };
}

function filtered(db: Queryable, filter: HistoryFilter) {
  let query = db
    .selectFrom('history')
    .selectAll()
    .where('packing_facility_id', '=', filter.facilityId);
  if (filter.from) query = query.where('recorded_at', '>=', filter.from);
  if (filter.to) query = query.where('recorded_at', '<', filter.to);
  if (filter.screen) query = query.where('screen', '=', filter.screen);
  if (filter.kinds?.length) query = query.where('kind', 'in', filter.kinds);
  if (filter.authors?.length) {
    const authors = filter.authors.map(parseAuthor);
    query = query.where((eb: ExpressionBuilder<Database, 'history'>) =>
      eb.or(
        authors.map((author) =>
          eb.and([eb('author_kind', '=', author.kind), eb('author_id', '=', author.id ?? '')]),
        ),
      ),
    );
  }
  return query.orderBy('recorded_at', 'desc').orderBy('id', 'desc');
}

/** One page of a facility's entries, newest first, and the cursor of the next (null: the last). */
export async function listHistory(
  db: Queryable,
  filter: HistoryFilter,
  page: { after?: string | undefined; first?: number | undefined } = {},
): Promise<{ entries: HistoryEntryView[]; next_cursor: string | null }> {
  const first = page.first ?? HISTORY_PAGE_DEFAULT;
  let query = filtered(db, filter).limit(first + 1);
  if (page.after) {
    const { at, id } = decodeCursor(page.after);
    query = query.where(sql<boolean>`(recorded_at, id) < (${at}, ${id})`);
  }
  const rows = await query.execute();
  const entries = rows.slice(0, first);
  const last = entries.at(-1);
  return {
    entries: entries.map(entryView),
    next_cursor: rows.length > first && last ? encodeCursor(last) : null,
  };
}

/**
 * Everyone who changed something at the facility (for the person filter), by name, each with
 * the name of their latest entry. A year of a busy facility is hundreds of thousands of entries
 * by a few dozen people: the authors are found by skipping through the author index, one probe
 * per author, rather than by reading every entry (bench/history.ts).
 */
export async function historyPeople(db: Queryable, facilityId: number) {
  const { rows } = await sql<{ kind: HistoryAuthorKind; id: string; name: string }>`
    WITH RECURSIVE authors AS (
      (SELECT author_kind, author_id FROM history
       WHERE packing_facility_id = ${facilityId}
       ORDER BY author_kind, author_id LIMIT 1)
      UNION ALL
      SELECT next.author_kind, next.author_id
      FROM authors a, LATERAL (
        SELECT author_kind, author_id FROM history
        WHERE packing_facility_id = ${facilityId}
          AND (author_kind, author_id) > (a.author_kind, a.author_id)
        ORDER BY author_kind, author_id LIMIT 1) next
    )
    SELECT a.author_kind AS kind, a.author_id AS id,
           (SELECT author_name FROM history h
            WHERE h.packing_facility_id = ${facilityId} AND h.author_kind = a.author_kind
              AND h.author_id = a.author_id
            ORDER BY h.recorded_at DESC, h.id DESC LIMIT 1) AS name
    FROM authors a
    ORDER BY name, kind, id`.execute(db);
  return rows.map((row) => ({ ...row, id: row.id === '' ? null : row.id }));
}

/** At most this many rows in one CSV export (a year of a busy facility is far fewer). */
const CSV_MAX_ROWS = 100_000;
const CSV_PAGE = 1_000;

/**
 * A cell a spreadsheet would run as a formula (a name or summary starting with =, +, - or @)
 * is kept as text by a leading apostrophe.
 */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const kindLabel = (kind: string) => (isHistoryKind(kind) ? HISTORY_KINDS[kind].label : kind);

/** The filtered entries as CSV, newest first, read a page at a time. */
export async function historyCsv(db: Queryable, filter: HistoryFilter): Promise<string> {
  const parts = [
    stringify([
      ['recorded_at', 'screen', 'kind', 'author', 'author_kind', 'summary', 'before', 'after'],
    ]),
  ];
  let after: string | undefined;
  for (let read = 0; read < CSV_MAX_ROWS; read += CSV_PAGE) {
    const page = await listHistory(db, filter, { after, first: CSV_PAGE });
    parts.push(
      stringify(
        page.entries.map((entry) => [
          entry.recorded_at.toISOString(),
          entry.screen,
          kindLabel(entry.kind),
          safeCell(entry.author.name),
          entry.author.kind,
          safeCell(entry.summary),
          entry.before === null ? '' : JSON.stringify(entry.before),
          entry.after === null ? '' : JSON.stringify(entry.after),
        ]),
      ),
    );
    if (!page.next_cursor) break;
    after = page.next_cursor;
  }
  return parts.join('');
}
