import { useMutation } from '@apollo/client/react';
import {
  PlannerSplitGroupMutationDocument,
  type PlannerTable_GroupFragment,
} from '../../generated/graphql.ts';
import { usePlannerChange } from './planner-change-context.ts';
import { settle } from './planner-refusal.ts';
import { seenGroup } from './seen.ts';

export interface SplitSides {
  /** The group as the planner saw it when it opened the dialog. */
  group: PlannerTable_GroupFragment;
  current: { count: number; line: string | null };
  next: { count: number; line: string | null };
  total: number;
}

/** Splits a group; the new group joins the open planner. Throws the host's refusal. */
export function useSplitGroup(facilityId: string) {
  const [mutate, { loading }] = useMutation(PlannerSplitGroupMutationDocument);
  const applyChange = usePlannerChange();
  const split = async ({ group, current, next, total }: SplitSides) => {
    const { data } = await mutate({
      variables: {
        input: {
          packingFacilityId: facilityId,
          id: group.id,
          currentPackLineName: current.line,
          currentCount: current.count,
          newPackLineName: next.line,
          newCount: next.count,
          totalCount: total,
          seenGroup: seenGroup(group),
        },
      },
    });
    const payload = data?.splitPackLinePlanGroup;
    settle(payload, applyChange, 'The group was not split.');
    if (!payload?.newPackLinePlanGroupId) throw new Error('The group was not split.');
  };
  return { split, loading };
}
