// Benchmark (not a test): the pack line planner's screen in Chromium with the benchmark seed
// (3,000 plan groups, 12 lines, one facility), the real operations host (in-memory PGlite) and
// the real gateway serving the built web app (web/dist), all in this process but the browser.
//
//   1. The table rendered and scrollable. Each round opens /admin/pack_line_planner?facility=1
//      in a new tab of a signed-in browser context (the first, cold round is shown apart) and
//      times, in the page's own clock: navigation start → the table's first row visible in the
//      frame after it is in the page; the planner read's answer received → that frame; and then
//      a scroll of the virtual table to its bottom → the frame after its last row is visible.
//      Budget: rendered and scrollable in ≤ 300 ms, compared with the table's own part: the
//      read's answer received → first row, plus the scroll (navigation → first row is printed
//      too). "Visible" means inside the table's scroll box: the table starts below the twelve
//      line widgets (about 850 px down the 1080 px window), and the window is scrolled to it,
//      untimed, before the table is scrolled.
//   2. A pack_line_updates event reaching a second open planner. Two browser contexts, each
//      signed in as its own session, have the planner of the facility open; the first sends the
//      app's own PlannerAssignGroupsMutation (what Assign Groups submits) with fetch from inside
//      its page, assigning an Unassigned group to a line; the second, scrolled to where the
//      group's row will be, times the frame after that row shows the new line. Both ends are
//      read as performance.timeOrigin + performance.now() of their page (one machine's clock).
//      Budget: ≤ 1 s.
//
//   npm run bench:planner-screen -- [loadRounds=10] [eventRounds=10]
//   CHROMIUM_PATH (default /usr/bin/chromium)
import './production-mode.ts';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { print } from 'graphql';
import { isGroupComplete } from '../schema/src/planner/rules.ts';
import { TEST_ADMIN_PASSWORD } from '../tests/support/ops-host.ts';
import {
  PlannerAssignGroupsMutationDocument,
  PlannerGroupsQueryDocument,
  type PlannerGroupsQueryQuery,
} from '../web/src/generated/graphql.ts';
import { percentile } from './support/measure.ts';
import { startBenchStack } from './support/stack.ts';

const loadRounds = Number(process.argv[2] ?? 10);
const eventRounds = Number(process.argv[3] ?? 10);
if (!(
  Number.isInteger(loadRounds) &&
  loadRounds >= 1 &&
  Number.isInteger(eventRounds) &&
  eventRounds >= 1
))
  throw new Error('usage: npm run bench:planner-screen -- [loadRounds ≥ 1] [eventRounds ≥ 1]');
const RENDER_BUDGET_MS = 300;
const EVENT_BUDGET_MS = 1000;
const FACILITY_ID = '1';
const PLANNER = `/admin/pack_line_planner?facility=${FACILITY_ID}`;
/** How long any one wait may take before the bench gives up (the budgets are far below). */
const TIMEOUT_MS = 30_000;

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`load average at start (1, 5, 15 min): ${loadAverage()} on ${os.cpus().length} CPUs`);

