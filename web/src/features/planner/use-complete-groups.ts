import { useMutation } from '@apollo/client/react';
import {
  PlannerCompleteGroupsMutationDocument,
  type PlannerTable_GroupFragment,
} from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';
import { settle } from './planner-refusal.ts';
import { seenGroup } from './seen.ts';

/** Marks groups, as the planner saw them, complete by hand (Manual); the planner applies it. */
export function useCompleteGroups(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerCompleteGroupsMutationDocument);
  const applyChange = usePlannerChange();
  const complete = async (groups: readonly PlannerTable_GroupFragment[]) => {
    const { data } = await mutate({
      variables: {
        input: {
          packingFacilityId: facilityId,
          packLinePlanGroupIds: groups.map((group) => group.id),
          seenGroups: groups.map(seenGroup),
        },
      },
    });
    settle(data?.completePackLinePlanGroups, applyChange, 'The groups were not completed.');
  };
  return { complete, loading };
}
