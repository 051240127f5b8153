import { useMutation } from '@apollo/client/react';
import { PlannerReorderGroupsMutationDocument } from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';

/** Saves a line's new group order; the answer updates each group's displayOrder on the open planner. */
export function useReorderGroups(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerReorderGroupsMutationDocument);
  const applyChange = usePlannerChange();
  const reorder = async (orderedIds: readonly string[]) => {
    const { data } = await mutate({
      variables: {
        input: { packingFacilityId: facilityId, orderedPackLinePlanGroupIds: [...orderedIds] },
      },
    });
    if (data) applyChange(data.updatePackLinePlanGroupOrder);
    const refusal = data?.updatePackLinePlanGroupOrder.userErrors[0]?.message;
    if (!data || refusal) throw new Error(refusal ?? 'The order was not saved.');
  };
  return { reorder, loading };
}
