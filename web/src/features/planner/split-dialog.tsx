import {
  isGroupComplete,
  remainingBoxes,
  splitQuantityProblem,
  UNASSIGNED,
} from '@ops/schema/planner/rules';
import { Button, Form, Input, Modal, Result, Select } from 'antd';
import { useState } from 'react';
import type { PlannerTable_GroupFragment } from '../../generated/graphql.ts';
import { StaleAlert } from './chosen-groups.tsx';
import { lineOptions, lineOrNull } from './line-options.ts';
import { SPLIT_FAILURE, splitSuccess } from './messages.ts';
import { PlannerRefusal } from './planner-refusal.ts';
import { useSplitGroup } from './use-split-group.ts';
import { focusOnOpen } from '../../shared/dialog-focus.tsx';

export interface SplitDialogProps {
  facilityId: string;
  group: PlannerTable_GroupFragment;
  lines: readonly { name: string }[];
  /** OKAY after the outcome: close and refresh the data. */
  onClose: (submitted: boolean) => void;
  /** The group was split. */
  onSplit?: () => void;
}

/**
 * Split: a quantity that stays with the group (digits, at least 1, less than the remaining
 * boxes), the rest read-only for the new group, a line for each; then the outcome with OKAY.
 * The split is made against the group as the dialog opened with it: when it changed meanwhile
 * (printed, split, moved by another planner), the split is refused, and the form says what
 * changed and shows the group as it is now, to split again.
 */
export function SplitDialog({
  facilityId,
  group: opened,
  lines,
  onClose,
  onSplit,
}: SplitDialogProps) {
  const [group, setGroup] = useState(opened);
  const remaining = remainingBoxes(group);
  const [quantity, setQuantity] = useState('');
  const [currentLine, setCurrentLine] = useState(group.lineAssignment);
  const [nextLine, setNextLine] = useState(UNASSIGNED);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [stale, setStale] = useState<string | null>(null);
  const { split, loading } = useSplitGroup(facilityId);
  const problem = isGroupComplete(group)
    ? 'The group is complete.'
    : splitQuantityProblem(quantity, remaining);
  const rest = problem ? '' : String(remaining - Number(quantity));

  const submit = async () => {
    const current = { count: Number(quantity), line: lineOrNull(currentLine) };
    const next = { count: remaining - current.count, line: lineOrNull(nextLine) };
    try {
      await split({ group, current, next, total: remaining });
      setOutcome({ ok: true, text: splitSuccess(current, next) });
      onSplit?.();
    } catch (error) {
      const now =
        error instanceof PlannerRefusal && error.stale
          ? error.current.packLinePlanGroups?.find((other) => other.id === group.id)
          : undefined;
      if (!now) return setOutcome({ ok: false, text: SPLIT_FAILURE });
      setGroup(now);
      setQuantity('');
      setCurrentLine(now.lineAssignment);
      setStale((error as Error).message);
    }
  };

  return (
    <Modal
      modalRender={focusOnOpen}
      open
      title={`Split ${group.name}`}
      onCancel={() => onClose(outcome !== undefined)}
      destroyOnHidden
      footer={
        outcome ? (
          <Button type="primary" onClick={() => onClose(true)}>
            OKAY
          </Button>
        ) : (
          [
            <Button key="cancel" onClick={() => onClose(false)}>
              Cancel
            </Button>,
            <Button
              key="split"
              type="primary"
              disabled={problem !== null}
              loading={loading}
              onClick={() => void submit()}
            >
              Split
            </Button>,
          ]
        )
      }
    >
      {outcome ? (
        <Result status={outcome.ok ? 'success' : 'error'} subTitle={outcome.text} />
      ) : (
        <Form layout="vertical">
          <StaleAlert title={stale ? SPLIT_FAILURE : undefined} message={stale} />
          <p>{remaining} remaining boxes.</p>
          <Form.Item
            label="Quantity"
            validateStatus={quantity !== '' && problem ? 'error' : ''}
            help={quantity !== '' ? problem : undefined}
          >
            <Input
              aria-label="Quantity"
              inputMode="numeric"
              value={quantity}
              onChange={(event) => {
                if (/^[0-9]*$/.test(event.target.value)) setQuantity(event.target.value);
              }}
            />
          </Form.Item>
          <Form.Item label="Pack line">
            <Select
              aria-label="Pack line of this group"
              value={currentLine}
              onChange={setCurrentLine}
              options={lineOptions(lines)}
            />
          </Form.Item>
          <Form.Item label="Second quantity">
            <Input aria-label="Second quantity" value={rest} readOnly />
          </Form.Item>
          <Form.Item label="Pack line of the new group">
            <Select
              aria-label="Pack line of the new group"
              value={nextLine}
              onChange={setNextLine}
              options={lineOptions(lines)}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
