// Benchmark (not a test): the pack line planner's read with the benchmark seed (3,000 plan
// groups, 12 lines, one facility), through the gateway and as the same REST call direct.
// Budget: p50 ≤ 150 ms through the gateway, within 1.3× of REST at p50. The gateway runs as in
// production (NODE_ENV=production for the GraphQL library). BENCH_DATABASE=postgres uses a
// throwaway database on the local PostgreSQL server (DATABASE_URL) instead of embedded PGlite.
//
//   npm run bench:planner -- [rounds=30]
import './production-mode.ts';
import { performance } from 'node:perf_hooks';
import { httpClient } from '../tests/support/graphql.ts';
import { signInCookie, TEST_ADMIN_PASSWORD } from '../tests/support/ops-host.ts';
import { percentile } from './support/measure.ts';
import { startBenchStack } from './support/stack.ts';

const rounds = Number(process.argv[2] ?? 30);
const BUDGET_P50_MS = 150;

const database = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const { host, gateway, stop } = await startBenchStack({
  database,
  hostEnv: { SEED_SIZE: 'bench' },
});

const QUERY = `query ($f: ID!) { packLinePlanner(packingFacilityId: $f) { id lastUpdatedAt
  menu { id slug }
  packLinePlanGroups { id name shipDate shipDay shippingRegion shippingRegionCategory mealPlan
    boxSize boxCount remainingBoxCount unpackableBoxCount printedBoxCount lineAssignment complete
    softComplete displayOrder dockoutTimeStamp unpackableCountsPerLine { packLineName count } }
  packLines { id name boxCount printedBoxCount unpackableBoxCount unconfiguredPicks
    filteredPickables filters lastPrintedAt currentGroupId nextGroupId linePreset { id name } } } }`;

try {
  const cookie = await signInCookie(host.url);
  const client = httpClient(gateway.url);
  await client.request(
    `mutation { signIn(input: { email: "admin@example.com", password: "${TEST_ADMIN_PASSWORD}" }) { user { id } } }`,
  );
  const rest = async () => {
    const response = await fetch(
      `${host.url}/pack_line_planner/pack_line_plan_groups?packing_facility_id=1`,
      { headers: { cookie } },
    );
    return (await response.json()) as { pack_line_plan_groups: unknown[] };
  };
  const graphql = async () => {
    const { body } = await client.request<{ packLinePlanner: { packLinePlanGroups: unknown[] } }>(
      QUERY,
      { f: '1' },
    );
    if (body.errors) throw new Error(body.errors[0]!.message);
    return body.data!.packLinePlanner;
  };
  const groups = (await rest()).pack_line_plan_groups.length;
  if ((await graphql()).packLinePlanGroups.length !== groups) throw new Error('counts differ');
  const timings = { rest: [] as number[], gateway: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    let start = performance.now();
    await rest();
    timings.rest.push(performance.now() - start);
    start = performance.now();
    await graphql();
    timings.gateway.push(performance.now() - start);
  }
  const figures = Object.fromEntries(
    Object.entries(timings).map(([kind, values]) => [
      kind,
      { p50: percentile(values, 50), p99: percentile(values, 99) },
    ]),
  ) as Record<'rest' | 'gateway', { p50: number; p99: number }>;
  const ratio = figures.gateway.p50 / figures.rest.p50;
  console.log(`planner read, ${groups} groups, ${rounds} rounds, ${database}`);
  console.log(
    `  REST direct  p50 ${figures.rest.p50.toFixed(1)} ms  p99 ${figures.rest.p99.toFixed(1)} ms`,
  );
  console.log(
    `  via gateway  p50 ${figures.gateway.p50.toFixed(1)} ms  p99 ${figures.gateway.p99.toFixed(1)} ms`,
  );
  console.log(
    `  gateway/REST at p50 ${ratio.toFixed(2)}× (budget ≤ 1.3×); p50 budget ${BUDGET_P50_MS} ms: ${
      figures.gateway.p50 <= BUDGET_P50_MS ? 'met' : 'MISSED'
    }`,
  );
} finally {
  await stop();
}
