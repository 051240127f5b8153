import { useMutation } from '@apollo/client/react';
import {
  PlannerAssignGroupsMutationDocument,
  type PlannerTable_GroupFragment,
} from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';
import { settle } from './planner-refusal.ts';
import { seenGroup } from './seen.ts';

/**
 * Assigns groups, as the planner saw them, to a line (null: Unassigned). The answer carries the
 * changed groups and the lines, which the open planner applies without a refetch. Throws the
 * host's refusal (PlannerRefusal).
 */
export function useAssignGroups(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerAssignGroupsMutationDocument);
  const applyChange = usePlannerChange();
  const assign = async (groups: readonly PlannerTable_GroupFragment[], line: string | null) => {
    const { data } = await mutate({
      variables: {
        input: {
          packingFacilityId: facilityId,
          packLineName: line,
          packLinePlanGroupIds: groups.map((group) => group.id),
          seenGroups: groups.map(seenGroup),
        },
      },
    });
    settle(data?.assignPackLinePlanGroups, applyChange, 'The groups were not assigned.');
  };
  return { assign, loading };
}
