import type { BoundUpstream } from '../../upstream/client.ts';
import type { UpstreamMenusBody, UpstreamPreviousMenuBody } from '../../upstream/types.ts';

export function fetchCachedMenus(upstream: BoundUpstream) {
  return upstream.request<UpstreamMenusBody>({
    method: 'GET',
    path: '/menus',
    query: { getMenusCachedForPickables: true },
  });
}

export function fetchPreviousMenu(upstream: BoundUpstream) {
  return upstream.request<UpstreamPreviousMenuBody>({
    method: 'GET',
    path: '/menus',
    query: { getPreviousMenuOnly: true },
  });
}
