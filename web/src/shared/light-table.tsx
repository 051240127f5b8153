import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { Empty, Spin } from 'antd';
import { useMemo, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTableLook } from './table-look.ts';

export interface LightColumn<Row> {
  key: string;
  title: ReactNode;
  /** In px; the other columns share what is left. */
  width?: number;
  align?: 'right';
  render: (row: Row) => ReactNode;
  /**
   * A row's cell in this column: rows it spans (0: covered by a cell above, not drawn) and its
   * style.
   */
  cell?: (row: Row) => { rowSpan?: number; style?: CSSProperties };
  /**
   * Rows sort by this column (a click or Enter on its header: ascending, descending, unsorted),
   * as antd's `sorter`; one column sorts at a time.
   */
  sorter?: (a: Row, b: Row) => number;
}

type SortOrder = 'ascend' | 'descend';
/** antd's sort tips (its English locale), the header's title where antd shows a tooltip. */
const SORT_TIPS = {
  ascend: 'Click to sort ascending',
  descend: 'Click to sort descending',
  cancel: 'Click to cancel sorting',
} as const;
const nextOrder = (order: SortOrder | undefined): SortOrder | undefined =>
  order === undefined ? 'ascend' : order === 'ascend' ? 'descend' : undefined;

export interface LightExpansion<Row> {
  /** The keys of the rows shown expanded. */
  expandedKeys: readonly string[];
  onExpandedChange: (keys: string[]) => void;
  /** What an expanded row shows beneath it. */
  render: (row: Row) => ReactNode;
}

export interface LightTableProps<Row> {
  rows: readonly Row[];
  columns: readonly LightColumn<Row>[];
  rowKey: (row: Row) => string;
  /** antd's table sizes: 'middle' and 'small' are tighter than the default. */
  size?: 'middle' | 'small';
  /** antd's bordered table: a border around every cell. */
  bordered?: boolean;
  /** The rows are being read: antd's spinner over the table. */
  loading?: boolean;
  /** Shown in the body when there are no rows; antd's small 'No data' picture by default. */
  emptyText?: ReactNode;
  /** Rows that expand (a click on the row or its button): antd's expand icon column. */
  expandable?: LightExpansion<Row>;
  /** The header row stays in view while the page scrolls past the rows (antd's `sticky`). */
  sticky?: boolean;
  /** What the table is, for screen readers. */
  'aria-label'?: string;
}

/**
 * A short table of every row at once: antd's Table markup, class names and styles on a plain
 * HTML table, without rc-table and what antd's Table always imports (pagination with its size
 * select, the filter dropdown with its tooltips and radios, all in a screen's first load). For
 * lists of tens to a few hundred rows, which may expand or sort by a column (antd's
 * sorter headers, their tips as titles), with no filtering or paging: antd's Table does those,
 * the virtual table (virtual-table/) holds thousands of rows. A sticky header is the header
 * cells held at the top (`position: sticky`) of a table laid out fixed as antd's (the columns
 * without a width share what is left equally), where antd draws a second table for the header.
 */
