import { ZoneDisplayEventsSubscriptionDocument } from '../../generated/graphql.ts';
import { useLastingSubscription } from '../../shared/use-lasting-subscription.ts';
import type { ZoneAddress } from './scan-rules.ts';

/**
 * pick_to_light_updates_{facility}_{line}, for as long as the screen runs: application_updates
 * reloads it; refetch_zone_configuration (and 'connected', sent each time the subscription starts,
 * e.g. after the gateway came back) refetches the configuration.
 */
export function useZoneEvents(zone: ZoneAddress | undefined, refetch: () => void) {
  useLastingSubscription(
    ZoneDisplayEventsSubscriptionDocument,
    zone && {
      packingFacilityAbbreviation: zone.packingFacilityAbbreviation,
      lineLetter: zone.lineLetter,
    },
    (data) => {
      if (data.zoneScreenEvents.event === 'application_updates') window.location.reload();
      else refetch();
    },
  );
}
