import type { BoundUpstream } from '../../upstream/client.ts';
import type {
  UpstreamIceRestrictionChange,
  UpstreamIceRestrictionsBody,
  UpstreamUpdateIceRestrictionBody,
} from './types.ts';

export function fetchIceRestrictions(upstream: BoundUpstream) {
  return upstream.request<UpstreamIceRestrictionsBody>({
    method: 'GET',
    path: '/ice_restrictions',
  });
}

export function putIceRestriction(upstream: BoundUpstream, change: UpstreamIceRestrictionChange) {
  return upstream.request<UpstreamUpdateIceRestrictionBody>({
    method: 'PUT',
    path: '/ice_restrictions',
    body: change,
  });
}
