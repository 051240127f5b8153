// Benchmark (not a test): the floor's traffic through the gateway, as the screens send it.
//
// Per facility: 12 lines × 12 zone screens, each scanning a box every 6 s and sending a heartbeat
// every 30 s; one printer kiosk per line printing a label every 10 s on a virtual printer (then
// refetching its line, as the line screen does; a heartbeat every 30 s, the printer's status
// every 60 s); two planners and a status wall subscribed. Four facilities by default: 576 zone
// screens, 48 kiosks, 8 planners, 4 status walls. Every screen signs in through the gateway and
// uses the web app's own operation documents (bench/support/floor-clients.ts has which).
//
// The operations host and the gateway run as separate processes from their production entry
// points (ops-host/src/main.ts, gateway/src/main.ts, NODE_ENV=production, logging at info to a
// file), so their CPU and memory are read apart (/proc). The screens run in one or more client
// processes of their own; the virtual printers in this process. The host's database is seeded
// here first (bench/support/floor-seed.ts: the benchmark seed's shape in every facility).
//
// Goals: p99 scan ≤ 20 ms, p99 print ≤ 150 ms, gateway CPU ≤ 50 % of one core; every event
// delivered, no label printed twice or lost. Beside the screens' view of a scan and a print, it
// prints the host's own answer times for both, from its request log (bench/support/host-log.ts).
//
//   npm run bench:floor -- [durationSeconds=300] [facilities=4]
//   BENCH_DATABASE=postgres   the host on a throwaway database of the PostgreSQL server
//                             (tests/support/postgres.ts), as deployed; the default when it answers
//   BENCH_DATABASE=pglite     PGlite in a data folder, as `npm start` (the default without one)
//   BENCH_GROUPS=3000         plan groups per facility
//   BENCH_CLIENTS=1           client processes the screens are spread over
//   BENCH_PROFILE=1           CPU profiles of the gateway and host (--cpu-prof), kept with the logs
//   BENCH_KEEP=1              keep the logs (and the PGlite folder) after the run
//   BENCH_NODE_ARGS='…'       more Node options for the gateway and host (e.g. --trace-gc),
//                             their output in the logs
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseHandle } from '../ops-host/src/db/connect.ts';
import { migrate } from '../ops-host/src/db/migrate.ts';
import { VirtualPrinter } from '../ops-host/src/label-printers/virtual-printer.ts';
import { printedBarcodes } from '../tests/ops-host/printer-kiosk/kiosk-support.ts';
import {
  currentLoginCode,
  TEST_ADMIN_PASSWORD,
  TEST_SERVICE_TOKEN,
} from '../tests/support/ops-host.ts';
import { createThrowawayDatabase, postgresReachable } from '../tests/support/postgres.ts';
import type {
  ConnectMessage,
  FacilityRef,
  FromClients,
  ReportMessage,
  ScreensPlan,
  SubscriptionCount,
  ToClients,
} from './support/floor-clients.ts';
import {
  FLOOR_FACILITIES,
  floorLines,
  floorProfile,
  labelsByFacility,
  labelsPerBox,
  prepareFloor,
  screensCameOnline,
  seedClock,
  seedFloor,
} from './support/floor-seed.ts';
import { hostAnswerTimes } from './support/host-log.ts';
import { percentile } from './support/measure.ts';
import { processesMatching, ProcessSampler, type ProcessUsage } from './support/process-usage.ts';
import {
  startGatewayProcess,
  startServer,
  stopServer,
  waitForHealth,
} from './support/server-process.ts';
import { freePort } from './support/stack.ts';

const durationSeconds = Number(process.argv[2] ?? 300);
const facilityCount = Math.min(4, Math.max(1, Number(process.argv[3] ?? 4)));
// As deployed (docs/production.md): PostgreSQL, when the local server answers.
const database =
  process.env.BENCH_DATABASE === 'pglite' || process.env.BENCH_DATABASE === 'postgres'
    ? process.env.BENCH_DATABASE
    : (await postgresReachable())
      ? 'postgres'
      : 'pglite';
const groupsPerFacility = Number(process.env.BENCH_GROUPS ?? 3000);
const clientProcesses = Math.max(1, Number(process.env.BENCH_CLIENTS ?? 1));
const profile = process.env.BENCH_PROFILE === '1';
const serverNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
const ZONES_PER_LINE = 12;
const PLANNERS_PER_FACILITY = 2;
const PRINT_EVERY_S = 10;
const SCAN_EVERY_S = 6;
/**
 * After the run, the last events are waited for: until the subscribers' counts have not moved
 * for this long (at most a minute).
 */
