import { compareText } from '@ops/schema/pick-letters/letters';
import { Radio, Space, Table, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import type { ProteinLettersGrid_RowFragment } from '../../generated/graphql.ts';
import { PICKS_PER_TWO_SERVINGS } from './messages.ts';
import { ProteinName, ReplacementTag } from './protein-name.tsx';

type Row = ProteinLettersGrid_RowFragment;
type Grouping = 'protein' | 'meal';

const groupKey = (row: Row, grouping: Grouping) =>
  grouping === 'protein' ? row.ingredientName : row.mealTitle;
const otherKey = (row: Row, grouping: Grouping) =>
  grouping === 'protein' ? row.mealTitle : row.ingredientName;

/** How many rows each row's group cell spans: the first row of a group spans it, the rest 0. */
function groupSpans(rows: readonly Row[], grouping: Grouping): number[] {
  return rows.map((row, index) => {
    const key = groupKey(row, grouping);
    if (index > 0 && groupKey(rows[index - 1]!, grouping) === key) return 0;
    let span = 1;
    while (rows[index + span] && groupKey(rows[index + span]!, grouping) === key) span += 1;
    return span;
  });
}

/**
 * Picks per 2 servings of every protein of the menu, grouped by protein or by meal. Its tab is
 * not the one the screen opens on: the module loads when the tab is first shown.
 */
export default function ProteinQuantities({ rows }: { rows: readonly Row[] }) {
  const [grouping, setGrouping] = useState<Grouping>('protein');
  const sorted = useMemo(
    () =>
      [...rows].sort(
        (a, b) =>
          compareText(groupKey(a, grouping), groupKey(b, grouping)) ||
          compareText(otherKey(a, grouping), otherKey(b, grouping)),
      ),
    [rows, grouping],
  );
  const spans = useMemo(() => groupSpans(sorted, grouping), [sorted, grouping]);
  const spanOf = (_: Row, index = 0) => ({ rowSpan: spans[index] ?? 1 });

  // A replacement is a (protein, meal) pair: the mark goes on the cell of the row, never on a
  // cell that spans the group.
  const protein: TableColumnType<Row> = {
    title: 'Protein',
    key: 'protein',
    render: (_, row) => <ProteinName row={row} marked={grouping === 'meal'} />,
  };
  const meal: TableColumnType<Row> = {
    title: 'Meal',
    key: 'meal',
    render: (_, row) => (
      <Space size={6} wrap>
        <span>{row.mealTitle}</span>
        {grouping === 'protein' && row.isReplacement && <ReplacementTag />}
      </Space>
    ),
  };
  const columns: TableColumnType<Row>[] = [
    grouping === 'protein' ? { ...protein, onCell: spanOf } : protein,
    grouping === 'meal' ? { ...meal, onCell: spanOf } : meal,
    { title: PICKS_PER_TWO_SERVINGS, key: 'quantity', width: 190, dataIndex: 'quantity' },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={grouping}
        onChange={(event) => setGrouping(event.target.value as Grouping)}
        options={[
          { value: 'protein', label: 'Group By Protein' },
          { value: 'meal', label: 'Group By Meal' },
        ]}
      />
      <Table<Row>
        aria-label="Protein quantities"
        rowKey="id"
        size="middle"
        bordered
        // Columns without a width share what is left equally, whatever their texts.
        tableLayout="fixed"
        dataSource={sorted}
        columns={columns}
        pagination={false}
      />
    </Space>
  );
}
