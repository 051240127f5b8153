// The screens of bench/floor-traffic.ts, in a process of their own: each screen signs in and
// sends what the web app's screen sends, with its own connections (an HTTP pool and a
// graphql-ws socket per screen, as a browser has), using the app's own operation documents.
//
// - zone screen: floor code sign-in, its zone's configuration, the line's zone screen events
//   (each event refetches the configuration, as the page does), a heartbeat at start and every
//   30 s, a box scan every 6 s;
// - printer kiosk: kiosk sign-in, session and lines, its printer assigned and confirmed with the
//   code of the printer's test label, the line, its three subscriptions, a heartbeat (zone 0) at
//   start and every 30 s, a label every 10 s followed by the line's refetch, the printer's status
//   every 60 s;
// - planner: admin sign-in, facilities and groups, the facility's planner events;
// - status wall: floor code sign-in, the statuses (every 60 s and after each event), its
//   facility's status changes.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { Pool } from 'undici';
import type { Client } from 'graphql-ws';
import { VirtualPrinter } from '../../ops-host/src/label-printers/virtual-printer.ts';
import { latestTestCode } from '../../tests/ops-host/printer-kiosk/kiosk-support.ts';
import { wsClient } from '../../tests/support/graphql.ts';
import {
  FloorCodeSignInMutationDocument,
  FloorHeartbeatMutationDocument,
  KioskAppUpdatesSubscriptionDocument,
  KioskAssignPrinterMutationDocument,
  KioskConfirmPrinterMutationDocument,
  KioskLineQueryDocument,
  KioskLinesQueryDocument,
  KioskLineUpdatesSubscriptionDocument,
  KioskManagementSubscriptionDocument,
  KioskPrinterStatusQueryDocument,
  KioskPrintLabelMutationDocument,
  KioskSessionQueryDocument,
  KioskSignInMutationDocument,
  PlannerEventsSubscriptionDocument,
  PlannerFacilitiesQueryDocument,
  PlannerGroupsQueryDocument,
  SignInPageMutationDocument,
  StatusWallChangesSubscriptionDocument,
  StatusWallQueryDocument,
  ZoneDisplayConfigurationQueryDocument,
  ZoneDisplayEventsSubscriptionDocument,
  ZoneDisplayScanMutationDocument,
} from '../../web/src/generated/graphql.ts';

// ---------------------------------------------------------------------------------------------
// Messages between the benchmark and this process.

export interface FacilityRef {
  facilityId: number;
  slug: string;
  abbreviation: string;
}
export interface ZoneScreenPlan extends FacilityRef {
  line: string;
  zone: number;
  barcodes: string[];
}
export interface KioskPlan extends FacilityRef {
  line: string;
  /** As typed on the kiosk (after the facility's network prefix), e.g. 1.3. */
  printerIp: string;
  /** The virtual printer's loopback address, whose jobs hold the confirmation code. */
  printerAddress: string;
  printable: { groupId: number; boxes: number }[];
}
export interface ScreensPlan {
  walls: FacilityRef[];
  planners: FacilityRef[];
  kiosks: KioskPlan[];
  zoneScreens: ZoneScreenPlan[];
}
export interface ConnectMessage {
  type: 'connect';
  gatewayUrl: string;
  /** Each facility's supervisor code, by slug: a code signs in its own facility's screens only. */
  loginCodes: Record<string, string>;
  admin: { email: string; password: string };
  printerDataDir: string;
  printerPort: number;
  screens: ScreensPlan;
  /** Screens connecting at once. */
  concurrency: number;
}
export interface RunMessage {
  type: 'run';
  /** Epoch ms the run starts at (the same moment for every client process). */
  startAt: number;
  durationMs: number;
}
export type ToClients = ConnectMessage | RunMessage | { type: 'collect' } | { type: 'stop' };

