import { Space, Tag } from 'antd';
import type { PickLettersCounts_CountsFragment } from '../../generated/graphql.ts';

/** How far the lettering of the facility and menu is, at a glance. */
export function CountsChips({ counts }: { counts: PickLettersCounts_CountsFragment }) {
  const complete = (assigned: number, total: number) => (assigned === total ? 'green' : 'gold');
  return (
    <Space size={8} wrap aria-label="Counts">
      <Tag color={complete(counts.mealLettersAssigned, counts.mealPickables)}>
        Meal letters: {counts.mealLettersAssigned} / {counts.mealPickables}
      </Tag>
      <Tag color={complete(counts.proteinLettersAssigned, counts.proteins)}>
        Protein letters: {counts.proteinLettersAssigned} / {counts.proteins}
      </Tag>
      <Tag color={counts.duplicateLetters > 0 ? 'orange' : 'default'}>
        Duplicate letters: {counts.duplicateLetters}
      </Tag>
    </Space>
  );
}
