import type { ApolloCache, Reference } from '@apollo/client';
import { byPlan, type PlanPlace } from '@ops/schema/planner/order';
import {
  LineWidget_LineFragmentDoc,
  PlannerLineFilters_LineFragmentDoc,
  PlannerTable_GroupFragmentDoc,
  type LineWidget_LineFragment,
  type PlannerHeadQueryQuery,
  type PlannerLineFilters_LineFragment,
  type PlannerTable_GroupFragment,
} from '../../generated/graphql.ts';

/** The planner of one facility as the screen shows it, but its groups: its lines, menu, letters. */
export type Planner = PlannerHeadQueryQuery['packLinePlanner'];
export type PlannerLine = Planner['packLines'][number];

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
 * changed render again), and each of its groups in its place in the planner's list, the table's
 * order (a split's new group joins it there). A line not listed stays out of the widgets until
 * the next read.
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
      if (groups.length > 0) placeGroups(batch, facilityId, groups);
    },
  });
}

/**
 * Puts each changed group where the table's order now places it in the planner's list, found by
 * halving among the others (a few reads of their place, not one of every group). The list is
 * left as it was when every group keeps its place: the table's rows then stay as they are.
 */
function placeGroups(
  cache: ApolloCache,
  facilityId: string,
  groups: readonly PlannerTable_GroupFragment[],
) {
  cache.modify<{ packLinePlanGroups: readonly Reference[] }>({
    id: cache.identify({ __typename: 'PackLinePlanner', id: facilityId }),
    fields: {
      packLinePlanGroups: (listed, { readField, toReference }) => {
        const placeOf = (reference: Reference): PlanPlace => ({
          id: readField<string>('id', reference) ?? '',
          shipDate: readField<string>('shipDate', reference) ?? '',
          lineAssignment: readField<string>('lineAssignment', reference) ?? '',
          displayOrder: readField<number>('displayOrder', reference) ?? 0,
        });
        const moved = groups
          .flatMap((group) => toReference({ __typename: GROUP, id: group.id }) ?? [])
          .sort((a, b) => byPlan(placeOf(a), placeOf(b)));
        const movedKeys = new Set(moved.map((reference) => reference.__ref));
        const placed = listed.filter((reference) => !movedKeys.has(reference.__ref));
        for (const reference of moved) {
          const place = placeOf(reference);
          let low = 0;
          let high = placed.length;
          while (low < high) {
            const middle = (low + high) >>> 1;
            if (byPlan(placeOf(placed[middle]!), place) < 0) low = middle + 1;
            else high = middle;
          }
          placed.splice(low, 0, reference);
        }
        const same =
          placed.length === listed.length &&
          placed.every((reference, index) => reference.__ref === listed[index]!.__ref);
        return same ? listed : placed;
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