export interface ConnectedMessage {
  type: 'connected';
  screens: number;
  failed: string[];
}
export interface SubscriptionCount {
  kind: 'zone screen' | 'kiosk' | 'planner' | 'status wall';
  abbreviation: string;
  /** The first result (connected / live) came. */
  live: boolean;
  /** Results after the first, by event (or reason). */
  events: Record<string, number>;
  failure: string | null;
}
export interface ReportMessage {
  type: 'report';
  /** Latencies (ms) of the run's calls by operation. */
  latencies: Record<string, number[]>;
  /** Failed calls by operation and kind (run and connect phases). */
  errors: Record<string, number>;
  /** Barcodes on the labels the prints answered with. */
  printedBarcodes: string[];
  /** Print ticks skipped because the previous print had not answered yet. */
  printsSkipped: number;
  /** Kiosks whose groups ran out of printable boxes. */
  kiosksOutOfBoxes: number;
  subscriptions: SubscriptionCount[];
  /** This process's event loop delay during the run (ms). */
  loopDelayP99: number;
}
export type FromClients = ConnectedMessage | ReportMessage | { type: 'ran' };

// ---------------------------------------------------------------------------------------------

const SCAN_EVERY_MS = 6_000;
const HEARTBEAT_EVERY_MS = 30_000;
const PRINT_EVERY_MS = 10_000;
const PRINTER_STATUS_EVERY_MS = 60_000;
const WALL_REFRESH_MS = 60_000;
/** The zone screen gives a scan up after 7 s (web/src/floor/zone-display/send-scan.ts). */
const SCAN_TIMEOUT_MS = 7_000;
const CALL_TIMEOUT_MS = 30_000;

const documents = {
  floorSignIn: print(FloorCodeSignInMutationDocument),
  heartbeat: print(FloorHeartbeatMutationDocument),
  zoneConfiguration: print(ZoneDisplayConfigurationQueryDocument),
  zoneEvents: print(ZoneDisplayEventsSubscriptionDocument),
  scan: print(ZoneDisplayScanMutationDocument),
  kioskSignIn: print(KioskSignInMutationDocument),
  kioskSession: print(KioskSessionQueryDocument),
  kioskLines: print(KioskLinesQueryDocument),
  assignPrinter: print(KioskAssignPrinterMutationDocument),
  confirmPrinter: print(KioskConfirmPrinterMutationDocument),
  kioskLine: print(KioskLineQueryDocument),
  printLabel: print(KioskPrintLabelMutationDocument),
  printerStatus: print(KioskPrinterStatusQueryDocument),
  appUpdates: print(KioskAppUpdatesSubscriptionDocument),
  lineUpdates: print(KioskLineUpdatesSubscriptionDocument),
  management: print(KioskManagementSubscriptionDocument),
  adminSignIn: print(SignInPageMutationDocument),
  plannerFacilities: print(PlannerFacilitiesQueryDocument),
  plannerGroups: print(PlannerGroupsQueryDocument),
  plannerEvents: print(PlannerEventsSubscriptionDocument),
  statusWall: print(StatusWallQueryDocument),
  statusWallChanges: print(StatusWallChangesSubscriptionDocument),
} satisfies Record<string, string>;

const send = (message: FromClients) => process.send?.(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const latencies: Record<string, number[]> = {};
const errors: Record<string, number> = {};
const printedBarcodes: string[] = [];
const subscriptionCounts: SubscriptionCount[] = [];
let printsSkipped = 0;
let kiosksOutOfBoxes = 0;
/** Calls are timed only while the run is on; errors are counted by phase. */
let phase: 'connect' | 'run' | 'after' = 'connect';
const inFlight = new Set<Promise<unknown>>();
const timers: ReturnType<typeof setTimeout>[] = [];
const pools: Pool[] = [];
const sockets: Client[] = [];
const unsubscribes: (() => void)[] = [];

const countError = (key: string, at = phase) => {
  const name = at === 'run' ? key : `${at}: ${key}`;
  errors[name] = (errors[name] ?? 0) + 1;
};

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; upstreamStatus?: number } }[];
}

/** A screen's own HTTP connections and cookie, as its browser has. */
class Screen {
  readonly pool: Pool;
  cookie = '';

  constructor(
    private readonly gatewayUrl: string,
    readonly label: string,
  ) {
    // Up to 6 connections, as a browser opens to one origin.
    this.pool = new Pool(gatewayUrl, { connections: 6 });
    pools.push(this.pool);
  }

