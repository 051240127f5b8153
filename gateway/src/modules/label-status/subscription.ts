import { shipDateSchema } from '@ops/schema/label-status/rules';
import { regionStatusKey } from '@ops/schema/label-status/rules';
import { channels, events as eventNames } from '@ops/schema/realtime';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import type { RealtimeEvent } from '../../realtime/bridge.ts';
import { listen } from '../../realtime/listen.ts';
import { mapEvents, type Mapped } from '../../realtime/map-events.ts';
import { upstreamError } from '../../upstream/errors.ts';
import { fetchRegionsShippingOnDay } from './label-status-api.ts';
import { toStatusEnum } from './status.ts';
import type { LabelStatusEventModel, UpstreamLabelError } from './types.ts';

export interface RegionArgs {
  packingFacilityId: string;
  shipDay: string;
  regionName: string;
}

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** One upstream event as its union member; events of other names are skipped. */
export function toLabelStatusEvent(
  regionId: string,
  event: RealtimeEvent,
): Mapped<LabelStatusEventModel> {
  const payload = (event.payload ?? {}) as {
    status?: string;
    count?: number;
    errors?: UpstreamLabelError[];
  };
  switch (event.event) {
    case eventNames.labelsProgressUpdates: {
      const status = toStatusEnum(payload.status);
      return status
        ? { value: { __typename: 'LabelsProgressUpdate', regionId, status } }
        : undefined;
    }
    case eventNames.postponedShipmentsUpdates:
      return typeof payload.count === 'number'
        ? { value: { __typename: 'PostponedShipmentsUpdate', regionId, count: payload.count } }
        : undefined;
    case eventNames.labelsErrorUpdates:
      return {
        value: { __typename: 'LabelsErrorUpdate', regionId, errors: payload.errors ?? [] },
      };
    default:
      return undefined;
  }
}

/**
 * Listens on label-status-{regionName}-{shipDay}, waits until the stream is live, then reads the
 * region with the subscriber's own session (which also checks that the user may see the
 * facility and that the region ships that day): the snapshot plus the events miss nothing.
 */
export async function subscribeToRegion(args: RegionArgs, context: GatewayContext) {
  const { upstream, realtime, logger } = context;
  const day = shipDateSchema.safeParse(args.shipDay);
  if (!day.success) throw badInput(`Ship day "${args.shipDay}" must be a date written yyyy-MM-dd.`);
  const channel = channels.labelStatus(args.regionName, day.data);
  const source = await listen(context, channel);
  await realtime.whenLive(channel);
  const result = await fetchRegionsShippingOnDay(upstream, args.packingFacilityId, day.data);
  const region = result.ok
    ? result.body.regionsShippingOnDay.find((candidate) => candidate.name === args.regionName)
    : undefined;
  if (!region) {
    await source.return?.();
    throw result.ok
      ? badInput(`No region "${args.regionName}" ships from this facility on ${day.data}.`)
      : upstreamError(result, logger);
  }
  const regionId = regionStatusKey(region.name, day.data);
  return mapEvents<RealtimeEvent, LabelStatusEventModel>(
    source,
    async (event) => toLabelStatusEvent(regionId, event),
    { first: { __typename: 'LabelStatusSnapshot', region } },
  );
}
