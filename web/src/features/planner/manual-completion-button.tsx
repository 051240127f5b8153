import type { PlannerTable_GroupFragment } from '../../generated/graphql.ts';
import { ConfirmedGroupsButton } from './groups-confirm-dialog.tsx';
import {
  MANUAL_COMPLETION_CONFIRM,
  MANUAL_COMPLETION_FAILURE,
  MANUAL_COMPLETION_SUCCESS,
} from './messages.ts';
import { useCompleteGroups } from './use-complete-groups.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';

/**
 * Manual Completion of the selected groups, after its confirmation, which lists them. Done, the
 * selection clears.
 */
export function ManualCompletionButton({
  facilityId,
  groups,
  onDone,
}: {
  facilityId: string;
  groups: readonly PlannerTable_GroupFragment[];
  onDone: () => void;
}) {
  const { complete, loading } = useCompleteGroups(facilityId);
  const toasts = usePlannerToasts();
  const confirm = async (seen: readonly PlannerTable_GroupFragment[]) => {
    try {
      await complete(seen);
    } catch (error) {
      toasts.error(MANUAL_COMPLETION_FAILURE);
      throw error;
    }
    toasts.success(MANUAL_COMPLETION_SUCCESS);
    onDone();
  };
  return (
    <ConfirmedGroupsButton
      label="Manual Completion"
      title={MANUAL_COMPLETION_CONFIRM}
      groups={groups}
      loading={loading}
      onConfirm={confirm}
    />
  );
}
