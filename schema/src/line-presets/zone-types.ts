/**
 * Zone types of a line preset and the options each carries. The names are
 * the ones the operations host stores and the editor shows.
 */
export const ZONE_TYPES = [
  'Food',
  'Meal Card',
  'Meal Bag',
  'Pallet',
  'QA',
  'Ice Top',
  'Ice Middle',
  'Ice Bottom',
] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];

export const ICE_ZONE_TYPES: readonly ZoneType[] = ['Ice Top', 'Ice Middle', 'Ice Bottom'];
/** Forced to 1 × 1 with no item letters. */
export const SINGLE_CELL_ZONE_TYPES: readonly ZoneType[] = ['Pallet', 'QA'];
/** The multi-purpose type: it checks pickables, ice and boxes instead of showing a banner. */
export const MULTI_PURPOSE_ZONE_TYPE: ZoneType = 'QA';
/** The ice type that offers 'Include Middle Ice' (2 rows). */
export const MIDDLE_ICE_ZONE_TYPE: ZoneType = 'Ice Top';

export const BANNER_FLAGS = [
  'includesBinder',
  'includesProteinCard',
  'includesAddOnCard',
  'includesFamilyAddOnCard',
  'includesPromotionalItem',
] as const;
export const QA_PICKABLE_FLAGS = [
  'qaAddOns',
  'qaMealBags',
  'qaProteins',
  'qaReadyToHeat',
  'qaAccessories',
] as const;
export const QA_ICE_FLAGS = ['qaTopIce', 'qaMiddleIce', 'qaBottomIce'] as const;
export const QA_CHECK_FLAGS = ['qaNearMiss', 'qaQc'] as const;
export const QA_FLAGS = [...QA_PICKABLE_FLAGS, ...QA_ICE_FLAGS, ...QA_CHECK_FLAGS] as const;
export const ZONE_FLAGS = [...BANNER_FLAGS, ...QA_FLAGS] as const;

export type BannerFlag = (typeof BANNER_FLAGS)[number];
export type QaFlag = (typeof QA_FLAGS)[number];
export type ZoneFlag = (typeof ZONE_FLAGS)[number];

/** How each option reads in the zone dialog and on the zone's badges. */
export const ZONE_FLAG_LABELS: Record<ZoneFlag, { label: string; badge: string }> = {
  includesBinder: { label: 'Welcome Binder', badge: 'WB' },
  includesProteinCard: { label: 'Protein Card', badge: 'Protein Card' },
  includesAddOnCard: { label: 'Add-On Card', badge: 'Add-On Card' },
  includesFamilyAddOnCard: { label: 'Family Add-On Card', badge: 'Family Add-On Card' },
  includesPromotionalItem: { label: 'Promotional Item', badge: 'PI' },
  qaAddOns: { label: 'Add-Ons', badge: 'QA Add-Ons' },
  qaMealBags: { label: 'Meal Bags', badge: 'QA Meal Bags' },
  qaProteins: { label: 'Proteins', badge: 'QA Proteins' },
  qaReadyToHeat: { label: 'Ready To Heat', badge: 'QA Ready To Heat' },
  qaAccessories: { label: 'Accessories', badge: 'QA Accessories' },
  qaTopIce: { label: 'Top Ice', badge: 'QA Top Ice' },
  qaMiddleIce: { label: 'Middle Ice', badge: 'QA Middle Ice' },
  qaBottomIce: { label: 'Bottom Ice', badge: 'QA Bottom Ice' },
  qaNearMiss: { label: 'Near Miss', badge: 'Near Miss' },
  qaQc: { label: 'QC', badge: 'QC' },
};

/** A zone as stored and saved: every field set. */
export type Zone = {
  zoneId: number;
  pickableType: ZoneType;
  rows: number;
  columns: number;
  /** One entry per cell in reading order ('' is empty); ice zones: one per column. */
  itemLetters: string[];
} & Record<ZoneFlag, boolean>;

/** A zone being configured in the zone dialog: type, size and id may still be unset. */
export type ZoneDraft = Omit<Zone, 'zoneId' | 'pickableType' | 'rows' | 'columns'> & {
  zoneId: number | null;
  pickableType: ZoneType | null;
  rows: number | null;
  columns: number | null;
};

/** Rows and columns choices. */
export const GRID_SIZE_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const ICE_COLUMN_CHOICES = [1, 2, 3, 4] as const;
export const DEFAULT_GRID_SIZE = 6;

export function isZoneType(value: unknown): value is ZoneType {
  return (ZONE_TYPES as readonly unknown[]).includes(value);
}
export function isIceZone(type: ZoneType | null): boolean {
  return type !== null && ICE_ZONE_TYPES.includes(type);
}
export function isSingleCellZone(type: ZoneType | null): boolean {
  return type !== null && SINGLE_CELL_ZONE_TYPES.includes(type);
}

/** How many item letters a zone holds: rows × columns, ice columns only, none for 1 × 1 types. */
export function cellCount(type: ZoneType | null, rows: number, columns: number): number {
  if (isSingleCellZone(type)) return 0;
  if (isIceZone(type)) return columns;
  return rows * columns;
}

/** Zones whose screens show the banner ('Includes …'): the ones with pick cells. */
const BANNER_ZONE_TYPES: readonly ZoneType[] = ['Food', 'Meal Card', 'Meal Bag'];

/**
 * Which flags a zone of this type may carry: QA its pickable, ice and check flags; zones with
 * pick cells the banner flags; pallet and ice zones none (their screens show no banner).
 */
export function flagsFor(type: ZoneType | null): readonly ZoneFlag[] {
  if (type === MULTI_PURPOSE_ZONE_TYPE) return QA_FLAGS;
  return type !== null && BANNER_ZONE_TYPES.includes(type) ? BANNER_FLAGS : [];
}
