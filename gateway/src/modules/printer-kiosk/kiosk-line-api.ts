import type { BoundUpstream } from '../../upstream/client.ts';

// The kiosk's line actions under /pack_line_printer, after the camelCase mapping.

export interface UpstreamPauseReason {
  id: number;
  reason: string;
  subReasons: { id: number; subReason: string }[];
}

export interface UpstreamRemainingPickable {
  name: string;
  pickableType: string;
  count: number;
}

export const fetchPauseReasons = (upstream: BoundUpstream) =>
  upstream.request<{ eventReasons: UpstreamPauseReason[] }>({
    method: 'GET',
    path: '/pack_line_printer/event_reasons',
  });

export const postPause = (
  upstream: BoundUpstream,
  body: {
    packingFacilitySlug: string;
    packLineId: number;
    reasonId: number;
    subReasonId: number | null;
    autoTrigger: boolean;
  },
) =>
  upstream.request<{ pause: boolean }>({ method: 'POST', path: '/pack_line_printer/events', body });

export const putUnassignTails = (
  upstream: BoundUpstream,
  body: {
    packingFacilitySlug: string;
    packLineName: string;
    printerIp: string;
    packLinePlanGroupIds: number[];
    loginCode: string;
  },
) =>
  upstream.request<{ unassigned: boolean }>({
    method: 'PUT',
    path: '/pack_line_printer/pack_lines/unassign_tails',
    body,
  });

export const postVerifySupervisorCode = (
  upstream: BoundUpstream,
  body: { packingFacilitySlug: string; loginCode: string },
) =>
  upstream.request<{ valid: boolean }>({
    method: 'POST',
    path: '/pack_line_printer/authentication/verify_supervisor_code',
    body,
  });

export const putActiveGroups = (
  upstream: BoundUpstream,
  body: {
    packingFacilitySlug: string;
    packLineName: string;
    currentGroupId: number | null;
    nextGroupId: number | null;
  },
) =>
  upstream.request<{ currentGroupId: number | null; nextGroupId: number | null }>({
    method: 'PUT',
    path: '/pack_line_printer/active_groups',
    body,
  });

type RemainingQuery = {
  packingFacilitySlug: string;
  packLineIds: string;
  shipDates: string;
};

export const fetchRemainingByRegion = (upstream: BoundUpstream, query: RemainingQuery) =>
  upstream.request<{
    shipDates: string[];
    regions: {
      regionName: string;
      regionCategory: string;
      pickables: UpstreamRemainingPickable[];
    }[];
  }>({ method: 'GET', path: '/pack_line_printer/remaining_pickables/by_region', query });

export const fetchRemainingByLine = (upstream: BoundUpstream, query: RemainingQuery) =>
  upstream.request<{
    shipDates: string[];
    packLines: { packLineName: string; pickables: UpstreamRemainingPickable[] }[];
  }>({ method: 'GET', path: '/pack_line_printer/remaining_pickables/for_pack_line', query });

export const postUpdateFilters = (
  upstream: BoundUpstream,
  body: {
    packingFacilitySlug: string;
    packLineName: string;
    currentFilters: string[];
    newFilters: string[];
  },
) =>
  upstream.request<{ filters: string[]; changeId: string }>({
    method: 'POST',
    path: '/pack_line_printer/filters/update_filters',
    body,
  });

export const fetchPrinterStatus = (
  upstream: BoundUpstream,
  query: { packingFacilitySlug: string; packLineName: string; printerIp: string },
) =>
  upstream.request<{ printerIp: string; online: boolean; ready: boolean; faults: string[] }>({
    method: 'GET',
    path: '/pack_line_printer/pack_lines/printer_status',
    query,
  });
