import type {
  PlannerGroupsQueryQuery,
  PlannerTable_GroupFragment,
} from '../../generated/graphql.ts';

/** The planner of one facility as the screen holds it: its groups and its lines. */
export type Planner = PlannerGroupsQueryQuery['packLinePlanner'];
export type PlannerLine = Planner['packLines'][number];

/**
 * What a planner mutation's answer or a planner event carries: the groups and lines it changed,
 * as they are now. A line may come with only some of its fields (an event's lines have no
 * pickables).
 */
export interface PlannerChange {
  packLinePlanGroups?: readonly PlannerTable_GroupFragment[] | null;
  packLines?: readonly (Partial<PlannerLine> & { id: string })[] | null;
}

/** Each item with the changed one's fields laid over it; changed items not held are added when asked. */
function mergeById<T extends { id: string }>(
  items: readonly T[],
  changed: readonly (Partial<T> & { id: string })[],
  addUnknown: boolean,
): T[] {
  const byId = new Map(changed.map((item) => [item.id, item]));
  const merged = items.map((item) => {
    const change = byId.get(item.id);
    if (!change) return item;
    byId.delete(item.id);
    return { ...item, ...change };
  });
  if (addUnknown) merged.push(...(byId.values() as Iterable<T>));
  return merged;
}

/** Groups with the changed ones laid over them; changed groups not among them join the list. */
export const withChangedGroups = (
  groups: readonly PlannerTable_GroupFragment[],
  changed: readonly PlannerTable_GroupFragment[],
) => mergeById(groups, changed, true);

/**
 * The planner with a change applied: changed groups replace theirs and new ones (a split's, a
 * reassigned tail's) join the list; changed lines take the fields the change carries. A line
 * the planner does not hold is left for the next read (it would come without its pickables).
 */
export function applyPlannerChange(planner: Planner, change: PlannerChange): Planner {
  const groups = change.packLinePlanGroups ?? [];
  const lines = change.packLines ?? [];
  if (groups.length === 0 && lines.length === 0) return planner;
  return {
    ...planner,
    packLinePlanGroups:
      groups.length > 0
        ? withChangedGroups(planner.packLinePlanGroups, groups)
        : planner.packLinePlanGroups,
    packLines: lines.length > 0 ? mergeById(planner.packLines, lines, false) : planner.packLines,
  };
}
