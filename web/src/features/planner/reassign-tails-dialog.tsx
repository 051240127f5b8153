import { useQuery } from '@apollo/client/react';
import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import {
  PlannerTailCountsQueryDocument,
  type PlannerTable_GroupFragment,
} from '../../generated/graphql.ts';
import { ChosenGroups, StaleAlert } from './chosen-groups.tsx';
import { useReassignTails } from './use-reassign-tails.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';
import { useSeenGroups } from './use-seen-groups.ts';
import { focusOnOpen } from '../../shared/dialog-focus.tsx';

export interface ReassignTailsDialogProps {
  facilityId: string;
  lines: readonly { name: string }[];
  /** The selected groups as the table showed them when the dialog opened. */
  groups: readonly PlannerTable_GroupFragment[];
  onClose: (done: boolean) => void;
}

/**
 * Reassign Tails: the chosen line takes the selected groups' unpackable boxes; before submitting
 * it tells how many of them that line can pack. Submit needs a line. When another planner changed
 * one of the groups meanwhile, the dialog says what changed and shows them as they are now.
 */
export function ReassignTailsDialog({
  facilityId,
  lines,
  groups,
  onClose,
}: ReassignTailsDialogProps) {
  const [line, setLine] = useState<string>();
  const { seen, stale, refresh } = useSeenGroups(groups);
  const counts = useQuery(PlannerTailCountsQueryDocument, {
    skip: !line,
    fetchPolicy: 'network-only',
    variables: {
      packingFacilityId: facilityId,
      packLineName: line ?? '',
      packLinePlanGroupIds: seen.map((group) => group.id),
    },
  });
  const { reassign, loading } = useReassignTails(facilityId);
  const toasts = usePlannerToasts();
  const figures = counts.data?.packableTailCounts;
  const submit = async () => {
    if (!line) return;
    try {
      await reassign(seen, line);
      toasts.success(`Tails reassigned to Pack Line ${line}.`);
      onClose(true);
    } catch (error) {
      // Stale: the figures of the groups as they are now are asked for again.
      if (refresh(error)) void counts.refetch();
      else toasts.error((error as Error).message);
    }
  };
  return (
    <Modal
      modalRender={focusOnOpen}
      open
      title="Reassign Tails"
      okText="Submit"
      okButtonProps={{ disabled: !line || seen.length === 0, loading }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <StaleAlert message={stale} />
      <ChosenGroups groups={seen} />
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
