import { channels, events } from '@ops/schema/realtime';
import type { BoundUpstream } from '../../upstream/client.ts';
import type { UpstreamLoginCodeBody } from '../../upstream/types.ts';

/** Where a rotation is announced (the code itself is never broadcast). */
export const LOGIN_CODE_CHANNEL = channels.loginCode();
export const LOGIN_CODE_REFRESH_EVENT = events.printerLoginCodeRefresh;

export function fetchLoginCode(upstream: BoundUpstream, signal?: AbortSignal) {
  return upstream.request<UpstreamLoginCodeBody>({
    method: 'GET',
    path: '/pack_line_planner/authentication/fetch_login_code',
    signal,
  });
}
