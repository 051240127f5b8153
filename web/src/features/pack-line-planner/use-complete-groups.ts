import { useMutation } from '@apollo/client/react';
import { PlannerCompleteGroupsMutationDocument } from '../../generated/graphql.ts';

/** Marks groups complete by hand (Manual); the cache updates from the answer. */
export function useCompleteGroups(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerCompleteGroupsMutationDocument);
  const complete = async (groupIds: readonly string[]) => {
    const { data } = await mutate({
      variables: { input: { packingFacilityId: facilityId, packLinePlanGroupIds: [...groupIds] } },
    });
    const refusal = data?.completePackLinePlanGroups.userErrors[0]?.message;
    if (!data || refusal) throw new Error(refusal ?? 'The groups were not completed.');
  };
  return { complete, loading };
}
