import type { BoundUpstream } from '../../upstream/client.ts';
import type { UpstreamPlannerPickables } from '../planner/types.ts';

// The printer kiosk's calls under /pack_line_printer, after the camelCase mapping.

export interface UpstreamKioskGroup {
  id: number;
  name: string;
  shipDate: string;
  boxSize: number;
  regionCode: string;
  regionName: string;
  mealPlan: string;
  boxCount: number;
  printedBoxCount: number;
  remainingBoxCount: number;
  unpackableBoxCount: number;
}

export interface UpstreamKioskLabel {
  metadataId: number;
  packLinePlanGroupId: number | null;
  customerName: string;
  brand: string;
  trackingNumber: string | null;
  shippingRegion: string;
  shippingRegionCategory: string;
  shipDay: string;
  barcode: string;
  lastPrinted: string;
  printState: 'sending' | 'uncertain' | 'printed';
}

export interface UpstreamKioskLineData {
  packLine: { id: number; name: string };
  printerIp: string | null;
  currentGroupId: number | null;
  nextGroupId: number | null;
  filteredLetters: string[];
  pickables: UpstreamPlannerPickables;
  groups: UpstreamKioskGroup[];
  reprintQueue: UpstreamKioskLabel[];
  pause: { reason: string; subReason: string | null; pausedAt: string } | null;
}

export interface UpstreamKioskLines {
  packLineNames: string[];
  printersInUse: { packLineName: string; printerIp: string }[];
}

export const fetchKioskLines = (upstream: BoundUpstream, packingFacilitySlug: string) =>
  upstream.request<UpstreamKioskLines>({
    method: 'GET',
    path: '/pack_line_printer/pack_lines/pack_line_names',
    query: { packingFacilitySlug },
  });

export const fetchKioskLine = (
  upstream: BoundUpstream,
  query: { packingFacilitySlug: string; packLineName: string },
) =>
  upstream.request<UpstreamKioskLineData>({
    method: 'GET',
    path: '/pack_line_printer/pack_lines/pack_line_data',
    query,
  });

export const searchKioskLabels = (
  upstream: BoundUpstream,
  query: { packingFacilitySlug: string; searchText: string },
) =>
  upstream.request<{ labels: UpstreamKioskLabel[] }>({
    method: 'GET',
    path: '/pack_line_printer/search_labels/search',
    query,
  });

export interface KioskLineInput {
  packingFacilitySlug: string;
  packLineName: string;
  printerIp: string;
}

export const postPrinterAssignment = (
  upstream: BoundUpstream,
  body: KioskLineInput & { takeOver?: boolean | null },
) =>
  upstream.request<{ printerIp: string }>({
    method: 'POST',
    path: '/pack_line_printer/pack_lines/printer_assignment',
    body,
  });

export const postPrinterConfirmation = (
  upstream: BoundUpstream,
  body: KioskLineInput & { confirmationCode: string },
) =>
  upstream.request<{ confirmed: boolean }>({
    method: 'POST',
    path: '/pack_line_printer/pack_lines/printer_confirmation',
    body,
  });

export const postPrinterUnassignment = (upstream: BoundUpstream, body: KioskLineInput) =>
  upstream.request<{ unassigned: boolean }>({
    method: 'POST',
    path: '/pack_line_printer/pack_lines/printer_unassignment',
    body,
  });

export const postPrintLabel = (
  upstream: BoundUpstream,
  body: { packLinePlanGroupId: number; printerIp: string },
) =>
  upstream.request<{
    labelsPrinted: number;
    labelData: UpstreamKioskLabel;
    group: UpstreamKioskGroup | null;
    line: UpstreamKioskLineData;
  }>({
    method: 'POST',
    path: '/pack_line_printer/print_label',
    body,
  });

export const postReprintLabel = (
  upstream: BoundUpstream,
  body: { metadataId: number; printerIp: string; packLinePlanGroupId?: number },
) =>
  upstream.request<{ labelData: UpstreamKioskLabel; line: UpstreamKioskLineData }>({
    method: 'POST',
    path: '/pack_line_printer/reprint_label',
    body,
  });

export const postTrainingLabel = (
  upstream: BoundUpstream,
  body: { packingFacilitySlug: string; printerIp: string; loginCode: string },
) =>
  upstream.request<{ printed: boolean }>({
    method: 'POST',
    path: '/pack_line_printer/print_training_label',
    body,
  });
