import type { CSSProperties } from 'react';
import type { VirtualColumn } from './types.ts';

/** Every row's height, in px: a small table's row with a small button in a cell. */
export const ROW_HEIGHT = 40;
export const SELECTION_WIDTH = 48;
/** Rows rendered above and below the scroll box, so a scroll shows rows already there. */
export const OVERSCAN = 5;

export interface Column<Row> extends VirtualColumn<Row> {
  /** Distance from the table's left or right edge for a fixed column. */
  offset: number;
  edge?: 'fix-left-last' | 'fix-right-first';
}

/** Each fixed column's distance from its edge, and which fixed column casts the shadow. */
export function layOut<Row>(
  columns: readonly VirtualColumn<Row>[],
  selectionWidth: number,
): Column<Row>[] {
  const laidOut: Column<Row>[] = columns.map((column) => ({ ...column, offset: 0 }));
  let left = selectionWidth;
  for (const column of laidOut) {
    if (column.fixed !== 'left') continue;
    column.offset = left;
    left += column.width;
  }
  let right = 0;
  for (const column of [...laidOut].reverse()) {
    if (column.fixed !== 'right') continue;
    column.offset = right;
    right += column.width;
  }
  const lastLeft = laidOut.findLast((column) => column.fixed === 'left');
  if (lastLeft) lastLeft.edge = 'fix-left-last';
  const firstRight = laidOut.find((column) => column.fixed === 'right');
  if (firstRight) firstRight.edge = 'fix-right-first';
  return laidOut;
}

export function cellClasses<Row>(column: Column<Row>): string {
  return [
    'ops-vt-cell',
    column.fixed && 'ops-vt-cell-fixed',
    column.edge && `ops-vt-cell-${column.edge}`,
    column.align === 'right' && 'ops-vt-cell-end',
  ]
    .filter(Boolean)
    .join(' ');
}

export function cellStyle<Row>(column: Column<Row>): CSSProperties {
  return {
    width: column.width,
    flex: `0 0 ${column.width}px`,
    ...(column.fixed && { [column.fixed]: column.offset }),
  };
}

/** The selection column's cell, header or row: fixed at the left edge. */
export const SELECTION_CELL = {
  className: 'ops-vt-cell ops-vt-cell-fixed ops-vt-selection',
  style: { left: 0, width: SELECTION_WIDTH, flex: `0 0 ${SELECTION_WIDTH}px` },
} as const;
