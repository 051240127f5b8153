import type { Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { fetchUserPreferences, putUserPreferences } from './user-preferences-api.ts';

/** An ID argument as the host's integer id; null stays null; undefined when it is not an id. */
function integerId(id: string | null): number | null | undefined {
  if (id === null) return null;
  return /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : undefined;
}

const idOrNull = (id: number | null) => (id === null ? null : String(id));

export const userPreferenceResolvers: Resolvers = {
  Query: {
    async userPreferences(_parent, _args, { upstream, logger }) {
      return bodyOrThrow(await fetchUserPreferences(upstream), logger).userPreferences;
    },
  },

  Mutation: {
    async updateUserPreferences(_parent, { input }, { upstream, logger }) {
      const change: { packingFacilityId?: number | null; menuId?: number | null } = {};
      for (const field of ['packingFacilityId', 'menuId'] as const) {
        const given = input[field];
        if (given === undefined) continue;
        const value = integerId(given);
        if (value === undefined) {
          const what = field === 'menuId' ? 'a menu id' : 'a packing facility id';
          return {
            userPreferences: null,
            userErrors: [{ field: ['input', field], message: `Not ${what}.` }],
          };
        }
        change[field] = value;
      }
      const result = await putUserPreferences(upstream, change);
      // An unknown menu is the user's to fix: it comes back as data, with the host's reason.
      if (!result.ok && (result.status === 400 || result.status === 422)) {
        const message = result.body?.message ?? 'The preferences were not kept.';
        return { userPreferences: null, userErrors: [{ field: ['input'], message }] };
      }
      return { userPreferences: bodyOrThrow(result, logger).userPreferences, userErrors: [] };
    },
  },

  UserPreferences: {
    packingFacilityId: (preferences) => idOrNull(preferences.packingFacilityId),
    menuId: (preferences) => idOrNull(preferences.menuId),
  },
};
