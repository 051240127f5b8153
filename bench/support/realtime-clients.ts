// The subscribers of bench/realtime-fanout.ts, in a process of their own (its own CPU and file
// descriptors): opens graphql-ws connections to the gateway and subscribes each subscriber, or,
// for the baseline, plain WebSocket connections to a bare broadcast server; records when each
// message arrives (absolute milliseconds, comparable across processes).
//
// Two readers of the gateway's graphql-ws messages (`ClientsStart.reader`):
// - protocol: the graphql-ws protocol spoken over a `ws` socket per connection (connection_init,
//   a subscribe per subscriber once acknowledged, pongs), each message's JSON parsed and routed
//   by its id, as the baseline's clients read theirs: this process then costs the same per
//   message on either path, so what differs is the server's;
// - library: graphql-ws's own client (the one the web app uses), one per connection.
//
// Nothing here polls: a round ends when the last subscriber's message arrives (or at the
// time-out), so the process's one thread is free to read the sockets while a round is under way.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { Client } from 'graphql-ws';
import { collect, wsClient } from '../../tests/support/graphql.ts';

export interface ClientsStart {
  type: 'start';
  gatewayUrl: string;
  cookies: string[];
  subscribers: number;
  query: string;
  /** Subscribers (library) or connections (protocol) opened at once while connecting. */
  batch: number;
  /**
   * 'session': one graphql-ws connection per session, carrying its subscribers, as a browser
   * tab of the web app connects; 'subscriber': a connection of its own for every subscriber.
   */
  connections: Connections;
  reader: Reader;
}
export type Connections = 'session' | 'subscriber';
export type Reader = 'protocol' | 'library';
/** Plain WebSocket connections to a bare broadcast server (the baseline), no GraphQL. */
export interface BareStart {
  type: 'start-bare';
  url: string;
  /** Connections opened; the server sends each `perSocket` messages per round. */
  sockets: number;
  perSocket: number;
  batch: number;
}
/** Starts counting this process's CPU for the next round (answered with `marked`). */
export interface ClientsMark {
  type: 'mark';
}
export interface ClientsMarked {
  type: 'marked';
}
/** Waits until every subscriber has `results` messages (or the time-out), then reports. */
export interface ClientsCollect {
  type: 'collect';
  results: number;
  timeoutMs: number;
}
export interface ClientsReady {
  type: 'ready';
  live: number;
  failed: number;
}
export interface ClientsArrivals {
  type: 'arrivals';
  /** Per subscriber, the arrival time of message number `results` (null: never came). */
  times: (number | null)[];
  /** CPU time this process spent since the round's mark, in ms. */
  cpuMs: number;
}
export type ToRealtimeClients =
  ClientsStart | BareStart | ClientsMark | ClientsCollect | { type: 'stop' };
export type FromRealtimeClients = ClientsReady | ClientsMarked | ClientsArrivals;

const now = () => performance.timeOrigin + performance.now();
const send = (message: FromRealtimeClients) => process.send?.(message);

/** Per subscriber, the arrival time of each message. */
let arrivals: number[][] = [];
let closers: (() => unknown)[] = [];
let round: { results: number; reached: number; done: () => void } | undefined;
/** CPU used at the round's mark: its messages may be read before its collect arrives. */
let cpuAtMark = process.cpuUsage();

/** Stamps a message's arrival; ends the round when the last subscriber reaches its count. */
function arrived(times: number[]) {
  times.push(now());
  if (round && times.length === round.results) {
    round.reached += 1;
    if (round.reached === arrivals.length) round.done();
  }
}

/** How many of the connections opened came live (each promise answers whether it did). */
async function settle(opened: Promise<boolean>[]) {
  const outcomes = await Promise.all(opened);
  return outcomes.filter(Boolean).length;
}

/** Subscriber i's session, and the connection it subscribes on (by session or its own). */
function placeOf(i: number, message: ClientsStart) {
  const session = i % message.cookies.length;
  return { session, connection: message.connections === 'session' ? session : i };
}

async function startLibrary(message: ClientsStart) {
  const failures: (() => unknown)[] = [];
  /** Open connections, by session (one per session) or by subscriber (one each). */
  const connectionsByKey = new Map<number, Client>();
  /** The connection subscriber i subscribes on, opened with its session's cookie. */
  const clientOf = (i: number) => {
    const { session, connection: key } = placeOf(i, message);
    let client = connectionsByKey.get(key);
    if (!client) {
      client = wsClient(message.gatewayUrl, message.cookies[session]!);
      connectionsByKey.set(key, client);
      closers.push(() => client!.dispose());
    }
    return client;
  };
  let live = 0;
  for (let from = 0; from < message.subscribers; from += message.batch) {
    const to = Math.min(message.subscribers, from + message.batch);
    const opened: Promise<boolean>[] = [];
    for (let i = from; i < to; i += 1) {
      const sub = collect(clientOf(i), message.query);
      const times: number[] = [];
      const push = sub.results.push.bind(sub.results);
      sub.results.push = (...items) => {
        arrived(times);
        return push(...items);
      };
      arrivals.push(times);
      closers.unshift(() => sub.stop());
      failures.push(() => sub.failure);
      opened.push(sub.waitFor(1, 60_000).then((results) => results.length >= 1));
    }
    live += await settle(opened);
  }
  send({
    type: 'ready',
    live,
    failed: failures.filter((failure) => failure() !== undefined).length,
  });
}

