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
// Goals: p50 overhead ≤ 1 ms for an operation of one upstream call; every operation within 1.3×
// of direct at p50 and p99; throughput at 50 clients ≥ 80 % of direct.
//
// Each operation of one upstream call is also measured through a bare proxy
// (bench/support/bare-proxy.ts: JSON in, the same upstream call on kept-alive connections, JSON
// out, no GraphQL), the floor under any gateway of this shape on this machine.
//
//   npm run bench:gateway -- [rounds=1000] [concurrentCalls=300] [operation …]
//   BENCH_BEFORE=<checkout> also runs that checkout's gateway on the same host, as a third path.
//   BENCH_DATABASE=postgres runs the host on a throwaway database of the PostgreSQL server (as
//   several processes run), rather than in-memory PGlite in the benchmark's process.
//   BENCH_SERVERS=processes runs the gateway (from its production entry point) and the bare proxy
//   each in a process of its own, as deployed, rather than in the benchmark's one thread with the
//   clients and the host: a hop between processes costs a wake-up of the other one, but the
//   gateway's own CPU no longer adds to the host's and the clients' (not with BENCH_BEFORE).
import './production-mode.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { sql } from 'kysely';
import { loadConfig } from '../gateway/src/config.ts';
import { createLogger } from '../gateway/src/logger.ts';
import type { createGateway } from '../gateway/src/server.ts';
import { VirtualPrinter } from '../ops-host/src/printers/virtual-printer.ts';
import { latestTestCode } from '../tests/ops-host/pack-line-printer/kiosk-support.ts';
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
import { lineBarcodes } from './support/bench-seed.ts';
import { printableGroups } from './support/floor-seed.ts';
import { startBareProxy, type ForwardedCall } from './support/bare-proxy.ts';
import { startProxyProcesses } from './support/proxy-processes.ts';
import { freePort, startBenchStack } from './support/stack.ts';

const rounds = Number(process.argv[2] ?? 1000);
const concurrentCalls = Number(process.argv[3] ?? 300);
const only = process.argv.slice(4);
const CONCURRENCY = 50;
const WARM_UP = 20;
const GOALS = { overheadMs: 1, ratio: 1.3, throughput: 0.8 };

const printerPort = await freePort();
const printerDir = mkdtempSync(path.join(tmpdir(), 'bench-gateway-'));
console.log('Seeding the benchmark data (one facility, 12 lines, 3,000 groups)…');
// A generous upstream time-out: 50 clients reading the planner's 3 MB on a busy machine take long.
const gatewayConfig = { NODE_ENV: 'production', LOG_LEVEL: 'info', UPSTREAM_TIMEOUT_MS: '120000' };
/** The deployed logger and level, its lines thrown away. */
function discardingLogger() {
  return createLogger(
    loadConfig({ ...gatewayConfig, OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN }),
    '/dev/null',
  );
}
const database = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const separate = process.env.BENCH_SERVERS === 'processes';
const hostEnv = { SEED_SIZE: 'bench', PRINTER_PORT: String(printerPort) };

