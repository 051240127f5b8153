// Benchmark (not a test): what the gateway adds to the operations host's REST API. Each operation
// is called direct (REST) and through the gateway (GraphQL, the web app's own operation
// document), with the same session cookie, on the benchmark seed (one facility, 12 lines, 3,000
// plan groups): one client interleaved (alternating which path goes first), then 50 concurrent
// clients in alternating phases of each path. The gateway runs as deployed (NODE_ENV=production,
// request logging at info, written to /dev/null).
//
//   facilities     GET /accessible_packing_facilities           FacilitySelectQuery
//   pick letters   the counts, meal and protein letter reads    PickLettersQuery
//                  (three GETs at once, as a REST client would)
//   planner read   GET /pack_line_planner/pack_line_plan_groups PlannerGroupsQuery
//                  (omitting the per-group lists the screen does not show, as the gateway asks)
//   zone scan      GET /v2/scans                                ZoneDisplayScanMutation
//   label print    POST /pack_line_printer/print_label          KioskPrintLabelMutation
//                  (12 virtual printers, one per line)
//
// Each operation of one upstream call is also measured through a bare proxy
// (bench/support/bare-proxy.ts: JSON in, the same upstream call on kept-alive connections, JSON
// out, no GraphQL), the least any HTTP hop costs on this machine. The goals are against it, in
// the same run:
//   - a one-call read (facilities): the gateway's p50 ≤ the bare proxy's + 1 ms, 1 client;
//   - zone scan, label print, planner read: the gateway ≤ 1.15× the bare proxy's p50 and p99,
//     1 client;
//   - every operation of one call: throughput at 50 clients ≥ 85 % of the bare proxy's.
// The ratios to the REST call direct are printed, not goals (pick letters, three upstream calls,
// has no bare path and only those).
//
// The gateway runs as deployed: the production build (`npm run build`'s gateway/dist, plain node,
// NODE_ENV=production, request lines at info), and it and the bare proxy each in a process of
// its own; the host and the clients share the benchmark's process. The build is made first.
//
//   npm run bench:gateway -- [rounds=1000] [concurrentCalls=300] [operation …]
//   BENCH_SERVERS=one-process runs the gateway (from its TypeScript) and the bare proxy in the
//   benchmark's one thread with the clients and the host instead; BENCH_BEFORE=<checkout> then
//   also runs that checkout's gateway on the same host, as a third path.
//   BENCH_DATABASE=postgres runs the host on a throwaway database of the PostgreSQL server (as
//   several processes run), rather than in-memory PGlite in the benchmark's process.
import './production-mode.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { sql } from 'kysely';
import { loadConfig } from '../gateway/src/config.ts';
import { createLogger } from '../gateway/src/logger.ts';
import type { createGateway } from '../gateway/src/server.ts';
import { VirtualPrinter } from '../ops-host/src/label-printers/virtual-printer.ts';
import { latestTestCode } from '../tests/ops-host/printer-kiosk/kiosk-support.ts';
import {
  floorSessionCookie,
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
} from '../tests/support/ops-host.ts';
import {
  FacilitySelectQueryDocument,
  KioskPrintLabelMutationDocument,
  PickLettersQueryDocument,
  PlannerGroupsQueryDocument,
  ZoneDisplayScanMutationDocument,
} from '../web/src/generated/graphql.ts';
import {
  concurrentPhases,
  fetchOnce,
  interleaved,
  ms,
  percentile,
  postGraphql,
  resets,
  type Calls,
  type Samples,
} from './support/measure.ts';
import { lineBarcodes, PLANNER_SCREEN_OMIT } from './support/bench-seed.ts';
import { printableGroups } from './support/floor-seed.ts';
import { startBareProxy, type ForwardedCall } from './support/bare-proxy.ts';
import { startProxyProcesses } from './support/proxy-processes.ts';
import { buildServers } from './support/server-process.ts';
import { freePort, startBenchStack } from './support/stack.ts';

const rounds = Number(process.argv[2] ?? 1000);
const concurrentCalls = Number(process.argv[3] ?? 300);
const only = process.argv.slice(4);
const CONCURRENCY = 50;
const WARM_UP = 20;
/** Against the bare proxy: p50 above it (a one-call read), a ratio, a share of its throughput. */
const GOALS = { aboveBareMs: 1, ratio: 1.15, throughput: 0.85 };
/** The one-call read the p50 goal is for; the ratio goal is for the others of one call. */
const ONE_CALL_READ = 'facilities';

