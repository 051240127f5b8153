import { channels } from '@ops/schema/realtime';
import type { Resolvers } from '../../generated/resolvers.ts';
import { listen } from '../../realtime/listen.ts';
import { mapEvents, perEvent } from '../../realtime/map-events.ts';
import type { RealtimeEvent } from '../../realtime/subscriber.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { fetchStatuses } from './status-wall-api.ts';

const connected = { packLineStatusChanged: { reason: 'connected' } };
/** A facility's status event as every wall of the facility gets it (one object for all). */
const toStatusChange = perEvent((event: RealtimeEvent) => {
  const reason = (event.payload as { reason?: unknown } | null)?.reason;
  return {
    value: { packLineStatusChanged: { reason: typeof reason === 'string' ? reason : 'refetch' } },
  };
});

export const statusWallResolvers: Resolvers = {
  Query: {
    async packLineStatuses(_parent, { packingFacilityId }, { upstream, logger }) {
      const body = bodyOrThrow(await fetchStatuses(upstream, packingFacilityId), logger);
      return body.packLines.map((line) => ({ ...line, id: String(line.id) }));
    },
  },
  Subscription: {
    packLineStatusChanged: {
      subscribe: async (_parent, args, context) => {
        const channel = channels.packLineStatus(args.packingFacilityAbbreviation.toUpperCase());
        const events = await listen(context, channel);
        await context.realtime.whenLive(channel);
        return mapEvents(events, toStatusChange, { first: connected });
      },
    },
  },
};
