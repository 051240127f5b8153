/** The operations host's history shapes after the client's camelCase mapping. */
import type { HistoryAuthorKind } from '@ops/schema/history';

export interface UpstreamHistoryAuthor {
  kind: HistoryAuthorKind;
  id: string | null;
  name: string;
}

export interface UpstreamHistoryEntry {
  id: number;
  recordedAt: string;
  packingFacilityId: number | null;
  screen: string;
  kind: string;
  author: UpstreamHistoryAuthor;
  summary: string;
  /** The recording screen's JSON (camelCase keys as recorded, so the mapping leaves them be). */
  before: unknown;
  after: unknown;
  undoable: boolean;
  notUndoableReason: string | null;
  undoOf: number | null;
  undoneBy: number | null;
}

export interface UpstreamHistoryPage {
  entries: UpstreamHistoryEntry[];
  nextCursor: string | null;
}

export interface HistoryPageModel extends UpstreamHistoryPage {
  csvUrl: string;
}

export interface HistoryEventModel {
  event: 'LIVE' | 'RECORDED';
  entry: UpstreamHistoryEntry | null;
}

/** The filters of GET /history and /history.csv before the client's snake_case mapping. */
export interface HistoryFilterQuery {
  packingFacilityId: number;
  from?: string | undefined;
  to?: string | undefined;
  /** Comma-separated. */
  kinds?: string | undefined;
  screen?: string | undefined;
  /** Comma-separated author keys. */
  authors?: string | undefined;
}
