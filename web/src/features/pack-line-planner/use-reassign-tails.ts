import { useMutation } from '@apollo/client/react';
import { PlannerReassignTailsMutationDocument } from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';

/** Moves the selected groups' tails to a line; the new tail groups join the open planner. */
export function useReassignTails(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerReassignTailsMutationDocument);
  const applyChange = usePlannerChange();
  const reassign = async (groupIds: readonly string[], line: string) => {
    const { data } = await mutate({
      variables: {
        input: {
          packingFacilityId: facilityId,
          packLineName: line,
          packLinePlanGroupIds: [...groupIds],
        },
      },
    });
    if (data) applyChange(data.reassignPackLineTails);
    const refusal = data?.reassignPackLineTails.userErrors[0]?.message;
    if (!data || refusal) throw new Error(refusal ?? 'The tails were not reassigned.');
  };
  return { reassign, loading };
}
