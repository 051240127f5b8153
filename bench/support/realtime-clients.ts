// The subscribers of bench/realtime-fanout.ts, in a process of their own (its own CPU and file
// descriptors): opens graphql-ws clients to the gateway, subscribes each, and records when each
// result arrives (absolute milliseconds, comparable across processes).
import { performance } from 'node:perf_hooks';
import { collect, wsClient } from '../../tests/support/graphql.ts';

export interface ClientsStart {
  type: 'start';
  gatewayUrl: string;
  cookies: string[];
  subscribers: number;
  query: string;
  /** Clients opened at once while connecting. */
  batch: number;
}
/** Waits until every subscriber has `results` results (or the time-out), then reports. */
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
  /** Per subscriber, the arrival time of result number `results` (undefined: never came). */
  times: (number | null)[];
}

const now = () => performance.timeOrigin + performance.now();
const send = (message: ClientsReady | ClientsArrivals) => process.send?.(message);

let subs: ReturnType<typeof collect>[] = [];
let arrivals: number[][] = [];
let clients: ReturnType<typeof wsClient>[] = [];

async function start(message: ClientsStart) {
  for (let from = 0; from < message.subscribers; from += message.batch) {
    const to = Math.min(message.subscribers, from + message.batch);
    for (let i = from; i < to; i += 1) {
      const client = wsClient(message.gatewayUrl, message.cookies[i % message.cookies.length]!);
      const sub = collect(client, message.query);
      const times: number[] = [];
      const push = sub.results.push.bind(sub.results);
      sub.results.push = (...items) => {
        times.push(now());
        return push(...items);
      };
      clients.push(client);
      subs.push(sub);
      arrivals.push(times);
    }
    await Promise.all(subs.slice(from, to).map((sub) => sub.waitFor(1, 60_000)));
  }
  const live = subs.filter((sub) => sub.results.length >= 1).length;
  send({ type: 'ready', live, failed: subs.filter((sub) => sub.failure !== undefined).length });
}

async function collectRound(message: ClientsCollect) {
  await Promise.all(subs.map((sub) => sub.waitFor(message.results, message.timeoutMs)));
  send({ type: 'arrivals', times: arrivals.map((times) => times[message.results - 1] ?? null) });
}

process.on('message', (message: ClientsStart | ClientsCollect | { type: 'stop' }) => {
  if (message.type === 'start') void start(message);
  else if (message.type === 'collect') void collectRound(message);
  else {
    for (const sub of subs) sub.stop();
    void Promise.all(clients.map((client) => client.dispose())).then(() => process.exit(0));
    subs = [];
    arrivals = [];
    clients = [];
  }
});
