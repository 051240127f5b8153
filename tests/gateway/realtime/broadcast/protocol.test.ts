import {
  CloseCode,
  createClient,
  MessageType,
  type Client,
  type FormattedExecutionResult,
  type Message,
} from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Gateway } from '../../../../gateway/src/server.ts';
import { useFakeStack } from '../../support/fake-stack.ts';
import { eventually } from '../../support/tiny-server.ts';

// The broadcast writes the floor's `next` messages itself (gateway/src/realtime/broadcast/): what
// graphql-ws's own client reads must be the GraphQL over WebSocket protocol all the same. Each
// client here is graphql-ws's createClient over the ws package; where a test needs a frame that
// client never sends, its socket rewrites the client's frames on their way out.

const CHANNEL = 'pick_to_light_updates_F1_A';
const ZONE =
  'subscription { zoneScreenEvents(packingFacilityAbbreviation: "f1", lineLetter: "a") { event } }';
const zoneNext = (event: string) => ({ data: { zoneScreenEvents: { event } } });

/** The client's frames as they leave: each becomes the frames `rewrite` makes of it. */
type Rewrite = (frame: string) => string[];

interface Opened {
  client: Client;
  /** Every message the client read, as it parsed them. */
  messages: Message[];
  /** The close codes the client saw. */
  closes: number[];
}

const stack = useFakeStack();
const opened: Client[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.dispose()));
});

function open(
  gateway: Gateway,
  options: { ids?: () => string; rewrite?: Rewrite; origin?: string } = {},
): Opened {
  const rewrite = options.rewrite ?? ((frame: string) => [frame]);
  const headers = {
    cookie: 'ops_session=valid-token',
    ...(options.origin ? { origin: options.origin } : {}),
  };
  class FloorSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
    override send(data: unknown): void {
      for (const frame of rewrite(String(data))) super.send(frame);
    }
  }
  const messages: Message[] = [];
  const closes: number[] = [];
  let count = 0;
  const client = createClient({
    url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: FloorSocket,
    retryAttempts: 0,
    lazy: true,
    generateID: options.ids ?? (() => `op-${(count += 1)}`),
    on: {
      message: (message) => messages.push(message),
      closed: (event) => closes.push((event as { code: number }).code),
    },
  });
  opened.push(client);
  return { client, messages, closes };
}

/** A subscription's results and how it ended, as the client's sink was told. */
function subscribe(client: Client, query: string) {
  const sink = {
    results: [] as FormattedExecutionResult<Record<string, unknown>, unknown>[],
    errors: undefined as unknown,
    completed: false,
  };
  const stop = client.subscribe(
    { query },
    {
      next: (result) => sink.results.push(result),
      error: (error) => (sink.errors = error),
      complete: () => (sink.completed = true),
    },
  );
  return Object.assign(sink, { stop });
}

const of = (messages: Message[], type: MessageType) =>
  messages.filter((message) => message.type === type);

