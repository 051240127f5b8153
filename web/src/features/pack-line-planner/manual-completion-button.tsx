import { App, Button } from 'antd';
import {
  MANUAL_COMPLETION_CONFIRM,
  MANUAL_COMPLETION_FAILURE,
  MANUAL_COMPLETION_SUCCESS,
} from './messages.ts';
import { useCompleteGroups } from './use-complete-groups.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';

/** Manual Completion of the selected groups, after its confirmation. */
export function ManualCompletionButton({
  facilityId,
  groupIds,
  onDone,
}: {
  facilityId: string;
  groupIds: readonly string[];
  onDone: () => void;
}) {
  const { modal } = App.useApp();
  const { complete, loading } = useCompleteGroups(facilityId);
  const toasts = usePlannerToasts();
  const confirm = () =>
    modal.confirm({
      title: MANUAL_COMPLETION_CONFIRM,
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        try {
          await complete(groupIds);
          toasts.success(MANUAL_COMPLETION_SUCCESS);
          onDone();
        } catch {
          toasts.error(MANUAL_COMPLETION_FAILURE);
        }
      },
    });
  return (
    <Button disabled={groupIds.length === 0} loading={loading} onClick={confirm}>
      Manual Completion
    </Button>
  );
}