const printerPort = await freePort();
const printerDir = mkdtempSync(path.join(tmpdir(), 'bench-gateway-'));
console.log('Seeding the benchmark data (one facility, 12 lines, 3,000 groups)…');
// A generous upstream time-out: 50 clients reading the planner's 1 MB on a busy machine take long.
const gatewayConfig = { NODE_ENV: 'production', LOG_LEVEL: 'info', UPSTREAM_TIMEOUT_MS: '120000' };
/** The deployed logger and level, its lines thrown away. */
function discardingLogger() {
  return createLogger(
    loadConfig({ ...gatewayConfig, OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN }),
    '/dev/null',
  );
}
const database = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const separate = process.env.BENCH_SERVERS !== 'one-process';
const hostEnv = { SEED_SIZE: 'bench', PRINTER_PORT: String(printerPort) };

/** The host in this process; the gateway and the bare proxy in it too, or each in its own. */
async function startServers() {
  if (separate) {
    buildServers();
    const host = await startTestOpsHost({ database, env: hostEnv });
    const logDir = mkdtempSync(path.join(tmpdir(), 'bench-gateway-processes-'));
    const proxies = await startProxyProcesses(host.url, { logDir, compiled: true }, gatewayConfig);
    const stop = async () => {
      await proxies.stop();
      await host.stop();
    };
    return { host, gatewayUrl: proxies.gatewayUrl, bareUrl: proxies.bareUrl, stop };
  }
  const stack = await startBenchStack({
    database,
    hostEnv,
    gatewayEnv: gatewayConfig,
    gatewayOverrides: { logger: discardingLogger() },
  });
  const bare = await startBareProxy(stack.host.url);
  const stop = async () => {
    await bare.close();
    await stack.stop();
  };
  return { host: stack.host, gatewayUrl: stack.gateway.url, bareUrl: bare.url, stop };
}
console.log(
  `The operations host on ${database}; the gateway and the bare proxy ` +
    (separate
      ? 'each in a process of its own (the gateway built for production).'
      : "in the benchmark's process."),
);
const { host, gatewayUrl, bareUrl, stop } = await startServers();
const db = host.handle.db;

// BENCH_BEFORE=<dir>: another checkout's gateway (its gateway/src/server.ts) on the same host,
// measured in the same run as a third path, so a change is compared under the same load.
const beforeDir = process.env.BENCH_BEFORE;
if (beforeDir && separate) throw new Error("BENCH_BEFORE runs in the benchmark's process only");
const before = beforeDir
  ? await (
      (await import(path.resolve(beforeDir, 'gateway/src/server.ts'))) as {
        createGateway: typeof createGateway;
      }
    ).createGateway(
      loadConfig({
        ...gatewayConfig,
        PORT: '0',
        HOST: '127.0.0.1',
        OPS_HOST_URL: host.url,
        OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
      }),
      { logger: discardingLogger() },
    )
  : undefined;

/** One call to the host: direct, or through the bare proxy (its route in the request's body). */
type HostCall = ForwardedCall & { cookie: string };
const answered = async (response: Response, call: HostCall) => {
  if (!response.ok) {
    throw new Error(`${call.method} ${call.path}: ${response.status} ${await response.text()}`);
  }
  return response.json() as Promise<unknown>;
};
const direct = async (call: HostCall) =>
  answered(
    await fetchOnce(`${host.url}${call.path}`, {
      method: call.method,
      headers: {
        cookie: call.cookie,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    }),
    call,
  );
const throughBare = async (call: HostCall) => {
  const { cookie, ...forwarded } = call;
  return answered(
    await fetchOnce(`${bareUrl}/forward`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(forwarded),
    }),
    call,
  );
};
const get = (path: string, cookie: string): HostCall => ({ method: 'GET', path, cookie });
/** An operation of one upstream call: direct and through the bare proxy, the same call. */
const oneCall = (next: () => HostCall) => ({
  rest: () => direct(next()),
  bare: () => throughBare(next()),
});

