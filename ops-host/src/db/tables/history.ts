import type { ColumnType, Generated } from 'kysely';
import type { HistoryAuthorKind } from '@ops/schema/history';

/** JSON written as text (JSON.stringify) and read as the value. */
type Json = ColumnType<unknown, string | null | undefined, string | null>;

/** One recorded change (120_history.sql). */
export interface HistoryTable {
  id: Generated<number>;
  recorded_at: ColumnType<Date, Date | string | undefined, Date | string>;
  packing_facility_id: number | null;
  screen: string;
  kind: string;
  author_kind: HistoryAuthorKind;
  /** '' for an author with no id (the operator, the system). */
  author_id: ColumnType<string, string | undefined, string>;
  author_name: string;
  summary: string;
  before: Json;
  after: Json;
  undo: Json;
  undo_of: ColumnType<number | null, number | null | undefined, number | null>;
  undone_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface HistoryTables {
  history: HistoryTable;
}
