import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import type { Resolvers, SupervisorLoginCode } from '../../generated/resolvers.ts';
import { listen } from '../../realtime/listen.ts';
import { mapEvents } from '../../realtime/map-events.ts';
import { sharedPerEvent } from '../../realtime/shared-per-event.ts';
import { bodyOrThrow, upstreamError } from '../../upstream/errors.ts';
import { fetchLoginCode, LOGIN_CODE_CHANNEL, LOGIN_CODE_REFRESH_EVENT } from './login-code-api.ts';

// Screens signed in with the same session read the new code once per rotation, not once each.
const codeAfterEvent = sharedPerEvent<Awaited<ReturnType<typeof fetchLoginCode>>>();

/** An error travels as a payload so that resolve() throws it with its extensions.code intact. */
type CodeChange = { supervisorLoginCodeChanged: SupervisorLoginCode | GraphQLError };

async function subscribeToCodeChanges(context: GatewayContext) {
  const { upstream, realtime, logger } = context;
  // Listen, and wait until the stream is live, before reading the code: any rotation after the
  // read then arrives as an event, so the subscriber can never be left with a stale code.
  const events = await listen(context, LOGIN_CODE_CHANNEL);
  await realtime.whenLive(LOGIN_CODE_CHANNEL);
  const check = await fetchLoginCode(upstream);
  if (!check.ok && (check.status === 401 || check.status === 403)) {
    await events.return?.();
    throw upstreamError(check, logger);
  }
  const first = check.ok
    ? { first: { supervisorLoginCodeChanged: { code: check.body.loginCode } } }
    : {};
  return mapEvents<{ id: string; event: string }, CodeChange>(
    events,
    async (event) => {
      if (event.event !== LOGIN_CODE_REFRESH_EVENT) return undefined;
      // Fetched with the subscriber's own session: an expired one ends the subscription.
      // Not cancelled with this subscriber: others may share the read (the time-out bounds it).
      const result = await codeAfterEvent(event.id, upstream.cookie ?? '', () =>
        fetchLoginCode(upstream),
      );
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
    async supervisorLoginCode(_parent, _args, { upstream, logger }) {
      return { code: bodyOrThrow(await fetchLoginCode(upstream), logger).loginCode };
    },
  },

  Subscription: {
    supervisorLoginCodeChanged: {
      subscribe: (_parent, _args, context) => subscribeToCodeChanges(context),
      resolve: ({ supervisorLoginCodeChanged: change }: CodeChange) => {
        if (change instanceof Error) throw change;
        return change;
      },
    },
  },
};
