// Benchmark (not a test): the zone screens' hot paths, on the benchmark seed (one facility, 12
// lines), with the real operations host (in-memory PGlite; BENCH_DATABASE=postgres, a throwaway
// database on the local PostgreSQL server, as deployed) and the real gateway in this process.
//
//   1. A box scan through the gateway (the screen's own mutation) against the same REST call
//      direct, interleaved, with 1 and with 50 concurrent clients: p50, p99, the gateway's
//      overhead at p50 and its throughput as a share of direct.
//      Budget: p50 overhead ≤ 1 ms; throughput ≥ 80 % of direct.
//   2. A scan typed into the zone screen in Chromium until its cells are lit (Enter key to the
//      frame after the lit grid is in the page), p50 / p95. Budget: p95 ≤ 50 ms. Needs the built
//      web app (npm run build --workspace web).
//   3. The status wall's read for 12 lines × 12 zones with an hour of heartbeats and scans, through
//      the gateway and direct, p50. Budget: p50 ≤ 50 ms.
//
//   npm run bench:zone -- [serialRounds=300] [concurrentRequests=1000] [browserScans=100]
//   BENCH_BEFORE=<checkout> (with BENCH_DATABASE=postgres) also starts that checkout's operations
//   host on the same database and interleaves its direct scans with this one's (1 client), so a
//   change to the host's scan is measured under the same load, one scan after the other.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { print } from 'graphql';
import { sql } from 'kysely';
import { ZoneDisplayScanMutationDocument } from '../web/src/generated/graphql.ts';
import { httpClient } from '../tests/support/graphql.ts';
import { currentLoginCode, floorSessionCookie } from '../tests/support/ops-host.ts';
import {
  concurrentPhases,
  fetchOnce,
  interleaved,
  ms,
  percentile,
  resets,
  type Samples,
} from './support/measure.ts';
import { lineBarcodes } from './support/bench-seed.ts';
import { fillPresetZones } from './support/floor-seed.ts';
import { startBenchStack } from './support/stack.ts';
import { startBeforeHost } from './support/before-host.ts';

const serialRounds = Number(process.argv[2] ?? 300);
const concurrentRequests = Number(process.argv[3] ?? 1000);
const browserScans = Number(process.argv[4] ?? 100);
const CONCURRENCY = 50;
const ZONES_PER_LINE = 12;
const LINE = 'A';
const ZONE = '2';

console.log('Seeding the benchmark data (one facility, 12 lines, 3,000 groups)…');
const database = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
console.log(`The operations host on ${database}.`);
const { host, gateway, stop } = await startBenchStack({
  database,
  hostEnv: { SEED_SIZE: 'bench' },
});
const db = host.handle.db;

// BENCH_BEFORE's host, on the same database (the seed is already there).
const before = process.env.BENCH_BEFORE
  ? await startBeforeHost(process.env.BENCH_BEFORE, host.config)
  : undefined;

