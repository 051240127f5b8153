import type { Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { createFloorSession, deleteFloorSession, fetchFloorSession } from './floor-session-api.ts';

/** Refusals a person at the screen can act on: a wrong or malformed code, too many tries. */
const CODE_REFUSALS = new Set([400, 401, 429]);

export const floorSessionResolvers: Resolvers = {
  Query: {
    async floorSession(_parent, _args, { upstream, logger }) {
      const result = await fetchFloorSession(upstream);
      // No floor session is an answer here: the screen shows its sign-in.
      if (!result.ok && (result.status === 401 || result.status === 403)) return null;
      return bodyOrThrow(result, logger);
    },
  },

  Mutation: {
    async floorSignIn(_parent, { input }, { upstream, setCookie, logger }) {
      const result = await createFloorSession(upstream, input);
      setCookie(result.setCookies);
      if (!result.ok && CODE_REFUSALS.has(result.status)) {
        const message = result.body?.message ?? 'Incorrect login code, try again.';
        return { session: null, userErrors: [{ field: ['input', 'loginCode'], message }] };
      }
      return { session: bodyOrThrow(result, logger), userErrors: [] };
    },

    async floorSignOut(_parent, _args, { upstream, setCookie, logger }) {
      const result = await deleteFloorSession(upstream);
      setCookie(result.setCookies);
      bodyOrThrow(result, logger);
      return { signedOut: true };
    },
  },

  FloorFacility: {
    id: (facility) => String(facility.id),
  },
};
