import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTableLook } from './table-look.ts';

export interface LightColumn<Row> {
  key: string;
  title: ReactNode;
  /** In px; the other columns share what is left. */
  width?: number;
  render: (row: Row) => ReactNode;
}

export interface LightTableProps<Row> {
  rows: readonly Row[];
  columns: readonly LightColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The rows are being read: antd's spinner over the table. */
  loading?: boolean;
  /** Shown in the body when there are no rows. */
  emptyText: ReactNode;
}

/**
 * A short table of every row at once: antd's Table markup, class names and styles on a plain
 * HTML table, without rc-table and what antd's Table always imports (pagination with its size
 * select, the filter dropdown, selection and expansion; about 90 KB of a screen's first load).
 * For lists of tens of rows with no sorting, filtering, paging or expanding: antd's Table does
 * those, the virtual table (virtual-table/) holds thousands of rows.
 */
export function LightTable<Row>({
  rows,
  columns,
  rowKey,
  loading = false,
  emptyText,
}: LightTableProps<Row>) {
  const { prefixCls, wrapperClassName } = useTableLook();
  const cell = `${prefixCls}-cell`;
  return (
    <div className={wrapperClassName}>
      <Spin spinning={loading}>
        <div className={prefixCls}>
          <div className={`${prefixCls}-container`}>
            <div className={`${prefixCls}-content`}>
              <table style={{ tableLayout: 'auto' }}>
                <colgroup>
                  {columns.map((column) => (
                    <col
                      key={column.key}
                      {...(column.width !== undefined && { style: { width: column.width } })}
                    />
                  ))}
                </colgroup>
                <thead className={`${prefixCls}-thead`}>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.key} className={cell} scope="col">
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={`${prefixCls}-tbody`}>
                  {rows.map((row) => {
                    const key = rowKey(row);
                    return (
                      <tr
                        key={key}
                        className={`${prefixCls}-row ${prefixCls}-row-level-0`}
                        data-row-key={key}
                      >
                        {columns.map((column) => (
                          <td key={column.key} className={cell}>
                            {column.render(row)}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                  {rows.length === 0 && (
                    <tr className={`${prefixCls}-placeholder`}>
                      <td className={cell} colSpan={columns.length}>
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
