import { splitQuantityProblem, UNASSIGNED } from '@ops/schema/planner/rules';
import { Button, Form, Input, Modal, Result, Select } from 'antd';
import { useState } from 'react';
import type { PlannerTable_GroupFragment } from '../../generated/graphql.ts';
import { lineOptions, lineOrNull } from './line-options.ts';
import { SPLIT_FAILURE, splitSuccess } from './messages.ts';
import { useSplitGroup } from './use-split-group.ts';

export interface SplitDialogProps {
  facilityId: string;
  group: PlannerTable_GroupFragment;
  lines: readonly { name: string }[];
  /** OKAY after the outcome: close and refresh the data. */
  onClose: (submitted: boolean) => void;
}

/**
 * Split: a quantity that stays with the group (digits, at least 1, less than the remaining
 * boxes), the rest read-only for the new group, a line for each; then the outcome with OKAY.
 */
export function SplitDialog({ facilityId, group, lines, onClose }: SplitDialogProps) {
  const remaining = group.remainingBoxCount;
  const [quantity, setQuantity] = useState('');
  const [currentLine, setCurrentLine] = useState(group.lineAssignment);
  const [nextLine, setNextLine] = useState(UNASSIGNED);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const { split, loading } = useSplitGroup(facilityId);
  const problem = splitQuantityProblem(quantity, remaining);
  const rest = problem ? '' : String(remaining - Number(quantity));

  const submit = async () => {
    const current = { count: Number(quantity), line: lineOrNull(currentLine) };
    const next = { count: remaining - current.count, line: lineOrNull(nextLine) };
    try {
      await split({ groupId: group.id, current, next, total: remaining });
      setOutcome({ ok: true, text: splitSuccess(current, next) });
    } catch {
      setOutcome({ ok: false, text: SPLIT_FAILURE });
    }
  };

  return (
    <Modal
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
