import {
  cellCount,
  DEFAULT_GRID_SIZE,
  flagsFor,
  ICE_COLUMN_CHOICES,
  isIceZone,
  isSingleCellZone,
  MIDDLE_ICE_ZONE_TYPE,
  ZONE_FLAGS,
  type ZoneDraft,
  type ZoneFlag,
  type ZoneType,
} from './zone-types.ts';

function noFlags(): Record<ZoneFlag, boolean> {
  return Object.fromEntries(ZONE_FLAGS.map((flag) => [flag, false])) as Record<ZoneFlag, boolean>;
}

/** The zone id a new zone gets: the highest existing one plus 1. */
export function nextZoneId(zones: ReadonlyArray<{ zoneId: number | null }>): number {
  return zones.reduce((highest, zone) => Math.max(highest, zone.zoneId ?? 0), 0) + 1;
}

/** A new zone: the next id, no type yet, the default 6 × 6 grid of empty cells. */
export function newZoneDraft(zones: ReadonlyArray<{ zoneId: number | null }>): ZoneDraft {
  return {
    zoneId: nextZoneId(zones),
    pickableType: null,
    rows: DEFAULT_GRID_SIZE,
    columns: DEFAULT_GRID_SIZE,
    itemLetters: Array<string>(DEFAULT_GRID_SIZE * DEFAULT_GRID_SIZE).fill(''),
    ...noFlags(),
  };
}

type Layout = 'grid' | 'ice' | 'single' | 'none';
function layoutOf(type: ZoneType | null): Layout {
  if (type === null) return 'none';
  if (isSingleCellZone(type)) return 'single';
  return isIceZone(type) ? 'ice' : 'grid';
}

/** Cells re-laid for a new size: a cell keeps its row and column when both still exist. */
function relaid(zone: ZoneDraft, type: ZoneType | null, rows: number, columns: number): string[] {
  if (type === null) return Array<string>(rows * columns).fill('');
  const count = cellCount(type, rows, columns);
  const oldColumns = zone.columns ?? 0;
  const oldRows = isIceZone(type) ? 1 : (zone.rows ?? 0);
  const newColumns = columns;
  return Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / newColumns);
    const column = index % newColumns;
    if (row >= oldRows || column >= oldColumns) return '';
    return zone.itemLetters[row * oldColumns + column] ?? '';
  });
}

/** The zone with new rows and columns (null: not chosen yet), its cells kept where they fit. */
export function resizeZone<Z extends ZoneDraft>(
  zone: Z,
  rows: number | null,
  columns: number | null,
): Z {
  if (rows === null || columns === null) return { ...zone, rows, columns };
  return { ...zone, rows, columns, itemLetters: relaid(zone, zone.pickableType, rows, columns) };
}

/**
 * The zone after choosing a type: ice types force 1 row and 1-4 columns; Pallet
 * and QA force 1 × 1 and no letters; flags the type does not take are cleared (QA clears the
 * banner flags, other types QA's pickable, ice and check flags). Cells are kept when the layout
 * stays the same kind.
 */
export function withZoneType<Z extends ZoneDraft>(zone: Z, type: ZoneType): Z {
  const allowed = flagsFor(type);
  const flags = Object.fromEntries(
    ZONE_FLAGS.map((flag) => [flag, allowed.includes(flag) && zone[flag]]),
  ) as Record<ZoneFlag, boolean>;
  const sameLayout = layoutOf(zone.pickableType) === layoutOf(type);
  const base: Z = { ...zone, ...flags, pickableType: type };
  const start = sameLayout ? zone : { ...zone, itemLetters: [] };
  switch (layoutOf(type)) {
    case 'single':
      return { ...base, rows: 1, columns: 1, itemLetters: [] };
    case 'ice': {
      const columns =
        zone.columns !== null && (ICE_COLUMN_CHOICES as readonly number[]).includes(zone.columns)
          ? zone.columns
          : null;
      const rows = type === MIDDLE_ICE_ZONE_TYPE && sameLayout && zone.rows === 2 ? 2 : 1;
      if (columns === null) return { ...base, rows, columns, itemLetters: [] };
      return { ...base, rows, columns, itemLetters: relaid(start, type, rows, columns) };
    }
    default: {
      const fromSingle = layoutOf(zone.pickableType) === 'single';
      const rows = fromSingle ? DEFAULT_GRID_SIZE : zone.rows;
      const columns = fromSingle ? DEFAULT_GRID_SIZE : zone.columns;
      if (rows === null || columns === null) return { ...base, rows, columns };
      return { ...base, rows, columns, itemLetters: relaid(start, type, rows, columns) };
    }
  }
}

/** 'Include Middle Ice' of the Ice Top type: 2 rows, else 1. Letters stay one per column. */
export function withMiddleIce<Z extends ZoneDraft>(zone: Z, include: boolean): Z {
  if (zone.pickableType !== MIDDLE_ICE_ZONE_TYPE) return zone;
  return { ...zone, rows: include ? 2 : 1 };
}

export function includesMiddleIce(zone: ZoneDraft): boolean {
  return zone.pickableType === MIDDLE_ICE_ZONE_TYPE && zone.rows === 2;
}
