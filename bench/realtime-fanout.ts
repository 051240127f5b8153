// Benchmark (not a test): realtime events fanned out to N graphql-ws subscribers of one gateway.
// Budget: 10,000 subscribers over 500 sessions, every event delivered, p99 ≤ 100 ms from the
// event's commit to its delivery; memory per idle subscriber ≤ 20 KB.
//
// The real operations host (in-memory PGlite, demo seed) and the real gateway run in this
// process; the subscribers run in a child process (bench/support/realtime-clients.ts), so they
// use the other CPU and their own file descriptors. Two kinds of subscription:
//
// - zone: the zone screens' subscription of one line (pick_to_light_updates_CHI_A). Its events
//   carry their data: the gateway forwards each event to every subscriber.
// - code: Chicago's supervisor code, which the gateway re-reads with each subscriber's own session
//   (subscribers of one session share that read), so each event costs one host read per session.
//
// How the subscribers connect (argument `connections`):
//
// - session (the default): one graphql-ws connection per session, carrying that session's
//   subscribers, as a browser tab of the web app connects (one client for all its screen's
//   subscriptions). 10,000 subscribers over 500 sessions: 500 connections of 20 subscriptions.
// - subscriber: a connection of its own for every subscriber (10,000 connections), the most
//   sockets the same number of subscribers can take.
//
// How the subscribers' process reads the gateway's messages (argument `reader`):
//
// - protocol (the default): the graphql-ws protocol over a plain `ws` socket per connection,
//   each message's JSON parsed and routed to its subscription by id, as the baseline's clients
//   read theirs; the one process that reads all 10,000 subscribers' messages then costs the same
//   per message on both paths.
// - library: graphql-ws's own client, the one the web app uses (one per connection). Reading
//   10,000 messages an event with it takes that one process about twice the CPU of the protocol
//   reader, and on this machine's two cores the reading is then what the last deliveries wait
//   for; a browser tab reads only its own screen's messages.
//
// Then, in the same run, the baseline: the same connections from a fresh client process to a
// bare broadcast server in this process (the ws library, no GraphQL, no host), each sent the same
// graphql-ws message the gateway sends, once per subscriber on it, its messages written together
// as the gateway writes them (gateway/src/graphql/batched-socket.ts), each connection's let go
// once they are all sent; timed from the start of the send loop. It is what this machine can do for these sockets at best; the gateway is
// measured against it.
//
//   npm run bench:realtime -- [subscribers=10000] [sessions=500] [events=5] [kind=zone|code]
//                             [connections=session|subscriber] [reader=protocol|library]
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { WebSocketServer } from 'ws';
import { BatchedWebSocket } from '../gateway/src/graphql/batched-socket.ts';
import { openSession } from '../ops-host/src/auth/sessions.ts';
import { SESSION_COOKIE } from '../ops-host/src/http/authenticate.ts';
import { rotateLoginCode } from '../ops-host/src/login-code/service.ts';
import { publishZoneScreens } from '../ops-host/src/pack-lines/events.ts';
import { startBenchStack } from './support/stack.ts';
import type {
  BareStart,
  ClientsArrivals,
  ClientsMarked,
  ClientsReady,
  ClientsStart,
  Connections,
  FromRealtimeClients,
  Reader,
  ToRealtimeClients,
} from './support/realtime-clients.ts';

const subscribers = Number(process.argv[2] ?? 10_000);
const sessions = Number(process.argv[3] ?? 500);
const events = Number(process.argv[4] ?? 5);
const kind = (process.argv[5] ?? 'zone') as 'zone' | 'code';
const connections = (process.argv[6] ?? 'session') as Connections;
if (connections !== 'session' && connections !== 'subscriber') {
  throw new Error(`connections: 'session' or 'subscriber', not ${String(process.argv[6])}`);
}
const reader = (process.argv[7] ?? 'protocol') as Reader;
if (reader !== 'protocol' && reader !== 'library') {
  throw new Error(`reader: 'protocol' or 'library', not ${String(process.argv[7])}`);
}
const BUDGET_P99_MS = 100;
const BUDGET_IDLE_BYTES = 20 * 1024;

