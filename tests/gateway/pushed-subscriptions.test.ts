import { once } from 'node:events';
import { MessageType, stringifyMessage } from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { FELL_BEHIND } from '../../gateway/src/realtime/subscriber.ts';
import type { Gateway } from '../../gateway/src/server.ts';
import { useFakeStack } from './support/fake-stack.ts';
import { startGateway } from './support/gateway.ts';
import { eventually } from './support/tiny-server.ts';

// The floor's subscriptions (here a zone screen's) are sent straight to their connections, not
// through graphql-ws's loop for each subscriber: what a client reads on the wire must be what
// graphql-ws itself sends, and a client's complete, a slow connection and a second subscription
// on the same connection must behave as they do with graphql-ws.

const CHANNEL = 'pick_to_light_updates_F1_A';
const ZONE =
  'subscription { zoneScreenEvents(packingFacilityAbbreviation: "f1", lineLetter: "a") { event } }';

const stack = useFakeStack();
const sockets: WebSocket[] = [];
// Registered after the stack's: runs before it, which then waits for every upstream stream to close.
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
});

/** A WebSocket speaking graphql-ws by hand, keeping every text message it reads as it was. */
async function connect(gateway: Gateway) {
  const socket = new WebSocket(
    `${gateway.url.replace(/^http/, 'ws')}/graphql`,
    'graphql-transport-ws',
    {
      headers: { cookie: 'ops_session=valid-token' },
    },
  );
  sockets.push(socket);
  const received: string[] = [];
  // A binary frame is kept marked: a browser hands it to graphql-ws as a Blob, not as text.
  socket.on('message', (data, isBinary) =>
    received.push(isBinary ? `(binary) ${String(data)}` : String(data)),
  );
  await once(socket, 'open');
  socket.send(JSON.stringify({ type: MessageType.ConnectionInit }));
  await eventually(() => expect(received).toEqual(['{"type":"connection_ack"}']));
  const of = (id: string) =>
    received.filter((text) => (JSON.parse(text) as { id?: string }).id === id);
  return {
    of,
    async subscribe(id: string) {
      socket.send(JSON.stringify({ id, type: MessageType.Subscribe, payload: { query: ZONE } }));
      await eventually(() => expect(of(id)).toEqual([next(id, 'connected')]));
    },
    complete(id: string) {
      socket.send(JSON.stringify({ id, type: MessageType.Complete }));
    },
  };
}

/** graphql-ws's own text of a zone screen's next message. */
const next = (id: string, event: string) =>
  stringifyMessage({
    id,
    type: MessageType.Next,
    payload: { data: { zoneScreenEvents: { event } } },
  });

const subscribersOf = (gateway: Gateway) => gateway.realtime.stats().subscribers[CHANNEL] ?? 0;

describe('floor subscriptions sent straight to their connections', () => {
  it('every screen reads graphql-ws’s own messages, each event once and in order', async () => {
    const screens = [await connect(stack.gateway), await connect(stack.gateway)];
    await screens[0]!.subscribe('zone');
    await screens[1]!.subscribe('1');

    stack.ops.sse.publish(CHANNEL, 'picks_updated', { zone: 3 });
    stack.ops.sse.publish(CHANNEL, 'statuses_updated', {});
    const expected = (id: string) => [
      next(id, 'connected'),
      next(id, 'picks_updated'),
      next(id, 'statuses_updated'),
    ];
    await eventually(() => expect(screens[0]!.of('zone')).toEqual(expected('zone')));
    await eventually(() => expect(screens[1]!.of('1')).toEqual(expected('1')));
  });

  it('a subscription the client completes gets nothing more; the other on its connection goes on', async () => {
    const screen = await connect(stack.gateway);
    await screen.subscribe('left');
    await screen.subscribe('stays');
    expect(subscribersOf(stack.gateway)).toBe(2);

    screen.complete('left');
    await eventually(() => expect(subscribersOf(stack.gateway)).toBe(1));
    stack.ops.sse.publish(CHANNEL, 'picks_updated', {});

    await eventually(() =>
      expect(screen.of('stays')).toEqual([
        next('stays', 'connected'),
        next('stays', 'picks_updated'),
      ]),
    );
    // graphql-ws answers a client's complete with nothing.
    expect(screen.of('left')).toEqual([next('left', 'connected')]);
  });

  it('a subscription whose connection has too much unwritten ends with an error; the others go on', async () => {
    // No byte may wait: the second subscriber of one connection finds the first's message
    // still unwritten (a connection's messages of one event leave in one write).
    const strict = await startGateway(stack.ops.url, {}, { unsentLimit: 0 });
    try {
      const screen = await connect(strict);
      await screen.subscribe('first');
      await screen.subscribe('second');

      stack.ops.sse.publish(CHANNEL, 'picks_updated', {});
      await eventually(() =>
        expect(screen.of('second')).toEqual([
          next('second', 'connected'),
          stringifyMessage({
            id: 'second',
            type: MessageType.Error,
            payload: [{ message: FELL_BEHIND }],
          }),
        ]),
      );
      expect(subscribersOf(strict)).toBe(1);

      stack.ops.sse.publish(CHANNEL, 'statuses_updated', {});
      await eventually(() =>
        expect(screen.of('first')).toEqual([
          next('first', 'connected'),
          next('first', 'picks_updated'),
          next('first', 'statuses_updated'),
        ]),
      );
    } finally {
      for (const socket of sockets.splice(0)) socket.close();
      await strict.close();
    }
  });
});
