import { Button, Table, Tag } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import dayjs from 'dayjs';
import { memo, useMemo } from 'react';
import type { PlannerTable_GroupFragment } from '../../generated/graphql.ts';
import { formatMenuDate } from '../../shared/date-format.ts';
import { byPlan } from './plan-order.ts';

type Group = PlannerTable_GroupFragment;

export interface PlanGroupTableProps {
  groups: readonly Group[];
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  onSplit: (group: Group) => void;
  /** The groups are being read: the table's frame with a spinner. */
  loading?: boolean;
}

/** 'Completed', or 'Manual' when completed by hand. */
export function groupStatus(group: Group): string | null {
  if (!group.complete) return null;
  return group.softComplete ? 'Manual' : 'Completed';
}

/**
 * Every plan group in one table, no pagination and no search. Rows are virtual,
 * so thousands of groups scroll smoothly; completed groups cannot be selected.
 */
export const PlanGroupTable = memo(function PlanGroupTable({
  groups,
  selected,
  onSelect,
  onSplit,
  loading = false,
}: PlanGroupTableProps) {
  const rows = useMemo(() => [...groups].sort(byPlan), [groups]);
  const columns = useMemo(() => planColumns(onSplit), [onSplit]);
  const rowSelection = useMemo<TableProps<Group>['rowSelection']>(
    () => ({
      selectedRowKeys: [...selected],
      onChange: (keys) => onSelect(keys.map(String)),
      getCheckboxProps: (group) => ({
        disabled: group.complete,
        'aria-label': `Select ${group.name} ${group.id}`,
      }),
    }),
    [selected, onSelect],
  );
  return (
    <Table<Group>
      virtual
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      // The columns' widths add up to about 1,500 px: the whole row fits a 1920 px screen; narrower
      // screens scroll sideways with Name and Split kept in view.
      scroll={{ x: 1500, y: 560 }}
      rowSelection={rowSelection}
      loading={loading}
      // While the groups are read, the spinner alone: not 'No data'.
      {...(loading ? { locale: { emptyText: ' ' } } : {})}
    />
  );
});

function planColumns(onSplit: (group: Group) => void): TableColumnsType<Group> {
  return [
    { title: 'Name', dataIndex: 'name', width: 170, fixed: 'left' },
    { title: 'Ship Date', dataIndex: 'shipDate', width: 100, render: formatMenuDate },
    { title: 'Ship Day', dataIndex: 'shipDay', width: 90 },
    { title: 'Shipping Region', dataIndex: 'shippingRegion', width: 130 },
    { title: 'Region Category', dataIndex: 'shippingRegionCategory', width: 90 },
    { title: 'Meal Plan', dataIndex: 'mealPlan', width: 90 },
    { title: 'Box Size', dataIndex: 'boxSize', width: 70, render: (size: number) => `${size}"` },
    { title: 'Boxes', dataIndex: 'boxCount', width: 70, align: 'right' },
    { title: 'Remaining', dataIndex: 'remainingBoxCount', width: 90, align: 'right' },
    { title: 'Unpackable', dataIndex: 'unpackableBoxCount', width: 100, align: 'right' },
    { title: 'Printed', dataIndex: 'printedBoxCount', width: 70, align: 'right' },
    { title: 'Line', dataIndex: 'lineAssignment', width: 70 },
    {
      title: 'Dockout',
      dataIndex: 'dockoutTimeStamp',
      width: 120,
      render: (value: string | null) => (value ? dayjs(value).format('MM/DD h:mm A') : ''),
    },
    {
      title: 'Status',
      key: 'status',
      width: 100,
      render: (_value, group) => {
        const status = groupStatus(group);
        return status ? <Tag color={group.softComplete ? 'gold' : 'green'}>{status}</Tag> : null;
      },
    },
    {
      title: '',
      key: 'split',
      width: 70,
      fixed: 'right',
      render: (_value, group) => (
        <Button
          size="small"
          disabled={group.complete || group.remainingBoxCount < 2}
          onClick={() => onSplit(group)}
          aria-label={`Split ${group.name} ${group.id}`}
        >
          Split
        </Button>
      ),
    },
  ];
}
