import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  GraphQLError,
  parse,
  subscribe,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { broadcastSubscribe } from '../../../../gateway/src/realtime/broadcast/execute.ts';
import { isPushable } from '../../../../gateway/src/realtime/broadcast/pushed.ts';
import { Subscriber, type RealtimeEvent } from '../../../../gateway/src/realtime/subscriber.ts';

// A subscription's events through the broadcast answer what graphql-js's subscribe answers (the
// same schema and source stream subscribed through both, compared event by event), and
// subscribers of a document that reads nothing but its event share each event's one answer.

interface LineEvent {
  event: string;
  line: string | null;
  zones?: number[];
}

function streamOf(events: LineEvent[]): AsyncIterableIterator<LineEvent> {
  const queue = [...events];
  return {
    next: async () =>
      queue.length > 0
        ? { done: false, value: queue.shift()! }
        : { done: true, value: undefined as unknown as LineEvent },
    return: async () => ({ done: true, value: undefined as unknown as LineEvent }),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

const EVENTS: LineEvent[] = [
  { event: 'refetch_zone_configuration', line: 'A', zones: [1, 2] },
  { event: 'application_updates', line: 'A' },
  // A null in a non-null field: a field error in that event only.
  { event: 'refetch_zone_configuration', line: null },
];

const TYPE_DEFS = /* GraphQL */ `
  type Query {
    ok: Boolean
  }
  type LineEvent {
    event: String!
    line: String!
    zones: [Int!]
    shout(suffix: String = "!"): String!
    later: String!
    viewer: String
  }
  type Subscription {
    lineEvents(facility: String!): LineEvent!
  }
`;

function setup() {
  const subscribed: unknown[] = [];
  const schema = makeExecutableSchema({
    typeDefs: TYPE_DEFS,
    resolvers: {
      LineEvent: {
        shout: (event: LineEvent, { suffix }: { suffix: string }) =>
          `${event.event.toUpperCase()}${suffix}`,
        // A field that waits: its event's execution answers with a promise.
        later: async (event: LineEvent) => `${event.event} later`,
      },
      Subscription: {
        lineEvents: {
          subscribe: (_: unknown, args: { facility: string }) => {
            subscribed.push(args);
            if (args.facility === 'XXX') {
              throw new GraphQLError('You may not listen to XXX.', {
                extensions: { code: 'FORBIDDEN' },
              });
            }
            return streamOf(EVENTS);
          },
          resolve: (event: LineEvent) => event,
        },
      },
    },
  });
  return { schema, subscribed, executor: { subscribe: broadcastSubscribe(schema) } };
}

// The variable is not named as the argument it is given to: the resolver must get its
// arguments, not the operation's variables.
const DOCUMENT = parse(`
  subscription Line($where: String!, $suffix: String) {
    lineEvents(facility: $where) { event line zones loud: shout(suffix: $suffix) ...More }
  }
  fragment More on LineEvent { __typename shout }
`);

function argsOf(schema: GraphQLSchema, variables: Record<string, unknown>): ExecutionArgs {
  return { schema, document: DOCUMENT, variableValues: variables, contextValue: {} };
}

/** Every result of a subscription, its errors as the gateway sends them (graphql-js's JSON). */
async function results(
  outcome: AsyncIterableIterator<ExecutionResult> | ExecutionResult,
): Promise<unknown[]> {
  const asSent = (result: ExecutionResult) => ({
    ...result,
    ...(result.errors ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
  });
  if (!(Symbol.asyncIterator in outcome)) return [asSent(outcome)];
  const all: unknown[] = [];
  for await (const result of outcome) all.push(asSent(result));
  return all;
}

describe('subscriptions through the broadcast', () => {
  it('answer every event, a field error included, as graphql-js does', async () => {
    const { schema, executor } = setup();
    const variables = { where: 'CHI', suffix: '?' };
    const broadcast = await results(await executor.subscribe(argsOf(schema, variables)));
    const graphqlJs = await results(
      (await subscribe(argsOf(schema, variables))) as AsyncIterableIterator<ExecutionResult>,
    );
    expect(broadcast).toHaveLength(3);
    expect(broadcast).toEqual(graphqlJs);
    expect(broadcast[0]).toEqual({
      data: {
        lineEvents: {
          event: 'refetch_zone_configuration',
          line: 'A',
          zones: [1, 2],
          loud: 'REFETCH_ZONE_CONFIGURATION?',
          __typename: 'LineEvent',
          shout: 'REFETCH_ZONE_CONFIGURATION!',
        },
      },
    });
    expect(broadcast[2]).toMatchObject({
      data: null,
      errors: [
        {
          message: 'Cannot return null for non-nullable field LineEvent.line.',
          path: ['lineEvents', 'line'],
        },
      ],
    });
  });

  /** A selection's results through the broadcast and through graphql-js's subscribe. */
  async function bothWays(selection: string) {
    const { schema, executor } = setup();
    const args = {
      ...argsOf(schema, { where: 'CHI' }),
      document: parse(
        `subscription ($where: String!) { lineEvents(facility: $where) { ${selection} } }`,
      ),
    };
    const broadcast = await results(await executor.subscribe(args));
    const graphqlJs = await results(
      (await subscribe(args)) as AsyncIterableIterator<ExecutionResult>,
    );
    return { broadcast, graphqlJs };
  }

  it('answer events whose fields wait (a resolver’s promise) as graphql-js does', async () => {
    const { broadcast, graphqlJs } = await bothWays('event later');
    expect(broadcast).toEqual(graphqlJs);
    expect(broadcast).toEqual(
      EVENTS.map(({ event }) => ({ data: { lineEvents: { event, later: `${event} later` } } })),
    );
  });

  it('answer a document that reads nothing but its event as graphql-js does, a field error included', async () => {
    const { broadcast, graphqlJs } = await bothWays('event line zones __typename');
    expect(broadcast).toHaveLength(3);
    expect(broadcast).toEqual(graphqlJs);
    expect(broadcast[2]).toMatchObject({
      data: null,
      errors: [{ message: 'Cannot return null for non-nullable field LineEvent.line.' }],
    });
  });

  it('answer a refusal to subscribe as graphql-js does, having subscribed once', async () => {
    const { schema, executor, subscribed } = setup();
    const refused = await results(await executor.subscribe(argsOf(schema, { where: 'XXX' })));
    expect(subscribed).toHaveLength(1);
    const graphqlJs = await results(
      (await subscribe(argsOf(schema, { where: 'XXX' }))) as ExecutionResult,
    );
    expect(refused).toEqual(graphqlJs);
    expect(refused[0]).toMatchObject({
      errors: [{ message: 'You may not listen to XXX.', extensions: { code: 'FORBIDDEN' } }],
    });
  });

  it('leave refused variables to graphql-js, subscribing nothing', async () => {
    const { schema, executor, subscribed } = setup();
    const refused = await results(await executor.subscribe(argsOf(schema, { where: 7 })));
    const graphqlJs = await results(
      (await subscribe(argsOf(schema, { where: 7 }))) as ExecutionResult,
    );
    expect(refused).toEqual(graphqlJs);
    expect(refused[0]).toMatchObject({
      errors: [{ message: expect.stringContaining('String cannot represent a non string value') }],
    });
    expect(subscribed).toHaveLength(0);
  });
});

/**
 * A schema whose subscription is a channel's subscribers (realtime/subscriber.ts), each handed the
 * events pushed to it; `left` has those that left the channel.
 */
function channelSchema() {
  const channel: Subscriber[] = [];
  const left: Subscriber[] = [];
  const pushingSchema = makeExecutableSchema({
    typeDefs: TYPE_DEFS,
    resolvers: {
      LineEvent: {
        viewer: (_e: unknown, _a: unknown, context: { user: string }) => context.user,
      },
      Subscription: {
        lineEvents: {
          subscribe: () => {
            const subscriber = new Subscriber(16, (self) => left.push(self));
            channel.push(subscriber);
            return subscriber;
          },
        },
      },
    },
  });
  return { channel, left, pushingSchema };
}

describe('subscribers handed the same event object', () => {
  // The stream hands every subscriber the same objects, as a channel's mapping made once per
  // event does (realtime/map-events.ts, perEvent).
  const shared = EVENTS.map((event) => ({ lineEvents: event }));
  const sharedSchema = makeExecutableSchema({
    typeDefs: TYPE_DEFS,
    resolvers: {
      // The one field selected below that reads the subscriber's context.
      LineEvent: { viewer: (_e: unknown, _a: unknown, context: { user: string }) => context.user },
      Subscription: { lineEvents: { subscribe: () => streamOf(shared as never) } },
    },
  });
  const broadcast = () => ({ subscribe: broadcastSubscribe(sharedSchema) });
  type Broadcast = ReturnType<typeof broadcast>;
  // As graphql-ws sends them: errors as their JSON.
  const asSent = (answers: unknown[]) => JSON.parse(JSON.stringify(answers)) as unknown;
  // The gateway parses a document's text once for all who send it (graphql/websocket.ts).
  const documents = new Map<string, DocumentNode>();
  const documentOf = (selection: string) => {
    if (!documents.has(selection)) {
      documents.set(
        selection,
        parse(`subscription ($f: String!) { lineEvents(facility: $f) { ${selection} } }`),
      );
    }
    return documents.get(selection)!;
  };
  const subscribeAs = async (executor: Broadcast, user: string, selection: string) => {
    const args: ExecutionArgs = {
      schema: sharedSchema,
      document: documentOf(selection),
      variableValues: { f: 'CHI' },
      contextValue: { user },
    };
    const outcome = await executor.subscribe(args);
    const answers: ExecutionResult[] = [];
    for await (const result of outcome as AsyncIterableIterator<ExecutionResult>) {
      answers.push(result);
    }
    const graphqlJs = await results(
      (await subscribe(args)) as AsyncIterableIterator<ExecutionResult>,
    );
    return { answers, graphqlJs };
  };

  it('share one execution of each event when the answer reads nothing but the event', async () => {
    const executor = broadcast();
    const all = await Promise.all(
      ['ann', 'bob', 'cy'].map((user) => subscribeAs(executor, user, 'event line')),
    );
    for (const { answers, graphqlJs } of all) {
      expect(asSent(answers)).toEqual(asSent(graphqlJs));
      answers.forEach((answer, i) => expect(answer).toBe(all[0]!.answers[i]));
    }
    // The field error of the third event is shared too, as graphql-js answers it.
    expect(all[0]!.answers[2]).toMatchObject({
      data: null,
      errors: [{ message: 'Cannot return null for non-nullable field LineEvent.line.' }],
    });
  });

  it('execute each event for each subscriber when the answer reads the subscriber', async () => {
    const executor = broadcast();
    const all = await Promise.all(
      ['ann', 'bob'].map((user) => subscribeAs(executor, user, 'event viewer')),
    );
    all[0]!.answers.forEach((answer, i) => expect(answer).not.toBe(all[1]!.answers[i]));
    expect(all.map(({ answers }) => answers[0]!.data)).toEqual([
      { lineEvents: { event: 'refetch_zone_configuration', viewer: 'ann' } },
      { lineEvents: { event: 'refetch_zone_configuration', viewer: 'bob' } },
    ]);
    for (const { answers, graphqlJs } of all) {
      expect(asSent(answers)).toEqual(asSent(graphqlJs));
    }
  });

  it('push each event’s shared answer at once from a channel that pushes, and only then', async () => {
    const { channel, pushingSchema } = channelSchema();
    const executor = { subscribe: broadcastSubscribe(pushingSchema) };
    const subscribeTo = (selection: string) =>
      executor.subscribe({
        schema: pushingSchema,
        document: documentOf(selection),
        variableValues: { f: 'CHI' },
        contextValue: { user: 'ann' },
      }) as Promise<AsyncIterableIterator<ExecutionResult, undefined>>;
    const alone = [await subscribeTo('event line'), await subscribeTo('event line')];
    const perSubscriber = await subscribeTo('event viewer');
    expect(alone.map((results) => isPushable(results))).toEqual([true, true]);
    expect(isPushable(perSubscriber)).toBe(false);

    const pushed: ExecutionResult[][] = [[], []];
    alone.forEach((results, i) => {
      if (isPushable(results)) results.pushTo({ value: (r) => pushed[i]!.push(r), end: () => {} });
    });
    for (const event of shared.slice(0, 2)) {
      for (const subscriber of channel) subscriber.push(event as unknown as RealtimeEvent);
    }
    expect(pushed[0]!.map((result) => result.data)).toEqual([
      { lineEvents: { event: 'refetch_zone_configuration', line: 'A' } },
      { lineEvents: { event: 'application_updates', line: 'A' } },
    ]);
    pushed[0]!.forEach((result, i) => expect(pushed[1]![i]).toBe(result));
    // The subscriber read as before gets the same events, each executed for it.
    expect((await perSubscriber.next()).value?.data).toEqual({
      lineEvents: { event: 'refetch_zone_configuration', viewer: 'ann' },
    });
  });
  it('ends a pushed subscriber whose execution would wait, rather than hand it an answer later', async () => {
    // The root field is read from the event (no resolver of its own), but its value may still be
    // a promise, which the execution waits for.
    const { channel, left, pushingSchema } = channelSchema();
    const executor = { subscribe: broadcastSubscribe(pushingSchema) };
    const results = (await executor.subscribe({
      schema: pushingSchema,
      document: documentOf('event line'),
      variableValues: { f: 'CHI' },
      contextValue: {},
    })) as AsyncIterableIterator<ExecutionResult, undefined>;
    if (!isPushable(results)) throw new Error('expected a pushable subscription');
    const values: ExecutionResult[] = [];
    const endings: (string | undefined)[] = [];
    results.pushTo({ value: (r) => values.push(r), end: (error) => endings.push(error?.message) });

    const waiting = {
      lineEvents: Promise.resolve({ event: 'refetch_zone_configuration', line: 'A' }),
    };
    channel[0]!.push(waiting as unknown as RealtimeEvent);
    expect(endings).toEqual(['A pushed subscription cannot wait for its result.']);
    expect(left).toEqual(channel);
    const next = { lineEvents: { event: 'application_updates', line: 'A' } };
    channel[0]!.push(next as unknown as RealtimeEvent);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(values).toEqual([]);
  });
});
