import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { assignSuccess } from './messages.ts';
import { lineOptions, lineOrNull } from './line-options.ts';
import { useAssignGroups } from './use-assign-groups.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';

export interface AssignGroupsDialogProps {
  facilityId: string;
  lines: readonly { name: string }[];
  groupIds: readonly string[];
  onClose: (assigned: boolean) => void;
}

/** Assign Groups: the selected groups go to the chosen line; Submit needs a line. */
export function AssignGroupsDialog({
  facilityId,
  lines,
  groupIds,
  onClose,
}: AssignGroupsDialogProps) {
  const [line, setLine] = useState<string>();
  const { assign, loading } = useAssignGroups(facilityId);
  const toasts = usePlannerToasts();
  const submit = async () => {
    if (!line) return;
    try {
      await assign(groupIds, lineOrNull(line));
      toasts.success(assignSuccess(groupIds.length, lineOrNull(line)));
      onClose(true);
    } catch (error) {
      toasts.error((error as Error).message);
    }
  };
  return (
    <Modal
      open
      title="Assign Groups"
      okText="Submit"
      okButtonProps={{ disabled: !line, loading }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={`Pack line for ${groupIds.length} selected group(s)`} required>
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
