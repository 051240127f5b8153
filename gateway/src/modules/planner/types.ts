/** REST shapes of /pack_line_planner, as the upstream client hands them over (camelCased). */
import type { UpstreamMenu } from '../../upstream/types.ts';
import type { OmittableField } from './planner-api.ts';

export interface UpstreamPlannerPickable {
  pickableLetter: string;
  pickableName: string;
}

/** The menu's letters in the filter dialog's seven groups. */
export type UpstreamPlannerPickables = Record<
  | 'proteinLetters'
  | 'mealLetters'
  | 'tempoLetters'
  | 'familyLetters'
  | 'addOnLetters'
  | 'heatAndEatLetters'
  | 'otherLetters',
  UpstreamPlannerPickable[]
>;

export interface UpstreamPackLine {
  id: number;
  name: string;
  packingFacilityId: number;
  linePreset: { id: number; name: string } | null;
  boxCount: number;
  printedBoxCount: number;
  unpackableBoxCount: number;
  unconfiguredPicks: number;
  filteredPickables: number;
  filters: string[];
  /** Left out of the read when the operation does not select them (the planner's own list). */
  pickables?: UpstreamPlannerPickables;
  lastScannedAt: string | null;
  lastPrintedAt: string | null;
  currentGroupId: number | null;
  nextGroupId: number | null;
}

export interface UpstreamShippingRegion {
  id: number;
  name: string;
  category: string;
}

export interface UpstreamPlanGroup {
  id: number;
  name: string;
  shipDate: string;
  shippingRegionId: number;
  /** These five are left out of the read when the operation does not select them. */
  shipDay?: string;
  shippingRegion?: string;
  shippingRegionCategory?: string;
  remainingBoxCount?: number;
  complete?: boolean;
  mealPlan: string;
  boxSize: number;
  boxCount: number;
  unpackableBoxCount: number;
  printedBoxCount: number;
  lineAssignment: string;
  softComplete: boolean;
  displayOrder: number;
  dockoutTimeStamp: string | null;
  /** Left out of the read when the operation does not ask for them (see the planner query). */
  unpackableCountsPerLine?: { packLineName: string; count: number }[];
  ineligibleZones?: number[];
}

export interface UpstreamPlannerBody {
  menus: UpstreamMenu[];
  lastUpdatedAt: string;
  /** The menu's letters, once: the same lists every line's filters choose from. */
  pickables: UpstreamPlannerPickables;
  /** The facility's shipping regions, once: the groups name them by id. */
  shippingRegions: UpstreamShippingRegion[];
  packLinePlanGroups: UpstreamPlanGroup[];
  packLines: UpstreamPackLine[];
}

/** The planner with the facility it was read for (its GraphQL id). */
export type PackLinePlannerModel = UpstreamPlannerBody & { facilityId: string };

export interface UpstreamPlannerChangeBody {
  success: boolean;
  packLinePlanGroups: UpstreamPlanGroup[];
  packLines: UpstreamPackLine[];
  newPackLinePlanGroupId?: number;
}

/** A planner channel event, with what the subscriber needs to read the entities it names. */
export interface PackLinePlannerEventModel {
  event: string;
  reason: string | null;
  packLineNames: string[];
  packLinePlanGroupIds: number[];
  changeId: string | null;
  facilityId: string;
  /** Names the event's read: the same for every subscriber of the facility (the event's id). */
  readKey: string;
  /** The fields the operation does not select, left out of the event's read. */
  omit?: readonly OmittableField[];
}

export interface UpstreamTailCountsBody {
  packableTailCounts: { packLinePlanGroupId: number; tailCount: number; packableCount: number }[];
  totalTailCount: number;
  totalPackableCount: number;
}
