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

export interface VirtualSelection<Row> {
  selected: ReadonlySet<string>;
  onChange: (keys: string[]) => void;
  /** Rows that cannot be selected: their checkbox is disabled. */
  disabled?: (row: Row) => boolean;
  /** The accessible name of a row's checkbox. */
  label: (row: Row) => string;
}

export interface VirtualTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  rows: readonly Row[];
  columns: readonly VirtualColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Height of the rows' scroll box, in px. */
  height: number;
  selection?: VirtualSelection<Row>;
  /** The rows are being read: a spinner in the empty body instead of 'No data'. */
  loading?: boolean;
  /** A class of the table's wrapper, for a table's own look (denser cells). */
  className?: string;
}
