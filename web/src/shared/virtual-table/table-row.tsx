import { memo } from 'react';
import type { ReactNode } from 'react';
import { LightCheckbox } from '../light-controls.tsx';
import { cellClasses, cellStyle, ROW_HEIGHT, selectionCell, type Column } from './layout.ts';
import type { VirtualSelection } from './types.ts';

export interface TableRowProps<Row> {
  rowKey: string;
  row: Row;
  index: number;
  columns: readonly Column<Row>[];
  prefixCls: string;
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
  prefixCls,
  width,
  selection,
  selected,
  onToggle,
}: TableRowProps<Row>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-row-key={rowKey}
      className={`${prefixCls}-row${selected ? ` ${prefixCls}-row-selected` : ''}`}
      style={{ width, height: ROW_HEIGHT }}
    >
      {selection && (
        <div role="cell" {...selectionCell(prefixCls)}>
          <LightCheckbox
            label={selection.label(row)}
            checked={selected}
            disabled={selection.disabled?.(row) ?? false}
            onChange={(checked) => onToggle(rowKey, checked)}
          />
        </div>
      )}
      {columns.map((column) => {
        const content = column.render(row);
        return (
          <div
            key={column.key}
            role="cell"
            className={cellClasses(prefixCls, column)}
            style={{ ...cellStyle(column), width: column.width, flex: `0 0 ${column.width}px` }}
          >
            {/* A text cut with an ellipsis is read whole by pointing at it. */}
            <span
              className="ops-virtual-table-text"
              title={typeof content === 'string' ? content : undefined}
            >
              {content}
            </span>
          </div>
        );
      })}
    </div>
  );
}) as <Row>(props: TableRowProps<Row>) => ReactNode;
