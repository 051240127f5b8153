import type { GraphQLResolveInfo } from 'graphql';
import { selectsField } from '../../graphql/selection.ts';
import type { BoundUpstream } from '../../upstream/client.ts';
import type {
  UpstreamPlannerBody,
  UpstreamPlannerChangeBody,
  UpstreamTailCountsBody,
} from './types.ts';

const BASE = '/pack_line_planner/pack_line_plan_groups';

const groupField = <Field extends string, Host extends string>(field: Field, host: Host) => ({
  path: ['packLinePlanGroups', field] as const,
  host,
});

/**
 * Fields the host may leave out of its read, with where they are selected (a group's two lists,
 * a line's letters, a group's fields that repeat or follow from others) and the host's names.
 */
const OMITTABLE = {
  unpackableCountsPerLine: {
    path: ['packLinePlanGroups', 'unpackableCountsPerLine'],
    host: 'unpackable_counts_per_line',
  },
  ineligibleZones: { path: ['packLinePlanGroups', 'ineligibleZones'], host: 'ineligible_zones' },
  linePickables: { path: ['packLines', 'pickables'], host: 'line_pickables' },
  shippingRegion: groupField('shippingRegion', 'shipping_region'),
  shippingRegionCategory: groupField('shippingRegionCategory', 'shipping_region_category'),
  shipDay: groupField('shipDay', 'ship_day'),
  remainingBoxCount: groupField('remainingBoxCount', 'remaining_box_count'),
  complete: groupField('complete', 'complete'),
} as const;
export type OmittableField = keyof typeof OMITTABLE;
const OMITTABLE_FIELDS = Object.keys(OMITTABLE) as OmittableField[];

/** The omittable fields this operation does not select under the field being resolved. */
export const unselectedFields = (info: GraphQLResolveInfo) =>
  OMITTABLE_FIELDS.filter((field) => !selectsField(info, ...OMITTABLE[field].path));

export function fetchPlanner(
  upstream: BoundUpstream,
  packingFacilityId: string,
  options: {
    groupIds?: readonly number[];
    lineNames?: readonly string[];
    omit?: readonly OmittableField[];
  } = {},
) {
  const { groupIds, lineNames, omit = [] } = options;
  return upstream.request<UpstreamPlannerBody>({
    method: 'GET',
    path: BASE,
    query: {
      packingFacilityId,
      packLinePlanGroupIds: groupIds ? groupIds.join(',') : undefined,
      packLineNames: lineNames ? lineNames.join(',') : undefined,
      omit: omit.length > 0 ? omit.map((field) => OMITTABLE[field].host).join(',') : undefined,
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

interface UpstreamPdfBody {
  success: boolean;
  pdf: { id: string; filename: string; downloadPath: string };
}

/** Generate PDFs: the groups' label PDF (POST /pack_line_planner/pack_line_plan_groups_pdfs). */
export function postGroupPdfs(upstream: BoundUpstream, body: unknown) {
  return upstream.request<UpstreamPdfBody>({
    method: 'POST',
    path: '/pack_line_planner/pack_line_plan_groups_pdfs',
    body,
  });
}

/** A line's zone barcode PDF, mailed (PUT /pick_to_light/v2/generate_zone_barcodes_pdf). */
export function putZoneBarcodesPdf(upstream: BoundUpstream, body: unknown) {
  return upstream.request<UpstreamPdfBody>({
    method: 'PUT',
    path: '/pick_to_light/v2/generate_zone_barcodes_pdf',
    body,
  });
}

/** Email Chase List (GET /pack_line_planner/remaining_pickables/export_by_menu). */
export function getChaseList(upstream: BoundUpstream, packingFacilityId: string) {
  return upstream.request<{ success: boolean }>({
    method: 'GET',
    path: '/pack_line_planner/remaining_pickables/export_by_menu',
    query: { packingFacilityId },
  });
}
