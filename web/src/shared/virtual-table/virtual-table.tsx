import { useVirtualizer } from '@tanstack/react-virtual';
import { Empty, Spin, theme } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CSSProperties, UIEvent } from 'react';
import { LightCheckbox, LightLookProvider, TagColors, useLightLook } from '../light-controls.tsx';
import {
  cellClasses,
  cellStyle,
  layOut,
  OVERSCAN,
  ROW_HEIGHT,
  SELECTION_WIDTH,
  selectionCell,
} from './layout.ts';
import { useTableLook } from '../table-look.ts';
import { observeBoxSize, scrollBox } from './scroll-box.ts';
import { TableRow } from './table-row.tsx';
import type { VirtualTableProps } from './types.ts';
import './virtual-table.css';

export type { VirtualColumn, VirtualSelection, VirtualTableProps } from './types.ts';
export { ROW_HEIGHT } from './layout.ts';

/**
 * A long table with virtual rows (@tanstack/react-virtual): only the rows in view and a few
 * around them are in the page, every row of one fixed height, scrolled natively in both
 * directions. It wears antd's Table markup, class names and styles (its style hook, small size,
 * virtual body), so it looks like every other table of the app, without rc-table's per-row
 * machinery and measuring. Cells show light controls (shared/light-controls.tsx): antd's Checkbox, Button
 * and Tag styles on native elements.
 * Use antd's Table for sorting, filtering, expanding or pagination.
 */
export function VirtualTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  height,
  selection,
  loading = false,
  className,
}: VirtualTableProps<Row>) {
  const { prefixCls, wrapperClassName } = useTableLook();
  const look = useLightLook();
  const { token } = theme.useToken();

  const laidOut = useMemo(
    () => layOut(columns, selection ? SELECTION_WIDTH : 0),
    [columns, selection],
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

  const selectable = useMemo(
    () => (selection ? rows.filter((row) => !selection.disabled?.(row)).map(rowKey) : []),
    [rows, rowKey, selection],
  );
  const selectedCount = selection
    ? selectable.reduce((count, key) => count + (selection.selected.has(key) ? 1 : 0), 0)
    : 0;
  const onToggle = useCallback(
    (key: string, checked: boolean) => {
      if (!selection) return;
      const next = new Set(selection.selected);
      if (checked) next.add(key);
      else next.delete(key);
      selection.onChange([...next]);
    },
    [selection],
  );

  const items = virtualizer.getVirtualItems();
  const classes = [
    prefixCls,
    `${prefixCls}-small`,
    `${prefixCls}-virtual`,
    `${prefixCls}-fixed-header`,
    `${prefixCls}-scroll-horizontal`,
    laidOut.some((column) => column.fixed === 'left') && `${prefixCls}-has-fix-left`,
    laidOut.some((column) => column.fixed === 'right') && `${prefixCls}-has-fix-right`,
    ping.left && `${prefixCls}-ping-left`,
    ping.right && `${prefixCls}-ping-right`,
  ]
    .filter(Boolean)
    .join(' ');
  const style = {
    '--ops-row-hover': token.colorFillAlter,
    '--ops-row-background': token.colorBgContainer,
    '--ops-row-selected-hover': token.controlItemBgActiveHover,
  } as CSSProperties;

  return (
    <LightLookProvider value={look}>
      <TagColors />
      <div
        className={[wrapperClassName, 'ops-virtual-table', className].filter(Boolean).join(' ')}
        style={style}
      >
        <div className={classes}>
          <div
            className={`${prefixCls}-container`}
            role="table"
            aria-label={label}
            aria-rowcount={rows.length + 1}
            aria-colcount={laidOut.length + (selection ? 1 : 0)}
          >
            <div className={`${prefixCls}-header`} ref={header}>
              <table role="presentation" style={{ tableLayout: 'fixed', width }}>
                <colgroup>
                  {selection && <col style={{ width: SELECTION_WIDTH }} />}
                  {laidOut.map((column) => (
                    <col key={column.key} style={{ width: column.width }} />
                  ))}
                </colgroup>
                <thead className={`${prefixCls}-thead`} role="rowgroup">
                  <tr role="row" aria-rowindex={1}>
                    {selection && (
                      <th role="columnheader" {...selectionCell(prefixCls)}>
                        <LightCheckbox
                          label="Select all"
                          checked={selectable.length > 0 && selectedCount === selectable.length}
                          indeterminate={selectedCount > 0 && selectedCount < selectable.length}
                          disabled={selectable.length === 0}
                          onChange={(checked) => selection.onChange(checked ? selectable : [])}
                        />
                      </th>
                    )}
                    {laidOut.map((column) => (
                      <th
                        key={column.key}
                        role="columnheader"
                        className={cellClasses(prefixCls, column)}
                        style={cellStyle(column)}
                      >
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
              </table>
            </div>
            <div
              className={`${prefixCls}-tbody-virtual ${prefixCls}-tbody`}
              role="rowgroup"
              style={{ position: 'relative' }}
            >
              <div
                ref={holder}
                className={`${prefixCls}-tbody-virtual-holder`}
                // While the rows are read the box already stands at its full height, so the
                // rows that fill it are laid out in the answer's first render (measured at the
                // spinner's height, the box would grow and render them again a frame later).
                style={loading && rows.length === 0 ? { height } : { maxHeight: height }}
                onScroll={onScroll}
              >
                <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
                  <div
                    className={`${prefixCls}-tbody-virtual-holder-inner`}
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
                          index={item.index}
                          columns={laidOut}
                          prefixCls={prefixCls}
                          width={width}
                          selection={selection}
                          selected={selection?.selected.has(key) ?? false}
                          onToggle={onToggle}
                        />
                      );
                    })}
                  </div>
                </div>
                {/* antd's empty-table state (its class name): 'No data', or a spinner while loading */}
                {rows.length === 0 && (
                  <div className={`${prefixCls}-placeholder`} style={{ width: '100%' }}>
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
      </div>
    </LightLookProvider>
  );
}
