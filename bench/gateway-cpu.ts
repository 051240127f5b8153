// Benchmark (not a test): the CPU the gateway spends per call, in a process of its own as it is
// deployed (its production build, made first: `npm run build`'s gateway/dist), against the bare
// proxy's (bench/support/bare-proxy.ts: JSON in, the same upstream call, JSON out, no GraphQL) in
// a process of its own, both forwarding the same calls to the same operations host.
// bench:gateway times the paths with the clients, the host and the gateway sharing one thread,
// so there every microsecond of any of them is latency; here each server's own CPU is counted
// apart (user + system time from /proc, all its threads), warm, one client.
//
//   facilities   FacilitySelectQuery        GET /accessible_packing_facilities
//   zone scan    ZoneDisplayScanMutation    GET /v2/scans
//   planner read PlannerGroupsQuery         GET /pack_line_planner/pack_line_plan_groups
//                (3,000 groups; a fiftieth of the calls, its answer being about 1 MB)
//
//   npm run bench:gateway-cpu -- [calls=3000] [warmUp=2000]
//   BENCH_PROFILE=1 also writes the gateway's CPU profile (node --cpu-prof) into its log folder.
//
// Each operation: `warmUp` calls through each path, then five rounds of `calls` calls through
// each path in turn (the planner read a fiftieth of each); the median round is printed, with the
// gateway's CPU per call above the bare proxy's and the ratio. /proc counts in 10 ms ticks:
// 3,000 calls of 0.2 ms measure to about 2 %.
import './production-mode.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { floorSessionCookie, signInCookie, startTestOpsHost } from '../tests/support/ops-host.ts';
import {
  FacilitySelectQueryDocument,
  PlannerGroupsQueryDocument,
  ZoneDisplayScanMutationDocument,
} from '../web/src/generated/graphql.ts';
import { lineBarcodes, PLANNER_SCREEN_OMIT } from './support/bench-seed.ts';
import { fetchOnce, postGraphql } from './support/measure.ts';
import { cpuSecondsOf } from './support/process-usage.ts';
import { startProxyProcesses } from './support/proxy-processes.ts';
import { buildServers } from './support/server-process.ts';

const calls = Number(process.argv[2] ?? 3000);
const warmUp = Number(process.argv[3] ?? 2000);
const ROUNDS = 5;

buildServers();
console.log('Seeding the benchmark data (one facility, 12 lines, 3,000 groups)…');
const host = await startTestOpsHost({ env: { SEED_SIZE: 'bench' } });
const logDir = mkdtempSync(path.join(tmpdir(), 'bench-gateway-cpu-'));
const proxies = await startProxyProcesses(host.url, {
  logDir,
  compiled: true,
  profile: process.env.BENCH_PROFILE === '1',
});
const { gateway, gatewayUrl, bare, bareUrl } = proxies;

interface Operation {
  name: string;
  gateway: () => Promise<unknown>;
  bare: () => Promise<unknown>;
  /** The share of `calls` (and of `warmUp`) this operation makes; all of them when not given. */
  share?: number;
}

