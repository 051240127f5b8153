import type { PackLineStatus } from '../../generated/resolvers.ts';
import type { BoundUpstream } from '../../upstream/client.ts';

export interface RegisterEventRequest {
  packingFacilityAbbreviation: string;
  lineLetter: string;
  /** A zone number (0: the printer screen) or MealCard. */
  packLineZoneId: number | string;
  eventType: string;
  zoneState?: string | null;
}

export function registerEvent(upstream: BoundUpstream, event: RegisterEventRequest) {
  return upstream.request<{ registered: boolean; receivedAt: string }>({
    method: 'POST',
    path: '/register_event',
    body: event,
  });
}

export function fetchStatuses(upstream: BoundUpstream, packingFacilityId: string) {
  return upstream.request<{ packLines: (Omit<PackLineStatus, 'id'> & { id: number })[] }>({
    method: 'GET',
    path: '/statuses',
    query: { packingFacilityId },
  });
}