/** The newest modification time under the web app's sources. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(file) : statSync(file).mtimeMs);
  }
  return newest;
}

const webIndex = path.resolve('web/dist/index.html');
if (!existsSync(webIndex)) {
  console.log('Building the web app (web/dist is missing)…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web app did not build');
} else if (newestSource(path.resolve('web/src')) > statSync(webIndex).mtimeMs) {
  console.log(
    'Note: web/src has changed since web/dist was built; measuring the build as it is ' +
      '(npm run build --workspace web to rebuild).',
  );
}

const builtAt = statSync(webIndex).mtimeMs;

// Page code, as text: this file is type-checked for Node, without the DOM's types. Installed in
// every page before the app's scripts run.
const PAGE_SCRIPT = `(() => {
  const bench = (window.__bench = { longTasks: [] });
  // When the planner's read (PlannerGroupsQuery) is sent.
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const body = init && typeof init.body === 'string' ? init.body : '';
    if (bench.requestStart === undefined && body.includes('"PlannerGroupsQuery"')) {
      bench.requestStart = performance.now();
    }
    return originalFetch(input, init);
  };
  // When a planner event (not the first 'live') reaches the page, before the app handles it:
  // this listener is added before graphql-ws sets the socket's onmessage.
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const data = typeof event.data === 'string' ? event.data : '';
        if (data.includes('packLinePlannerEvents') && !data.includes('"live"')) {
          bench.eventAt = performance.timeOrigin + performance.now();
        }
      });
    }
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  // The frame after now: a task queued from requestAnimationFrame runs once it is painted.
  const afterPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );
  // The table's scroll box, its group rows, header cells and cells.
  const holder = () => document.querySelector('.ops-vt-holder');
  const ROW = '[role="row"][data-row-key]';
  const visibleIn = (row, box) => {
    const r = row.getBoundingClientRect();
    const h = box.getBoundingClientRect();
    return r.height > 0 && r.top >= h.top - 1 && r.bottom <= h.bottom + 1;
  };
  const visibleRows = () => {
    const box = holder();
    return box ? [...box.querySelectorAll(ROW)].filter((row) => visibleIn(row, box)) : [];
  };
  bench.visibleKeys = () => visibleRows().map((row) => row.getAttribute('data-row-key'));
  // The table's first row visible in its box.
  bench.firstRow = new Promise((resolve) => {
    const check = () => {
      const box = holder();
      const row = box && box.querySelector(ROW);
      if (!row || !visibleIn(row, box)) return;
      observer.disconnect();
      const domAt = performance.now();
      afterPaint().then((paintedAt) => resolve({ domAt, paintedAt }));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
  });
  // Resolves when the row of group 'key' is visible in the table (and, unless line is null, its
  // Line cell reads 'line'): the time it was in the page and the frame after.
  bench.whenRow = (key, line, timeoutMs) =>
    new Promise((resolve, reject) => {
      const box = holder();
      const column = [...document.querySelectorAll('[role="columnheader"]')].findIndex(
        (cell) => cell.textContent.trim() === 'Line',
      );
      let done = false;
      const check = () => {
        if (done) return;
        const row = box.querySelector('[role="row"][data-row-key="' + key + '"]');
        if (!row || !visibleIn(row, box)) return;
        if (line !== null && row.querySelectorAll('[role="cell"]')[column]?.textContent !== line) return;
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        const domAt = performance.now();
        afterPaint().then((paintedAt) => resolve({ domAt, paintedAt }));
      };
      const observer = new MutationObserver(check);
      observer.observe(box, { childList: true, subtree: true, characterData: true, attributes: true });
      const timer = setTimeout(() => {
        done = true;
        observer.disconnect();
        const row = box.querySelector('[role="row"][data-row-key="' + key + '"]');
        reject(new Error('row ' + key + (line ? ' on line ' + line : '') + ' not shown in ' + timeoutMs +
          ' ms (' + (row ? 'its Line cell reads ' + row.querySelectorAll('[role="cell"]')[column]?.textContent +
          (visibleIn(row, box) ? '' : ', out of view') : 'not rendered') + '; rows shown: ' + bench.visibleKeys().join(' ') + ')'));
      }, timeoutMs);
      check();
    });
  // The table in the window (it starts below the line widgets): the page scrolled as a person
  // does before scrolling the table.
  bench.showTable = async () => {
    holder().scrollIntoView({ block: 'end' });
    await afterPaint();
  };
  // Scrolls the virtual table to its bottom, as dragging its scroll bar down does, again each
  // frame while rows measured taller than estimated grow the table: ms until the last row is
  // visible (in the page, and the frame after), and how many times it was scrolled.
  bench.scrollToBottom = async (lastKey, timeoutMs) => {
    const box = holder();
    const start = performance.now();
    const shown = bench.whenRow(lastKey, null, timeoutMs);
    let done = false;
    let scrolls = 0;
    const pull = () => {
      if (done) return;
      if (box.scrollTop + box.clientHeight < box.scrollHeight - 1) {
        box.scrollTop = box.scrollHeight;
        scrolls += 1;
      }
      requestAnimationFrame(pull);
    };
    pull();
    try {
      const { domAt, paintedAt } = await shown;
      return { dom: domAt - start, painted: paintedAt - start, scrolls };
    } finally {
      done = true;
    }
  };
  // Scrolls until the rows at index-3 … index+3 of 'keys' (the table's order) are visible.
  bench.scrollNear = async (keys, index) => {
    await bench.showTable();
    const position = new Map(keys.map((key, i) => [key, i]));
    const from = Math.max(0, index - 3);
    const to = Math.min(keys.length - 1, index + 3);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const rows = visibleRows();
      const shown = rows.map((row) => position.get(row.getAttribute('data-row-key')));
      if (shown.includes(from) && shown.includes(to)) return;
      const box = holder();
      const height = rows[0] ? rows[0].getBoundingClientRect().height : 40;
      const middle = shown.length ? (Math.min(...shown) + Math.max(...shown)) / 2 : box.scrollTop / height;
      box.scrollTop += (index - middle) * height;
      await afterPaint();
      await afterPaint();
    }
    throw new Error('could not scroll to row ' + index);
  };
  // The table's order (byPlan, @ops/schema/planner/order), written again in the page.
  bench.order = (groups) => {
    const byLine = (a, b) =>
      Number(a === 'Unassigned') - Number(b === 'Unassigned') ||
      a.localeCompare(b, 'en', { numeric: true });
    return [...groups]
      .sort(
        (a, b) =>
          a.shipDate.localeCompare(b.shipDate) ||
          byLine(a.lineAssignment, b.lineAssignment) ||
          a.displayOrder - b.displayOrder ||
          Number(a.id) - Number(b.id),
      )
      .map((group) => group.id);
  };
  // Sends a GraphQL operation with this page's session: when it was sent and answered, in this
  // machine's clock (ms since the epoch), and the answer.
  bench.send = async (query, variables) => {
    const sentAt = performance.timeOrigin + performance.now();
    const response = await originalFetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    return { sentAt, answeredAt: performance.timeOrigin + performance.now(), body };
  };
})()`;

interface Timing {
  domAt: number;
  paintedAt: number;
}
type Group = PlannerGroupsQueryQuery['packLinePlanner']['packLinePlanGroups'][number];

const plannerQuery = print(PlannerGroupsQueryDocument);
const assignMutation = print(PlannerAssignGroupsMutationDocument);

async function graphql<T>(
  request: APIRequestContext,
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(`${url}/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: { query, variables },
    timeout: TIMEOUT_MS,
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok() || body.errors || !body.data)
    throw new Error(`GraphQL failed (${response.status()}): ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Follows the page's WebSocket frames; the answer waits until its planner subscription has said
 * 'live' (nothing is missed from then).
 */
