import type { UpstreamErrorBody } from '../../upstream/types.ts';

/** The operations host's line preset shapes after the client's camelCase mapping. */

export interface UpstreamLineAssignment {
  id: number;
  name: string;
}

export interface UpstreamZone {
  id: number;
  zoneId: number;
  pickableType: string;
  rows: number;
  columns: number;
  itemLetters: string[];
  includesBinder: boolean;
  includesProteinCard: boolean;
  includesAddOnCard: boolean;
  includesFamilyAddOnCard: boolean;
  includesPromotionalItem: boolean;
  qaAddOns: boolean;
  qaMealBags: boolean;
  qaProteins: boolean;
  qaReadyToHeat: boolean;
  qaAccessories: boolean;
  qaTopIce: boolean;
  qaMiddleIce: boolean;
  qaBottomIce: boolean;
  qaNearMiss: boolean;
  qaQc: boolean;
}

export interface UpstreamLinePreset {
  id: number;
  packingFacilityId: number;
  name: string;
  description: string;
  lineAssignments: UpstreamLineAssignment[];
  /** Absent in the list answer. */
  zones?: UpstreamZone[];
}

export interface UpstreamLinePresetsBody {
  linePresets: UpstreamLinePreset[];
}

export interface UpstreamLinePresetBody {
  linePreset: UpstreamLinePreset;
}

export interface UpstreamDeletePresetBody {
  notice: string;
}

/** A refused preset call (404, 409, 422). */
export interface UpstreamPresetRefusal extends UpstreamErrorBody {
  field?: 'name' | 'description';
  errors?: Array<{
    zoneIndex: number;
    zoneId: number | null;
    field: string;
    cell?: number;
    letter?: string;
    message: string;
  }>;
}