const DRAIN_QUIET_MS = 5_000;
const GOALS = { scanP99Ms: 20, printP99Ms: 150, gatewayCpuPercent: 50 };
/** The host's routes behind a scan and a print (their answer times are read from its log). */
const HOST_ROUTES = { scan: '/v2/scans', print: '/pack_line_printer/print_label' };
const ADMIN = { email: 'admin@example.com', password: TEST_ADMIN_PASSWORD };

const facilities = FLOOR_FACILITIES.slice(0, facilityCount);
const facilityIds = facilities.map((facility) => facility.id);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
const hostDataDir = path.join(workDir, 'host');
const printerDir = path.join(workDir, 'printers');
const logDir = path.join(workDir, 'logs');
mkdirSync(logDir, { recursive: true });
mkdirSync(hostDataDir, { recursive: true });

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

console.log(
  `Floor traffic: ${facilityCount} facilit${facilityCount === 1 ? 'y' : 'ies'} (${facilities
    .map((f) => f.abbreviatedName)
    .join(', ')}) × 12 lines × ${ZONES_PER_LINE} zone screens, ${facilityCount * 12} kiosks, ` +
    `${facilityCount * PLANNERS_PER_FACILITY} planners, ${facilityCount} status wall(s); ${durationSeconds} s`,
);
console.log(
  `Machine: ${os.cpus().length} cores, shared by the host, the gateway, the client process(es) ` +
    `and this one (virtual printers); load average (1/5/15 min) at the start: ${load()}`,
);

// --- The database: seeded here, then handed to the host (SEED_SIZE=none) -------------------

const throwaway = database === 'postgres' ? await createThrowawayDatabase() : undefined;
const openDatabase = () =>
  connectDatabase(
    throwaway
      ? { databaseUrl: throwaway.url, pgliteDataDir: '' }
      : { pgliteDataDir: path.join(hostDataDir, 'pglite') },
  );

/** The moment the floor is seeded as (bench/support/floor-seed.ts). */
const seededAs = seedClock();
let started = Date.now();
console.log(
  `Seeding ${throwaway ? `a throwaway PostgreSQL database (${new URL(throwaway.url).pathname.slice(1)})` : 'PGlite'} ` +
    `(${groupsPerFacility.toLocaleString('en-US')} plan groups per facility, the floor as at ` +
    `${seededAs.toISOString()})…`,
);
let handle: DatabaseHandle = await openDatabase();
await migrate(handle);
await seedFloor(handle.db, floorProfile(facilityIds, groupsPerFacility), ADMIN.password, seededAs);
await prepareFloor(handle.db, facilityIds, ZONES_PER_LINE);
const lines = await floorLines(handle.db, facilityIds, 500);
await handle.close();
const seededAt = new Date();
console.log(`  seeded in ${elapsed(started)}`);

const labelsNeeded = Math.ceil(durationSeconds / PRINT_EVERY_S) + 1;
const short = lines.filter(
  (line) => line.printable.reduce((sum, group) => sum + group.boxes, 0) < labelsNeeded,
);
if (short.length > 0) {
  console.log(
    `  warning: ${short.length} line(s) have fewer than ${labelsNeeded} printable boxes ` +
      `(more with BENCH_GROUPS); their kiosks stop printing when they run out`,
  );
}

// --- Virtual printers, host and gateway ----------------------------------------------------

const printerPort = await freePort();
const printers = new Map<string, VirtualPrinter>();
const printerAddress = (facilityId: number, lineIndex: number) => `${facilityId}.${lineIndex + 1}`;
for (const facility of facilities) {
  const ofFacility = lines.filter((line) => line.facilityId === facility.id);
  for (const [index] of ofFacility.entries()) {
    const ip = printerAddress(facility.id, index);
    const printer = new VirtualPrinter({
      address: `127.0.${ip}`,
      port: printerPort,
      dataDir: printerDir,
    });
    await printer.start();
    printers.set(ip, printer);
  }
}

const serverOptions = { logDir, profile, nodeArgs: serverNodeArgs };