async function scanBenchmark() {
  const restCookie = await floorSessionCookie(host, 'chicago');
  const graphqlClient = httpClient(gateway.url);
  const signIn = await graphqlClient.request(
    'mutation($code: String!) { floorSignIn(input: { packingFacilitySlug: "chicago", loginCode: $code }) { session { expiresAt } } }',
    { code: await currentLoginCode(host, 'chicago') },
  );
  if (signIn.body.errors) throw new Error(signIn.body.errors[0]!.message);
  const gatewayCookie = graphqlClient.cookie;
  const mutation = print(ZoneDisplayScanMutationDocument);
  const barcodes = await lineBarcodes(db, LINE, 500);
  let next = 0;
  const barcode = () => barcodes[(next += 1) % barcodes.length]!;

  const restOn = (url: string, cookie: string) => async () => {
    const query = new URLSearchParams({
      packing_facility_abbreviation: 'CHI',
      line_letter: LINE,
      pack_line_zone_id: ZONE,
      barcode_scan: barcode(),
    });
    const response = await fetchOnce(`${url}/v2/scans?${query}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`REST scan: ${response.status}`);
    await response.json();
  };
  const rest = restOn(host.url, restCookie);
  const viaGateway = async () => {
    const response = await fetchOnce(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: gatewayCookie },
      body: JSON.stringify({
        query: mutation,
        variables: {
          input: {
            packingFacilityAbbreviation: 'CHI',
            lineLetter: LINE,
            packLineZoneId: ZONE,
            barcodeScan: barcode(),
          },
        },
      }),
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    if (body.errors) throw new Error(`gateway scan: ${body.errors[0]!.message}`);
  };
  const calls = { rest, gateway: viaGateway };
  const beforeCalls = before
    ? { ...calls, before: restOn(before.url, await floorSessionCookie(before, 'chicago')) }
    : undefined;
  // Warm every path (connections, JIT, the host's statement cache).
  await interleaved(30, beforeCalls ?? calls);
  // The scans direct on BENCH_BEFORE's host, when there is one, as `before`.
  const serial = (await interleaved(serialRounds, beforeCalls ?? calls)) as Samples<
    'rest' | 'gateway'
  > & { before?: number[] };
  // 50 clients at once: phases of each path in turn, so drift (a growing scans table) is shared.
  const { samples: concurrent, elapsed } = await concurrentPhases(
    concurrentRequests,
    CONCURRENCY,
    calls,
  );

  console.log(
    `\n1. Box scan at zone ${ZONE} of line ${LINE}: gateway (GraphQL) against REST direct`,
  );
  const report = (label: string, figures: typeof serial, throughput?: typeof elapsed) => {
    const restP50 = percentile(figures.rest, 50);
    const gatewayP50 = percentile(figures.gateway, 50);
    console.log(`  ${label}`);
    console.log(
      `    REST direct  p50 ${ms(restP50)}  p99 ${ms(percentile(figures.rest, 99))}  (${figures.rest.length} scans)`,
    );
    console.log(
      `    via gateway  p50 ${ms(gatewayP50)}  p99 ${ms(percentile(figures.gateway, 99))}  (${figures.gateway.length} scans)`,
    );
    const overhead = gatewayP50 - restP50;
    console.log(
      `    overhead at p50 ${ms(overhead)} (budget ≤ 1 ms: ${overhead <= 1 ? 'met' : 'MISSED'}); ` +
        `p99 ratio ${(percentile(figures.gateway, 99) / percentile(figures.rest, 99)).toFixed(2)}×`,
    );
    if (throughput) {
      const restRate = (figures.rest.length / throughput.rest) * 1000;
      const gatewayRate = (figures.gateway.length / throughput.gateway) * 1000;
      const share = gatewayRate / restRate;
      console.log(
        `    throughput REST ${restRate.toFixed(0)}/s, gateway ${gatewayRate.toFixed(0)}/s: ` +
          `${(share * 100).toFixed(0)} % of direct (budget ≥ 80 %: ${share >= 0.8 ? 'met' : 'MISSED'})`,
      );
    }
  };
  report('1 client, interleaved', serial);
  const beforeTimes = serial.before;
  if (beforeTimes) {
    const ratio = (p: number) =>
      (percentile(serial.rest, p) / percentile(beforeTimes, p)).toFixed(2);
    console.log(
      `    REST direct on BENCH_BEFORE's host  p50 ${ms(percentile(beforeTimes, 50))}  ` +
        `p99 ${ms(percentile(beforeTimes, 99))}; this host against it: p50 ${ratio(50)}×, ` +
        `p90 ${ratio(90)}×, p99 ${ratio(99)}×`,
    );
  }
  report(`${CONCURRENCY} concurrent clients`, concurrent, elapsed);
  if (resets.count > 0) {
    console.log(`  (${resets.count} call(s) sent again after a connection reset)`);
  }
  return { gatewayCookie, barcodes };
}