/** A graphql-ws message as the protocol reader needs it. */
interface ProtocolMessage {
  type: string;
  id?: string;
  payload?: { data?: unknown; errors?: unknown };
}

/**
 * One graphql-ws connection with its session's cookie, carrying `subscribers` subscriptions,
 * read by the protocol reader; answers how many of them came live (their first result arrived).
 */
function openProtocolConnection(message: ClientsStart, cookie: string, subscribers: number) {
  const url = `${message.gatewayUrl.replace(/^http/, 'ws')}/graphql`;
  const socket = new WebSocket(url, 'graphql-transport-ws', {
    headers: { cookie },
    perMessageDeflate: false,
  });
  closers.push(() => socket.terminate());
  /** Each subscription's arrival times, by its id. */
  const timesById = new Map<string, number[]>();
  return new Promise<number>((resolve) => {
    let waiting = subscribers;
    // As the library reader waits for a subscriber's first result: a minute at most.
    setTimeout(() => resolve(subscribers - waiting), 60_000).unref();
    socket.on('error', () => resolve(0));
    socket.on('close', () => resolve(0));
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data: Buffer) => {
      const received = JSON.parse(data.toString()) as ProtocolMessage;
      if (received.type === 'next') {
        const times = timesById.get(received.id!);
        // A result without data, or with errors, is not a delivery: it stays unstamped and
        // counts as lost.
        const payload = received.payload;
        if (!times || typeof payload?.data !== 'object' || payload.data === null) return;
        if (payload.errors !== undefined) return;
        arrived(times);
        if (times.length === 1 && --waiting === 0) resolve(subscribers);
      } else if (received.type === 'connection_ack') {
        for (let i = 0; i < subscribers; i += 1) {
          const id = randomUUID();
          const times: number[] = [];
          timesById.set(id, times);
          arrivals.push(times);
          const subscribe = { id, type: 'subscribe', payload: { query: message.query } };
          socket.send(JSON.stringify(subscribe));
        }
      } else if (received.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      } else if (received.type === 'error') {
        resolve(0);
      }
    });
  });
}

async function startProtocol(message: ClientsStart) {
  /** Per connection, its session and how many subscribers it carries. */
  const connections = new Map<number, { session: number; subscribers: number }>();
  for (let i = 0; i < message.subscribers; i += 1) {
    const { session, connection } = placeOf(i, message);
    const carried = connections.get(connection) ?? { session, subscribers: 0 };
    carried.subscribers += 1;
    connections.set(connection, carried);
  }
  const all = [...connections.values()];
  let live = 0;
  for (let from = 0; from < all.length; from += message.batch) {
    const opening = all
      .slice(from, from + message.batch)
      .map(({ session, subscribers }) =>
        openProtocolConnection(message, message.cookies[session]!, subscribers),
      );
    for (const came of await Promise.all(opening)) live += came;
  }
  send({ type: 'ready', live, failed: message.subscribers - live });
}

async function startBare(message: BareStart) {
  let live = 0;
  for (let from = 0; from < message.sockets; from += message.batch) {
    const to = Math.min(message.sockets, from + message.batch);
    const opened: Promise<boolean>[] = [];
    for (let i = from; i < to; i += 1) {
      const socket = new WebSocket(message.url, { perMessageDeflate: false });
      // The socket's subscribers, in the order the server sends them their messages.
      const subscribers = Array.from({ length: message.perSocket }, () => [] as number[]);
      let received = 0;
      // Read as a graphql-ws client reads a message: its JSON parsed.
      socket.on('message', (data: Buffer) => {
        JSON.parse(data.toString());
        arrived(subscribers[received % message.perSocket]!);
        received += 1;
      });
      arrivals.push(...subscribers);
      closers.push(() => socket.terminate());
      opened.push(
        new Promise((resolve) => {
          socket.once('open', () => resolve(true));
          socket.once('error', () => resolve(false));
        }),
      );
    }
    live += await settle(opened);
  }
  send({ type: 'ready', live, failed: message.sockets - live });
}

async function collectRound(message: ClientsCollect) {
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, message.timeoutMs);
    round = {
      results: message.results,
      reached: arrivals.filter((times) => times.length >= message.results).length,
      done: () => {
        clearTimeout(timer);
        resolve();
      },
    };
    if (round.reached === arrivals.length) round.done();
  });
  round = undefined;
  const cpu = process.cpuUsage(cpuAtMark);
  send({
    type: 'arrivals',
    times: arrivals.map((times) => times[message.results - 1] ?? null),
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
}

process.on('message', (message: ToRealtimeClients) => {
  if (message.type === 'start') {
    void (message.reader === 'protocol' ? startProtocol(message) : startLibrary(message));
  } else if (message.type === 'start-bare') void startBare(message);
  else if (message.type === 'mark') {
    cpuAtMark = process.cpuUsage();
    send({ type: 'marked' });
  } else if (message.type === 'collect') void collectRound(message);
  else {
    void Promise.all(closers.map((close) => close())).then(() => process.exit(0));
    arrivals = [];
    closers = [];
  }
});
