import { useMutation } from '@apollo/client/react';
import { PlannerSplitGroupMutationDocument } from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';

export interface SplitSides {
  groupId: string;
  current: { count: number; line: string | null };
  next: { count: number; line: string | null };
  total: number;
}

/** Splits a group; the new group joins the open planner. Throws the host's refusal. */
export function useSplitGroup(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerSplitGroupMutationDocument);
  const applyChange = usePlannerChange();
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
    });
    if (data) applyChange(data.splitPackLinePlanGroup);
    const refusal = data?.splitPackLinePlanGroup.userErrors[0]?.message;
    if (!data?.splitPackLinePlanGroup.newPackLinePlanGroupId || refusal) {
      throw new Error(refusal ?? 'The group was not split.');
    }
  };
  return { split, loading };
}
