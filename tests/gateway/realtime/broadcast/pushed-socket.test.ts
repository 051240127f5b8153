import type { ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  sendPushed,
  type PushTarget,
} from '../../../../gateway/src/realtime/broadcast/pushed-socket.ts';
import type { Pushable } from '../../../../gateway/src/realtime/broadcast/pushed.ts';
import { Subscriber, type RealtimeEvent } from '../../../../gateway/src/realtime/subscriber.ts';

// The iterator graphql-ws reads for a pushed subscription, against a connection that records
// what is sent: graphql-ws learns of every way the subscription ends, and nothing is sent to a
// connection that is not open or after the end.

function setUp(readyState: number = WebSocket.OPEN, id = 's1') {
  const sent: string[] = [];
  const left: Subscriber[] = [];
  const socket: PushTarget['socket'] = {
    readyState,
    bufferedAmount: 0,
    send: (data: unknown, options?: { binary?: boolean }) => {
      // graphql-ws's messages are text frames; bytes sent without saying so go as binary.
      if (typeof data !== 'string' && options?.binary !== false) throw new Error('binary frame');
      sent.push(String(data));
    },
  } as PushTarget['socket'];
  // A channel's subscriber, its events standing for results (the layers between are tested
  // elsewhere).
  const subscriber = new Subscriber(16, (self) => left.push(self));
  const results = subscriber as unknown as Pushable<ExecutionResult>;
  const payloadOf = (result: ExecutionResult) => JSON.stringify(result);
  const iterator = sendPushed(results, { socket, id }, payloadOf, 1024);
  const push = (n: number | string) => subscriber.push({ data: { n } } as unknown as RealtimeEvent);
  return { sent, left, subscriber, iterator, push };
}

describe('a pushed subscription as graphql-ws reads it', () => {
  it('sends each result as graphql-ws’s next message; yields nothing; ends when the channel ends', async () => {
    const { sent, subscriber, iterator, push } = setUp();
    const asked = iterator.next();
    push(1);
    push(2);
    expect(sent).toEqual([
      '{"id":"s1","type":"next","payload":{"data":{"n":1}}}',
      '{"id":"s1","type":"next","payload":{"data":{"n":2}}}',
    ]);

    subscriber.end();
    expect(await asked).toEqual({ done: true, value: undefined });
    push(3);
    expect(sent).toHaveLength(2);
  });

  it('sends an id and a payload outside ASCII whole, as text', () => {
    const { sent, push } = setUp(WebSocket.OPEN, 'écran-1');
    push('Łódź → Zürich');
    expect(sent).toEqual([
      '{"id":"écran-1","type":"next","payload":{"data":{"n":"Łódź → Zürich"}}}',
    ]);
  });

  it('hands graphql-ws an error that came before it asked, once, then is done', async () => {
    const { subscriber, iterator } = setUp();
    subscriber.fail(new Error('channel refused'));

    await expect(iterator.next()).rejects.toThrow('channel refused');
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
  });

  it('the client’s complete (graphql-ws’s return) ends the wait and leaves the channel', async () => {
    const { sent, left, subscriber, iterator, push } = setUp();
    const asked = iterator.next();

    expect(await iterator.return!()).toEqual({ done: true, value: undefined });
    expect(await asked).toEqual({ done: true, value: undefined });
    expect(left).toEqual([subscriber]);
    push(1);
    expect(sent).toEqual([]);
  });

  it('sends nothing to a connection that is no longer open', () => {
    const { sent, push } = setUp(WebSocket.CLOSING);
    push(1);
    expect(sent).toEqual([]);
  });
});
