import type { BoundUpstream } from '../../upstream/client.ts';

/** The facility and menu a user chose last (null: none), camelCased. */
export interface UpstreamUserPreferences {
  packingFacilityId: number | null;
  menuId: number | null;
}

/** GET/PUT /user_preferences. */
export interface UpstreamUserPreferencesBody {
  userPreferences: UpstreamUserPreferences;
}

export function fetchUserPreferences(upstream: BoundUpstream) {
  return upstream.request<UpstreamUserPreferencesBody>({
    method: 'GET',
    path: '/user_preferences',
  });
}

export function putUserPreferences(
  upstream: BoundUpstream,
  change: { packingFacilityId?: number | null; menuId?: number | null },
) {
  return upstream.request<UpstreamUserPreferencesBody>({
    method: 'PUT',
    path: '/user_preferences',
    body: change,
  });
}