  /**
   * One GraphQL operation over HTTP; its latency recorded under `operation` during the run.
   * Answers the data, or undefined after counting the failure.
   */
  async call(
    operation: string,
    query: string,
    variables: Record<string, unknown> = {},
    timeoutMs = CALL_TIMEOUT_MS,
  ): Promise<Record<string, unknown> | undefined> {
    const work = this.send(operation, query, variables, timeoutMs);
    inFlight.add(work);
    try {
      return await work;
    } finally {
      inFlight.delete(work);
    }
  }

  private async send(
    operation: string,
    query: string,
    variables: Record<string, unknown>,
    timeoutMs: number,
  ): Promise<Record<string, unknown> | undefined> {
    const at = phase;
    const start = performance.now();
    let answer: GraphqlAnswer;
    let status: number;
    try {
      const response = await this.pool.request({
        path: '/graphql',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.statusCode;
      const setCookie = response.headers['set-cookie'];
      for (const value of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
        this.cookie = value.split(';')[0] ?? '';
      }
      answer = (await response.body.json()) as GraphqlAnswer;
    } catch (error) {
      const name = (error as Error).name;
      const code = (error as { code?: string }).code;
      countError(
        `${operation}: ${name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : `network (${code ?? name})`}`,
        at,
      );
      return undefined;
    }
    const ms = performance.now() - start;
    if (answer.errors?.length || !answer.data) {
      const first = answer.errors?.[0];
      const upstream = first?.extensions?.upstreamStatus;
      countError(
        `${operation}: ${first?.extensions?.code ?? `HTTP ${status}`}${upstream ? ` (host ${upstream})` : ''}`,
        at,
      );
      return undefined;
    }
    if (at === 'run') (latencies[operation] ??= []).push(ms);
    return answer.data;
  }

  /** A graphql-ws socket of its own, with the session cookie on the upgrade request. */
  socket(): Client {
    const client = wsClient(this.gatewayUrl, this.cookie);
    sockets.push(client);
    return client;
  }
}

/**
 * Subscribes and counts: the first result (connected / live) marks it live, each later one is
 * counted by `eventOf` and handed to `onEvent`. Resolves once live (or failed, or 60 s).
 */
function follow(
  client: Client,
  count: SubscriptionCount,
  query: string,
  variables: Record<string, unknown>,
  eventOf: (data: Record<string, unknown>) => string,
  onEvent: (event: string, first: boolean) => void,
): Promise<void> {
  subscriptionCounts.push(count);
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 60_000);
    const unsubscribe = client.subscribe<Record<string, unknown>>(
      { query, variables },
      {
        next: (result) => {
          if (!result.data) {
            count.failure = result.errors?.[0]?.message ?? 'result without data';
            return;
          }
          const event = eventOf(result.data);
          const first = !count.live;
          if (first) {
            count.live = true;
            clearTimeout(timer);
            resolve();
          } else {
            count.events[event] = (count.events[event] ?? 0) + 1;
          }
          onEvent(event, first);
        },
        error: (error: unknown) => {
          count.failure =
            error instanceof Error
              ? error.message
              : Array.isArray(error)
                ? String((error[0] as { message?: string })?.message)
                : `closed (${(error as { code?: number })?.code ?? 'error'})`;
          clearTimeout(timer);
          resolve();
        },
        complete: () => {
          if (count.live && !stopping) count.failure ??= 'completed by the gateway';
          clearTimeout(timer);
          resolve();
        },
      },
    );
    unsubscribes.push(unsubscribe);
  });
}
let stopping = false;

/** Every `periodMs` from `firstAt` (epoch ms) until `until` (or for ever): not drifting. */
function every(periodMs: number, firstAt: number, until: number, tick: () => void) {
  let next = firstAt;
  const schedule = () => {
    if (next >= until || stopping) return;
    timers.push(
      setTimeout(
        () => {
          next += periodMs;
          tick();
          schedule();
        },
        Math.max(0, next - Date.now()),
      ),
    );
  };
  schedule();
}

