import type { BoundUpstream } from '../../upstream/client.ts';
import type { UpstreamSessionBody } from '../../upstream/types.ts';

export function fetchSession(upstream: BoundUpstream) {
  return upstream.request<UpstreamSessionBody>({ method: 'GET', path: '/session' });
}

export function createSession(
  upstream: BoundUpstream,
  credentials: { email: string; password: string },
) {
  return upstream.request<UpstreamSessionBody>({
    method: 'POST',
    path: '/session',
    body: credentials,
  });
}

export function deleteSession(upstream: BoundUpstream) {
  return upstream.request<null>({ method: 'DELETE', path: '/session' });
}