/** The host in this process; the gateway and the bare proxy in it too, or each in its own. */
async function startServers() {
  if (separate) {
    const host = await startTestOpsHost({ database, env: hostEnv });
    const logDir = mkdtempSync(path.join(tmpdir(), 'bench-gateway-processes-'));
    const proxies = await startProxyProcesses(host.url, { logDir }, gatewayConfig);
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
    (separate ? 'each in a process of its own.' : "in the benchmark's process."),
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
  /** Share of the rounds and concurrent calls it runs (the planner's answer is 3 MB). */
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
      // 300 rounds by default (a 3 MB answer takes about 60 ms a call): a p99 of 100 would be
      // its one slowest call.
      share: 0.3,
      // The same call the gateway makes for the screen's query, which shows neither list.
      ...oneCall(() =>
        get(
          '/pack_line_planner/pack_line_plan_groups?packing_facility_id=1&omit=unpackable_counts_per_line,ineligible_zones',
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

type Via = 'gateway' | 'before' | 'bare';
const VIA_LABEL: Record<Via, string> = {
  gateway: 'gateway',
  before: 'gateway before',
  bare: 'bare proxy',
};

/** One gateway path against direct: the figures, printed, and a row of the summary table. */
function report(
  operation: Operation,
  via: Via,
  serial: Samples<string>,
  concurrent: Samples<string>,
  throughput: Record<string, number>,
) {
  const label = VIA_LABEL[via];
  console.log(`  ${label}:`);
  const side = (clients: string, samples: Samples<string>) => {
    const p = (path: string, q: number) => percentile(samples[path]!, q);
    const overhead = p(via, 50) - p('rest', 50);
    const ratio50 = p(via, 50) / p('rest', 50);
    const ratio99 = p(via, 99) / p('rest', 99);
    const overheadGoal =
      operation.upstreamCalls === 1
        ? ` (goal ≤ ${GOALS.overheadMs} ms: ${overhead <= GOALS.overheadMs ? 'met' : 'MISSED'})`
        : '';
    const ratioGoal = Math.max(ratio50, ratio99) <= GOALS.ratio ? 'met' : 'MISSED';
    console.log(
      `    ${clients}: direct p50 ${ms(p('rest', 50))} p99 ${ms(p('rest', 99))}; ` +
        `${label} p50 ${ms(p(via, 50))} p99 ${ms(p(via, 99))} (${samples[via]!.length} calls each)`,
    );
    console.log(
      `      overhead at p50 ${ms(overhead)}${overheadGoal}; ${label}/direct p50 ${ratio50.toFixed(2)}× ` +
        `p99 ${ratio99.toFixed(2)}× (goal ≤ ${GOALS.ratio}×: ${ratioGoal})`,
    );
    const cells = (q: number) => `${p('rest', q).toFixed(1)} / ${p(via, q).toFixed(1)}`;
    return { overhead, ratio50, ratio99, cells };
  };
  const one = side('1 client', serial);
  const many = side(`${CONCURRENCY} clients`, concurrent);
  const share = throughput[via]! / throughput.rest!;
  console.log(
    `      throughput at ${CONCURRENCY} clients: direct ${throughput.rest!.toFixed(0)}/s, ${label} ${throughput[via]!.toFixed(0)}/s: ` +
      `${(share * 100).toFixed(0)} % (goal ≥ ${GOALS.throughput * 100} %: ${share >= GOALS.throughput ? 'met' : 'MISSED'})`,
  );
  return (
    `| ${operation.name} | ${label} | ${one.cells(50)} | ${one.cells(99)} | ${one.overhead.toFixed(1)} | ` +
    `${one.ratio50.toFixed(2)}× / ${one.ratio99.toFixed(2)}× | ${many.cells(50)} | ` +
    `${many.ratio50.toFixed(2)}× / ${many.ratio99.toFixed(2)}× | ` +
    `${throughput.rest!.toFixed(0)} / ${throughput[via]!.toFixed(0)} (${(share * 100).toFixed(0)} %) |`
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
    for (const via of vias) rows.push(report(operation, via, serial, samples, throughput));
    if (operation.bare) {
      const above = percentile(serial.gateway!, 50) - percentile(serial.bare!, 50);
      console.log(
        `  the gateway against the bare proxy: p50 ${above >= 0 ? '+' : ''}${ms(above)} at 1 client; ` +
          `throughput at ${CONCURRENCY} clients ${((throughput.gateway! / throughput.bare!) * 100).toFixed(0)} % of the bare proxy's`,
      );
    }
  }
  console.log(
    '\n| operation | path | 1 client p50 direct / path (ms) | p99 (ms) | overhead p50 (ms) | ratio p50 / p99 | 50 clients p50 direct / path (ms) | ratio p50 / p99 | throughput direct / path (/s) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  if (resets.count > 0)
    console.log(`(${resets.count} call(s) sent again after a connection reset)`);
} finally {
  for (const printer of printers) await printer.stop();
  await before?.close();
  await stop();
}
