import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import {
  PlannerEventsSubscriptionDocument,
  PlannerGroupsQueryDocument,
} from '../../generated/graphql.ts';
import { addGroupsToPlanner } from './add-groups-to-planner.ts';

/**
 * Follows the facility's planner channel while the screen is open. pack_line_updates carries
 * the groups and lines as they are now, which the cache takes in place (new groups are added);
 * 'live' after a reconnect refetches once, since events may have been missed meanwhile;
 * filters_updated from someone else marks the data stale.
 */
export function usePlannerEvents(
  facilityId: string,
  abbreviatedName: string | undefined,
  onFiltersUpdated: (changeId: string | null) => void,
) {
  const client = useApolloClient();
  const liveOnce = useRef(false);
  useSubscription(PlannerEventsSubscriptionDocument, {
    skip: !abbreviatedName,
    variables: { abbreviatedName: abbreviatedName ?? '' },
    onData: ({ data }) => {
      const event = data.data?.packLinePlannerEvents;
      if (!event) return;
      if (event.event === 'live') {
        if (liveOnce.current) {
          void client
            .refetchQueries({ include: [PlannerGroupsQueryDocument] })
            .catch(() => undefined);
        }
        liveOnce.current = true;
        return;
      }
      if (event.event === 'filters_updated') onFiltersUpdated(event.changeId ?? null);
      addGroupsToPlanner(client.cache, facilityId, event.packLinePlanGroups);
    },
  });
}
