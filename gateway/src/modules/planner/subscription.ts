import { randomUUID } from 'node:crypto';
import { channels } from '@ops/schema/realtime';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import type { RealtimeEvent } from '../../realtime/bridge.ts';
import { listen } from '../../realtime/listen.ts';
import { mapEvents } from '../../realtime/map-events.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { fetchAccessibleFacilities } from '../facilities/facilities-api.ts';
import type { PackLinePlannerEventModel } from './types.ts';

/** The event's payload, camelCased by the bridge. */
interface Payload {
  reason?: string;
  packLineNames?: string[];
  packLinePlanGroupIds?: number[];
  packLineName?: string;
  changeId?: string;
}

/**
 * Listens on pack_line_planner_updates_for_{abbreviatedName} (the host checks the subscriber
 * may see the facility), and hands each event on with the facility id, so the entities it names
 * can be read with the subscriber's session.
 */
export async function subscribeToPlanner(abbreviatedName: string, context: GatewayContext) {
  const { upstream, logger } = context;
  const facilities = bodyOrThrow(await fetchAccessibleFacilities(upstream), logger);
  const facility = facilities.packingFacilities.find(
    (candidate) => candidate.abbreviatedName === abbreviatedName,
  );
  if (!facility) {
    throw new GraphQLError(`No packing facility ${abbreviatedName} you may see.`, {
      extensions: { code: 'FORBIDDEN' },
    });
  }
  const channel = channels.planner(abbreviatedName);
  const source = await listen(context, channel);
  await context.realtime.whenLive(channel);
  const facilityId = String(facility.id);
  // First 'live': from here on nothing is missed, so a screen (re)connecting refetches once.
  const live: PackLinePlannerEventModel = {
    event: 'live',
    reason: null,
    packLineNames: [],
    packLinePlanGroupIds: [],
    changeId: null,
    facilityId,
    readKey: `live:${randomUUID()}`,
  };
  return mapEvents<RealtimeEvent, PackLinePlannerEventModel>(
    source,
    async (event) => {
      const payload = (event.payload ?? {}) as Payload;
      return {
        value: {
          event: event.event,
          reason: payload.reason ?? null,
          packLineNames:
            payload.packLineNames ?? (payload.packLineName ? [payload.packLineName] : []),
          packLinePlanGroupIds: payload.packLinePlanGroupIds ?? [],
          changeId: payload.changeId ?? null,
          facilityId,
          readKey: event.id || randomUUID(),
        },
      };
    },
    { first: live },
  );
}
