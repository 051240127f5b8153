import type { BoundUpstream } from '../../upstream/client.ts';
import type {
  UpstreamPlannerBody,
  UpstreamPlannerChangeBody,
  UpstreamTailCountsBody,
} from './types.ts';

const BASE = '/pack_line_planner/pack_line_plan_groups';

export function fetchPlanner(
  upstream: BoundUpstream,
  packingFacilityId: string,
  groupIds?: readonly number[],
) {
  return upstream.request<UpstreamPlannerBody>({
    method: 'GET',
    path: BASE,
    query: {
      packingFacilityId,
      packLinePlanGroupIds: groupIds ? groupIds.join(',') : undefined,
    },
  });
}

/** One PUT of the planner's changes; every one answers the changed groups and the lines. */
export function putPlannerChange(upstream: BoundUpstream, action: string, body: unknown) {
  return upstream.request<UpstreamPlannerChangeBody>({
    method: 'PUT',
    path: `${BASE}/${action}`,
    body,
  });
}

export function fetchPackableTailCounts(
  upstream: BoundUpstream,
  packingFacilityId: string,
  packLineName: string,
  groupIds: readonly string[],
) {
  return upstream.request<UpstreamTailCountsBody>({
    method: 'GET',
    path: '/pack_line_planner/pack_lines/packable_tail_counts',
    query: { packingFacilityId, packLineName, packLinePlanGroupIds: groupIds.join(',') },
  });
}

/** A PUT under /pack_line_planner that is not about groups (filters, pack_lines/update). */
export function putPlannerLine(upstream: BoundUpstream, path: string, body: unknown) {
  return upstream.request<UpstreamPlannerChangeBody & { filters?: string[]; changeId?: string }>({
    method: 'PUT',
    path: `/pack_line_planner/${path}`,
    body,
  });
}

/** The pick-to-light refresh calls: `pack_lines/refresh` or `printers/refresh`. */
export function putRefresh(
  upstream: BoundUpstream,
  what: 'pack_lines' | 'printers',
  body: unknown,
) {
  return upstream.request<{ success: boolean }>({
    method: 'PUT',
    path: `/pick_to_light/v2/${what}/refresh`,
    body,
  });
}
