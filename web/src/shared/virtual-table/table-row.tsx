import { Checkbox, Tooltip } from 'antd';
import { memo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cellClasses, cellStyle, ROW_HEIGHT, SELECTION_CELL, type Column } from './layout.ts';
import type { VirtualSelection } from './types.ts';

export interface TableRowProps<Row> {
  rowKey: string;
  row: Row;
  index: number;
  columns: readonly Column<Row>[];
  width: number;
  selection: VirtualSelection<Row> | undefined;
  selected: boolean;
  onToggle: (key: string, checked: boolean) => void;
}

/** One row: rendered again only when its row, its selection or the columns change. */
export const TableRow = memo(function TableRow<Row>({
  rowKey,
  row,
  index,
  columns,
  width,
  selection,
  selected,
  onToggle,
}: TableRowProps<Row>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selection ? selected : undefined}
      data-row-key={rowKey}
      className={selected ? 'ops-vt-row ops-vt-row-selected' : 'ops-vt-row'}
      style={{ width, height: ROW_HEIGHT }}
    >
      {selection && (
        <div role="cell" {...SELECTION_CELL}>
          <Checkbox
            aria-label={selection.label(row)}
            checked={selected}
            disabled={selection.disabled?.(row) ?? false}
            onChange={(event) => onToggle(rowKey, event.target.checked)}
          />
        </div>
      )}
      {columns.map((column) => (
        <Cell key={column.key} column={column} content={column.render(row)} />
      ))}
    </div>
  );
}) as <Row>(props: TableRowProps<Row>) => ReactNode;

/**
 * A cell, its text on one line cut with an ellipsis. A cut text reads whole in an antd Tooltip
 * while the pointer is on the cell; the tooltip is mounted only then (a Tooltip in every cell of
 * the rows in view would cost each scroll its setting up), over the cell, the text left as it is.
 */
function Cell<Row>({ column, content }: { column: Column<Row>; content: ReactNode }) {
  const text = useRef<HTMLSpanElement>(null);
  const [tip, setTip] = useState(false);
  const whole = typeof content === 'string' ? content : null;
  return (
    <div
      role="cell"
      className={cellClasses(column)}
      style={cellStyle(column)}
      onMouseEnter={
        whole === null
          ? undefined
          : () => {
              const box = text.current;
              if (box && box.scrollWidth > box.clientWidth) setTip(true);
            }
      }
      onMouseLeave={tip ? () => setTip(false) : undefined}
    >
      <span ref={text} className="ops-vt-text">
        {content}
      </span>
      {tip && (
        <Tooltip open title={whole}>
          <span className="ops-vt-tip-anchor" aria-hidden />
        </Tooltip>
      )}
    </div>
  );
}
