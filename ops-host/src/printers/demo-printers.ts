import { PRINTER_NETWORK_PREFIX } from '../seed/facilities-and-users.ts';
import { PROFILES, type SeedSize } from '../seed/profiles.ts';

/**
 * The printers of the seeded lines: the facility's network prefix, the facility id and the
 * line's number (line A of Chicago: 127.0.1.1, typed 1.1 on the kiosk).
 */
export function demoPrinterAddresses(size: SeedSize = 'demo'): string[] {
  const profile = PROFILES[size];
  return profile.dataFacilityIds.flatMap((facilityId) =>
    Array.from(
      { length: profile.linesPerFacility[facilityId] ?? 0 },
      (_, index) => `${PRINTER_NETWORK_PREFIX}.${facilityId}.${index + 1}`,
    ),
  );
}