function heartbeats(screen: Screen, facility: FacilityRef, line: string, zone: string) {
  const beat = () =>
    screen.call('heartbeat', documents.heartbeat, {
      input: {
        packingFacilityAbbreviation: facility.abbreviation,
        lineLetter: line,
        packLineZoneId: zone,
        eventType: 'heartbeat',
        zoneState: 'active',
      },
    });
  // At start, then every 30 s for as long as the screen runs (until the process is stopped).
  void beat();
  every(HEARTBEAT_EVERY_MS, Date.now() + HEARTBEAT_EVERY_MS, Infinity, () => void beat());
}

/** The facility's supervisor code, which its screens sign in with. */
function codeOf(context: ConnectMessage, slug: string): string {
  const code = context.loginCodes[slug];
  if (code === undefined) throw new Error(`no supervisor code for ${slug}`);
  return code;
}

async function floorSignIn(screen: Screen, document: string, slug: string, code: string) {
  const data = await screen.call('sign in', document, {
    input: { packingFacilitySlug: slug, loginCode: code },
  });
  const payload = data?.floorSignIn as { session: unknown } | undefined;
  if (!payload?.session) throw new Error(`${screen.label}: floor sign-in refused`);
}

// ---------------------------------------------------------------------------------------------
// The screens.

interface Runner {
  /** Starts the screen's periodic work for the run. */
  run(startAt: number, until: number): void;
}

async function zoneScreen(context: ConnectMessage, plan: ZoneScreenPlan): Promise<Runner> {
  const screen = new Screen(
    context.gatewayUrl,
    `zone ${plan.abbreviation}/${plan.line}/${plan.zone}`,
  );
  await floorSignIn(screen, documents.floorSignIn, plan.slug, codeOf(context, plan.slug));
  const zoneVariables = {
    packingFacilityAbbreviation: plan.abbreviation,
    lineLetter: plan.line,
    packLineZoneId: String(plan.zone),
  };
  const configuration = () =>
    screen.call('zone configuration', documents.zoneConfiguration, zoneVariables);
  await configuration();
  await follow(
    screen.socket(),
    {
      kind: 'zone screen',
      abbreviation: plan.abbreviation,
      live: false,
      events: {},
      failure: null,
    },
    documents.zoneEvents,
    { packingFacilityAbbreviation: plan.abbreviation, lineLetter: plan.line },
    (data) => (data.zoneScreenEvents as { event: string }).event,
    // Every event but application_updates (a reload) refetches the configuration, 'connected' too.
    (event) => {
      if (event !== 'application_updates') void configuration();
    },
  );
  heartbeats(screen, plan, plan.line, String(plan.zone));
  let scans = 0;
  return {
    run(startAt, until) {
      // The box that reached this zone: box k reaches zone z at the line's tick k + z.
      every(SCAN_EVERY_MS, startAt + Math.random() * SCAN_EVERY_MS, until, () => {
        const index = (scans + plan.barcodes.length * 10 - plan.zone) % plan.barcodes.length;
        scans += 1;
        void screen.call(
          'scan',
          documents.scan,
          { input: { ...zoneVariables, barcodeScan: plan.barcodes[index] } },
          SCAN_TIMEOUT_MS,
        );
      });
    },
  };
}

