import type { ZoneScan } from './send-scan.ts';

export interface ZoneLayout {
  zoneType: string;
  rows: number;
  columns: number;
  itemLetters: string[];
}

export interface Cell {
  key: string;
  letter: string;
  /** Picks to take from this cell; 0 leaves it dark. */
  count: number;
  filtered?: boolean;
  /** Ice cells: the location the cell's ice is for (Top, Middle, Bottom). */
  location?: string;
}

const ICE_FIELDS = {
  '32': 'thirtyTwoOz',
  '64': 'sixtyFourOz',
  '80': 'eightyOz',
  '96': 'ninetySixOz',
} as const;

type IceLocation = 'top' | 'middle' | 'bottom';

/** A location as the zone types name it (Ice Top, Ice Middle, Ice Bottom). */
const LOCATION_NAMES: Record<IceLocation, string> = {
  top: 'Top',
  middle: 'Middle',
  bottom: 'Bottom',
};

/** Which location each row of an ice zone serves (Ice Top with 2 rows also holds middle ice). */
function iceRows(zone: ZoneLayout): IceLocation[] {
  if (zone.zoneType === 'Ice Top') return zone.rows === 2 ? ['top', 'middle'] : ['top'];
  if (zone.zoneType === 'Ice Middle') return ['middle'];
  return ['bottom'];
}

/** The cells of the grid in reading order, lit from the scan (none before a scan). */
export function zoneCells(zone: ZoneLayout, scan: ZoneScan | null): Cell[] {
  if (zone.zoneType.startsWith('Ice ')) {
    return iceRows(zone).flatMap((location, row) =>
      zone.itemLetters.map((letter, column) => {
        const packs = scan?.icePacks.find((p) => p.location === location);
        const field = ICE_FIELDS[letter as keyof typeof ICE_FIELDS];
        const count = !packs
          ? 0
          : field
            ? (packs[field] ?? 0)
            : packs.thirtyTwoOz + packs.sixtyFourOz + (packs.eightyOz ?? 0) + packs.ninetySixOz;
        return {
          key: `${row}-${column}`,
          letter: field ? `${letter} oz` : letter,
          count,
          location: LOCATION_NAMES[location],
        };
      }),
    );
  }
  return zone.itemLetters.map((letter, index) => {
    const pick = scan?.pickables.find((p) => p.cellIndex === index);
    return {
      key: String(index),
      letter,
      count: pick?.picks ?? 0,
      filtered: pick?.isFiltered ?? false,
    };
  });
}
