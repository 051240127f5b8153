import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Text } from '../../shared/typography.tsx';

/** The actions on the selected groups; each needs at least one selected group. */
export function PlannerToolbar({
  selectedCount,
  hasTails,
  onAssign,
  onReassignTails,
  children,
}: {
  selectedCount: number;
  /** Some selected group has unpackable boxes: Reassign Tails needs that. */
  hasTails: boolean;
  onAssign: () => void;
  onReassignTails: () => void;
  children?: ReactNode;
}) {
  return (
    <Flex gap="small" align="center" wrap>
      <Button type="primary" disabled={selectedCount === 0} onClick={onAssign}>
        Assign Groups
      </Button>
      <Button disabled={selectedCount === 0 || !hasTails} onClick={onReassignTails}>
        Reassign Tails
      </Button>
      {children}
      <Text type="secondary">{selectedCount} selected</Text>
    </Flex>
  );
}
