import type { ApolloCache } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { isGroupComplete } from '@ops/schema/planner/rules';
import {
  PlannerGroupStates_PlannerFragmentDoc,
  type PlannerGroupState_GroupFragment,
} from '../../generated/graphql.ts';

/** What selects and places a group: its line, its order there, whether it is complete. */
export type GroupState = PlannerGroupState_GroupFragment;

const planner = (facilityId: string) => ({
  __typename: 'PackLinePlanner' as const,
  id: facilityId,
});
const FRAGMENT = {
  fragment: PlannerGroupStates_PlannerFragmentDoc,
  fragmentName: 'PlannerGroupStates_planner',
};

/**
 * Every group's state as the cache holds it now, once `wanted` (a selection is made, the drawer
 * is open): the table's first render reads only the groups' ids, and their rows in view.
 */
export function useGroupStates(
  facilityId: string,
  wanted: boolean,
): readonly GroupState[] | undefined {
  const { data, complete } = useFragment({
    ...FRAGMENT,
    from: wanted ? planner(facilityId) : null,
    // The planner writes nothing optimistic: one store to read.
    optimistic: false,
  });
  return wanted && complete ? data.packLinePlanGroups : undefined;
}

/** The groups that can be selected now, in the table's order (what Select all ticks). */
export function readOpenGroupIds(cache: ApolloCache, facilityId: string): string[] {
  const read = cache.readFragment({ ...FRAGMENT, id: cache.identify(planner(facilityId)) });
  return openGroupIds(read?.packLinePlanGroups ?? []);
}

export const openGroupIds = (states: readonly GroupState[]): string[] =>
  states.filter((state) => !isGroupComplete(state)).map((state) => state.id);
