import { Checkbox, Tooltip } from 'antd';
import { memo, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
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

/**
 * One row: rendered again only when its row, its selection or the columns change, or when the
 * pointer finds a cut text in it. A cell's text is one line, cut with an ellipsis; a cut text
 * reads whole in an antd Tooltip while the pointer is on its cell. The row watches the pointer
 * for its cells and mounts that one tooltip only then, over the cell, the text left as it is: a
 * Tooltip in every cell of the rows in view would cost each render of them its setting up.
 */
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
  const [tip, setTip] = useState<string | null>(null);
  const onMouseOver = (event: MouseEvent<HTMLDivElement>) => {
    const cell = (event.target as Element).closest<HTMLElement>('[data-column]');
    const text = cell?.firstElementChild;
    const cut = text && text.scrollWidth > text.clientWidth ? cell.dataset.column! : null;
    if (cut !== tip) setTip(cut);
  };
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selection ? selected : undefined}
      data-row-key={rowKey}
      className={selected ? 'ops-vt-row ops-vt-row-selected' : 'ops-vt-row'}
      style={{ width, height: ROW_HEIGHT }}
      onMouseOver={onMouseOver}
      onMouseLeave={tip === null ? undefined : () => setTip(null)}
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
      {columns.map((column) => {
        const content = column.render(row);
        const text = typeof content === 'string' ? content : null;
        return (
          <div
            key={column.key}
            role="cell"
            // Only a text can be cut and shown whole.
            data-column={text === null ? undefined : column.key}
            className={cellClasses(column)}
            style={cellStyle(column)}
          >
            <span className="ops-vt-text">{content}</span>
            {tip === column.key && (
              <Tooltip open title={text}>
                <span className="ops-vt-tip-anchor" aria-hidden />
              </Tooltip>
            )}
          </div>
        );
      })}
    </div>
  );
}) as <Row>(props: TableRowProps<Row>) => ReactNode;