export function LightTable<Row>({
  rows,
  columns,
  rowKey,
  size,
  bordered = false,
  loading = false,
  emptyText = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />,
  expandable,
  sticky = false,
  'aria-label': ariaLabel,
}: LightTableProps<Row>) {
  const { prefixCls, wrapperClassName } = useTableLook();
  const cell = `${prefixCls}-cell`;
  const [sort, setSort] = useState<{ key: string; order: SortOrder } | null>(null);
  const sorted = useMemo(() => {
    const by = sort && columns.find((column) => column.key === sort.key)?.sorter;
    if (!sort || !by) return rows;
    const sign = sort.order === 'ascend' ? 1 : -1;
    return [...rows].sort((a, b) => sign * by(a, b));
  }, [rows, columns, sort]);
  const orderOf = (column: LightColumn<Row>) => (sort?.key === column.key ? sort.order : undefined);
  const sortBy = (column: LightColumn<Row>) => {
    const order = nextOrder(orderOf(column));
    setSort(order ? { key: column.key, order } : null);
  };
  const cellClass = (column: LightColumn<Row>) =>
    orderOf(column) ? `${cell} ${prefixCls}-column-sort` : cell;
  const stickyStyle: CSSProperties | undefined = sticky
    ? { position: 'sticky', top: 0, zIndex: 3 }
    : undefined;
  const expanded = new Set(expandable?.expandedKeys);
  // A row once expanded stays in the page, hidden while collapsed (as antd's Table keeps it):
  // what it shows keeps its state and its data between two openings.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  if ([...expanded].some((key) => !opened.has(key))) setOpened(new Set([...opened, ...expanded]));
  const toggle = (key: string) =>
    expandable?.onExpandedChange(
      expanded.has(key) ? [...expanded].filter((other) => other !== key) : [...expanded, key],
    );
  // antd writes a col for each column up to the last one given a width.
  const lastWidth = columns.findLastIndex((column) => column.width !== undefined);
  const columnCount = columns.length + (expandable ? 1 : 0);
  const iconCell = `${cell} ${prefixCls}-row-expand-icon-cell`;
  return (
    <div className={wrapperClassName}>
      <Spin spinning={loading}>
        <div
          className={[
            prefixCls,
            size && `${prefixCls}-${size}`,
            bordered && `${prefixCls}-bordered`,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <div className={`${prefixCls}-container`}>
            <div className={`${prefixCls}-content`}>
              <table style={{ tableLayout: sticky ? 'fixed' : 'auto' }} aria-label={ariaLabel}>
                {(expandable || lastWidth >= 0) && (
                  <colgroup>
                    {expandable && <col className={`${prefixCls}-expand-icon-col`} />}
                    {columns.slice(0, lastWidth + 1).map((column) => (
                      <col
                        key={column.key}
                        {...(column.width !== undefined && { style: { width: column.width } })}
                      />
                    ))}
                  </colgroup>
                )}
                <thead className={`${prefixCls}-thead`}>
                  <tr>
                    {expandable && <th className={iconCell} style={stickyStyle} />}
                    {columns.map((column) =>
                      column.sorter ? (
                        <SorterHeader
                          key={column.key}
                          prefixCls={prefixCls}
                          className={cellClass(column)}
                          style={{ ...alignment(column), ...stickyStyle }}
                          title={column.title}
                          order={orderOf(column)}
                          onSort={() => sortBy(column)}
                        />
                      ) : (
                        <th
                          key={column.key}
                          className={cell}
                          style={{ ...alignment(column), ...stickyStyle }}
                          scope="col"
                        >
                          {column.title}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody className={`${prefixCls}-tbody`}>
                  {sorted.map((row) => {
                    const key = rowKey(row);
                    const open = expanded.has(key);
                    return [
                      <tr
                        key={key}
                        className={`${prefixCls}-row ${prefixCls}-row-level-0`}
                        data-row-key={key}
                        {...(expandable && { onClick: () => toggle(key) })}
                      >
                        {expandable && (
                          <td className={iconCell}>
                            <span>
                              <button
                                type="button"
                                className={`${prefixCls}-row-expand-icon ${prefixCls}-row-expand-icon-${open ? 'expanded' : 'collapsed'}`}
                                aria-label={open ? 'Collapse row' : 'Expand row'}
                                aria-expanded={open}
                                onClick={(event) => {
                                  event.stopPropagation();
                                  toggle(key);
                                }}
                              />
                            </span>
                          </td>
                        )}
                        {columns.map((column) => {
                          const { rowSpan, style } = column.cell?.(row) ?? {};
                          if (rowSpan === 0) return null;
                          return (
                            <td
                              key={column.key}
                              className={cellClass(column)}
                              style={{ ...alignment(column), ...style }}
                              {...(rowSpan !== undefined && { rowSpan })}
                            >
                              {column.render(row)}
                            </td>
                          );
                        })}
                      </tr>,
                      expandable && opened.has(key) && (
                        <tr
                          key={`${key} expanded`}
                          className={`${prefixCls}-expanded-row ${prefixCls}-expanded-row-level-1`}
                          {...(!open && { style: { display: 'none' } })}
                        >
                          <td className={cell} colSpan={columnCount}>
                            {expandable.render(row)}
                          </td>
                        </tr>
                      ),
                    ];
                  })}
                  {/* antd's empty-table row (its class name): the empty text, blank while loading */}
                  {rows.length === 0 && (
                    <tr className={`${prefixCls}-placeholder`}>
                      <td className={cell} colSpan={columnCount}>
                        {loading ? null : emptyText}
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
      </Spin>
    </div>
  );
}

/** antd's sorter header: the title and both carets, the next order's tip as the title. */
function SorterHeader({
  prefixCls,
  className,
  style,
  title,
  order,
  onSort,
}: {
  prefixCls: string;
  className: string;
  style: CSSProperties;
  title: ReactNode;
  order: SortOrder | undefined;
  onSort: () => void;
}) {
  const next = nextOrder(order);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') onSort();
  };
  const sorter = `${prefixCls}-column-sorter`;
  return (
    <th
      className={`${className} ${prefixCls}-column-has-sorters`}
      style={style}
      scope="col"
      tabIndex={0}
      aria-label={typeof title === 'string' ? title : ''}
      {...(order && { 'aria-sort': order === 'ascend' ? 'ascending' : 'descending' })}
      title={SORT_TIPS[next ?? 'cancel']}
      onClick={onSort}
      onKeyDown={onKeyDown}
    >
      <div className={`${prefixCls}-column-sorters`}>
        <span className={`${prefixCls}-column-title`}>{title}</span>
        <span className={`${sorter} ${sorter}-full`}>
          <span className={`${sorter}-inner`} aria-hidden="true">
            <CaretUpOutlined
              className={[`${sorter}-up`, order === 'ascend' && 'active'].filter(Boolean).join(' ')}
            />
            <CaretDownOutlined
              className={[`${sorter}-down`, order === 'descend' && 'active']
                .filter(Boolean)
                .join(' ')}
            />
          </span>
        </span>
      </div>
    </th>
  );
}

function alignment<Row>(column: LightColumn<Row>): CSSProperties | undefined {
  return column.align && { textAlign: column.align };
}
