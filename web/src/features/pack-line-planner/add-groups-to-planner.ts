import type { ApolloCache } from '@apollo/client';
import {
  PlannerGroupsQueryDocument,
  type PlannerTable_GroupFragment,
} from '../../generated/graphql.ts';

/**
 * Adds groups the planner's list does not hold yet (a split's new group) to the cached planner.
 * Groups it holds already are updated by the cache's normalisation alone.
 */
export function addGroupsToPlanner(
  cache: ApolloCache,
  facilityId: string,
  groups: readonly PlannerTable_GroupFragment[],
) {
  cache.updateQuery(
    { query: PlannerGroupsQueryDocument, variables: { packingFacilityId: facilityId } },
    (data) => {
      if (!data) return data;
      const known = new Set(data.packLinePlanner.packLinePlanGroups.map((group) => group.id));
      const added = groups.filter((group) => !known.has(group.id));
      if (added.length === 0) return data;
      return {
        packLinePlanner: {
          ...data.packLinePlanner,
          packLinePlanGroups: [...data.packLinePlanner.packLinePlanGroups, ...added],
        },
      };
    },
  );
}