interface Operation {
  name: string;
  /** Upstream calls the gateway makes for it. */
  upstreamCalls: number;
  /** Share of the rounds and concurrent calls it runs (the planner's answer is the largest). */
  share: number;
  rest: () => Promise<unknown>;
  /** The same call through the bare proxy (operations of one upstream call). */
  bare?: () => Promise<unknown>;
  /** The same through a gateway at this URL. */
  graphql: (gatewayUrl: string) => () => Promise<unknown>;
}

async function adminOperations(): Promise<Operation[]> {
  const cookie = await signInCookie(host.url);
  const menu = await sql<{ menu_id: number }>`
    SELECT menu_id FROM pickable_letters WHERE packing_facility_id = 1
    GROUP BY menu_id ORDER BY count(*) DESC LIMIT 1`.execute(db);
  const menuId = menu.rows[0]!.menu_id;
  const scope = `packing_facility_id=1&menu_id=${menuId}`;
  const graphql = (document: Parameters<typeof print>[0], variables?: Record<string, unknown>) => {
    const query = print(document);
    return (url: string) => () => postGraphql(url, cookie, query, variables);
  };
  return [
    {
      name: 'facilities',
      upstreamCalls: 1,
      share: 1,
      ...oneCall(() => get('/accessible_packing_facilities', cookie)),
      graphql: graphql(FacilitySelectQueryDocument),
    },
    {
      name: 'pick letters',
      upstreamCalls: 3,
      share: 1,
      rest: () =>
        Promise.all(
          ['counts', 'meal_letters', 'protein_letters'].map((what) =>
            direct(get(`/pick_letters/${what}?${scope}`, cookie)),
          ),
        ),
      graphql: graphql(PickLettersQueryDocument, {
        packingFacilityId: '1',
        menuId: String(menuId),
      }),
    },
    {
      name: 'planner read',
      upstreamCalls: 1,
      // 300 rounds by default (its answer is the largest, about 1 MB): a p99 of 100 would be its
      // one slowest call.
      share: 0.3,
      // The same call the gateway makes for the screen's query, which shows neither list.
      ...oneCall(() =>
        get(
          `/pack_line_planner/pack_line_plan_groups?packing_facility_id=1&${PLANNER_SCREEN_OMIT}`,
          cookie,
        ),
      ),
      graphql: graphql(PlannerGroupsQueryDocument, { packingFacilityId: '1' }),
    },
  ];
}

async function floorOperations(): Promise<Operation[]> {
  const cookie = await floorSessionCookie(host, 'chicago');
  const scanDocument = print(ZoneDisplayScanMutationDocument);
  const barcodes = await lineBarcodes(db, 'A', 500);
  let scans = 0;
  const barcode = () => barcodes[(scans += 1) % barcodes.length]!;
  const scan = { packingFacilityAbbreviation: 'CHI', lineLetter: 'A', packLineZoneId: '2' };

  // One virtual printer per line, each signed onto its line by a kiosk session of its own (a
  // session holds one printer); every print takes the next box of a group that still has one.
  const lines = await db
    .selectFrom('pack_lines')
    .select(['id', 'name'])
    .where('packing_facility_id', '=', 1)
    .orderBy('name')
    .execute();
  const boxes: { groupId: number; printerIp: string; cookie: string }[] = [];
  for (const [index, line] of lines.entries()) {
    const printerIp = `1.${index + 101}`;
    const printer = new VirtualPrinter({
      address: `127.0.${printerIp}`,
      port: printerPort,
      dataDir: printerDir,
    });
    await printer.start();
    printers.push(printer);
    const kiosk = await floorSessionCookie(host, 'chicago');
    const body = {
      packing_facility_slug: 'chicago',
      pack_line_name: line.name,
      printer_ip: printerIp,
    };
    await direct({
      method: 'POST',
      path: '/pack_line_printer/pack_lines/printer_assignment',
      body: { ...body, take_over: true },
      cookie: kiosk,
    });
    await direct({
      method: 'POST',
      path: '/pack_line_printer/pack_lines/printer_confirmation',
      body: { ...body, confirmation_code: latestTestCode(printer) },
      cookie: kiosk,
    });
    for (const group of await printableGroups(db, line.id)) {
      for (let i = 0; i < group.boxes; i += 1)
        boxes.push({ groupId: group.groupId, printerIp, cookie: kiosk });
    }
  }
  // Lines in turn, so concurrent prints spread over the printers.
  boxes.sort((a, b) => a.groupId - b.groupId);
  const byPrinter = new Map<string, typeof boxes>();
  for (const box of boxes)
    byPrinter.set(box.printerIp, [...(byPrinter.get(box.printerIp) ?? []), box]);
  const queue: typeof boxes = [];
  for (let i = 0; queue.length < boxes.length; i += 1) {
    for (const list of byPrinter.values()) if (list[i]) queue.push(list[i]!);
  }
  const nextBox = () => {
    const box = queue.shift();
    if (!box) throw new Error('the seed has no printable box left: fewer rounds');
    return box;
  };
  const printDocument = print(KioskPrintLabelMutationDocument);
  const paths = before ? 4 : 3;
  const printShare = Math.min(
    1,
    (queue.length * 0.9) / (paths * (rounds + concurrentCalls + WARM_UP)),
  );

  return [
    {
      name: 'zone scan',
      upstreamCalls: 1,
      share: 1,
      ...oneCall(() =>
        get(
          `/v2/scans?packing_facility_abbreviation=CHI&line_letter=A&pack_line_zone_id=2&barcode_scan=${barcode()}`,
          cookie,
        ),
      ),
      graphql: (url) => () =>
        postGraphql(url, cookie, scanDocument, { input: { ...scan, barcodeScan: barcode() } }),
    },
    {
      name: 'label print',
      upstreamCalls: 1,
      share: printShare,
      ...oneCall(() => {
        const box = nextBox();
        return {
          method: 'POST',
          path: '/pack_line_printer/print_label',
          body: { pack_line_plan_group_id: box.groupId, printer_ip: box.printerIp },
          cookie: box.cookie,
        };
      }),
      graphql: (url) => async () => {
        const box = nextBox();
        const data = await postGraphql<{
          printLabel: { label: unknown; userErrors: { message: string }[] };
        }>(url, box.cookie, printDocument, {
          input: { packLinePlanGroupId: String(box.groupId), printerIp: box.printerIp },
        });
        if (!data.printLabel.label) {
          throw new Error(`gateway print: ${JSON.stringify(data.printLabel)}`);
        }
      },
    },
  ];
}

