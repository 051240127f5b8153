import type { LetterScope } from './pick-letters-api.ts';
import type { UpstreamProteinLetter } from './types.ts';

export const scopeOf = (input: { packingFacilityId: string; menuId: string }): LetterScope => ({
  packingFacilityId: Number(input.packingFacilityId),
  menuId: Number(input.menuId),
});

/** Protein rows carry the facility they were read for: their letter is per facility. */
export const withFacility = (rows: UpstreamProteinLetter[], scope: LetterScope) =>
  rows.map((row) => ({ ...row, packingFacilityId: scope.packingFacilityId }));
