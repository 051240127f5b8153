import type { GatewayContext } from '../context.ts';
import type { UpstreamResult } from '../upstream/client.ts';
import { upstreamError } from '../upstream/errors.ts';
import type { RealtimeBridge, RealtimeEvent } from './bridge.ts';
import { mapEvents } from './map-events.ts';
import { sharedWhileLoading } from './shared-per-event.ts';

type ListenContext = Pick<GatewayContext, 'upstream' | 'realtime' | 'logger'> &
  Partial<Pick<GatewayContext, 'authorization' | 'connection'>>;

type SharedChecks = ReturnType<typeof sharedWhileLoading<UpstreamResult<null>>>;
/** Per gateway (its bridge): the access checks under way, by session and channel. */
const checksUnderWay = new WeakMap<RealtimeBridge, SharedChecks>();

/**
 * Asks the host. The subscriptions of one session to one channel that start together (several
 * of a screen's, or those of every tab of one browser when they reconnect after a gateway
 * restart) share the one check under way; one that starts after it has settled asks again. An
 * API key's checks are never shared: each is counted against its rate limit.
 */
function mayListen(context: ListenContext, channel: string) {
  const ask = () =>
    context.upstream.request<null>({
      method: 'GET',
      path: '/realtime/access',
      query: { channel },
    });
  if (context.authorization !== undefined) return ask();
  let shared = checksUnderWay.get(context.realtime);
  if (!shared) {
    shared = sharedWhileLoading<UpstreamResult<null>>();
    checksUnderWay.set(context.realtime, shared);
  }
  return shared(`${context.upstream.cookie ?? ''}\u0000${channel}`, ask);
}

/**
 * A subscriber's way onto a realtime channel: the operations host decides, with the
 * subscriber's own credentials, whether it may listen (the channel's facility must be one it
 * may see); only then does the subscriber join the channel's shared upstream stream. Every
 * subscription resolver goes through here, so no channel can be read unchecked.
 *
 * An internal tool's API key is asked about again before each event, so a revoked key gets
 * no event after it was revoked: its subscription ends with UNAUTHENTICATED.
 */
export async function listen(
  context: ListenContext,
  channel: string,
): Promise<AsyncIterableIterator<RealtimeEvent, undefined>> {
  const allowed = await mayListen(context, channel);
  if (!allowed.ok) throw upstreamError(allowed, context.logger);
  const events = context.realtime.subscribe(channel, undefined, context.connection);
  if (context.authorization === undefined) return events;
  return mapEvents(events, async (event) => {
    const still = await mayListen(context, channel);
    if (!still.ok) throw upstreamError(still, context.logger);
    return { value: event };
  });
}
