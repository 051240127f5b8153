import { useQuery } from '@apollo/client/react';
import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { PlannerTailCountsQueryDocument } from '../../generated/graphql.ts';
import { useReassignTails } from './use-reassign-tails.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';

export interface ReassignTailsDialogProps {
  facilityId: string;
  lines: readonly { name: string }[];
  groupIds: readonly string[];
  onClose: (done: boolean) => void;
}

/**
 * Reassign Tails: the chosen line takes the selected groups' unpackable boxes; before submitting
 * it tells how many of them that line can pack. Submit needs a line.
 */
export function ReassignTailsDialog({
  facilityId,
  lines,
  groupIds,
  onClose,
}: ReassignTailsDialogProps) {
  const [line, setLine] = useState<string>();
  const counts = useQuery(PlannerTailCountsQueryDocument, {
    skip: !line,
    fetchPolicy: 'network-only',
    variables: {
      packingFacilityId: facilityId,
      packLineName: line ?? '',
      packLinePlanGroupIds: [...groupIds],
    },
  });
  const { reassign, loading } = useReassignTails(facilityId);
  const toasts = usePlannerToasts();
  const figures = counts.data?.packableTailCounts;
  const submit = async () => {
    if (!line) return;
    try {
      await reassign(groupIds, line);
      toasts.success(`Tails reassigned to Pack Line ${line}.`);
      onClose(true);
    } catch (error) {
      toasts.error((error as Error).message);
    }
  };
  return (
    <Modal
      open
      title="Reassign Tails"
      okText="Submit"
      okButtonProps={{ disabled: !line, loading }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Pack line" required>
          <Select
            aria-label="Pack line"
            placeholder="Choose a pack line"
            value={line}
            onChange={setLine}
            options={lines.map((candidate) => ({
              value: candidate.name,
              label: `Pack Line ${candidate.name}`,
            }))}
          />
        </Form.Item>
      </Form>
      {line && figures && (
        <Alert
          type={figures.totalPackableCount < figures.totalTailCount ? 'warning' : 'info'}
          showIcon
          message={`Pack Line ${line} can pack ${figures.totalPackableCount} of ${figures.totalTailCount} tail boxes.`}
        />
      )}
    </Modal>
  );
}