started = Date.now();
const hostPort = await freePort();
const hostUrl = `http://127.0.0.1:${hostPort}`;
const host = startServer(
  'ops-host',
  'ops-host/src/main.ts',
  {
    NODE_ENV: 'production',
    OPS_HOST: '127.0.0.1',
    OPS_PORT: String(hostPort),
    DATA_DIR: hostDataDir,
    ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
    ADMIN_PASSWORD: ADMIN.password,
    OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
    SEED_SIZE: 'none',
    LABEL_GENERATION_TIME: 'off',
    PRINTER_PORT: String(printerPort),
    LOG_LEVEL: 'info',
  },
  serverOptions,
);
const { child: gateway, url: gatewayUrl } = await startGatewayProcess(hostUrl, serverOptions);
const children: ChildProcess[] = [];
let cleanedUp = false;
async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await stopServer(gateway);
  await stopServer(host);
  for (const printer of printers.values()) await printer.stop();
}

try {
  await waitForHealth(hostUrl, host, 'ops-host', logDir);
  await waitForHealth(gatewayUrl, gateway, 'gateway', logDir);
  console.log(
    `Host (pid ${host.pid}) and gateway (pid ${gateway.pid}) started in ${elapsed(started)}; logs in ${logDir}`,
  );

  // --- The screens ------------------------------------------------------------------------

  const ref = (facility: (typeof facilities)[number]): FacilityRef => ({
    facilityId: facility.id,
    slug: facility.slug,
    abbreviation: facility.abbreviatedName,
  });
  const shares: ScreensPlan[] = Array.from({ length: clientProcesses }, () => ({
    walls: [],
    planners: [],
    kiosks: [],
    zoneScreens: [],
  }));
  const watchers: ScreensPlan = {
    walls: facilities.map(ref),
    planners: facilities.flatMap((facility) =>
      Array.from({ length: PLANNERS_PER_FACILITY }, () => ref(facility)),
    ),
    kiosks: [],
    zoneScreens: [],
  };
  for (const facility of facilities) {
    const ofFacility = lines.filter((line) => line.facilityId === facility.id);
    for (const [index, line] of ofFacility.entries()) {
      const share = shares[(facilityIds.indexOf(facility.id) * 12 + index) % clientProcesses]!;
      const ip = printerAddress(facility.id, index);
      share.kiosks.push({
        ...ref(facility),
        line: line.name,
        printerIp: ip,
        printerAddress: `127.0.${ip}`,
        printable: line.printable,
      });
      for (let zone = 1; zone <= ZONES_PER_LINE; zone += 1) {
        share.zoneScreens.push({
          ...ref(facility),
          line: line.name,
          zone,
          barcodes: line.barcodes,
        });
      }
    }
  }

  const inbox = new Map<ChildProcess, FromClients[]>();
  for (let i = 0; i < clientProcesses; i += 1) {
    const child = fork(new URL('./support/floor-clients.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
    });
    inbox.set(child, []);
    child.on('message', (message: FromClients) => inbox.get(child)!.push(message));
    child.on('exit', (code) => {
      if (!cleanedUp && code !== 0) console.error(`A client process exited (${code})`);
    });
    children.push(child);
  }
  const tell = (child: ChildProcess, message: ToClients) => child.send(message);
  async function answer<T extends FromClients>(child: ChildProcess, type: T['type']): Promise<T> {
    for (;;) {
      const messages = inbox.get(child)!;
      const index = messages.findIndex((message) => message.type === type);
      if (index >= 0) return messages.splice(index, 1)[0] as T;
      if (child.exitCode !== null) throw new Error('a client process exited');
      await sleep(50);
    }
  }

  const connectMessage = (
    screens: ScreensPlan,
    loginCodes: Record<string, string>,
  ): ConnectMessage => ({
    type: 'connect',
    gatewayUrl,
    loginCodes,
    admin: ADMIN,
    printerDataDir: printerDir,
    printerPort,
    screens,
    concurrency: 8,
  });
  started = Date.now();
  // Each facility's screens sign in with its own code.
  const loginCodes = Object.fromEntries(
    await Promise.all(
      facilities.map(async (facility) => [
        facility.slug,
        await currentLoginCode({ url: hostUrl }, facility.id),
      ]),
    ),
  ) as Record<string, string>;
  // The walls and planners first: they are listening before any screen comes online or prints.
  tell(children[0]!, connectMessage(watchers, loginCodes));
  const failed = [
    ...(await answer<Extract<FromClients, { type: 'connected' }>>(children[0]!, 'connected'))
      .failed,
  ];
  children.forEach((child, i) => tell(child, connectMessage(shares[i]!, loginCodes)));
  let screens = 0;
  for (const child of children) {
    const connected = await answer<Extract<FromClients, { type: 'connected' }>>(child, 'connected');
    screens += connected.screens;
    failed.push(...connected.failed);
  }
  console.log(
    `${screens + watchers.walls.length + watchers.planners.length} screens signed in and subscribed in ${elapsed(started)}` +
      (failed.length > 0 ? `; ${failed.length} failed, e.g. ${failed[0]}` : ''),
  );

  // --- The run ----------------------------------------------------------------------------

  const pids: ConstructorParameters<typeof ProcessSampler>[0] = {
    gateway: gateway.pid!,
    host: host.pid!,
  };
  // The host's database backends (PostgreSQL runs them as processes of their own).
  if (throwaway)
    pids["host's PostgreSQL backends"] = processesMatching(
      new URL(throwaway.url).pathname.slice(1),
    );
  children.forEach((child, i) => (pids[`clients ${i + 1}`] = child.pid!));
  pids['printers (this process)'] = process.pid;
  const sampler = new ProcessSampler(pids);
  const startAt = Date.now() + 2_000;
  for (const child of children) {
    tell(child, { type: 'run', startAt, durationMs: durationSeconds * 1000 });
  }
  await sleep(startAt - Date.now());
  const loadAtStart = load();
  sampler.start();
  console.log(`Running for ${durationSeconds} s (load average at the start ${loadAtStart})…`);
  await sleep(startAt + durationSeconds * 1000 - Date.now());
  const usage = sampler.stop();
  const loadAtEnd = load();
  for (const child of children) await answer(child, 'ran');
  const collect = async () => {
    for (const child of children) tell(child, { type: 'collect' });
    const collected: ReportMessage[] = [];
    for (const child of children) collected.push(await answer<ReportMessage>(child, 'report'));
    return collected;
  };
  const delivered = (collected: ReportMessage[]) =>
    collected
      .flatMap((report) => report.subscriptions)
      .reduce((sum, sub) => sum + Object.values(sub.events).reduce((a, b) => a + b, 0), 0);
  const drainStarted = Date.now();
  let reports = await collect();
  for (;;) {
    await sleep(DRAIN_QUIET_MS);
    const again = await collect();
    const moved = delivered(again) !== delivered(reports);
    reports = again;
    if (!moved || Date.now() - drainStarted > 60_000) break;
  }
  for (const child of children) tell(child, { type: 'stop' });
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  );
  await stopServer(gateway);
  await stopServer(host);
  const hostTimes = hostAnswerTimes(
    path.join(logDir, 'ops-host.log'),
    { from: startAt, to: startAt + durationSeconds * 1000 },
    [HOST_ROUTES.scan, HOST_ROUTES.print],
  );

  // --- What was printed ---------------------------------------------------------------------

  handle = await openDatabase();
  const recorded = await labelsPerBox(handle.db, seededAt);
  const expected = {
    planner: await labelsByFacility(handle.db, seededAt),
    wall: await screensCameOnline(handle.db),
  };
  await handle.close();
  const onPrinters: string[] = [];
  for (const printer of printers.values()) onPrinters.push(...printedBarcodes(printer));
  const answered = reports.flatMap((report) => report.printedBarcodes);

  summarise({
    reports,
    usage,
    loadAtStart,
    loadAtEnd,
    recorded,
    expected,
    onPrinters,
    answered,
    hostTimes,
  });
} finally {
  await cleanUp();
  await throwaway?.drop();
  if (profile || process.env.BENCH_KEEP === '1') {
    console.log(`Logs${profile ? ' and profiles' : ''} kept in ${logDir}`);
  } else {
    rmSync(workDir, { recursive: true, force: true });
  }
}

