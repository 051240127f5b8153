import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ControlTip } from '../../shared/control-tip.tsx';
import { NEEDS_SELECTION, NEEDS_TAILS } from './messages.ts';

/**
 * The actions on the selected groups; each needs at least one selected group, and says so while
 * it is disabled.
 */
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
  const noSelection = selectedCount === 0 ? NEEDS_SELECTION : null;
  const noTails = noSelection ?? (hasTails ? null : NEEDS_TAILS);
  return (
    <Flex gap="small" align="center" wrap>
      <ControlTip reason={noSelection}>
        <Button type="primary" disabled={noSelection !== null} onClick={onAssign}>
          Assign Groups
        </Button>
      </ControlTip>
      <ControlTip reason={noTails}>
        <Button disabled={noTails !== null} onClick={onReassignTails}>
          Reassign Tails
        </Button>
      </ControlTip>
      {children}
      <Typography.Text type="secondary">{selectedCount} selected</Typography.Text>
    </Flex>
  );
}
