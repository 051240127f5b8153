import type { ApolloCache, Reference } from '@apollo/client';
import {
  LineWidget_LineFragmentDoc,
  PlannerLineFilters_LineFragmentDoc,
  PlannerTable_GroupFragmentDoc,
  type LineWidget_LineFragment,
  type PlannerHeadQueryQuery,
  type PlannerIndex_GroupFragment,
  type PlannerLineFilters_LineFragment,
  type PlannerTable_GroupFragment,
} from '../../generated/graphql.ts';

/** The planner of one facility as the screen shows it, but its groups: its lines, menu, letters. */
export type Planner = PlannerHeadQueryQuery['packLinePlanner'];
export type PlannerLine = Planner['packLines'][number];
/** A group as the table orders and selects it; each row reads the rest of its group itself. */
export type PlanGroupKey = PlannerIndex_GroupFragment;

/**
 * What a planner mutation's answer or a planner event carries: the groups and lines it changed,
 * as they are now. A refused filter change carries only the line's filters.
 */
export interface PlannerChange {
  packLinePlanGroups?: readonly PlannerTable_GroupFragment[] | null;
  packLines?: readonly LineChange[] | null;
}

/** A line as a change carries it: whole (a widget's fields), or only its filters. */
export type LineChange = PlannerLineFilters_LineFragment & Partial<LineWidget_LineFragment>;
const isWholeLine = (line: LineChange): line is LineWidget_LineFragment => line.name !== undefined;

const GROUP = 'PackLinePlanGroup';

/**
 * Writes a change into Apollo's cache, where every row, widget and dialog showing one of its
 * groups or lines reads it: each group and line by its id (only the rows of the groups it
 * changed render again), and the groups the planner does not list yet (a split's new group)
 * join the end of its list. A line not listed stays out of the widgets until the next read.
 */
export function writePlannerChange(
  cache: ApolloCache,
  facilityId: string,
  change: PlannerChange,
): void {
  const groups = change.packLinePlanGroups ?? [];
  const lines = change.packLines ?? [];
  if (groups.length === 0 && lines.length === 0) return;
  cache.batch({
    update: (batch) => {
      for (const group of groups) {
        batch.writeFragment({
          id: batch.identify({ __typename: GROUP, id: group.id }),
          fragment: PlannerTable_GroupFragmentDoc,
          data: group,
        });
      }
      for (const line of lines) {
        const id = batch.identify({ __typename: 'PackLine', id: line.id });
        if (isWholeLine(line))
          batch.writeFragment({ id, fragment: LineWidget_LineFragmentDoc, data: line });
        else batch.writeFragment({ id, fragment: PlannerLineFilters_LineFragmentDoc, data: line });
      }
      if (groups.length > 0) listGroups(batch, facilityId, groups);
    },
  });
}

/** Adds the groups the planner's list does not hold to its end (the table orders them itself). */
function listGroups(
  cache: ApolloCache,
  facilityId: string,
  groups: readonly PlannerTable_GroupFragment[],
) {
  cache.modify<{ packLinePlanGroups: readonly Reference[] }>({
    id: cache.identify({ __typename: 'PackLinePlanner', id: facilityId }),
    fields: {
      packLinePlanGroups: (listed, { toReference }) => {
        const held = new Set(listed.map((reference) => reference.__ref));
        const added = groups.flatMap((group) => {
          const reference = toReference({ __typename: GROUP, id: group.id });
          return reference && !held.has(reference.__ref) ? [reference] : [];
        });
        return added.length > 0 ? [...listed, ...added] : listed;
      },
    },
  });
}

/** Groups with the changed ones laid over them; changed groups not among them join the list. */
export function withChangedGroups<T extends { id: string }>(
  groups: readonly T[],
  changed: readonly T[],
): T[] {
  const byId = new Map(changed.map((group) => [group.id, group]));
  const merged = groups.map((group) => {
    const change = byId.get(group.id);
    if (!change) return group;
    byId.delete(group.id);
    return { ...group, ...change };
  });
  merged.push(...byId.values());
  return merged;
}
