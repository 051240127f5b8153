import { Empty, Spin } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
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
}

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
}

/**
 * A short table of every row at once: antd's Table markup, class names and styles on a plain
 * HTML table, without rc-table and what antd's Table always imports (pagination with its size
 * select, the filter dropdown with its tooltips and radios; about 90 KB of a screen's first
 * load). For lists of tens of rows, which may expand, with no sorting, filtering or paging:
 * antd's Table does those, the virtual table (virtual-table/) holds thousands of rows.
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
}: LightTableProps<Row>) {
  const { prefixCls, wrapperClassName } = useTableLook();
  const cell = `${prefixCls}-cell`;
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
              <table style={{ tableLayout: 'auto' }}>
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
                    {expandable && <th className={iconCell} />}
                    {columns.map((column) => (
                      <th key={column.key} className={cell} style={alignment(column)} scope="col">
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={`${prefixCls}-tbody`}>
                  {rows.map((row) => {
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
                              className={cell}
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

function alignment<Row>(column: LightColumn<Row>): CSSProperties | undefined {
  return column.align && { textAlign: column.align };
}
