import { channels, events } from '@ops/schema/realtime';
import type { BoundUpstream } from '../../upstream/client.ts';
import type { UpstreamLoginCodeBody } from '../../upstream/types.ts';

/** Where each facility's rotations are announced (the code itself is never broadcast). */
export const LOGIN_CODE_CHANNEL = channels.loginCode();
export const LOGIN_CODE_REFRESH_EVENT = events.printerLoginCodeRefresh;

/** A facility's code, read with the caller's own credentials (403 unless it may read it). */
export function fetchLoginCode(
  upstream: BoundUpstream,
  packingFacilityId: string,
  signal?: AbortSignal,
) {
  return upstream.request<UpstreamLoginCodeBody>({
    method: 'GET',
    path: '/pack_line_planner/authentication/fetch_login_code',
    query: { packingFacilityId },
    signal,
  });
}

/** The facility a refresh event names (its payload, camelCased by the bridge). */
export function refreshedFacilityId(payload: unknown): string | undefined {
  const id = (payload as { packingFacilityId?: unknown } | null)?.packingFacilityId;
  return typeof id === 'number' ? String(id) : undefined;
}
