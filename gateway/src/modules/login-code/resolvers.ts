import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import type { Resolvers, SupervisorLoginCode } from '../../generated/resolvers.ts';
import { listen } from '../../realtime/listen.ts';
import { mapEvents } from '../../realtime/map-events.ts';
import { sharedPerEvent } from '../../realtime/shared-per-event.ts';
import { bodyOrThrow, upstreamError } from '../../upstream/errors.ts';
import {
  fetchLoginCode,
  LOGIN_CODE_CHANNEL,
  LOGIN_CODE_REFRESH_EVENT,
  refreshedFacilityId,
} from './login-code-api.ts';

// Screens signed in with the same session read the new code once per rotation, not once each.
const codeAfterEvent = sharedPerEvent<Awaited<ReturnType<typeof fetchLoginCode>>>();

/** An error travels as a payload so that resolve() throws it with its extensions.code intact. */
type CodeChange = { supervisorLoginCodeChanged: SupervisorLoginCode | GraphQLError };

/** The facility's code after a rotation, read with the subscriber's own credentials. */
function codeAfter(context: GatewayContext, eventId: string, facilityId: string) {
  const read = () => fetchLoginCode(context.upstream, facilityId);
  // An API key's reads are its own (each is checked and counted); sessions share one per event.
  if (context.authorization !== undefined) return read();
  return codeAfterEvent(eventId, `${context.upstream.cookie ?? ''}\u0000${facilityId}`, read);
}

async function subscribeToCodeChanges(context: GatewayContext, facilityId: string) {
  const { upstream, realtime, logger } = context;
  // Listen, and wait until the stream is live, before reading the code: any rotation after the
  // read then arrives as an event, so the subscriber can never be left with a stale code.
  const events = await listen(context, LOGIN_CODE_CHANNEL);
  await realtime.whenLive(LOGIN_CODE_CHANNEL);
  const check = await fetchLoginCode(upstream, facilityId);
  // Refused (not this caller's facility, a read-only key) or asked wrongly: no events at all.
  if (!check.ok && check.status >= 400 && check.status < 500) {
    await events.return?.();
    throw upstreamError(check, logger);
  }
  const first = check.ok
    ? { first: { supervisorLoginCodeChanged: { code: check.body.loginCode } } }
    : {};
  return mapEvents<{ id: string; event: string; payload: unknown }, CodeChange>(
    events,
    async (event) => {
      if (event.event !== LOGIN_CODE_REFRESH_EVENT) return undefined;
      // The one channel carries every facility's rotations: this subscriber's only.
      if (refreshedFacilityId(event.payload) !== facilityId) return undefined;
      // Fetched with the subscriber's own session: an expired one ends the subscription.
      // Not cancelled with this subscriber: others may share the read (the time-out bounds it).
      const result = await codeAfter(context, event.id, facilityId);
      if (!result.ok) {
        return { value: { supervisorLoginCodeChanged: upstreamError(result, logger) }, last: true };
      }
      return { value: { supervisorLoginCodeChanged: { code: result.body.loginCode } } };
    },
    first,
  );
}

export const loginCodeResolvers: Resolvers = {
  Query: {
    async supervisorLoginCode(_parent, { packingFacilityId }, { upstream, logger }) {
      const body = bodyOrThrow(await fetchLoginCode(upstream, packingFacilityId), logger);
      return { code: body.loginCode };
    },
  },

  Subscription: {
    supervisorLoginCodeChanged: {
      subscribe: (_parent, { packingFacilityId }, context) =>
        subscribeToCodeChanges(context, packingFacilityId),
      resolve: ({ supervisorLoginCodeChanged: change }: CodeChange) => {
        if (change instanceof Error) throw change;
        return change;
      },
    },
  },
};
