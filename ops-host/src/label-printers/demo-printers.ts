import { linePrinterAddress } from '../seed/facilities-and-users.ts';
import { PROFILES, type SeedSize } from '../seed/profiles.ts';

/** The printers of the seeded lines (linePrinterAddress): 127.0.1.1 for Chicago's line A. */
export function demoPrinterAddresses(size: SeedSize = 'demo'): string[] {
  const profile = PROFILES[size];
  return profile.dataFacilityIds.flatMap((facilityId) =>
    Array.from({ length: profile.linesPerFacility[facilityId] ?? 0 }, (_, index) =>
      linePrinterAddress(facilityId, index + 1),
    ),
  );
}
