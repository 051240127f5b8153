import type { QaScanData, ZoneConfiguration, ZoneScan } from '../../generated/resolvers.ts';
import type { BoundUpstream } from '../../upstream/client.ts';

/** Zone numbers travel as numbers; MealCard (and anything else, which the host refuses) as text. */
export const zoneOf = (value: string) => (/^[0-9]{1,9}$/.test(value) ? Number(value) : value);

export interface ZoneAddress {
  packingFacilityAbbreviation: string;
  lineLetter: string;
  packLineZoneId: string;
}

type WithBoxId<T> = Omit<T, 'shipmentId'> & { shipmentId: number };
export type UpstreamZoneScan = Omit<WithBoxId<ZoneScan>, 'qa'> & {
  qa: WithBoxId<QaScanData> | null;
};

export function fetchZoneConfiguration(upstream: BoundUpstream, zone: ZoneAddress) {
  return upstream.request<ZoneConfiguration>({
    method: 'GET',
    path: '/v2/zone_configuration_barcodes',
    query: { ...zone },
  });
}

export function scanBox(upstream: BoundUpstream, scan: ZoneAddress & { barcodeScan: string }) {
  return upstream.request<UpstreamZoneScan>({
    method: 'GET',
    path: '/v2/scans',
    query: { ...scan },
  });
}

export interface UpstreamSubmission {
  packingFacilityAbbreviation: string;
  lineLetter: string;
  submission: {
    shipmentId: number;
    submissionType: string;
    qaZoneId: number;
    issues: Record<string, string[] | boolean>;
  };
}

export function submitInspection(upstream: BoundUpstream, body: UpstreamSubmission) {
  return upstream.request<{ submitted: boolean }>({
    method: 'POST',
    path: '/pick_to_light/submissions',
    body,
  });
}
