import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import type { PlannerTable_GroupFragment } from '../../generated/graphql.ts';
import { ChosenGroups, StaleAlert } from './chosen-groups.tsx';
import { assignSuccess } from './messages.ts';
import { lineOptions, lineOrNull } from './line-options.ts';
import { useAssignGroups } from './use-assign-groups.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';
import { useSeenGroups } from './use-seen-groups.ts';
import { focusOnOpen } from '../../shared/dialog-focus.tsx';

export interface AssignGroupsDialogProps {
  facilityId: string;
  lines: readonly { name: string }[];
  /** The selected groups as the table showed them when the dialog opened. */
  groups: readonly PlannerTable_GroupFragment[];
  onClose: (assigned: boolean) => void;
}

/**
 * Assign Groups: the selected groups go to the chosen line; Submit needs a line. When another
 * planner changed one of them meanwhile, the dialog says what changed and shows them as they are
 * now.
 */
export function AssignGroupsDialog({
  facilityId,
  lines,
  groups,
  onClose,
}: AssignGroupsDialogProps) {
  const [line, setLine] = useState<string>();
  const { seen, stale, refresh } = useSeenGroups(groups);
  const { assign, loading } = useAssignGroups(facilityId);
  const toasts = usePlannerToasts();
  const submit = async () => {
    if (!line) return;
    try {
      await assign(seen, lineOrNull(line));
      toasts.success(assignSuccess(seen.length, lineOrNull(line)));
      onClose(true);
    } catch (error) {
      if (!refresh(error)) toasts.error((error as Error).message);
    }
  };
  return (
    <Modal
      modalRender={focusOnOpen}
      open
      title="Assign Groups"
      okText="Submit"
      okButtonProps={{ disabled: !line || seen.length === 0, loading }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <StaleAlert message={stale} />
      <ChosenGroups groups={seen} />
      <Form layout="vertical">
        <Form.Item label={`Pack line for ${seen.length} selected group(s)`} required>
          <Select
            aria-label="Pack line"
            placeholder="Choose a pack line"
            value={line}
            onChange={setLine}
            options={lineOptions(lines)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