async function browserBenchmark(gatewayCookie: string, barcodes: string[]) {
  const webIndex = path.resolve('web/dist/index.html');
  if (!existsSync(webIndex)) {
    console.log('\n2. Scan typed → cells lit: skipped (build the web app first)');
    return;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const [name, ...value] = gatewayCookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: gateway.url }]);
    const page = await context.newPage();
    await page.goto(`${gateway.url}/CHI/${LINE}/${ZONE}`);
    await page.getByText('Ready To Scan').waitFor();
    // In the page: from the Enter key to the frame after the screen shows the scanned box.
    // (Page code as text: this file is type-checked for Node, without the DOM's types.)
    await page.evaluate(`(() => {
      const main = document.querySelector('main.zone-screen');
      window.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') window.benchStart = performance.now();
      }, true);
      new MutationObserver(() => {
        const done = window.benchDone;
        if (main.dataset.mode !== 'scanned' || !done) return;
        window.benchDone = undefined;
        requestAnimationFrame(() => done(performance.now() - window.benchStart));
      }).observe(main, { attributes: true, attributeFilter: ['data-mode'] });
    })()`);
    const latencies: number[] = [];
    for (let i = 0; i < browserScans + 10; i += 1) {
      await page.keyboard.type(barcodes[i % barcodes.length]!);
      const lit = page.evaluate<number>(
        'new Promise((resolve) => { window.benchDone = resolve; })',
      );
      await page.keyboard.press('Enter');
      const latency = await lit;
      if (i >= 10) latencies.push(latency); // the first ones warm up
    }
    const lit = await page.locator('.zone-cell-lit, .zone-no-picks').count();
    const p95 = percentile(latencies, 95);
    console.log(`\n2. Scan typed → cells lit in Chromium (${latencies.length} scans)`);
    console.log(
      `  p50 ${ms(percentile(latencies, 50))}  p95 ${ms(p95)}  (budget p95 ≤ 50 ms: ${
        p95 <= 50 ? 'met' : 'MISSED'
      }; last scan showed ${lit} lit cell(s) or No Picks)`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * Every line gets 12 zones, and every screen an hour of heartbeats (every 30 s) and every zone an
 * hour of scans (one every 12 s, 5 % failed or missed): what the wall reads on a busy day.
 */
async function fillStatusWall() {
  await fillPresetZones(db, [1], ZONES_PER_LINE);
  await sql`
    INSERT INTO heartbeats (packing_facility_id, pack_line_id, zone_id, event_type, zone_state, received_at)
    SELECT 1, l.id, z.zone_id, 'heartbeat', 'active', now() - make_interval(secs => beat * 30)
    FROM pack_lines l
    JOIN LATERAL (SELECT zone_id FROM zones WHERE line_preset_id = l.line_preset_id
                  UNION ALL SELECT 0) z ON true
    CROSS JOIN generate_series(0, 119) beat
    WHERE l.packing_facility_id = 1`.execute(db);
  await sql`
    INSERT INTO scans (packing_facility_id, pack_line_id, zone_id, barcode, outcome, scanned_at)
    SELECT 1, l.id, z.zone_id, 'BENCH-' || n,
           CASE WHEN n % 20 = 0 THEN 'failed' ELSE 'ok' END, now() - make_interval(secs => n * 12)
    FROM pack_lines l
    JOIN zones z ON z.line_preset_id = l.line_preset_id
    CROSS JOIN generate_series(0, 299) n
    WHERE l.packing_facility_id = 1`.execute(db);
}

async function statusWallBenchmark(gatewayCookie: string) {
  await fillStatusWall();
  const restCookie = await floorSessionCookie(host, 'chicago');
  const query = `query { packLineStatuses(packingFacilityId: "1") { id name
    zones { zoneId zoneType status errorRate } printers { zoneId status errorRate } } }`;
  const rest = async () => {
    const response = await fetch(`${host.url}/statuses?packing_facility_id=1`, {
      headers: { cookie: restCookie },
    });
    return ((await response.json()) as { pack_lines: { zones: unknown[] }[] }).pack_lines;
  };
  const viaGateway = async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: gatewayCookie },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as {
      data?: { packLineStatuses: { zones: unknown[] }[] };
      errors?: { message: string }[];
    };
    if (!body.data) throw new Error(`status wall: ${body.errors?.[0]?.message}`);
    return body.data.packLineStatuses;
  };
  const lines = await rest();
  const zones = lines.reduce((sum, line) => sum + line.zones.length, 0);
  for (let i = 0; i < 5; i += 1) await viaGateway();
  const timings = { rest: [] as number[], gateway: [] as number[] };
  for (let round = 0; round < 50; round += 1) {
    let start = performance.now();
    await rest();
    timings.rest.push(performance.now() - start);
    start = performance.now();
    await viaGateway();
    timings.gateway.push(performance.now() - start);
  }
  const p50 = percentile(timings.gateway, 50);
  console.log(
    `\n3. Status wall: ${lines.length} lines, ${zones} zone screens, an hour of activity`,
  );
  console.log(
    `  REST direct  p50 ${ms(percentile(timings.rest, 50))}  p99 ${ms(percentile(timings.rest, 99))}`,
  );
  console.log(
    `  via gateway  p50 ${ms(p50)}  p99 ${ms(percentile(timings.gateway, 99))}  (budget p50 ≤ 50 ms: ${
      p50 <= 50 ? 'met' : 'MISSED'
    })`,
  );
}

try {
  const { gatewayCookie, barcodes } = await scanBenchmark();
  await browserBenchmark(gatewayCookie, barcodes);
  await statusWallBenchmark(gatewayCookie);
} finally {
  await before?.close();
  await stop();
}
