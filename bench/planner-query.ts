// Benchmark (not a test): the pack line planner's read with the benchmark seed (3,000 plan
// groups, 12 lines, one facility), through the gateway (the screen's own query) and as the same
// REST call direct; and, for comparison, both asking for every field of a group.
// Then an event's read (one group, and its line or every line), direct. Each read's answer is
// weighed too: the bytes of its JSON, the screen's query as written and as the web app sends it
// (Apollo Client adds __typename to every object).
// Budget: the screen's answer ≤ 1 MB of JSON; p50 ≤ 150 ms through the gateway, within 1.3× of
// REST at p50. The gateway runs as in
// production (NODE_ENV=production for the GraphQL library). BENCH_DATABASE=postgres uses a
// throwaway database on the local PostgreSQL server (DATABASE_URL) instead of embedded PGlite.
//
//   npm run bench:planner -- [rounds=30]
import './production-mode.ts';
import { performance } from 'node:perf_hooks';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { httpClient } from '../tests/support/graphql.ts';
import { signInCookie, TEST_ADMIN_PASSWORD } from '../tests/support/ops-host.ts';
import { PlannerGroupsQueryDocument } from '../web/src/generated/graphql.ts';
import { PLANNER_SCREEN_OMIT } from './support/bench-seed.ts';
import { percentile } from './support/measure.ts';
import { startBenchStack } from './support/stack.ts';

const rounds = Number(process.argv[2] ?? 30);
const BUDGET_P50_MS = 150;
const BUDGET_BYTES = 1_000_000;

const database = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const { host, gateway, stop } = await startBenchStack({
  database,
  hostEnv: { SEED_SIZE: 'bench' },
});