// --- The summary ------------------------------------------------------------------------------

function summarise(input: {
  reports: ReportMessage[];
  usage: Record<string, ProcessUsage>;
  loadAtStart: string;
  loadAtEnd: string;
  recorded: { shipmentId: number; labels: number }[];
  /** Events published per facility, from the host's database. */
  expected: { planner: Record<string, number>; wall: Record<string, number> };
  onPrinters: string[];
  answered: string[];
  /** The host's own answer times during the run, from its request log. */
  hostTimes: Record<string, number[]>;
}) {
  const { reports, usage } = input;
  const merged = <T>(pick: (report: ReportMessage) => Record<string, T>) =>
    reports.map(pick).reduce<Record<string, T[]>>((all, part) => {
      for (const [key, value] of Object.entries(part)) (all[key] ??= []).push(value);
      return all;
    }, {});
  const latencies = Object.fromEntries(
    Object.entries(merged((report) => report.latencies)).map(([op, parts]) => [op, parts.flat()]),
  );
  const sum = (values: number[] | undefined) => (values ?? []).reduce((a, b) => a + b, 0);
  const errors = Object.entries(merged((report) => report.errors)).map(
    ([kind, counts]) => [kind, sum(counts)] as const,
  );
  const subscriptions = reports.flatMap((report) => report.subscriptions);

  console.log(
    `\nLoad average (1/5/15 min): ${input.loadAtStart} at the start, ${input.loadAtEnd} at the end`,
  );
  console.log('\nCalls during the run (latency as the screen sees it, ms):');
  console.log('| operation | calls | per second | p50 | p99 | max |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const order = [
    'scan',
    'print',
    'kiosk line',
    'heartbeat',
    'printer status',
    'zone configuration',
    'status wall',
  ];
  const operations = Object.keys(latencies).sort(
    (a, b) =>
      ((order.indexOf(a) + 100) % 100) - ((order.indexOf(b) + 100) % 100) || a.localeCompare(b),
  );
  for (const op of operations) {
    const values = latencies[op]!;
    console.log(
      `| ${op} | ${values.length} | ${fmt(values.length / durationSeconds)} | ${fmt(percentile(values, 50))} | ` +
        `${fmt(percentile(values, 99))} | ${fmt(Math.max(...values))} |`,
    );
  }
  const zoneScreens = facilityCount * 12 * ZONES_PER_LINE;
  console.log(
    `(sent as planned: ${fmt(zoneScreens / SCAN_EVERY_S)} scans/s and ${fmt((facilityCount * 12) / PRINT_EVERY_S)} prints/s; ` +
      `print ticks skipped while the previous print was out: ${sum(reports.map((r) => r.printsSkipped))}; ` +
      `kiosks out of boxes: ${sum(reports.map((r) => r.kiosksOutOfBoxes))})`,
  );
  const hostSide = (name: string, route: string) => {
    const values = input.hostTimes[route] ?? [];
    return `${name} p50 ${fmt(percentile(values, 50))} p99 ${fmt(percentile(values, 99))} (${values.length} answers)`;
  };
  console.log(
    `(the host's own answer, from its request log, ms: ${hostSide('scan', HOST_ROUTES.scan)}; ` +
      `${hostSide('print', HOST_ROUTES.print)}; the rest of a call's time is its way through ` +
      'the gateway and the wait for a core)',
  );

  console.log('\nErrors:');
  if (errors.length === 0) console.log('  none');
  for (const [kind, count] of errors.sort((a, b) => b[1] - a[1]))
    console.log(`  ${count} × ${kind}`);

  console.log("\nEvents (after each subscription's first result, which says it is live):");
  console.log(
    '| subscribers | live to the end | event | expected | delivered | lost | extra | other events |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  let lostTotal = 0;
  const row = (
    kind: SubscriptionCount['kind'],
    event: string,
    expectedFor: (sub: SubscriptionCount) => number,
  ) => {
    const subs = subscriptions.filter((sub) => sub.kind === kind);
    let expected = 0;
    let delivered = 0;
    let lost = 0;
    let extra = 0;
    const other: Record<string, number> = {};
    for (const sub of subs) {
      const want = expectedFor(sub);
      const got = sub.events[event] ?? 0;
      expected += want;
      delivered += got;
      lost += Math.max(0, want - got);
      extra += Math.max(0, got - want);
      for (const [name, count] of Object.entries(sub.events)) {
        if (name !== event) other[name] = (other[name] ?? 0) + count;
      }
    }
    lostTotal += lost;
    const live = subs.filter((sub) => sub.live && !sub.failure).length;
    const others =
      Object.entries(other)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ') || 'none';
    console.log(
      `| ${kind} (${subs.length}) | ${live}/${subs.length} | ${event} | ${expected} | ${delivered} | ${lost} | ${extra} | ${others} |`,
    );
    for (const sub of subs.filter((s) => s.failure).slice(0, 3)) {
      console.log(`|   failed: ${sub.abbreviation}: ${sub.failure} | | | | | | | |`);
    }
  };
  row('planner', 'pack_line_updates', (sub) => input.expected.planner[sub.abbreviation] ?? 0);
  row('status wall', 'online', (sub) => input.expected.wall[sub.abbreviation] ?? 0);
  row('zone screen', '—', () => 0);
  row('kiosk', '—', () => 0);
  console.log(
    "(expected, from the host's database: planners, one per label the host reserved in their " +
      'facility; status walls, one per heartbeat that brought a screen of the facility online ' +
      '(its first, or after 120 s without); zone screens and kiosks: nothing in this traffic ' +
      'publishes to their channels, so only their first result is expected)',
  );

  const onPrinters = new Map<string, number>();
  for (const barcode of input.onPrinters)
    onPrinters.set(barcode, (onPrinters.get(barcode) ?? 0) + 1);
  const duplicatedOnPrinters = [...onPrinters.values()].filter((n) => n > 1).length;
  const answered = new Set(input.answered);
  const lostLabels = [...answered].filter((barcode) => !onPrinters.has(barcode)).length;
  const unanswered = [...onPrinters.keys()].filter((barcode) => !answered.has(barcode)).length;
  const duplicatedInDb = input.recorded.filter((box) => box.labels > 1).length;
  console.log('\nLabels:');
  console.log(
    `  printed (answered with a label): ${input.answered.length}; on the virtual printers: ${input.onPrinters.length} ` +
      `(${onPrinters.size} boxes); recorded by the host: ${sum(input.recorded.map((box) => box.labels))}`,
  );
  console.log(
    `  duplicated: ${duplicatedOnPrinters} box(es) on the printers, ${duplicatedInDb} in the host's labels; ` +
      `lost (answered, not on a printer): ${lostLabels}; on a printer without an answer: ${unanswered}`,
  );

  console.log('\nProcesses during the run (CPU in % of one core; peak = busiest 5 s):');
  console.log('| process | CPU | peak CPU | RSS average | RSS peak |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [name, figures] of Object.entries(usage)) {
    console.log(
      `| ${name} | ${fmt(figures.cpuPercent)} % | ${fmt(figures.peakCpuPercent)} % | ${mb(figures.rssAverage)} | ${mb(figures.rssPeak)} |`,
    );
  }
  console.log(
    `(client event loop delay p99: ${reports.map((r) => `${fmt(r.loopDelayP99)} ms`).join(', ')}; ` +
      `${os.cpus().length} cores for everything: the host's and gateway's CPU include waiting for none, ` +
      'their latency includes waiting for a core)',
  );

  const scanP99 = percentile(latencies.scan ?? [], 99);
  const printP99 = percentile(latencies.print ?? [], 99);
  const gatewayCpu = usage.gateway?.cpuPercent ?? NaN;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log('\nGoals:');
  console.log(
    `  p99 scan ${fmt(scanP99)} ms ≤ ${GOALS.scanP99Ms} ms: ${verdict(scanP99 <= GOALS.scanP99Ms)}`,
  );
  console.log(
    `  p99 print ${fmt(printP99)} ms ≤ ${GOALS.printP99Ms} ms: ${verdict(printP99 <= GOALS.printP99Ms)}`,
  );
  console.log(
    `  gateway CPU ${fmt(gatewayCpu)} % ≤ ${GOALS.gatewayCpuPercent} % of one core: ${verdict(gatewayCpu <= GOALS.gatewayCpuPercent)}`,
  );
  console.log(`  events lost ${lostTotal} = 0: ${verdict(lostTotal === 0)}`);
  console.log(
    `  labels duplicated ${duplicatedOnPrinters + duplicatedInDb} = 0 and lost ${lostLabels} = 0: ${verdict(
      duplicatedOnPrinters + duplicatedInDb === 0 && lostLabels === 0,
    )}`,
  );
  // Errors of the connect phase and of calls sent after the run are named so ('connect: …').
  const errorCount = sum(
    errors.filter(([kind]) => !/^(connect|after): /.test(kind)).map(([, n]) => n),
  );
  console.log(`  errors during the run ${errorCount} = 0: ${verdict(errorCount === 0)}`);
}
