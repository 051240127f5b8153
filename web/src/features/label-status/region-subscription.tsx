import { useSubscription } from '@apollo/client/react';
import {
  LabelStatusPageQueryDocument,
  RegionTableEventsSubscriptionDocument,
} from '../../generated/graphql.ts';
import { applyLabelStatusEvent } from './apply-label-status-event.ts';

export interface RegionSubscriptionProps {
  packingFacilityId: string;
  shipDay: string;
  regionName: string;
}

/**
 * Follows one region's channel while mounted (graphql-ws resubscribes it after a dropped
 * connection, and its first item is the region's state, so nothing shown stays stale). When the
 * region finishes, the ship day's own figures (labels generated at, postponed) are refetched.
 */
export function RegionSubscription(variables: RegionSubscriptionProps) {
  useSubscription(RegionTableEventsSubscriptionDocument, {
    variables,
    onData: ({ client, data }) => {
      const event = data.data?.labelStatusEvents;
      if (!event || !applyLabelStatusEvent(client.cache, event)) return;
      void client
        .refetchQueries({ include: [LabelStatusPageQueryDocument] })
        .catch(() => undefined);
    },
  });
  return null;
}
