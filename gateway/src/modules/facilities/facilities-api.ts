import type { BoundUpstream } from '../../upstream/client.ts';
import type { UpstreamFacilitiesBody, UpstreamFacilityBody } from '../../upstream/types.ts';

export function fetchAccessibleFacilities(upstream: BoundUpstream) {
  return upstream.request<UpstreamFacilitiesBody>({
    method: 'GET',
    path: '/accessible_packing_facilities',
  });
}

export function fetchFacility(upstream: BoundUpstream, id: string) {
  return upstream.request<UpstreamFacilityBody>({
    method: 'GET',
    path: `/packing_facilities/${encodeURIComponent(id)}`,
  });
}
