import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createCache } from '../../../../web/src/app/apollo/cache.ts';
import {
  PlannerAssignGroupsMutationDocument,
  PlannerGroupsQueryDocument,
  type PlannerTable_GroupFragment,
} from '../../../../web/src/generated/graphql.ts';
import { plannerLine, plannerPickables, plannerRegions } from './plan-group-fixture.ts';

/** Facility 1's planner read as the host answers it: these groups, lines A and B. */
export const plannerAnswer = (groups: readonly PlannerTable_GroupFragment[], readAt = '10:00') => ({
  packLinePlanner: {
    __typename: 'PackLinePlanner' as const,
    id: '1',
    lastUpdatedAt: `2026-11-24T${readAt}:00Z`,
    menu: { __typename: 'Menu' as const, id: '5', slug: '2026-11-23' },
    packLinePlanGroups: [...groups],
    packLines: [plannerLine('1', 'A'), plannerLine('2', 'B')],
    pickables: plannerPickables,
    shippingRegions: plannerRegions,
  },
});

/** A client whose cache holds facility 1's planner read with these groups, and no server. */
export function plannerClient(groups: readonly PlannerTable_GroupFragment[]): ApolloClient {
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
  client.cache.writeQuery({
    query: PlannerGroupsQueryDocument,
    variables: { packingFacilityId: '1' },
    data: plannerAnswer(groups),
  });
  return client;
}

/** The planner's rows read their groups from this client's cache. */
export function WithPlannerCache({
  client,
  children,
}: {
  client: ApolloClient;
  children: ReactNode;
}) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/**
 * The host's answer to assigning group 7 (on line A with 12 boxes, as the planner saw it) to
 * line B: the group as it is now.
 */
export const assignSevenToB = (assigned: PlannerTable_GroupFragment) => ({
  request: {
    query: PlannerAssignGroupsMutationDocument,
    variables: {
      input: {
        packingFacilityId: '1',
        packLineName: 'B',
        packLinePlanGroupIds: ['7'],
        seenGroups: [{ id: '7', lineAssignment: 'A', boxCount: 12, complete: false }],
      },
    },
  },
  result: {
    data: {
      assignPackLinePlanGroups: {
        __typename: 'PackLinePlannerChangePayload' as const,
        packLinePlanGroups: [assigned],
        packLines: [],
        userErrors: [],
      },
    },
  },
});
