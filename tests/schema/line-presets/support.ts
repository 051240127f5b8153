import {
  ZONE_FLAGS,
  type Zone,
  type ZoneFlag,
  type ZoneType,
} from '../../../schema/src/line-presets/zone-types.ts';

/** A complete zone with no flags; `letters` default to empty cells of the right count. */
export function zone(
  zoneId: number,
  pickableType: ZoneType,
  rows: number,
  columns: number,
  itemLetters: string[],
  flags: ZoneFlag[] = [],
): Zone {
  return {
    zoneId,
    pickableType,
    rows,
    columns,
    itemLetters,
    ...(Object.fromEntries(ZONE_FLAGS.map((flag) => [flag, flags.includes(flag)])) as Record<
      ZoneFlag,
      boolean
    >),
  };
}