const QUERIES = {
  zone: 'subscription { zoneScreenEvents(packingFacilityAbbreviation: "CHI", lineLetter: "A") { event } }',
  code: 'subscription { supervisorLoginCodeChanged(packingFacilityId: "1") { code } }',
};

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heap = () => {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external + usage.arrayBuffers;
};

const { host, gateway, stop } = await startBenchStack({ gatewayEnv: { NODE_ENV: 'production' } });

// Sessions of the demo admin, opened directly in the database (signing in 500 times would
// measure password hashing).
const admin = await host.handle.db
  .selectFrom('users')
  .select('id')
  .where('email', '=', 'admin@example.com')
  .executeTakeFirstOrThrow();
const cookies: string[] = [];
for (let i = 0; i < sessions; i += 1) {
  cookies.push(`${SESSION_COOKIE}=${await openSession(host.handle.db, admin.id, 3_600_000)}`);
}

/** A process of subscribers (bench/support/realtime-clients.ts), and a way to ask it things. */
function clientsProcess() {
  const child = fork(new URL('./support/realtime-clients.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  const replies: ((message: FromRealtimeClients) => void)[] = [];
  child.on('message', (message: FromRealtimeClients) => replies.shift()?.(message));
  const ask = <T extends FromRealtimeClients>(message: ToRealtimeClients) =>
    new Promise<T>((resolve) => {
      replies.push(resolve as (message: FromRealtimeClients) => void);
      child.send(message);
    });
  const stop = async () => {
    child.send({ type: 'stop' } satisfies ToRealtimeClients);
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { ask, stop };
}

/** Latencies of every delivery of `events` rounds, each started by `publish`. */
async function rounds(
  subscribers: ReturnType<typeof clientsProcess>,
  firstResult: number,
  publish: () => Promise<number>,
) {
  const latencies: number[] = [];
  const clientCpuMs: number[] = [];
  const serverCpuMs: number[] = [];
  let lost = 0;
  for (let round = 1; round <= events; round += 1) {
    await subscribers.ask<ClientsMarked>({ type: 'mark' });
    const cpuBefore = process.cpuUsage();
    const started = await publish();
    const arrivals = await subscribers.ask<ClientsArrivals>({
      type: 'collect',
      results: firstResult + round,
      timeoutMs: 30_000,
    });
    const cpu = process.cpuUsage(cpuBefore);
    serverCpuMs.push((cpu.user + cpu.system) / 1000);
    clientCpuMs.push(arrivals.cpuMs);
    for (const at of arrivals.times) {
      if (at === null) lost += 1;
      else latencies.push(at - started);
    }
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { latencies, lost, pct, clientCpuMs, serverCpuMs };
}

const now = () => performance.timeOrigin + performance.now();
const clients = clientsProcess();

const before = heap();
const connectStarted = performance.now();
const ready = await clients.ask<ClientsReady>({
  type: 'start',
  gatewayUrl: gateway.url,
  cookies,
  subscribers,
  query: QUERIES[kind],
  batch: 500,
  connections,
  reader,
} satisfies ClientsStart);
const connectSeconds = (performance.now() - connectStarted) / 1000;
await new Promise((resolve) => setTimeout(resolve, 1000));
const idleBytes = (heap() - before) / subscribers;

// The first result of every subscription is there already (it says the subscription is live).
const gatewayRun = await rounds(clients, 1, async () => {
  const committing = now();
  if (kind === 'zone') {
    await publishZoneScreens(host.handle.db, 'CHI', 'A', 'refetch_zone_configuration');
  } else {
    await rotateLoginCode(host.handle.db, 1, 0);
  }
  return committing;
});
await clients.stop();
const { latencies, lost, pct } = gatewayRun;
const p99 = pct(99);

// The baseline: the same connections, a bare broadcast of the gateway's message, each
// connection's messages held and written together as the gateway writes them.
const sockets: BatchedWebSocket[] = [];
const server = new WebSocketServer({
  noServer: true,
  perMessageDeflate: false,
  WebSocket: BatchedWebSocket,
});
const httpServer = createServer();
httpServer.on('upgrade', (request, socket, head) =>
  server.handleUpgrade(request, socket, head, (ws) => {
    ws.batchWritesTo(socket);
    sockets.push(ws);
  }),
);
await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
const socketCount = connections === 'session' ? Math.min(sessions, subscribers) : subscribers;
const perSocket = Math.ceil(subscribers / socketCount);
const bareClients = clientsProcess();
const bareReady = await bareClients.ask<ClientsReady>({
  type: 'start-bare',
  url: `ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
  sockets: socketCount,
  perSocket,
  batch: 500,
} satisfies BareStart);
const message = JSON.stringify({
  id: '8d3f2a9c-4b7e-4f1a-9c2d-6e5b4a3f2c1d',
  type: 'next',
  payload: {
    data:
      kind === 'zone'
        ? { zoneScreenEvents: { event: 'refetch_zone_configuration' } }
        : { supervisorLoginCodeChanged: { code: '12345' } },
  },
});
const bareRun = await rounds(bareClients, 0, async () => {
  const started = now();
  // As the gateway does: a connection's messages of the event go in one write, let go once
  // they are all sent, before the next connection's.
  for (const socket of sockets) {
    for (let i = 0; i < perSocket; i += 1) socket.send(message);
    socket.flush();
  }
  return started;
});
await bareClients.stop();
await new Promise((resolve) => server.close(resolve));
await new Promise((resolve) => httpServer.close(resolve));

console.log(
  `kind: ${kind}; subscribers live: ${ready.live}/${subscribers} (failed ${ready.failed}); sessions: ${sessions}; connections: ${connections === 'session' ? 'one per session' : 'one per subscriber'}; read by: ${reader === 'protocol' ? 'the graphql-ws protocol' : "graphql-ws's client"}; events: ${events}`,
);
console.log(`connected and subscribed in ${connectSeconds.toFixed(1)} s`);
console.log(`deliveries: ${latencies.length} of ${subscribers * events} expected, lost: ${lost}`);
console.log(
  `latency ms: p50 ${pct(50).toFixed(1)}, p95 ${pct(95).toFixed(1)}, p99 ${p99.toFixed(1)}, max ${latencies.at(-1)?.toFixed(1)}`,
);
console.log(`p99 / budget (${BUDGET_P99_MS} ms): ${(p99 / BUDGET_P99_MS).toFixed(2)}`);
console.log(
  `memory per idle subscriber (gateway and host heap): ${(idleBytes / 1024).toFixed(1)} KB, ${(idleBytes / BUDGET_IDLE_BYTES).toFixed(2)} of ${BUDGET_IDLE_BYTES / 1024} KB`,
);

const mean = (ms: number[]) => `${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(0)} ms`;
console.log(
  `sending process CPU per event (publishing and sending every message): gateway and host ${mean(gatewayRun.serverCpuMs)}, bare server ${mean(bareRun.serverCpuMs)}`,
);
console.log(
  `subscribers' process CPU per event (reading every message): through the gateway ${mean(gatewayRun.clientCpuMs)}, bare ${mean(bareRun.clientCpuMs)}`,
);
console.log(
  `baseline, a bare WebSocket broadcast of the same message, ${perSocket} per socket to ${bareReady.live} sockets (no GraphQL, no host): ` +
    `p50 ${bareRun.pct(50).toFixed(1)}, p95 ${bareRun.pct(95).toFixed(1)}, p99 ${bareRun.pct(99).toFixed(1)} ms ` +
    `(${bareRun.latencies.length} deliveries, lost ${bareRun.lost}); p99 / budget ${(bareRun.pct(99) / BUDGET_P99_MS).toFixed(2)}`,
);
console.log(
  `gateway / baseline at p99: ${(p99 / bareRun.pct(99)).toFixed(2)}×; the gateway's own share of p99: ${(p99 - bareRun.pct(99)).toFixed(1)} ms`,
);

await stop();
