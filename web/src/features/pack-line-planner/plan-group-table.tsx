import dayjs from 'dayjs';
import { memo, useMemo } from 'react';
import type { PlannerTable_GroupFragment } from '../../generated/graphql.ts';
import { formatMenuDate } from '../../shared/date-format.ts';
import { LightButton, LightTag } from '../../shared/light-controls.tsx';
import { VirtualTable } from '../../shared/virtual-table/virtual-table.tsx';
import type { VirtualColumn, VirtualSelection } from '../../shared/virtual-table/virtual-table.tsx';
import { byPlan } from './plan-order.ts';
import './plan-group-table.css';

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

const groupId = (group: Group) => group.id;

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
  const selection = useMemo<VirtualSelection<Group>>(
    () => ({
      selected: new Set(selected),
      onChange: onSelect,
      disabled: (group) => group.complete,
      label: (group) => `Select ${group.name} ${group.id}`,
    }),
    [selected, onSelect],
  );
  return (
    <VirtualTable<Group>
      label="Pack line plan groups"
      rows={rows}
      columns={columns}
      rowKey={groupId}
      // About 14 rows in view; the columns' widths add up to 1,164 px (with the selection's): the
      // whole row fits a 1440 px screen beside the menu; narrower screens scroll sideways with
      // Name and Split kept in view.
      height={560}
      className="ops-plan-group-table"
      selection={selection}
      loading={loading}
    />
  );
});

function planColumns(onSplit: (group: Group) => void): VirtualColumn<Group>[] {
  const text = (key: keyof Group, title: string, width: number) => ({
    key,
    title,
    width,
    render: (group: Group) => String(group[key] ?? ''),
  });
  const count = (key: keyof Group, title: string, width: number) => ({
    ...text(key, title, width),
    align: 'right' as const,
  });
  return [
    { ...text('name', 'Name', 108), fixed: 'left' },
    {
      key: 'shipDate',
      title: 'Ship Date',
      width: 78,
      render: (group) => formatMenuDate(group.shipDate),
    },
    text('shipDay', 'Ship Day', 84),
    text('shippingRegion', 'Shipping Region', 104),
    text('shippingRegionCategory', 'Region Category', 72),
    text('mealPlan', 'Meal Plan', 64),
    { key: 'boxSize', title: 'Box Size', width: 40, render: (group) => `${group.boxSize}"` },
    count('boxCount', 'Boxes', 52),
    count('remainingBoxCount', 'Remaining', 80),
    count('unpackableBoxCount', 'Unpackable', 86),
    count('printedBoxCount', 'Printed', 62),
    text('lineAssignment', 'Line', 40),
    {
      key: 'dockoutTimeStamp',
      title: 'Dockout',
      width: 104,
      render: (group) =>
        group.dockoutTimeStamp ? dayjs(group.dockoutTimeStamp).format('MM/DD h:mm A') : '',
    },
    {
      key: 'status',
      title: 'Status',
      width: 84,
      render: (group) => {
        const status = groupStatus(group);
        return status ? (
          <LightTag color={group.softComplete ? 'gold' : 'green'}>{status}</LightTag>
        ) : null;
      },
    },
    {
      key: 'split',
      title: '',
      width: 58,
      fixed: 'right',
      render: (group) => (
        <LightButton
          disabled={group.complete || group.remainingBoxCount < 2}
          onClick={() => onSplit(group)}
          aria-label={`Split ${group.name} ${group.id}`}
        >
          Split
        </LightButton>
      ),
    },
  ];
}