function plannerLive(page: Page): () => Promise<void> {
  let resolveLive: () => void;
  const live = new Promise<void>((resolve) => (resolveLive = resolve));
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (
        typeof payload === 'string' &&
        payload.includes('packLinePlannerEvents') &&
        payload.includes('"live"')
      )
        resolveLive();
    });
  });
  return () => withTimeout(live, 'the planner subscription going live');
}

const fixed = (value: number) => value.toFixed(1);
function summary(label: string, values: number[], budget: number): string {
  const p50 = percentile(values, 50);
  const p95 = percentile(values, 95);
  return (
    `  ${label.padEnd(62)} p50 ${fixed(p50).padStart(7)} ms  p95 ${fixed(p95).padStart(7)} ms` +
    `  p95/budget ${(p95 / budget).toFixed(2)}  (n=${values.length})`
  );
}

console.log('Seeding the benchmark data (one facility, 12 lines, 3,000 groups)…');
const { gateway, stop } = await startBenchStack({ hostEnv: { SEED_SIZE: 'bench' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function plannerContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  context.setDefaultTimeout(TIMEOUT_MS);
  await context.addInitScript({ content: PAGE_SCRIPT });
  await graphql(
    context.request,
    gateway.url,
    'mutation ($i: SignInInput!) { signIn(input: $i) { user { id } } }',
    { i: { email: 'admin@example.com', password: TEST_ADMIN_PASSWORD } },
  );
  return context;
}

/** The planner's groups and line names, as the screen reads them. */
async function readPlanner(context: BrowserContext) {
  const { packLinePlanner } = await graphql<PlannerGroupsQueryQuery>(
    context.request,
    gateway.url,
    plannerQuery,
    { packingFacilityId: FACILITY_ID },
  );
  return {
    groups: packLinePlanner.packLinePlanGroups.map((group) => ({ ...group })),
    lines: packLinePlanner.packLines.map((line) => line.name),
  };
}

interface LoadRound {
  firstRow: number;
  requestStart: number;
  responseEnd: number;
  dataToRows: number;
  longTasksAfterData: number;
  scroll: number;
  scrollDom: number;
  scrolls: number;
}

async function loadRound(context: BrowserContext, lastKey: string): Promise<LoadRound> {
  const page = await context.newPage();
  try {
    await page.goto(`${gateway.url}${PLANNER}`, { timeout: TIMEOUT_MS });
    const first = await page.evaluate<Timing>(
      `Promise.race([window.__bench.firstRow, new Promise((_, reject) => setTimeout(() => reject(new Error('no table row')), ${TIMEOUT_MS}))])`,
    );
    const marks = await page.evaluate<{
      requestStart: number | undefined;
      responseEnd: number | undefined;
      longTasks: [number, number][];
    }>(`(() => {
      const { requestStart, longTasks } = window.__bench;
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('/graphql') && e.startTime >= (requestStart ?? 0) - 1)
        .sort((a, b) => a.startTime - b.startTime)[0];
      return { requestStart, responseEnd: entry?.responseEnd, longTasks };
    })()`);
    if (marks.requestStart === undefined || marks.responseEnd === undefined)
      throw new Error('the planner read was not seen');
    await page.evaluate('window.__bench.showTable()');
    const scrolled = await page.evaluate<{ dom: number; painted: number; scrolls: number }>(
      `window.__bench.scrollToBottom(${JSON.stringify(lastKey)}, ${TIMEOUT_MS})`,
    );
    const responseEnd = marks.responseEnd;
    return {
      firstRow: first.paintedAt,
      requestStart: marks.requestStart,
      responseEnd,
      dataToRows: first.paintedAt - responseEnd,
      longTasksAfterData: marks.longTasks
        .filter(([start]) => start >= responseEnd && start < first.paintedAt)
        .reduce((sum, [, duration]) => sum + duration, 0),
      scroll: scrolled.painted,
      scrollDom: scrolled.dom,
      scrolls: scrolled.scrolls,
    };
  } finally {
    await page.close();
  }
}

async function openPlanner(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const live = plannerLive(page);
  await page.goto(`${gateway.url}${PLANNER}`, { timeout: TIMEOUT_MS });
  await page.evaluate(
    `Promise.race([window.__bench.firstRow, new Promise((_, reject) => setTimeout(() => reject(new Error('no table row')), ${TIMEOUT_MS}))])`,
  );
  await live();
  return page;
}

try {
  // 1. Rendered and scrollable.
  const loadContext = await plannerContext();
  const { groups, lines } = await readPlanner(loadContext);
  const probe = await loadContext.newPage();
  await probe.goto(`${gateway.url}/admin/login_code`, { timeout: TIMEOUT_MS });
  const order = await probe.evaluate<string[]>(`window.__bench.order(${JSON.stringify(groups)})`);
  await probe.close();
  const lastKey = order.at(-1)!;
  console.log(
    `\n1. Planner table rendered and scrollable: ${groups.length} groups, ${lines.length} lines, ` +
      `1920 × 1080 window, ${loadRounds} rounds after a cold one`,
  );
  const cold = await loadRound(loadContext, lastKey);
  const rounds: LoadRound[] = [];
  for (let round = 0; round < loadRounds; round += 1) {
    rounds.push(await loadRound(loadContext, lastKey));
  }
  await loadContext.close();
  const row = (name: string, value: (round: LoadRound) => number, budget = RENDER_BUDGET_MS) =>
    console.log(summary(name, rounds.map(value), budget));
  console.log(
    `  cold round: first row ${fixed(cold.firstRow)} ms after navigation start (read sent at ` +
      `${fixed(cold.requestStart)}, answered at ${fixed(cold.responseEnd)}), scroll to bottom ` +
      `${fixed(cold.scroll)} ms`,
  );
  row('navigation start → first row visible', (r) => r.firstRow);
  row('  of which: navigation → planner read sent', (r) => r.requestStart);
  row('  of which: read sent → answer received', (r) => r.responseEnd - r.requestStart);
  row('  of which: answer received → first row visible', (r) => r.dataToRows);
  row('  long tasks between answer and first row', (r) => r.longTasksAfterData);
  row('scroll to bottom → last row visible', (r) => r.scroll);
  row('  (last row in the page, before its frame)', (r) => r.scrollDom);
  row('navigation → first row, then scroll', (r) => r.firstRow + r.scroll);
  // The budget's figure: the table's own work, from the groups received to their first row
  // shown and the table scrolled to its last. The read before it has its own budget (bench:planner,
  // bench:gateway), the app's code its size budget (bench:routes).
  row('table rendered and scrollable (answer → row, then scroll)', (r) => r.dataToRows + r.scroll);
  console.log(
    `  times the table was pulled to its bottom per round: ${rounds.map((r) => r.scrolls).join(', ')}`,
  );

  // 2. A change reaching a second open planner.
  const firstContext = await plannerContext();
  const secondContext = await plannerContext();
  const first = await openPlanner(firstContext);
  const second = await openPlanner(secondContext);
  const model = new Map<string, Group>(groups.map((group) => [group.id, group]));
  // Open Unassigned groups, earliest ship day first: assigned to a line, such a group goes to the
  // end of that line's part of its ship day, with rows below it (the table's last row would
  // land just below the visible rows, the table's scroll being at its end).
  const candidates = [...model.values()]
    .filter((group) => !isGroupComplete(group) && group.lineAssignment === 'Unassigned')
    .sort((a, b) => a.shipDate.localeCompare(b.shipDate) || Number(a.id) - Number(b.id));
  const latencies: number[] = [];
  const inPage: number[] = [];
  const answered: number[] = [];
  const reached: number[] = [];
  const shipDates = new Set<string>();
  for (let round = 0; round < eventRounds; round += 1) {
    const line = lines[round % lines.length]!;
    // Where the group's row will be once it is on the line (the end of the line's order).
    const before = await second.evaluate<string[]>(
      `window.__bench.order(${JSON.stringify([...model.values()])})`,
    );
    const lastOrder = Math.max(
      0,
      ...[...model.values()].filter((g) => g.lineAssignment === line).map((g) => g.displayOrder),
    );
    let group: Group | undefined;
    let landing = -1;
    while (!group || landing > before.length - 4) {
      group = candidates.shift();
      if (!group) throw new Error('no open Unassigned group left to assign');
      const after = await second.evaluate<string[]>(
        `window.__bench.order(${JSON.stringify([
          ...[...model.values()].filter((g) => g.id !== group!.id),
          { ...group, lineAssignment: line, displayOrder: lastOrder + 1 },
        ])})`,
      );
      landing = after.indexOf(group.id);
    }
    shipDates.add(group.shipDate);
    await second.evaluate(`window.__bench.scrollNear(${JSON.stringify(before)}, ${landing})`);
    await second.evaluate('window.__bench.eventAt = undefined');
    await second.evaluate(`(window.__benchShown = window.__bench.whenRow(${JSON.stringify(
      group.id,
    )}, ${JSON.stringify(line)}, ${TIMEOUT_MS}).then((t) => ({
        domAt: performance.timeOrigin + t.domAt, paintedAt: performance.timeOrigin + t.paintedAt })),
      undefined)`);
    const sent = await first.evaluate<{
      sentAt: number;
      answeredAt: number;
      body: {
        data?: { assignPackLinePlanGroups: { packLinePlanGroups: Group[] } };
        errors?: unknown;
      };
    }>(
      `window.__bench.send(${JSON.stringify(assignMutation)}, ${JSON.stringify({
        input: {
          packingFacilityId: FACILITY_ID,
          packLineName: line,
          packLinePlanGroupIds: [group.id],
          // The group as this planner's model has it, kept current from each answer.
          seenGroups: [
            {
              id: group.id,
              lineAssignment: group.lineAssignment,
              boxCount: group.boxCount,
              complete: isGroupComplete(group),
            },
          ],
        },
      })})`,
    );
    if (!sent.body.data) throw new Error(`assign failed: ${JSON.stringify(sent.body.errors)}`);
    const shown = await second.evaluate<Timing>('window.__benchShown');
    const eventAt = await second.evaluate<number | undefined>('window.__bench.eventAt');
    if (eventAt === undefined) throw new Error('the row changed before its event was seen');
    reached.push(eventAt - sent.sentAt);
    for (const changed of sent.body.data.assignPackLinePlanGroups.packLinePlanGroups)
      model.set(changed.id, { ...model.get(changed.id)!, ...changed });
    latencies.push(shown.paintedAt - sent.sentAt);
    inPage.push(shown.domAt - sent.sentAt);
    answered.push(sent.answeredAt - sent.sentAt);
  }
  console.log(
    `\n2. pack_line_updates reaching a second open planner: ${eventRounds} Unassigned groups ` +
      `(ship dates ${[...shipDates].join(', ')}) assigned to lines ` +
      `${lines.slice(0, Math.min(eventRounds, lines.length)).join(', ')} in turn`,
  );
  console.log(
    summary('mutation sent (1st) → row shows the line (2nd)', latencies, EVENT_BUDGET_MS),
  );
  console.log(summary('  of which: sent → event frame in the 2nd page', reached, EVENT_BUDGET_MS));
  console.log(
    summary(
      '  of which: event frame → row shown',
      latencies.map((latency, i) => latency - reached[i]!),
      EVENT_BUDGET_MS,
    ),
  );
  console.log(summary('  (the row in the 2nd page, before its frame)', inPage, EVENT_BUDGET_MS));
  console.log(summary('  (the mutation answered to the 1st page)', answered, EVENT_BUDGET_MS));
  await firstContext.close();
  await secondContext.close();
} finally {
  await browser.close();
  await stop();
  console.log(`\nload average at end (1, 5, 15 min): ${loadAverage()}`);
  if (!existsSync(webIndex) || statSync(webIndex).mtimeMs !== builtAt)
    console.log('Warning: web/dist was rebuilt during the run; its figures may be off.');
}
