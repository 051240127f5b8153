import type { Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { registerEvent } from './floor-status-api.ts';

/** Zone numbers travel as numbers; MealCard (and anything else, which the host refuses) as text. */
const zoneOf = (value: string) => (/^[0-9]{1,9}$/.test(value) ? Number(value) : value);

export const floorStatusResolvers: Resolvers = {
  Mutation: {
    async registerEvent(_parent, { input }, { upstream, logger }) {
      const result = await registerEvent(upstream, {
        ...input,
        packLineZoneId: zoneOf(input.packLineZoneId),
      });
      return { receivedAt: bodyOrThrow(result, logger).receivedAt };
    },
  },
};
