import type { BoundUpstream } from '../../upstream/client.ts';
import type {
  HistoryFilterQuery,
  UpstreamHistoryAuthor,
  UpstreamHistoryEntry,
  UpstreamHistoryPage,
} from './types.ts';

export function fetchHistory(
  upstream: BoundUpstream,
  query: HistoryFilterQuery & { after?: string | undefined; first?: number | undefined },
) {
  return upstream.request<UpstreamHistoryPage>({
    method: 'GET',
    path: '/history',
    query: { ...query },
  });
}

export function fetchHistoryPeople(upstream: BoundUpstream, packingFacilityId: number) {
  return upstream.request<{ people: UpstreamHistoryAuthor[] }>({
    method: 'GET',
    path: '/history/people',
    query: { packingFacilityId },
  });
}

export function postUndo(upstream: BoundUpstream, packingFacilityId: number, id: string) {
  return upstream.request<{ entry: UpstreamHistoryEntry }>({
    method: 'POST',
    path: `/history/${encodeURIComponent(id)}/undo`,
    body: { packingFacilityId },
  });
}
