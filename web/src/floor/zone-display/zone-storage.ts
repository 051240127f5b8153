import { normaliseZone, type ZoneAddress } from './scan-rules.ts';

/** The zone a screen at / shows, kept in browser storage by a CFG scan. */
const KEY = 'pickToLight.zoneConfiguration';

export function loadStoredZone(storage: Storage = window.localStorage): ZoneAddress | undefined {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<ZoneAddress> | null;
    if (!value?.packingFacilityAbbreviation || !value.lineLetter || !value.zoneId) return undefined;
    return normaliseZone(value as ZoneAddress);
  } catch {
    return undefined;
  }
}

/** Stores the zone and what the host said about it (kept for the next start). */
export function storeZone(
  zone: ZoneAddress & { configuration?: unknown },
  storage: Storage = window.localStorage,
) {
  storage.setItem(KEY, JSON.stringify(zone));
}

/** The facility's slug for the floor sign-in, from the abbreviation the zone address carries. */
export const FACILITY_SLUGS: Record<string, string> = {
  CHI: 'chicago',
  SBD: 'san_bernardino',
  SKY: 'skyview',
  BAL: 'baltimore',
};