try {
  const cookie = await signInCookie(host.url);
  const client = httpClient(gateway.url);
  await client.request(
    `mutation { signIn(input: { email: "admin@example.com", password: "${TEST_ADMIN_PASSWORD}" }) { user { id } } }`,
  );
  const restCall = (query: string) => async () => {
    const response = await fetch(
      `${host.url}/pack_line_planner/pack_line_plan_groups?packing_facility_id=1${query}`,
      { headers: { cookie } },
    );
    const text = await response.text();
    return {
      ...(JSON.parse(text) as { pack_line_plan_groups: unknown[] }),
      bytes: Buffer.byteLength(text),
    };
  };
  const query = print(PlannerGroupsQueryDocument);
  const asTheWebAppSendsIt = print(addTypenameToDocument(PlannerGroupsQueryDocument));
  // The screen's query asking for both lists too, as it did before it left them out.
  const everyField = query.replace(
    /dockoutTimeStamp\n/,
    'dockoutTimeStamp unpackableCountsPerLine { packLineName count } ineligibleZones\n' +
      'shipDay shippingRegion shippingRegionCategory remainingBoxCount complete\n',
  );
  if (everyField === query) throw new Error('the planner query changed: update this benchmark');
  const viaGateway = (document: string) => async () => {
    const { body } = await client.request<{
      packLinePlanner: { packLinePlanGroups: unknown[] };
    }>(document, { packingFacilityId: '1' });
    if (body.errors) throw new Error(body.errors[0]!.message);
    return {
      pack_line_plan_groups: body.data!.packLinePlanner.packLinePlanGroups,
      // The gateway writes the answer as compact JSON: the same bytes.
      bytes: Buffer.byteLength(JSON.stringify(body)),
    };
  };
  const paths = {
    // Every field of every group, as a caller asking for everything gets it.
    'REST, every field': restCall(''),
    // The same call the gateway makes for the screen's query, which shows neither list.
    'REST, as the gateway asks': restCall(`&${PLANNER_SCREEN_OMIT}`),
    'through the gateway': viaGateway(query),
    'gateway, every field': viaGateway(everyField),
  };
  const sizes = new Map<string, number>();
  const bytes = new Map<string, number>();
  for (const [name, read] of Object.entries(paths)) {
    const answer = await read();
    sizes.set(name, answer.pack_line_plan_groups.length);
    bytes.set(name, answer.bytes);
  }
  const screenBytes = bytes.get('through the gateway')!;
  const webAppBytes = (await viaGateway(asTheWebAppSendsIt)()).bytes;
  if (new Set(sizes.values()).size !== 1) throw new Error(`group counts differ: ${[...sizes]}`);
  const timings = new Map(Object.keys(paths).map((name) => [name, [] as number[]]));
  for (let round = 0; round < rounds; round += 1) {
    // The order turns each round, so no path always follows another.
    const names = Object.keys(paths);
    const order = [...names.slice(round % names.length), ...names.slice(0, round % names.length)];
    for (const name of order) {
      const start = performance.now();
      await paths[name as keyof typeof paths]();
      timings.get(name)!.push(performance.now() - start);
    }
  }
  const p50 = (name: string) => percentile(timings.get(name)!, 50);
  console.log(`planner read, ${[...sizes.values()][0]} groups, ${rounds} rounds, ${database}`);
  for (const [name, values] of timings) {
    console.log(
      `  ${name.padEnd(38)} p50 ${percentile(values, 50).toFixed(1)} ms  p99 ${percentile(values, 99).toFixed(1)} ms  ${bytes.get(name)!.toLocaleString('en')} bytes`,
    );
  }
  console.log(
    `  the screen's query with __typename, as the web app sends it: ${webAppBytes.toLocaleString('en')} bytes`,
  );
  // A planner event's read: the groups it names (here one, on a line) and the lines, as the
  // gateway makes it for the screens subscribed to the facility: the lines the event names (a
  // print's: its line), and for comparison every line (an event naming none). Interleaved.
  const groups = (await paths['REST, every field']()).pack_line_plan_groups as {
    id: number;
    line_assignment: string;
  }[];
  const named = groups.find((group) => group.line_assignment !== 'Unassigned') ?? groups[0]!;
  const eventQuery = `&pack_line_plan_group_ids=${named.id}&${PLANNER_SCREEN_OMIT}`;
  const eventReads = new Map([
    ["an event's read (1 group, every line)", restCall(eventQuery)],
    [
      `an event's read (1 group, its line)`,
      restCall(`${eventQuery}&pack_line_names=${named.line_assignment}`),
    ],
  ]);
  const eventTimings = new Map([...eventReads.keys()].map((name) => [name, [] as number[]]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, read] of eventReads) {
      const start = performance.now();
      await read();
      eventTimings.get(name)!.push(performance.now() - start);
    }
  }
  for (const [name, values] of eventTimings) {
    console.log(
      `  ${name.padEnd(38)} p50 ${percentile(values, 50).toFixed(1)} ms  p99 ${percentile(values, 99).toFixed(1)} ms`,
    );
  }
  const gatewayP50 = p50('through the gateway');
  const ratio = gatewayP50 / p50('REST, as the gateway asks');
  console.log(
    `  gateway / the same REST call at p50 ${ratio.toFixed(2)}× (budget ≤ 1.3×); p50 budget ${BUDGET_P50_MS} ms: ${
      gatewayP50 <= BUDGET_P50_MS ? 'met' : 'MISSED'
    }`,
  );
  const sizeMet = (size: number) => (size <= BUDGET_BYTES ? 'met' : 'MISSED');
  console.log(
    `  goal: answer ≤ 1 MB (${BUDGET_BYTES.toLocaleString('en')} bytes) and p50 ≤ ${BUDGET_P50_MS} ms through the gateway: ` +
      `${screenBytes.toLocaleString('en')} bytes ${sizeMet(screenBytes)} ` +
      `(${webAppBytes.toLocaleString('en')} with __typename: ${sizeMet(webAppBytes)}), ` +
      `p50 ${gatewayP50.toFixed(1)} ms ${gatewayP50 <= BUDGET_P50_MS ? 'met' : 'MISSED'}`,
  );
} finally {
  await stop();
}
