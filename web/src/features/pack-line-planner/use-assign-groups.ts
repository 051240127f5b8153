import { useMutation } from '@apollo/client/react';
import { PlannerAssignGroupsMutationDocument } from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';

/**
 * Assigns groups to a line (null: Unassigned). The answer carries the changed groups and the
 * lines, which the open planner applies without a refetch. Throws the host's refusal.
 */
export function useAssignGroups(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerAssignGroupsMutationDocument);
  const applyChange = usePlannerChange();
  const assign = async (groupIds: readonly string[], line: string | null) => {
    const { data } = await mutate({
      variables: {
        input: {
          packingFacilityId: facilityId,
          packLineName: line,
          packLinePlanGroupIds: [...groupIds],
        },
      },
    });
    if (data) applyChange(data.assignPackLinePlanGroups);
    const refusal = data?.assignPackLinePlanGroups.userErrors[0]?.message;
    if (!data || refusal) throw new Error(refusal ?? 'The groups were not assigned.');
  };
  return { assign, loading };
}