describe('the broadcast, read by graphql-ws’s own client', () => {
  it('sends each subscriber its next messages under the id its client gave, the same event to all', async () => {
    const screens = [open(stack.gateway), open(stack.gateway)];
    const subscriptions = screens.map(({ client }) => [
      subscribe(client, ZONE),
      subscribe(client, ZONE),
    ]);
    for (const subscription of subscriptions.flat()) {
      await eventually(() => expect(subscription.results).toEqual([zoneNext('connected')]));
    }

    stack.ops.sse.publish(CHANNEL, 'picks_updated', { zone: 3 });

    for (const subscription of subscriptions.flat()) {
      await eventually(() =>
        expect(subscription.results).toEqual([zoneNext('connected'), zoneNext('picks_updated')]),
      );
    }
    for (const { messages } of screens) {
      const ids = of(messages, MessageType.Next).map((message) => (message as { id: string }).id);
      expect(ids.sort()).toEqual(['op-1', 'op-1', 'op-2', 'op-2']);
    }
  });

  it('sends nothing more to a subscription its client completed; the other on its connection goes on', async () => {
    const screen = open(stack.gateway);
    const left = subscribe(screen.client, ZONE);
    const stays = subscribe(screen.client, ZONE);
    await eventually(() => expect(stays.results).toHaveLength(1));
    await eventually(() => expect(left.results).toHaveLength(1));

    left.stop();
    await eventually(() =>
      expect(stack.gateway.realtime.stats().subscribers[CHANNEL] ?? 0).toBe(1),
    );
    stack.ops.sse.publish(CHANNEL, 'statuses_updated', {});

    await eventually(() =>
      expect(stays.results).toEqual([zoneNext('connected'), zoneNext('statuses_updated')]),
    );
    expect(left.results).toEqual([zoneNext('connected')]);
    const forLeft = screen.messages.filter((message) => 'id' in message && message.id === 'op-1');
    expect(forLeft.map((message) => message.type)).toEqual([MessageType.Next]);
  });

  it('ends a query with next then complete, under its id', async () => {
    const screen = open(stack.gateway);
    const query = subscribe(screen.client, '{ __typename }');

    await eventually(() => expect(query.completed).toBe(true));
    expect(query.results).toEqual([{ data: { __typename: 'Query' } }]);
    expect(screen.messages.map((message) => [message.type, 'id' in message && message.id])).toEqual(
      [
        [MessageType.ConnectionAck, false],
        [MessageType.Next, 'op-1'],
        [MessageType.Complete, 'op-1'],
      ],
    );
  });

  it('answers an operation it refuses with an error message under its id; the connection goes on', async () => {
    const screen = open(stack.gateway);
    const zone = subscribe(screen.client, ZONE);
    await eventually(() => expect(zone.results).toEqual([zoneNext('connected')]));
    const refused = subscribe(screen.client, 'subscription { noSuchField }');

    await eventually(() => expect(refused.errors).toBeDefined());
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('noSuchField'),
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
    expect(of(screen.messages, MessageType.Error)).toEqual([
      expect.objectContaining({ id: 'op-2', type: MessageType.Error }),
    ]);
    stack.ops.sse.publish(CHANNEL, 'picks_updated', {});
    await eventually(() =>
      expect(zone.results).toEqual([zoneNext('connected'), zoneNext('picks_updated')]),
    );
    expect(screen.closes).toEqual([]);
  });

  describe('closes a connection that breaks the protocol, with its code', () => {
    const INIT = JSON.stringify({ type: MessageType.ConnectionInit });
    const isSubscribe = (frame: string) => frame.includes(`"type":"${MessageType.Subscribe}"`);
    const cases: [string, number, Rewrite | undefined, (() => string) | undefined][] = [
      [
        'a message that is not of the protocol: 4400',
        CloseCode.BadRequest,
        (frame) =>
          isSubscribe(frame) ? ['{"type":"subscribe","id":"op-1","payload":{}}'] : [frame],
        undefined,
      ],
      [
        'a message only a server sends: 4400',
        CloseCode.BadRequest,
        (frame) => (isSubscribe(frame) ? ['{"type":"next","id":"op-1","payload":{}}'] : [frame]),
        undefined,
      ],
      [
        'a subscribe before the connection is acknowledged: 4401',
        CloseCode.Unauthorized,
        (frame) =>
          frame === INIT
            ? [
                JSON.stringify({
                  id: 'early',
                  type: MessageType.Subscribe,
                  payload: { query: ZONE },
                }),
                frame,
              ]
            : [frame],
        undefined,
      ],
      [
        'a second subscription under an id still running: 4409',
        CloseCode.SubscriberAlreadyExists,
        undefined,
        () => 'same-id',
      ],
      [
        'a second connection_init: 4429',
        CloseCode.TooManyInitialisationRequests,
        (frame) => (frame === INIT ? [frame, frame] : [frame]),
        undefined,
      ],
    ];

    it.each(cases)('%s', async (_name, code, rewrite, ids) => {
      const screen = open(stack.gateway, { rewrite, ids });
      const first = subscribe(screen.client, ZONE);
      // The 4409 case: the first subscription runs before the second takes its id.
      if (ids) {
        await eventually(() => expect(first.results).toHaveLength(1));
        subscribe(screen.client, ZONE);
      }

      await eventually(() => expect(screen.closes).toEqual([code]));
      expect(first.errors).toBeDefined();
    });
  });

  it('opens no connection for a page of another origin: refused before the socket opens (no 4403)', async () => {
    const screen = open(stack.gateway, { origin: 'https://elsewhere.example' });
    const zone = subscribe(screen.client, ZONE);

    await eventually(() => expect(zone.errors).toBeDefined());
    expect(screen.messages).toEqual([]);
    // 1006: closed without a close frame, as a socket that never opened is.
    expect(screen.closes).toEqual([1006]);
    expect(zone.results).toEqual([]);
  });
});
