import { useMutation } from '@apollo/client/react';
import { PlannerReorderGroupsMutationDocument } from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';
import { settle } from './planner-refusal.ts';

export interface NewOrder {
  lineName: string;
  /** The line's open groups in the new order. */
  ordered: readonly string[];
  /** The same groups in the order the planner saw when it opened the drawer. */
  seen: readonly string[];
}

/**
 * Saves a line's new group order; the answer updates each group's displayOrder (and the line's
 * Up Next) on the open planner. Throws the host's refusal (PlannerRefusal).
 */
export function useReorderGroups(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerReorderGroupsMutationDocument);
  const applyChange = usePlannerChange();
  const reorder = async ({ lineName, ordered, seen }: NewOrder) => {
    const { data } = await mutate({
      variables: {
        input: {
          packingFacilityId: facilityId,
          packLineName: lineName,
          orderedPackLinePlanGroupIds: [...ordered],
          seenOrder: [...seen],
        },
      },
    });
    settle(data?.updatePackLinePlanGroupOrder, applyChange, 'The order was not saved.');
  };
  return { reorder, loading };
}
