// Benchmark (not a test): one realtime event fanned out to N graphql-ws subscribers of one gateway.
// Budget: 1,000 subscribers, every event delivered, p99 ≤ 100 ms.
//
// The real operations host (in-memory PGlite) and the real gateway on free ports; N browsers-like
// clients subscribe to the supervisor code (whose events the gateway re-reads with each
// subscriber's own session, the costliest kind of fan-out); the code is rotated R times and the
// time from rotation to each delivery is measured.
//
// Subscribers signed in with the same session share one read per event; with S sessions the
// host answers S reads per event.
//
//   npx tsx bench/realtime-fanout.ts [subscribers=1000] [rotations=5] [sessions=1]
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../gateway/src/config.ts';
import { createGateway } from '../gateway/src/server.ts';
import { rotateLoginCode } from '../ops-host/src/login-code/service.ts';
import { collect, httpClient, wsClient } from '../tests/support/graphql.ts';
import {
  startTestOpsHost,
  TEST_ADMIN_PASSWORD,
  TEST_SERVICE_TOKEN,
} from '../tests/support/ops-host.ts';

const subscribers = Number(process.argv[2] ?? 1000);
const rotations = Number(process.argv[3] ?? 5);
const sessions = Number(process.argv[4] ?? 1);
const BUDGET_P99_MS = 100;

const host = await startTestOpsHost();
const gateway = await createGateway(
  loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    OPS_HOST_URL: host.url,
    OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
    LOG_LEVEL: 'error',
  }),
);

const cookies: string[] = [];
for (let i = 0; i < sessions; i += 1) {
  const http = httpClient(gateway.url);
  await http.request(
    'mutation ($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { user { id } } }',
    { e: 'admin@example.com', p: TEST_ADMIN_PASSWORD },
  );
  cookies.push(http.cookie);
}

type Change = { supervisorLoginCodeChanged: { code: string } };
const clients = Array.from({ length: subscribers }, (_, i) =>
  wsClient(gateway.url, cookies[i % sessions]!),
);
const subs = clients.map((client) =>
  collect<Change>(client, 'subscription { supervisorLoginCodeChanged { code } }'),
);
const arrivals = subs.map(() => [] as number[]);
subs.forEach((sub, i) => {
  const push = sub.results.push.bind(sub.results);
  sub.results.push = (...items) => {
    arrivals[i]!.push(performance.now());
    return push(...items);
  };
});
await Promise.all(subs.map((sub) => sub.waitFor(1, 60_000)));
const live = subs.filter((sub) => sub.results.length >= 1).length;

const latencies: number[] = [];
let lost = 0;
for (let round = 1; round <= rotations; round += 1) {
  const started = performance.now();
  await rotateLoginCode(host.handle.db, 0);
  await Promise.all(subs.map((sub) => sub.waitFor(round + 1, 10_000)));
  for (const times of arrivals) {
    const at = times[round];
    if (at === undefined) lost += 1;
    else latencies.push(at - started);
  }
}

latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
const p99 = pct(99);
console.log(
  `subscribers live: ${live}/${subscribers}; sessions: ${sessions}; rotations: ${rotations}`,
);
console.log(`deliveries: ${latencies.length}, lost: ${lost}`);
console.log(
  `latency ms: p50 ${pct(50).toFixed(1)}, p95 ${pct(95).toFixed(1)}, p99 ${p99.toFixed(1)}, max ${latencies.at(-1)?.toFixed(1)}`,
);
console.log(`p99 / budget (${BUDGET_P99_MS} ms): ${(p99 / BUDGET_P99_MS).toFixed(2)}`);

for (const sub of subs) sub.stop();
await Promise.all(clients.map((client) => client.dispose()));
await gateway.close();
await host.stop();