/**
 * The bytes of one answer of each path, as compact JSON: the gateway's is its `{ data }` (as it
 * writes it), the bare proxy's the same wrapper around the host's answer.
 */
async function answerSizes(calls: Calls<string>): Promise<string> {
  const sizes: string[] = [];
  for (const [path, call] of Object.entries(calls)) {
    const answer = await call();
    const written = path === 'gateway' || path === 'before' ? { data: answer } : answer;
    sizes.push(`${path} ${Buffer.byteLength(JSON.stringify(written)).toLocaleString('en')} bytes`);
  }
  return sizes.join(', ');
}

type Via = 'gateway' | 'before' | 'bare';
const VIA_LABEL: Record<Via, string> = {
  gateway: 'gateway',
  before: 'gateway before',
  bare: 'bare proxy',
};
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/** A path's figures against direct, printed: informative, not goals. */
function reportAgainstDirect(
  via: Via,
  serial: Samples<string>,
  concurrent: Samples<string>,
  throughput: Record<string, number>,
) {
  const label = VIA_LABEL[via];
  const side = (clients: string, samples: Samples<string>) => {
    const p = (path: string, q: number) => percentile(samples[path]!, q);
    console.log(
      `  ${label}, ${clients}: p50 ${ms(p(via, 50))} p99 ${ms(p(via, 99))} ` +
        `(direct p50 ${ms(p('rest', 50))} p99 ${ms(p('rest', 99))}; ` +
        `${(p(via, 50) / p('rest', 50)).toFixed(2)}× / ${(p(via, 99) / p('rest', 99)).toFixed(2)}×; ` +
        `${samples[via]!.length} calls)`,
    );
  };
  side('1 client', serial);
  side(`${CONCURRENCY} clients`, concurrent);
  console.log(
    `  ${label}, throughput at ${CONCURRENCY} clients: ${throughput[via]!.toFixed(0)}/s ` +
      `(direct ${throughput.rest!.toFixed(0)}/s, ${((throughput[via]! / throughput.rest!) * 100).toFixed(0)} %)`,
  );
}

