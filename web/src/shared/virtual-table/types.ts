import type { ReactNode } from 'react';

export interface VirtualColumn<Row> {
  key: string;
  title: ReactNode;
  width: number;
  align?: 'right';
  /** Kept in view while the table scrolls sideways. */
  fixed?: 'left' | 'right';
  render: (row: Row) => ReactNode;
}

/**
 * Ticked rows by key. Rows whose checkbox is disabled are told by what they show (each row knows
 * its own), so the table does not read every row to know which can be selected: Select all asks
 * `selectable` then, and reads ticked once `selectableCount` rows are.
 */
export interface VirtualSelection<Shown> {
  /** The ticked rows: rows that can be selected, only. */
  selected: ReadonlySet<string>;
  onChange: (keys: string[]) => void;
  /** Whether a row cannot be selected, by what it shows (the same function on every render). */
  disabled?: (shown: Shown) => boolean;
  /** The keys Select all ticks, asked when it is clicked; every row's when not given. */
  selectable?: () => readonly string[];
  /** How many rows can be selected, when known; every row when not given. */
  selectableCount?: number | undefined;
  /** The accessible name of a row's checkbox (the same function on every render: rows keep it). */
  label: (shown: Shown) => string;
}

/**
 * A hook each rendered row calls with its row for what its cells show (e.g. Apollo's
 * `useFragment` of the row's entity): the row then renders again when that changes, and no other
 * row does. The same hook on every render of the table.
 */
export type UseShownRow<Row, Shown> = (row: Row) => Shown;

export interface VirtualTableProps<Row, Shown = Row> {
  /** The table's accessible name. */
  label: string;
  /** Every row, in order: what orders and selects them (its cells read `useShown`'s answer). */
  rows: readonly Row[];
  columns: readonly VirtualColumn<Shown>[];
  rowKey: (row: Row) => string;
  /** What a row's cells show; the row itself when not given. */
  useShown?: UseShownRow<Row, Shown>;
  /** Height of the rows' scroll box, in px. */
  height: number;
  selection?: VirtualSelection<Shown>;
  /** The rows are being read: a spinner in the empty body instead of 'No data'. */
  loading?: boolean;
  /** A class of the table's wrapper, for a table's own look (denser cells). */
  className?: string;
}
