import { useMutation } from '@apollo/client/react';
import {
  PlannerReassignTailsMutationDocument,
  type PlannerTable_GroupFragment,
} from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';
import { settle } from './planner-refusal.ts';
import { seenGroup } from './seen.ts';

/** Moves the groups' tails to a line; the new tail groups join the open planner. */
export function useReassignTails(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerReassignTailsMutationDocument);
  const applyChange = usePlannerChange();
  const reassign = async (groups: readonly PlannerTable_GroupFragment[], line: string) => {
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
    settle(data?.reassignPackLineTails, applyChange, 'The tails were not reassigned.');
  };
  return { reassign, loading };
}
