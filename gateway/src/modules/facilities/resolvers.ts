import type { Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { fetchAccessibleFacilities, fetchFacility } from './facilities-api.ts';

export const facilityResolvers: Resolvers = {
  Query: {
    async accessiblePackingFacilities(_parent, _args, { upstream, logger }) {
      return bodyOrThrow(await fetchAccessibleFacilities(upstream), logger).packingFacilities;
    },

    // The operations host answers 403 for a facility the user may not see → FORBIDDEN.
    async packingFacility(_parent, { id }, { upstream, logger }) {
      return bodyOrThrow(await fetchFacility(upstream, id), logger).packingFacility;
    },
  },

  PackingFacility: {
    id: (facility) => String(facility.id),
  },
};
