import { useMutation } from '@apollo/client/react';
import { PlannerCompleteGroupsMutationDocument } from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';

/** Marks groups complete by hand (Manual); the open planner applies the answer. */
export function useCompleteGroups(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerCompleteGroupsMutationDocument);
  const applyChange = usePlannerChange();
  const complete = async (groupIds: readonly string[]) => {
    const { data } = await mutate({
      variables: { input: { packingFacilityId: facilityId, packLinePlanGroupIds: [...groupIds] } },
    });
    if (data) applyChange(data.completePackLinePlanGroups);
    const refusal = data?.completePackLinePlanGroups.userErrors[0]?.message;
    if (!data || refusal) throw new Error(refusal ?? 'The groups were not completed.');
  };
  return { complete, loading };
}
