import type { ApolloCache } from '@apollo/client';
import {
  RegionTable_RegionFragmentDoc,
  type RegionTableEventsSubscriptionSubscription,
} from '../../generated/graphql.ts';

type LabelStatusEvent = RegionTableEventsSubscriptionSubscription['labelStatusEvents'];

/**
 * Writes one event of a region's channel into the cached region, so every view of it follows:
 * the snapshot replaces it, the three spec events change status, postponed count or errors.
 * Returns true when the region reached a final state (Completed or Errored).
 */
export function applyLabelStatusEvent(cache: ApolloCache, event: LabelStatusEvent): boolean {
  if (event.__typename === 'LabelStatusSnapshot') {
    cache.writeFragment({ fragment: RegionTable_RegionFragmentDoc, data: event.region });
    return false;
  }
  const id = cache.identify({ __typename: 'ShippingRegionLabelStatus', id: event.regionId });
  switch (event.__typename) {
    case 'LabelsProgressUpdate':
      cache.modify({
        id,
        fields: { labelsProgress: () => ({ __typename: 'LabelsProgress', status: event.status }) },
      });
      return event.status !== 'IN_PROGRESS';
    case 'PostponedShipmentsUpdate':
      cache.modify({
        id,
        fields: { postponedShipments: () => ({ __typename: 'ShipmentCount', count: event.count }) },
      });
      return false;
    case 'LabelsErrorUpdate':
      // An error update sets Errored and shows the list.
      cache.modify({
        id,
        fields: {
          labelsError: () => event.errors.map((error) => ({ __typename: 'LabelError', ...error })),
          labelsProgress: () => ({ __typename: 'LabelsProgress', status: 'ERRORED' }),
        },
      });
      return true;
    default:
      return false;
  }
}