/** The gateway against the bare proxy: the goals, printed, and a row of the summary table. */
function reportAgainstBare(
  operation: Operation,
  serial: Samples<string>,
  concurrent: Samples<string>,
  throughput: Record<string, number>,
): string {
  const p = (path: string, q: number) => percentile(serial[path]!, q);
  const above = p('gateway', 50) - p('bare', 50);
  const ratio50 = p('gateway', 50) / p('bare', 50);
  const ratio99 = p('gateway', 99) / p('bare', 99);
  const share = throughput.gateway! / throughput.bare!;
  const goals: string[] = [];
  if (operation.name === ONE_CALL_READ) {
    goals.push(`p50 +${GOALS.aboveBareMs} ms: ${verdict(above <= GOALS.aboveBareMs)}`);
  } else {
    const met = Math.max(ratio50, ratio99) <= GOALS.ratio;
    goals.push(`${GOALS.ratio}×: ${verdict(met)}`);
  }
  goals.push(`${GOALS.throughput * 100} %: ${verdict(share >= GOALS.throughput)}`);
  console.log(
    `  the gateway against the bare proxy, 1 client: p50 ${above >= 0 ? '+' : ''}${ms(above)}, ` +
      `${ratio50.toFixed(2)}× at p50, ${ratio99.toFixed(2)}× at p99; throughput at ${CONCURRENCY} clients ` +
      `${(share * 100).toFixed(0)} % of the bare proxy's (goals: ${goals.join('; ')})`,
  );
  const many = (path: string) => percentile(concurrent[path]!, 50).toFixed(1);
  const cells = (q: number) =>
    ['rest', 'bare', 'gateway'].map((path) => p(path, q).toFixed(1)).join(' / ');
  return (
    `| ${operation.name} | ${cells(50)} | ${cells(99)} | ${above >= 0 ? '+' : ''}${above.toFixed(2)} | ` +
    `${ratio50.toFixed(2)}× / ${ratio99.toFixed(2)}× | ${many('rest')} / ${many('bare')} / ${many('gateway')} | ` +
    `${throughput.rest!.toFixed(0)} / ${throughput.bare!.toFixed(0)} / ${throughput.gateway!.toFixed(0)} ` +
    `(${(share * 100).toFixed(0)} %) | ${goals.join('; ')} |`
  );
}

const printers: VirtualPrinter[] = [];
try {
  const operations = [...(await adminOperations()), ...(await floorOperations())].filter(
    (operation) => only.length === 0 || only.some((name) => operation.name.startsWith(name)),
  );
  const rows: string[] = [];
  for (const operation of operations) {
    const calls: Calls<string> = {
      rest: operation.rest,
      gateway: operation.graphql(gatewayUrl),
      ...(operation.bare ? { bare: operation.bare } : {}),
      ...(before ? { before: operation.graphql(before.url) } : {}),
    };
    const vias = Object.keys(calls).filter((path): path is Via => path !== 'rest');
    const opRounds = Math.max(10, Math.round(rounds * operation.share));
    const opCalls = Math.max(CONCURRENCY, Math.round(concurrentCalls * operation.share));
    // Warm every path (connections, JIT, the host's statement cache).
    await interleaved(Math.max(2, Math.round(WARM_UP * operation.share)), calls);
    const serial = await interleaved(opRounds, calls);
    const { samples, elapsed } = await concurrentPhases(opCalls, CONCURRENCY, calls);
    const throughput = Object.fromEntries(
      Object.keys(calls).map((path) => [path, (samples[path]!.length / elapsed[path]!) * 1000]),
    );
    console.log(
      `\n${operation.name} (${operation.upstreamCalls} upstream call(s) through the gateway; ` +
        `${opRounds} rounds, ${opCalls} calls at ${CONCURRENCY} clients)`,
    );
    console.log(`  answer: ${await answerSizes(calls)}`);
    for (const via of vias) reportAgainstDirect(via, serial, samples, throughput);
    if (operation.bare) rows.push(reportAgainstBare(operation, serial, samples, throughput));
  }
  console.log(
    '\n| operation | 1 client p50, direct / bare / gateway (ms) | p99 (ms) | gateway − bare p50 (ms) | gateway / bare p50 / p99 | 50 clients p50 (ms) | throughput at 50 clients (/s) | goals |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  if (resets.count > 0)
    console.log(`(${resets.count} call(s) sent again after a connection reset)`);
} finally {
  for (const printer of printers) await printer.stop();
  await before?.close();
  await stop();
}
