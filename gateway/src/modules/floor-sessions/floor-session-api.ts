import type { BoundUpstream } from '../../upstream/client.ts';

/** POST/GET /pack_line_printer/authentication… after the camelCase mapping. */
export interface UpstreamFloorSessionBody {
  loggedIn: boolean;
  packingFacility: { id: number; name: string; slug: string; abbreviation: string };
  expiresAt: string;
}

export function createFloorSession(
  upstream: BoundUpstream,
  input: { packingFacilitySlug: string; loginCode: string },
) {
  return upstream.request<UpstreamFloorSessionBody>({
    method: 'POST',
    path: '/pack_line_printer/authentication',
    body: input,
  });
}

export function fetchFloorSession(upstream: BoundUpstream) {
  return upstream.request<UpstreamFloorSessionBody>({
    method: 'GET',
    path: '/pack_line_printer/authentication/status',
  });
}

export function deleteFloorSession(upstream: BoundUpstream) {
  return upstream.request<null>({ method: 'DELETE', path: '/pack_line_printer/authentication' });
}
