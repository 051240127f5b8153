import type { Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { zoneOf } from '../zone-display/zone-display-api.ts';
import { registerEvent } from './status-wall-api.ts';

export const heartbeatResolvers: Resolvers = {
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
