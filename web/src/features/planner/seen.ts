import { isGroupComplete, type CompletionCounts } from '@ops/schema/planner/rules';
import type { PlannerTable_GroupFragment, SeenPackLinePlanGroup } from '../../generated/graphql.ts';

type Seen = Pick<PlannerTable_GroupFragment, 'id' | 'lineAssignment' | 'boxCount'> &
  CompletionCounts;

/** A group as the planner sees it: what a change sends, for the host to refuse it if stale. */
export const seenGroup = (group: Seen): SeenPackLinePlanGroup => ({
  id: group.id,
  lineAssignment: group.lineAssignment,
  boxCount: group.boxCount,
  complete: isGroupComplete(group),
});

/** A line's open groups in its order: the assignments drawer's list. */
export function lineGroups<
  T extends Pick<PlannerTable_GroupFragment, 'id' | 'lineAssignment' | 'displayOrder'> &
    CompletionCounts,
>(groups: readonly T[], lineName: string): T[] {
  return groups
    .filter((group) => group.lineAssignment === lineName && !isGroupComplete(group))
    .sort((a, b) => a.displayOrder - b.displayOrder || Number(a.id) - Number(b.id));
}
