import type { BoundUpstream } from '../../upstream/client.ts';
import type { UpstreamLabelStatusFacilitiesBody, UpstreamShipDayBody } from './types.ts';

export function fetchLabelStatusFacilities(upstream: BoundUpstream) {
  return upstream.request<UpstreamLabelStatusFacilitiesBody>({
    method: 'GET',
    path: '/label_status_tracker/packing_facilities',
  });
}

export function fetchRegionsShippingOnDay(
  upstream: BoundUpstream,
  packingFacilityId: string,
  shipDay: string,
) {
  return upstream.request<UpstreamShipDayBody>({
    method: 'GET',
    path: `/label_status_tracker/packing_facilities/${encodeURIComponent(packingFacilityId)}/ship_day/${encodeURIComponent(shipDay)}`,
  });
}