function throughBare(cookie: string, route: string) {
  return async () => {
    const response = await fetchOnce(`${bareUrl}/forward`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: route }),
    });
    if (!response.ok) throw new Error(`bare proxy: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

async function operations(): Promise<Operation[]> {
  const admin = await signInCookie(host.url);
  const floor = await floorSessionCookie(host, 'chicago');
  const barcodes = await lineBarcodes(host.handle.db, 'A', 500);
  let scans = 0;
  const barcode = () => barcodes[(scans += 1) % barcodes.length]!;
  const facilities = print(FacilitySelectQueryDocument);
  const scan = print(ZoneDisplayScanMutationDocument);
  const plannerRead = print(PlannerGroupsQueryDocument);
  const zone = { packingFacilityAbbreviation: 'CHI', lineLetter: 'A', packLineZoneId: '2' };
  const scanRoute = '/v2/scans?packing_facility_abbreviation=CHI&line_letter=A&pack_line_zone_id=2';
  return [
    {
      name: 'facilities',
      gateway: () => postGraphql(gatewayUrl, admin, facilities),
      bare: throughBare(admin, '/accessible_packing_facilities'),
    },
    {
      name: 'zone scan',
      gateway: () =>
        postGraphql(gatewayUrl, floor, scan, { input: { ...zone, barcodeScan: barcode() } }),
      bare: () => throughBare(floor, `${scanRoute}&barcode_scan=${barcode()}`)(),
    },
    {
      name: 'planner read',
      share: 1 / 50,
      gateway: () => postGraphql(gatewayUrl, admin, plannerRead, { packingFacilityId: '1' }),
      // The same call the gateway makes for the screen's query.
      bare: throughBare(
        admin,
        `/pack_line_planner/pack_line_plan_groups?packing_facility_id=1&${PLANNER_SCREEN_OMIT}`,
      ),
    },
  ];
}

/** CPU µs per call of `pid` and wall µs per call, over `count` calls one after another. */
async function round(call: () => Promise<unknown>, pid: number, count: number) {
  const cpuBefore = cpuSecondsOf(pid);
  const started = performance.now();
  for (let i = 0; i < count; i += 1) await call();
  return {
    cpu: ((cpuSecondsOf(pid) - cpuBefore) * 1e6) / count,
    wall: ((performance.now() - started) * 1e3) / count,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

try {
  console.log(
    `Gateway (pid ${gateway.pid}) and bare proxy (pid ${bare.pid}) each in its own process; ` +
      `${warmUp} warm-up calls, then ${ROUNDS} rounds of ${calls} calls per path, one client\n`,
  );
  const rows: string[] = [];
  for (const operation of await operations()) {
    const paths = [
      { name: 'gateway', call: operation.gateway, pid: gateway.pid! },
      { name: 'bare proxy', call: operation.bare, pid: bare.pid! },
    ];
    const share = operation.share ?? 1;
    const [warm, count] = [Math.ceil(warmUp * share), Math.ceil(calls * share)];
    for (const { call } of paths) for (let i = 0; i < warm; i += 1) await call();
    const figures = paths.map(() => ({ cpu: [] as number[], wall: [] as number[] }));
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const [index, { call, pid }] of paths.entries()) {
        const { cpu, wall } = await round(call, pid, count);
        figures[index]!.cpu.push(cpu);
        figures[index]!.wall.push(wall);
      }
    }
    const [gatewayCpu, bareCpu] = figures.map((figure) => median(figure.cpu)) as [number, number];
    const [gatewayWall, bareWall] = figures.map((figure) => median(figure.wall)) as [
      number,
      number,
    ];
    console.log(
      `${operation.name}: CPU per call, gateway ${gatewayCpu.toFixed(0)} µs, bare proxy ` +
        `${bareCpu.toFixed(0)} µs: the gateway ${(gatewayCpu - bareCpu).toFixed(0)} µs above ` +
        `(${(gatewayCpu / bareCpu).toFixed(2)}×); a call's wall time through each ` +
        `${gatewayWall.toFixed(0)} / ${bareWall.toFixed(0)} µs ` +
        `(rounds: gateway ${figures[0]!.cpu.map((v) => v.toFixed(0)).join(', ')} µs; ` +
        `bare ${figures[1]!.cpu.map((v) => v.toFixed(0)).join(', ')} µs)`,
    );
    rows.push(
      `| ${operation.name} | ${gatewayCpu.toFixed(0)} | ${bareCpu.toFixed(0)} | ` +
        `${(gatewayCpu - bareCpu).toFixed(0)} | ${(gatewayCpu / bareCpu).toFixed(2)}× | ` +
        `${gatewayWall.toFixed(0)} / ${bareWall.toFixed(0)} |`,
    );
  }
  console.log(
    '\n| operation | gateway CPU per call (µs) | bare proxy CPU per call (µs) | gateway above (µs) | ratio | wall per call, gateway / bare (µs) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  await proxies.stop();
  if (process.env.BENCH_PROFILE === '1') console.log(`\nThe gateway's profile: ${logDir}`);
  await host.stop();
}
