import type { Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { zoneOf } from '../zone-display/zone-display-api.ts';
import { registerEvent } from './floor-status-api.ts';

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
