import { useFragment } from '@apollo/client/react';
import { Button, Tag } from 'antd';
import dayjs from 'dayjs';
import { memo, useMemo } from 'react';
import {
  PlannerTable_GroupFragmentDoc,
  type PlannerShippingRegion,
  type PlannerTable_GroupFragment,
} from '../../generated/graphql.ts';
import { formatMenuDate } from '../../shared/date-format.ts';
import { isGroupComplete, remainingBoxes, shipDayOf } from '@ops/schema/planner/rules';
import { VirtualTable } from '../../shared/virtual-table/virtual-table.tsx';
import type { VirtualColumn, VirtualSelection } from '../../shared/virtual-table/virtual-table.tsx';
import './plan-group-table.css';

type Group = PlannerTable_GroupFragment;
type PlannerRegion = Pick<PlannerShippingRegion, 'id' | 'name' | 'category'>;

export interface PlanGroupTableProps {
  /** Every group's id in the table's order; each row in view reads its whole group. */
  groupIds: readonly string[];
  /** The ticked groups: open ones only. */
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  /** The open groups' ids, asked when Select all is clicked. */
  selectable?: () => readonly string[];
  /** How many groups are open, when known (the selection's groups are read). */
  selectableCount?: number | undefined;
  onSplit: (group: Group) => void;
  /** The facility's shipping regions, each once: the groups name them by id. */
  regions?: readonly PlannerRegion[];
  /** The groups are being read: the table's frame with a spinner. */
  loading?: boolean;
}

/** 'Completed', or 'Manual' when completed by hand. */
export function groupStatus(group: Group): string | null {
  if (!isGroupComplete(group)) return null;
  return group.softComplete ? 'Manual' : 'Completed';
}

const itself = (id: string) => id;
const selectLabel = (group: Group) => `Select ${group.name} ${group.id}`;

/**
 * A row's group as the cache holds it now: the row renders again when its group changes, and no
 * other row does.
 */
function usePlanGroup(id: string): Group {
  const { data } = useFragment({
    fragment: PlannerTable_GroupFragmentDoc,
    from: { __typename: 'PackLinePlanGroup', id },
  });
  // Every listed group is in the cache whole: the read wrote it with the list.
  return data as Group;
}
const NO_REGIONS: PlanGroupTableProps['regions'] = [];

/**
 * Every plan group in one table, no pagination and no search. Rows are virtual,
 * so thousands of groups scroll smoothly; completed groups cannot be selected.
 */
export const PlanGroupTable = memo(function PlanGroupTable({
  groupIds,
  selected,
  onSelect,
  selectable,
  selectableCount,
  onSplit,
  regions = NO_REGIONS,
  loading = false,
}: PlanGroupTableProps) {
  const columns = useMemo(
    () => planColumns(onSplit, new Map(regions.map((region) => [region.id, region]))),
    [onSplit, regions],
  );
  const selection = useMemo<VirtualSelection<Group>>(
    () => ({
      selected: new Set(selected),
      onChange: onSelect,
      disabled: isGroupComplete,
      selectable,
      selectableCount,
      label: selectLabel,
    }),
    [selected, onSelect, selectable, selectableCount],
  );
  return (
    <>
      {/*
       * While the groups are read, a hidden status tag: antd builds Tag's styles (and its preset
       * colours') as the first one mounts, which would otherwise be in the frame of the table's
       * first rows, the page's styles recalculated for it there.
       */}
      {loading && <Tag color="green" aria-hidden style={{ display: 'none' }} />}
      <VirtualTable<string, Group>
        label="Pack line plan groups"
        // The rows are the groups' ids in the table's order: a row whose group keeps its place is
        // the same row when another group changes.
        rows={groupIds}
        columns={columns}
        rowKey={itself}
        useShown={usePlanGroup}
        // About 14 rows in view; the columns' widths add up to 1,164 px (with the selection's): the
        // whole row fits a 1440 px screen beside the menu; narrower screens scroll sideways with
        // Name and Split kept in view.
        height={560}
        className="ops-plan-group-table"
        selection={selection}
        loading={loading}
      />
    </>
  );
});

function planColumns(
  onSplit: (group: Group) => void,
  regions: ReadonlyMap<string, PlannerRegion>,
): VirtualColumn<Group>[] {
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
    {
      key: 'shipDay',
      title: 'Ship Day',
      width: 84,
      render: (group) => shipDayOf(group.shipDate),
    },
    {
      key: 'shippingRegion',
      title: 'Shipping Region',
      width: 104,
      render: (group) => regions.get(group.shippingRegionId)?.name ?? '',
    },
    {
      key: 'shippingRegionCategory',
      title: 'Region Category',
      width: 72,
      render: (group) => regions.get(group.shippingRegionId)?.category ?? '',
    },
    text('mealPlan', 'Meal Plan', 64),
    { key: 'boxSize', title: 'Box Size', width: 40, render: (group) => `${group.boxSize}"` },
    count('boxCount', 'Boxes', 52),
    {
      key: 'remainingBoxCount',
      title: 'Remaining',
      width: 80,
      align: 'right',
      render: (group) => String(remainingBoxes(group)),
    },
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
          <Tag color={group.softComplete ? 'gold' : 'green'} style={{ marginInlineEnd: 0 }}>
            {status}
          </Tag>
        ) : null;
      },
    },
    {
      key: 'split',
      title: '',
      width: 58,
      fixed: 'right',
      render: (group) => (
        <Button
          size="small"
          disabled={isGroupComplete(group) || remainingBoxes(group) < 2}
          onClick={() => onSplit(group)}
          aria-label={`Split ${group.name} ${group.id}`}
        >
          Split
        </Button>
      ),
    },
  ];
}
