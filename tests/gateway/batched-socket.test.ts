import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { BatchedWebSocket } from '../../gateway/src/graphql/batched-socket.ts';

// A connection's messages sent together leave the gateway in one write, and none waits past its
// turn: what a browser tab with many subscriptions gets when one commit has an event for each.

interface Connected {
  server: BatchedWebSocket;
  /** The writes made to the server's network socket since the connection opened. */
  writes: number;
  /** The messages the client has received, in order. */
  received: string[];
}

let httpServer: Server | undefined;
let client: WebSocket | undefined;

afterEach(async () => {
  client?.terminate();
  if (httpServer) await new Promise((resolve) => httpServer!.close(resolve));
  httpServer = client = undefined;
});

async function connect({ batch = true } = {}): Promise<Connected> {
  const wss = new WebSocketServer({ noServer: true, WebSocket: BatchedWebSocket });
  httpServer = createServer();
  const accepted = new Promise<Connected>((resolve) => {
    httpServer!.on('upgrade', (request, socket: Socket, head) =>
      wss.handleUpgrade(request, socket, head, (ws) => {
        if (batch) ws.batchWritesTo(socket);
        const connected: Connected = { server: ws, writes: 0, received: [] };
        // Count what reaches the network socket's own write: a single chunk or a gathered list.
        const counted = socket as Socket & {
          _write: (...args: unknown[]) => void;
          _writev: (...args: unknown[]) => void;
        };
        for (const method of ['_write', '_writev'] as const) {
          const original = counted[method].bind(socket);
          counted[method] = (...args: unknown[]) => {
            connected.writes += 1;
            original(...args);
          };
        }
        resolve(connected);
      }),
    );
  });
  await new Promise<void>((resolve) => httpServer!.listen(0, '127.0.0.1', resolve));
  client = new WebSocket(`ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}`);
  const connected = await accepted;
  client.on('message', (data: Buffer) => connected.received.push(data.toString()));
  await new Promise((resolve) => client!.once('open', resolve));
  return connected;
}

async function untilReceived(connected: Connected, count: number) {
  const deadline = Date.now() + 5000;
  while (connected.received.length < count && Date.now() < deadline) await nextTurn();
  return connected.received;
}

describe('BatchedWebSocket', () => {
  it('writes the messages sent together in one write, in order, once they are all sent', async () => {
    const connected = await connect();
    const sent: Promise<void>[] = [];
    for (let i = 1; i <= 20; i += 1) {
      sent.push(
        new Promise<void>((resolve, reject) =>
          connected.server.send(`next ${i}`, (error) => (error ? reject(error) : resolve())),
        ),
      );
    }
    expect(connected.writes).toBe(0);
    await Promise.all(sent);
    expect(connected.writes).toBe(1);
    expect(await untilReceived(connected, 20)).toEqual(
      Array.from({ length: 20 }, (_, i) => `next ${i + 1}`),
    );
  });

  it('lets the messages held so far go at once when flushed, in one write, and holds the next ones again', async () => {
    // As a channel does once all of a connection's subscribers have an event.
    const connected = await connect();
    connected.server.send('first');
    connected.server.send('second');
    expect(connected.writes).toBe(0);

    connected.server.flush();
    expect(connected.writes).toBe(1);
    connected.server.send('third');
    expect(connected.writes).toBe(1);
    await nextTurn();
    expect(connected.writes).toBe(2);
    expect(await untilReceived(connected, 3)).toEqual(['first', 'second', 'third']);
  });

  it('holds no message past its turn: a message of the next turn is written in that turn', async () => {
    const connected = await connect();
    connected.server.send('first');
    connected.server.send('second');
    await nextTurn();
    expect(connected.writes).toBe(1);
    connected.server.send('third');
    await nextTurn();
    expect(connected.writes).toBe(2);
    expect(await untilReceived(connected, 3)).toEqual(['first', 'second', 'third']);
  });

  it('sends one message after another, each once the last is written, within one turn', async () => {
    // As graphql-ws sends a burst of events to one subscription.
    const connected = await connect();
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    for (let i = 1; i <= 10; i += 1) {
      await new Promise((resolve) => connected.server.send(`event ${i}`, resolve));
    }
    counting = false;
    expect(turns).toBe(0);
    expect(await untilReceived(connected, 10)).toEqual(
      Array.from({ length: 10 }, (_, i) => `event ${i + 1}`),
    );
  });

  it('without its socket, writes each message alone, as a plain WebSocket does', async () => {
    const connected = await connect({ batch: false });
    for (const message of ['one', 'two', 'three']) connected.server.send(message);
    expect(await untilReceived(connected, 3)).toEqual(['one', 'two', 'three']);
    expect(connected.writes).toBe(3);
  });

  it('answers a send after the connection closed with an error, as a plain WebSocket does', async () => {
    const connected = await connect();
    client!.terminate();
    await new Promise((resolve) => connected.server.once('close', resolve));
    const failed = await new Promise<Error | undefined>((resolve) =>
      connected.server.send('too late', resolve),
    );
    expect(failed?.message).toMatch(/not open/i);
  });
});
