/** REST shapes of /label_status_tracker, as the upstream client hands them over (camelCased). */

export interface UpstreamShipDay {
  day: string;
  labelsGeneratedAt: string | null;
  labelsGeneratedAtStringify: string | null;
  expectedShipments: number;
  estimatedPostponedCount: number;
}

export interface UpstreamLabelStatusFacility {
  id: number;
  name: string;
  abbreviatedName: string;
  shipDays: UpstreamShipDay[];
}

/** A ship day with the facility it belongs to (its GraphQL id needs both). */
export type LabelStatusShipDayModel = UpstreamShipDay & { packingFacilityId: number };

/** 'In Progress' | 'Completed' | 'Errored', or null before a run reached the region. */
export type UpstreamLabelsStatus = string | null;

export interface UpstreamLabelError {
  errorClass: string;
  errorMessage: string;
}

export interface UpstreamLabelsProgress {
  status: UpstreamLabelsStatus;
}

export interface UpstreamRegionOnShipDay {
  name: string;
  shipDate: string;
  expectedShipments: { count: number };
  labelsProgress: UpstreamLabelsProgress;
  postponedShipments: { count: number };
  labelsError: UpstreamLabelError[];
}

export interface UpstreamLabelStatusFacilitiesBody {
  packingFacilities: UpstreamLabelStatusFacility[];
}

export interface UpstreamShipDayBody {
  regionsShippingOnDay: UpstreamRegionOnShipDay[];
}

import type { LabelsProgressStatus } from '../../generated/resolvers.ts';

/** What the subscription yields before resolveType picks the union member. */
export type LabelStatusEventModel =
  | { __typename: 'LabelStatusSnapshot'; region: UpstreamRegionOnShipDay }
  | { __typename: 'LabelsProgressUpdate'; regionId: string; status: LabelsProgressStatus }
  | { __typename: 'PostponedShipmentsUpdate'; regionId: string; count: number }
  | { __typename: 'LabelsErrorUpdate'; regionId: string; errors: UpstreamLabelError[] };
