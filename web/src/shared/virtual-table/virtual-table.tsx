import { useVirtualizer } from '@tanstack/react-virtual';
import { Checkbox, Empty, Spin, theme } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, UIEvent } from 'react';
import {
  cellClasses,
  cellStyle,
  layOut,
  OVERSCAN,
  ROW_HEIGHT,
  SELECTION_CELL,
  SELECTION_WIDTH,
} from './layout.ts';
import { observeBoxSize, scrollBox } from './scroll-box.ts';
import { TableRow } from './table-row.tsx';
import type { UseShownRow, VirtualTableProps } from './types.ts';
import './virtual-table.css';

export type { UseShownRow, VirtualColumn, VirtualSelection, VirtualTableProps } from './types.ts';
export { ROW_HEIGHT } from './layout.ts';

/**
 * A long table with virtual rows (@tanstack/react-virtual): only the rows in view and a few
 * around them are in the page, every row of one fixed height, scrolled natively in both
 * directions. Its look is its own stylesheet (virtual-table.css), drawn in the colours and sizes
 * of antd's theme (its public tokens, handed to the stylesheet as CSS variables) as antd's small
 * Table draws them; its cells hold antd's own components (Checkbox, and what the columns
 * render). Use antd's Table for sorting, filtering, expanding or pagination.
 */
export function VirtualTable<Row, Shown = Row>({
  label,
  rows,
  columns,
  rowKey,
  useShown = theRowItself as UseShownRow<Row, Shown>,
  height,
  selection,
  loading = false,
  className,
}: VirtualTableProps<Row, Shown>) {
  const look = useTableTokens();

  const selectable = selection !== undefined;
  const laidOut = useMemo(
    () => layOut(columns, selectable ? SELECTION_WIDTH : 0),
    [columns, selectable],
  );
  const width = laidOut.reduce(
    (sum, column) => sum + column.width,
    selection ? SELECTION_WIDTH : 0,
  );

  const holder = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => holder.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    // The first render already lays out the rows in view, before the box is measured.
    initialRect: { width, height },
    observeElementRect: observeBoxSize,
    scrollToFn: scrollBox,
  });
  // Whether columns scroll under the fixed ones on either side: those cast a shadow then.
  const [ping, setPing] = useState({ left: false, right: true });
  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (header.current) header.current.scrollLeft = box.scrollLeft;
    const left = box.scrollLeft > 0;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setPing((previous) =>
      previous.left === left && previous.right === right ? previous : { left, right },
    );
  }, []);

  // Ticked rows are always rows that can be selected: how many there are decides Select all's tick.
  const selectedCount = selection?.selected.size ?? 0;
  const selectableCount = selection?.selectableCount ?? rows.length;
  const selectAll = (checked: boolean) => {
    if (!selection) return;
    selection.onChange(checked ? [...(selection.selectable?.() ?? rows.map(rowKey))] : []);
  };
  // One toggle for every row, whatever the selection is now: a row renders again only when its
  // own tick, its being selectable or what it shows changes, not when another row is ticked.
  const latestSelection = useRef(selection);
  useLayoutEffect(() => {
    latestSelection.current = selection;
  });
  const onToggle = useCallback((key: string, checked: boolean) => {
    const current = latestSelection.current;
    if (!current) return;
    const next = new Set(current.selected);
    if (checked) next.add(key);
    else next.delete(key);
    current.onChange([...next]);
  }, []);

  const items = virtualizer.getVirtualItems();
  const classes = [
    'ops-vt',
    ping.left && 'ops-vt-ping-left',
    ping.right && 'ops-vt-ping-right',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} style={look}>
      <div
        role="table"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={laidOut.length + (selection ? 1 : 0)}
      >
        <div className="ops-vt-header" ref={header} role="rowgroup">
          <div role="row" aria-rowindex={1} className="ops-vt-header-row" style={{ width }}>
            {selection && (
              <div role="columnheader" {...SELECTION_CELL}>
                <Checkbox
                  aria-label="Select all"
                  checked={selectedCount > 0 && selectedCount >= selectableCount}
                  indeterminate={selectedCount > 0 && selectedCount < selectableCount}
                  disabled={rows.length === 0 || selectableCount === 0}
                  onChange={(event) => selectAll(event.target.checked)}
                />
              </div>
            )}
            {laidOut.map((column) => (
              <div
                key={column.key}
                role="columnheader"
                className={cellClasses(column)}
                style={cellStyle(column)}
              >
                {column.title}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className="ops-vt-body">
          <div
            ref={holder}
            className="ops-vt-holder"
            // While the rows are read the box already stands at its full height, so the rows
            // that fill it are laid out in the answer's first render (measured at the spinner's
            // height, the box would grow and render them again a frame later).
            style={loading && rows.length === 0 ? { height } : { maxHeight: height }}
            onScroll={onScroll}
          >
            <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
              <div
                className="ops-vt-holder-inner"
                style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}
              >
                {items.map((item) => {
                  const row = rows[item.index]!;
                  const key = rowKey(row);
                  return (
                    <TableRow
                      key={key}
                      rowKey={key}
                      row={row}
                      useShown={useShown}
                      index={item.index}
                      columns={laidOut}
                      width={width}
                      label={selection?.label}
                      disabled={selection?.disabled}
                      selected={selection?.selected.has(key) ?? false}
                      onToggle={onToggle}
                    />
                  );
                })}
              </div>
            </div>
            {rows.length === 0 && (
              <div className="ops-vt-placeholder">
                {loading ? (
                  <Spin aria-label="Loading" style={{ display: 'block', padding: 32 }} />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
                )}
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/** A row shows itself (no hook: the same on every render). */
const theRowItself = <Row,>(row: Row) => row;

/** The theme's colours and sizes the stylesheet draws the table with, as CSS variables. */
function useTableTokens(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        '--ops-vt-text': token.colorText,
        '--ops-vt-heading': token.colorTextHeading,
        '--ops-vt-font-size': `${token.fontSize}px`,
        '--ops-vt-line-height': token.lineHeight,
        '--ops-vt-font-weight-strong': token.fontWeightStrong,
        '--ops-vt-background': token.colorBgContainer,
        // antd's Table tints its header and a hovered row with this fill over the background.
        '--ops-vt-fill': token.colorFillAlter,
        '--ops-vt-border': token.colorBorderSecondary,
        '--ops-vt-radius': `${token.borderRadiusLG}px`,
        '--ops-vt-padding': `${token.paddingXS}px`,
        '--ops-vt-selected': token.controlItemBgActive,
        '--ops-vt-selected-hover': token.controlItemBgActiveHover,
        '--ops-vt-shadow': token.colorSplit,
        '--ops-vt-motion': token.motionDurationMid,
      }) as CSSProperties,
    [token],
  );
}
