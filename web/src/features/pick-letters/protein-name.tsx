import { Space, Tag, Typography } from 'antd';
import type { ProteinLettersGrid_RowFragment } from '../../generated/graphql.ts';

type Protein = Pick<
  ProteinLettersGrid_RowFragment,
  'ingredientName' | 'ingredientBrandName' | 'isReplacement'
>;

/** A protein's name and brand, marked when it is a replacement a customer may swap in. */
export function ProteinName({ row }: { row: Protein }) {
  return (
    <Space size={6} wrap>
      <span>{row.ingredientName}</span>
      {row.ingredientBrandName && (
        <Typography.Text type="secondary">{row.ingredientBrandName}</Typography.Text>
      )}
      {row.isReplacement && <Tag color="orange">Replacement</Tag>}
    </Space>
  );
}
