/** What the zone screen does with a scanner's keystrokes. */

export const MIN_BARCODE_LENGTH = 9;
export const THROTTLE_WINDOW_MS = 5_000;
export const THROTTLE_COUNT = 3;
export const TEST_SCAN = 'P2L_SCAN_TEST';

export interface ZoneAddress {
  packingFacilityAbbreviation: string;
  lineLetter: string;
  /** A zone number as text, or MealCard. */
  zoneId: string;
}

export type ScanAction =
  | { kind: 'configure'; zone: ZoneAddress }
  | { kind: 'test' }
  | { kind: 'invalid' }
  | { kind: 'box'; barcode: string; boxId: string };

/** Route parameters and CFG parts are upper-cased; MEALCARD is read as MealCard. */
export function normaliseZone(zone: ZoneAddress): ZoneAddress {
  const zoneId = zone.zoneId.toUpperCase();
  return {
    packingFacilityAbbreviation: zone.packingFacilityAbbreviation.toUpperCase(),
    lineLetter: zone.lineLetter.toUpperCase(),
    zoneId: zoneId === 'MEALCARD' ? 'MealCard' : zoneId,
  };
}

/** `CFG-{abbreviation}-{line}-{zoneId}`, or undefined when the scan is not one. */
export function parseConfigurationScan(scan: string): ZoneAddress | undefined {
  const match = /^CFG-([A-Za-z]+)-([A-Za-z])-([0-9]{1,9}|mealcard)$/i.exec(scan.trim());
  if (!match) return undefined;
  return normaliseZone({
    packingFacilityAbbreviation: match[1]!,
    lineLetter: match[2]!,
    zoneId: match[3]!,
  });
}

/** Word characters or hyphens, at least 9 long. */
export const isValidBarcode = (scan: string) =>
  scan.length >= MIN_BARCODE_LENGTH && /^[\w-]+$/.test(scan);

/** The box id: the part of the barcode before the first hyphen. */
export const boxIdOf = (barcode: string) => barcode.split('-')[0] ?? '';

/** What a scan means: special scans first, then the barcode rules. */
export function readScan(raw: string): ScanAction {
  const scan = raw.trim();
  if (/^CFG/i.test(scan)) {
    const zone = parseConfigurationScan(scan);
    return zone ? { kind: 'configure', zone } : { kind: 'invalid' };
  }
  if (scan === TEST_SCAN) return { kind: 'test' };
  if (!isValidBarcode(scan)) return { kind: 'invalid' };
  return { kind: 'box', barcode: scan, boxId: boxIdOf(scan) };
}

/**
 * A scanner held over a box fires the same code again and again: once the same value has been
 * scanned 3 times within 5 s (this one included), further scans of it are ignored until the
 * window has passed.
 */
export class ScanThrottle {
  private recent: { value: string; at: number }[] = [];

  /** True when the scan should be ignored; records it either way. */
  ignore(value: string, now: number): boolean {
    this.recent = this.recent.filter((scan) => now - scan.at < THROTTLE_WINDOW_MS);
    this.recent.push({ value, at: now });
    return this.recent.filter((scan) => scan.value === value).length >= THROTTLE_COUNT;
  }
}

export interface GridSize {
  rows: number;
  columns: number;
}

export const DEFAULT_GRID: GridSize = { rows: 6, columns: 6 };
/** Below this screen height per row, the picks are shown as a list instead of a grid. */
export const MIN_ROW_HEIGHT_PX = 130;

/**
 * The grid to draw: 3 × 3 on an error in a meal card zone, 1 × 1 as the fallback
 * (no configuration, pallet and QA zones), otherwise the zone's rows and columns (6 × 6 unless
 * told).
 */
export function gridSize(zone: {
  zoneType?: string | null;
  rows?: number | null;
  columns?: number | null;
  hasError?: boolean;
}): GridSize {
  if (zone.hasError && zone.zoneType === 'Meal Card') return { rows: 3, columns: 3 };
  if (!zone.zoneType || zone.zoneType === 'Pallet' || zone.zoneType === 'QA')
    return { rows: 1, columns: 1 };
  return { rows: zone.rows ?? DEFAULT_GRID.rows, columns: zone.columns ?? DEFAULT_GRID.columns };
}

/** The pick-list layout replaces the grid when each row would be under 130 px high. */
export const usesPickList = (screenHeight: number, rows: number) =>
  screenHeight / rows < MIN_ROW_HEIGHT_PX;

export interface BannerFlags {
  includesBinder?: boolean;
  includesAddOnCard?: boolean;
  includesFamilyAddOnCard?: boolean;
  includesProteinCard?: boolean;
  includesPromotionalItem?: boolean;
}

const INCLUDE_NOTES: [keyof BannerFlags, string][] = [
  ['includesBinder', 'Includes Binder'],
  ['includesProteinCard', 'Includes Protein Card'],
  ['includesAddOnCard', 'Includes Add-On Card'],
  ['includesFamilyAddOnCard', 'Includes Family Add-On Card'],
  ['includesPromotionalItem', 'Includes Promotional Item'],
];

/** After a scan: line letter and zone id, then the 'Includes …' notes or else the group info. */
export function scannedBanner(
  lineLetter: string,
  zoneId: string | number,
  flags: BannerFlags,
  groupInfo: string | null | undefined,
): string {
  const notes = INCLUDE_NOTES.filter(([flag]) => flags[flag]).map(([, note]) => note);
  const detail = notes.length > 0 ? notes.join(' | ') : (groupInfo ?? '');
  return detail ? `${lineLetter}${zoneId} — ${detail}` : `${lineLetter}${zoneId}`;
}
