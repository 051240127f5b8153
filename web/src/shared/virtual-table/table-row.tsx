import { Checkbox, Tooltip } from 'antd';
import { memo, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { cellClasses, cellStyle, ROW_HEIGHT, SELECTION_CELL, type Column } from './layout.ts';
import type { UseShownRow, VirtualSelection } from './types.ts';

export interface TableRowProps<Row, Shown> {
  rowKey: string;
  row: Row;
  useShown: UseShownRow<Row, Shown>;
  index: number;
  columns: readonly Column<Shown>[];
  width: number;
  /** The accessible name of the row's checkbox; no checkbox without a selection. */
  label: VirtualSelection<Shown>['label'] | undefined;
  disabled: VirtualSelection<Shown>['disabled'];
  selected: boolean;
  onToggle: (key: string, checked: boolean) => void;
}

/**
 * One row: rendered again only when its row, what it shows (`useShown`), its tick or its being
 * selectable or the columns change, or when the pointer finds a cut text in it. A cell's text is one line, cut with an ellipsis; a cut text
 * reads whole in an antd Tooltip while the pointer is on its cell. The row watches the pointer
 * for its cells and mounts that one tooltip only then, over the cell, the text left as it is: a
 * Tooltip in every cell of the rows in view would cost each render of them its setting up.
 */
export const TableRow = memo(function TableRow<Row, Shown>({
  rowKey,
  row,
  useShown,
  index,
  columns,
  width,
  label,
  disabled,
  selected,
  onToggle,
}: TableRowProps<Row, Shown>) {
  const shown = useShown(row);
  const unselectable = disabled?.(shown) ?? false;
  const ticked = selected && !unselectable;
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
      aria-selected={label ? ticked : undefined}
      data-row-key={rowKey}
      className={ticked ? 'ops-vt-row ops-vt-row-selected' : 'ops-vt-row'}
      style={{ width, height: ROW_HEIGHT }}
      onMouseOver={onMouseOver}
      onMouseLeave={tip === null ? undefined : () => setTip(null)}
    >
      {label && (
        <div role="cell" {...SELECTION_CELL}>
          <Checkbox
            aria-label={label(shown)}
            checked={ticked}
            disabled={unselectable}
            onChange={(event) => onToggle(rowKey, event.target.checked)}
          />
        </div>
      )}
      {columns.map((column) => {
        const content = column.render(shown);
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
}) as <Row, Shown>(props: TableRowProps<Row, Shown>) => ReactNode;
