import { channels } from '@ops/schema/realtime';
import type { Resolvers } from '../../generated/resolvers.ts';
import { listen } from '../../realtime/listen.ts';
import { mapEvents, perEvent } from '../../realtime/map-events.ts';
import type { RealtimeEvent } from '../../realtime/subscriber.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import {
  fetchZoneConfiguration,
  scanBox,
  submitInspection,
  type UpstreamZoneScan,
} from './zone-display-api.ts';

/** The first event of every zone screen subscription. */
export const ZONE_SCREEN_CONNECTED = 'connected';

const connected = { zoneScreenEvents: { event: ZONE_SCREEN_CONNECTED } };
/** A line's event as every zone screen of the line gets it (one object for all of them). */
const toZoneScreenEvent = perEvent((event: RealtimeEvent) => ({
  value: { zoneScreenEvents: { event: event.event } },
}));

function toZoneScan(body: UpstreamZoneScan) {
  return {
    ...body,
    shipmentId: String(body.shipmentId),
    qa: body.qa && { ...body.qa, shipmentId: String(body.qa.shipmentId) },
  };
}

export const zoneDisplayResolvers: Resolvers = {
  Query: {
    async zoneConfiguration(_parent, args, { upstream, logger }) {
      return bodyOrThrow(await fetchZoneConfiguration(upstream, args), logger);
    },
  },
  Mutation: {
    async scanBox(_parent, { input }, { upstream, logger }) {
      return toZoneScan(bodyOrThrow(await scanBox(upstream, input), logger));
    },
    async submitQaInspection(_parent, { input }, { upstream, logger }) {
      const issues: Record<string, string[] | boolean> = { boxUpsize: input.boxUpsize };
      for (const station of input.issues) issues[String(station.pickStation)] = station.issues;
      const result = await submitInspection(upstream, {
        packingFacilityAbbreviation: input.packingFacilityAbbreviation,
        lineLetter: input.lineLetter,
        submission: {
          shipmentId: Number(input.shipmentId),
          submissionType: input.submissionType,
          qaZoneId: input.qaZoneId,
          issues,
        },
      });
      return { submitted: bodyOrThrow(result, logger).submitted };
    },
  },
  Subscription: {
    zoneScreenEvents: {
      subscribe: async (_parent, args, context) => {
        const channel = channels.pickToLight(
          args.packingFacilityAbbreviation.toUpperCase(),
          args.lineLetter.toUpperCase(),
        );
        const events = await listen(context, channel);
        await context.realtime.whenLive(channel);
        // 'connected' first, every time it starts: a screen that reconnects refetches what it
        // may have missed.
        return mapEvents(events, toZoneScreenEvent, { first: connected });
      },
    },
  },
};
