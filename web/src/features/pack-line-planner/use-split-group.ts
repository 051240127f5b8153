import { useMutation } from '@apollo/client/react';
import { PlannerSplitGroupMutationDocument } from '../../generated/graphql.ts';
import { addGroupsToPlanner } from './add-groups-to-planner.ts';

export interface SplitSides {
  groupId: string;
  current: { count: number; line: string | null };
  next: { count: number; line: string | null };
  total: number;
}

/** Splits a group; the new group joins the cached planner. Throws the host's refusal. */
export function useSplitGroup(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerSplitGroupMutationDocument);
  const split = async ({ groupId, current, next, total }: SplitSides) => {
    const { data } = await mutate({
      variables: {
        input: {
          packingFacilityId: facilityId,
          id: groupId,
          currentPackLineName: current.line,
          currentCount: current.count,
          newPackLineName: next.line,
          newCount: next.count,
          totalCount: total,
        },
      },
      update(cache, result) {
        const groups = result.data?.splitPackLinePlanGroup.packLinePlanGroups ?? [];
        addGroupsToPlanner(cache, facilityId, groups);
      },
    });
    const refusal = data?.splitPackLinePlanGroup.userErrors[0]?.message;
    if (!data?.splitPackLinePlanGroup.newPackLinePlanGroupId || refusal) {
      throw new Error(refusal ?? 'The group was not split.');
    }
  };
  return { split, loading };
}