async function kiosk(context: ConnectMessage, plan: KioskPlan): Promise<Runner> {
  const screen = new Screen(context.gatewayUrl, `kiosk ${plan.abbreviation}/${plan.line}`);
  await floorSignIn(screen, documents.kioskSignIn, plan.slug, codeOf(context, plan.slug));
  await screen.call('kiosk session', documents.kioskSession);
  await screen.call('kiosk lines', documents.kioskLines, { slug: plan.slug });
  const line = {
    packingFacilitySlug: plan.slug,
    packLineName: plan.line,
    printerIp: plan.printerIp,
  };
  let assigned = await screen.call('assign printer', documents.assignPrinter, {
    input: { ...line, takeOver: false },
  });
  if ((assigned?.assignKioskPrinter as { conflict?: string } | undefined)?.conflict) {
    assigned = await screen.call('assign printer', documents.assignPrinter, {
      input: { ...line, takeOver: true },
    });
  }
  if (!(assigned?.assignKioskPrinter as { assigned?: boolean } | undefined)?.assigned) {
    throw new Error(`${screen.label}: printer not assigned: ${JSON.stringify(assigned)}`);
  }
  const printer = new VirtualPrinter({
    address: plan.printerAddress,
    port: context.printerPort,
    dataDir: context.printerDataDir,
  });
  const confirmed = await screen.call('confirm printer', documents.confirmPrinter, {
    input: { ...line, confirmationCode: latestTestCode(printer) },
  });
  if (!(confirmed?.confirmKioskPrinter as { confirmed?: boolean } | undefined)?.confirmed) {
    throw new Error(`${screen.label}: printer not confirmed`);
  }
  const lineVariables = { slug: plan.slug, line: plan.line };
  const refetchLine = () => screen.call('kiosk line', documents.kioskLine, lineVariables);
  await refetchLine();
  const socket = screen.socket();
  const count = (): SubscriptionCount => ({
    kind: 'kiosk',
    abbreviation: plan.abbreviation,
    live: false,
    events: {},
    failure: null,
  });
  const eventOf = (field: string) => (data: Record<string, unknown>) =>
    (data[field] as { event: string }).event;
  await Promise.all([
    follow(
      socket,
      count(),
      documents.appUpdates,
      { slug: plan.slug },
      eventOf('printerAppUpdates'),
      () => undefined,
    ),
    follow(
      socket,
      count(),
      documents.lineUpdates,
      { facility: plan.abbreviation, line: plan.line },
      eventOf('printerLineUpdates'),
      (_event, first) => {
        if (!first) void refetchLine();
      },
    ),
    follow(
      socket,
      count(),
      documents.management,
      lineVariables,
      eventOf('printerManagement'),
      () => undefined,
    ),
  ]);
  heartbeats(screen, plan, plan.line, '0');
  const groups = plan.printable.map((group) => ({ ...group }));
  let printing = false;
  let outOfBoxes = false;
  const printOne = async () => {
    const group = groups.find((candidate) => candidate.boxes > 0);
    if (!group) {
      if (!outOfBoxes) kiosksOutOfBoxes += 1;
      outOfBoxes = true;
      return;
    }
    const data = await screen.call('print', documents.printLabel, {
      input: { packLinePlanGroupId: String(group.groupId), printerIp: plan.printerIp },
    });
    const payload = data?.printLabel as
      | {
          label: { barcode: string } | null;
          printerError: { message: string; reason: string | null } | null;
          signedOut: boolean;
          userErrors: { message: string }[];
        }
      | undefined;
    if (payload?.label) {
      group.boxes -= 1;
      printedBarcodes.push(payload.label.barcode);
    } else if (payload) {
      countError(
        payload.printerError
          ? `print: printer error (${payload.printerError.reason ?? payload.printerError.message})`
          : payload.signedOut
            ? 'print: signed out'
            : `print: ${payload.userErrors[0]?.message ?? 'no label'}`,
      );
      // A group the host says is done is not tried again.
      if (payload.userErrors.length > 0) group.boxes = 0;
    } else {
      // No answer (counted): the host may have printed the box all the same.
      group.boxes -= 1;
    }
    // The line screen refetches its line after every print (web/src/floor/printer-kiosk/line-page.tsx).
    await refetchLine();
  };
  return {
    run(startAt, until) {
      every(PRINT_EVERY_MS, startAt + Math.random() * PRINT_EVERY_MS, until, () => {
        if (printing) {
          printsSkipped += 1;
          return;
        }
        printing = true;
        void printOne().finally(() => (printing = false));
      });
      every(
        PRINTER_STATUS_EVERY_MS,
        startAt + Math.random() * PRINTER_STATUS_EVERY_MS,
        until,
        () => {
          void screen.call('printer status', documents.printerStatus, {
            ...lineVariables,
            printerIp: plan.printerIp,
          });
        },
      );
    },
  };
}

