import { useMutation } from '@apollo/client/react';
import { PlannerReassignTailsMutationDocument } from '../../generated/graphql.ts';
import { addGroupsToPlanner } from './add-groups-to-planner.ts';

/** Moves the selected groups' tails to a line; the new tail groups join the cached planner. */
export function useReassignTails(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerReassignTailsMutationDocument);
  const reassign = async (groupIds: readonly string[], line: string) => {
    const { data } = await mutate({
      variables: {
        input: {
          packingFacilityId: facilityId,
          packLineName: line,
          packLinePlanGroupIds: [...groupIds],
        },
      },
      update(cache, result) {
        addGroupsToPlanner(
          cache,
          facilityId,
          result.data?.reassignPackLineTails.packLinePlanGroups ?? [],
        );
      },
    });
    const refusal = data?.reassignPackLineTails.userErrors[0]?.message;
    if (!data || refusal) throw new Error(refusal ?? 'The tails were not reassigned.');
  };
  return { reassign, loading };
}
