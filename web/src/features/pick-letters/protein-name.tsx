import { Space, Tag, Typography } from 'antd';
import type { ProteinLettersGrid_RowFragment } from '../../generated/graphql.ts';

type Protein = Pick<
  ProteinLettersGrid_RowFragment,
  'ingredientName' | 'ingredientBrandName' | 'isReplacement'
>;

export function ReplacementTag() {
  return <Tag color="orange">Replacement</Tag>;
}

/**
 * A protein's name and brand, marked when it is a replacement a customer may swap in for the
 * row's meal (leave the mark out where the cell stands for several meals).
 */
export function ProteinName({ row, marked = true }: { row: Protein; marked?: boolean }) {
  return (
    <Space size={6} wrap>
      <span>{row.ingredientName}</span>
      {row.ingredientBrandName && (
        <Typography.Text type="secondary">{row.ingredientBrandName}</Typography.Text>
      )}
      {marked && row.isReplacement && <ReplacementTag />}
    </Space>
  );
}