async function planner(context: ConnectMessage, plan: FacilityRef): Promise<Runner> {
  const screen = new Screen(context.gatewayUrl, `planner ${plan.abbreviation}`);
  const signedIn = await screen.call('sign in', documents.adminSignIn, { input: context.admin });
  if (!(signedIn?.signIn as { user: unknown } | undefined)?.user) {
    throw new Error(`${screen.label}: admin sign-in refused`);
  }
  await screen.call('planner facilities', documents.plannerFacilities);
  const groups = () =>
    screen.call('planner groups', documents.plannerGroups, {
      packingFacilityId: String(plan.facilityId),
    });
  await groups();
  await follow(
    screen.socket(),
    { kind: 'planner', abbreviation: plan.abbreviation, live: false, events: {}, failure: null },
    documents.plannerEvents,
    { abbreviatedName: plan.abbreviation },
    (data) => (data.packLinePlannerEvents as { event: string }).event,
    // A later 'live' (a reconnect) refetches the groups; other events carry their groups.
    (event, first) => {
      if (event === 'live' && !first) void groups();
    },
  );
  return { run: () => undefined };
}

async function statusWall(context: ConnectMessage, plan: FacilityRef): Promise<Runner> {
  const screen = new Screen(context.gatewayUrl, `status wall ${plan.abbreviation}`);
  await floorSignIn(screen, documents.floorSignIn, plan.slug, codeOf(context, plan.slug));
  const statuses = () =>
    screen.call('status wall', documents.statusWall, {
      packingFacilityId: String(plan.facilityId),
    });
  await statuses();
  await follow(
    screen.socket(),
    {
      kind: 'status wall',
      abbreviation: plan.abbreviation,
      live: false,
      events: {},
      failure: null,
    },
    documents.statusWallChanges,
    { packingFacilityAbbreviation: plan.abbreviation },
    (data) => (data.packLineStatusChanged as { reason: string }).reason,
    () => void statuses(),
  );
  every(WALL_REFRESH_MS, Date.now() + WALL_REFRESH_MS, Infinity, () => void statuses());
  return { run: () => undefined };
}

// ---------------------------------------------------------------------------------------------

const runners: Runner[] = [];
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

/** Opens the screens, `concurrency` at a time: watchers first, then kiosks, then zone screens. */
async function connect(message: ConnectMessage) {
  const starts: (() => Promise<Runner>)[] = [
    ...message.screens.walls.map((plan) => () => statusWall(message, plan)),
    ...message.screens.planners.map((plan) => () => planner(message, plan)),
    ...message.screens.kiosks.map((plan) => () => kiosk(message, plan)),
    ...message.screens.zoneScreens.map((plan) => () => zoneScreen(message, plan)),
  ];
  const failed: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(message.concurrency, starts.length) }, async () => {
      while (next < starts.length) {
        const start = starts[next]!;
        next += 1;
        try {
          runners.push(await start());
        } catch (error) {
          failed.push((error as Error).message);
        }
        // Staggered: screens are switched on one after another, not in the same millisecond.
        await sleep(5 + Math.random() * 20);
      }
    }),
  );
  send({ type: 'connected', screens: runners.length, failed });
}

async function run(message: RunMessage) {
  await sleep(Math.max(0, message.startAt - Date.now()));
  phase = 'run';
  loopDelay.enable();
  const until = message.startAt + message.durationMs;
  for (const runner of runners) runner.run(message.startAt, until);
  await sleep(Math.max(0, until - Date.now()));
  phase = 'after';
  loopDelay.disable();
  // The calls sent before the end are waited for (and timed).
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  send({ type: 'ran' });
}

function report() {
  send({
    type: 'report',
    latencies,
    errors,
    printedBarcodes,
    printsSkipped,
    kiosksOutOfBoxes,
    subscriptions: subscriptionCounts,
    loopDelayP99: loopDelay.percentile(99) / 1e6,
  });
}

async function stop() {
  stopping = true;
  for (const timer of timers) clearTimeout(timer);
  for (const unsubscribe of unsubscribes) unsubscribe();
  await Promise.allSettled(sockets.map((socket) => socket.dispose()));
  await Promise.allSettled(pools.map((pool) => pool.close()));
  process.exit(0);
}

process.on('message', (message: ToClients) => {
  if (message.type === 'connect') void connect(message);
  else if (message.type === 'run') void run(message);
  else if (message.type === 'collect') report();
  else void stop();
});
