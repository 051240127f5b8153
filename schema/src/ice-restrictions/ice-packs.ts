import { ICE_SIZE_KEYS, ICE_SIZES, type IceSizeKey, type IceSizeOz } from './ice-sizes.ts';

export type IceLocation = 'top' | 'middle' | 'bottom';

/** The ice of one location of a box: a count per size (sizes it does not get are left out). */
export type IceAtLocation = { location: IceLocation } & Partial<Record<IceSizeKey, number>>;

type IceSlot = readonly [location: IceLocation, size: IceSizeOz, count: number];

/** The ice a box would get with every size allowed: from its region's climate and its size. */
export function preferredIce(regionCategory: string, boxSizeInches: number): IceSlot[] {
  const large = boxSizeInches >= 16;
  switch (regionCategory) {
    case 'Cool':
      return [['bottom', large ? 80 : 64, 1]];
    case 'Hot':
      return [
        ['bottom', 96, 1],
        ...(boxSizeInches >= 14 ? ([['middle', 32, 1]] as const) : []),
        ['top', 64, 1],
      ];
    case 'Extreme':
      return [
        ['bottom', 96, large ? 2 : 1],
        ['middle', 64, 1],
        ['top', 64, 1],
      ];
    default:
      return [
        ['bottom', large ? 96 : 80, 1],
        ['top', 32, 1],
      ];
  }
}

/**
 * The size packed instead of a restricted one: the preferred size, else the nearest smaller one
 * (a box is packed tight), else the nearest larger one; undefined when every size is restricted.
 */
export function allowedIceSize(
  preferred: IceSizeOz,
  isRestricted: (size: IceSizeOz) => boolean,
): IceSizeOz | undefined {
  const smaller = ICE_SIZES.filter((size) => size <= preferred);
  const larger = ICE_SIZES.filter((size) => size > preferred).reverse();
  return [...smaller, ...larger].find((size) => !isRestricted(size));
}

/** Ice packs per location of one box, with restricted sizes swapped for allowed ones. */
export function icePacksForBox(
  regionCategory: string,
  boxSizeInches: number,
  isRestricted: (size: IceSizeOz) => boolean,
): IceAtLocation[] {
  const rows = new Map<IceLocation, IceAtLocation>();
  for (const [location, preferred, count] of preferredIce(regionCategory, boxSizeInches)) {
    const size = allowedIceSize(preferred, isRestricted);
    if (size === undefined) continue;
    const row = rows.get(location) ?? { location };
    const key = ICE_SIZE_KEYS[size];
    row[key] = (row[key] ?? 0) + count;
    rows.set(location, row);
  }
  return [...rows.values()];
}
