// Benchmark (not a test): the JavaScript a browser loads to show a route, gzip-compressed.
// Budgets: an admin screen (every screen of the admin navigation, its view/edit sub-routes, the
// not-found page) opened first after sign-in ≤ 550 KB in all, /login's scripts included; each
// admin screen opened after the first one (the screen /admin lands on) ≤ 200 KB more, what the
// first one loaded being cached. Floor screens, opened cold: the printer kiosk ≤ 250 KB; the
// zone screen, a QA zone and the status wall ≤ 150 KB.
//
// Opens each route in a fresh page of Debian's Chromium against a running app (npm start),
// records every script it fetched (the route's chunks and what they preload), and sums their
// gzip sizes. Admin routes are opened signed in as the demo admin; the kiosk's sign-in page
// without any session; the other floor routes with a floor session made the way the kiosk makes
// it (the supervisor's code, read from the admin's code query). The line screen needs its line
// signed onto a printer: the bench assigns line A's virtual printer and confirms it with the
// code the printer printed (read from the virtual printers' job files under DATA_DIR), and signs
// it off again at the end.
//
//   npx tsx bench/route-javascript.ts [route …]
//   BENCH_URL (default http://localhost:4000), DATA_DIR (default .data), ADMIN_PASSWORD;
//   BENCH_SCRIPTS=1 lists each route's scripts with their gzip sizes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type APIRequestContext, type BrowserContext } from '@playwright/test';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:4000';
const dataDir = process.env.DATA_DIR ?? '.data';
const facility = { id: 1, slug: 'chicago', abbreviation: 'CHI', line: 'A', printerIp: '1.1' };
const kiosk = `/${facility.slug}/pack_line_printer`;

type Session = 'admin' | 'floor' | 'none';
const ADMIN_FIRST_KB = 550;
const ADMIN_FURTHER_KB = 200;

interface Route {
  path: string;
  label?: string;
  session: Session;
  /** A floor route's budget, opened cold; admin routes have the two admin budgets. */
  budgetKb: number;
  /** Done in the session's context before the page opens. */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(`${baseUrl}/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok() || body.errors || !body.data)
    throw new Error(`GraphQL failed (${response.status()}): ${JSON.stringify(body.errors)}`);
  return body.data;
}

const adminRoute = (p: string, label?: string): Route => ({
  path: p,
  label,
  session: 'admin',
  budgetKb: ADMIN_FIRST_KB,
});
const floorRoute = (p: string, budgetKb: number, label?: string): Route => ({
  path: p,
  label,
  session: 'floor',
  budgetKb,
});

/** The first facility's id and one of its presets, for the presets' detail routes. */
async function presetRoutes(request: APIRequestContext): Promise<Route[]> {
  const { accessiblePackingFacilities: facilities } = await graphql<{
    accessiblePackingFacilities: { id: string; name: string }[];
  }>(request, '{ accessiblePackingFacilities { id name } }');
  const facilityId = (facilities.find((f) => /chicago/i.test(f.name)) ?? facilities[0])?.id;
  if (!facilityId) throw new Error('no packing facility');
  const { linePresets } = await graphql<{ linePresets: { id: string }[] }>(
    request,
    'query ($id: ID!) { linePresets(packingFacilityId: $id) { id } }',
    { id: facilityId },
  );
  const presetId = linePresets[0]?.id;
  const base = `/admin/pick_to_light_presets/${facilityId}`;
  return [
    adminRoute(base, 'Line Presets, one facility'),
    ...(presetId
      ? [
          adminRoute(`${base}/${presetId}/view`, 'preset view'),
          adminRoute(`${base}/${presetId}/edit`, 'preset edit'),
        ]
      : []),
  ];
}

/** The printer code of the newest test label line A's virtual printer received after `since`. */
function printedConfirmationCode(since: number): string | null {
  const dir = path.join(dataDir, 'printers', `127.0.${facility.printerIp}`);
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.zpl'));
  } catch {
    return null;
  }
  const last = files
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort()
    .map((file) => readFileSync(file, 'latin1'))
    .filter((zpl) => zpl.includes('PRINTER TEST LABEL'))
    .at(-1);
  return last ? (/\^A0N,200,200\^FD([0-9]{4})\^FS/.exec(last)?.[1] ?? null) : null;
}

/** Signs line A onto its virtual printer, as the kiosk's line selector and confirmation do. */
async function signLineOntoPrinter(context: BrowserContext) {
  const input = {
    packingFacilitySlug: facility.slug,
    packLineName: facility.line,
    printerIp: facility.printerIp,
  };
  const before = Date.now() - 1000;
  const { assignKioskPrinter } = await graphql<{
    assignKioskPrinter: { assigned: boolean; userErrors: { message: string }[] };
  }>(
    context.request,
    'mutation ($i: AssignKioskPrinterInput!) { assignKioskPrinter(input: $i) { assigned userErrors { message } } }',
    { i: { ...input, takeOver: true } },
  );
  if (!assignKioskPrinter.assigned)
    throw new Error(`printer not assigned: ${JSON.stringify(assignKioskPrinter.userErrors)}`);
  let code: string | null = null;
  for (let i = 0; i < 50 && !code; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    code = printedConfirmationCode(before);
  }
  if (!code) throw new Error(`no test label under ${dataDir}/printers (set DATA_DIR)`);
  const { confirmKioskPrinter } = await graphql<{ confirmKioskPrinter: { confirmed: boolean } }>(
    context.request,
    'mutation ($i: ConfirmKioskPrinterInput!) { confirmKioskPrinter(input: $i) { confirmed } }',
    { i: { ...input, confirmationCode: code } },
  );
  if (!confirmKioskPrinter.confirmed) throw new Error('printer not confirmed');
}

// The app is not started here: say so plainly rather than fail on the first call's ECONNREFUSED.
const answering = await fetch(`${baseUrl}/healthz`).then(
  (response) => response.ok,
  () => false,
);
if (!answering) {
  console.error(
    `No app answers at ${baseUrl}: start one first (npm start, or as bench/README.md says) ` +
      'and point BENCH_URL, DATA_DIR and ADMIN_PASSWORD at it.',
  );
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const adminContext = await browser.newContext();
await graphql(
  adminContext.request,
  'mutation ($i: SignInInput!) { signIn(input: $i) { user { id } } }',
  { i: { email: 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? 'admin' } },
);

// A floor session in its own browser context, made with the supervisor's current code.
const floorContext = await browser.newContext();
const { supervisorLoginCode } = await graphql<{ supervisorLoginCode: { code: string } }>(
  adminContext.request,
  'query ($id: ID!) { supervisorLoginCode(packingFacilityId: $id) { code } }',
  { id: String(facility.id) },
);
const { floorSignIn } = await graphql<{
  floorSignIn: { session: unknown; userErrors: { message: string }[] };
}>(
  floorContext.request,
  'mutation ($i: FloorSignInInput!) { floorSignIn(input: $i) { session { expiresAt } userErrors { message } } }',
  { i: { packingFacilitySlug: facility.slug, loginCode: supervisorLoginCode.code } },
);
if (!floorSignIn.session)
  throw new Error(`floor sign-in: ${JSON.stringify(floorSignIn.userErrors)}`);

const allRoutes: Route[] = [
  adminRoute('/admin/pick_letters'),
  adminRoute('/admin/ops_ice_restrictions'),
  adminRoute('/admin/pack_line_planner'),
  adminRoute('/admin/label_status_tracker'),
  adminRoute('/admin/pick_to_light_presets'),
  ...(await presetRoutes(adminContext.request)),
  adminRoute('/admin/login_code'),
  adminRoute('/admin/no_such_screen', 'not-found page'),
  { path: kiosk, label: 'kiosk sign-in', session: 'none', budgetKb: 250 },
  floorRoute(`${kiosk}/line_selector`, 250),
  {
    ...floorRoute(`${kiosk}/confirmation`, 250),
    // The choice the line selector leaves for the confirmation page.
    prepare: (context) =>
      context.addInitScript({
        content: `sessionStorage.setItem('printer-kiosk-choice', ${JSON.stringify(
          JSON.stringify({ packLineName: facility.line, printerIp: facility.printerIp }),
        )});`,
      }),
  },
  {
    ...floorRoute(`${kiosk}/line_${facility.line}`, 250, 'line screen'),
    prepare: signLineOntoPrinter,
  },
  {
    ...floorRoute(`${kiosk}/line_${facility.line}/remaining_meals`, 250, 'Remaining Picks'),
    prepare: signLineOntoPrinter,
  },
  floorRoute(`/${facility.abbreviation}/${facility.line}/1`, 150, 'zone screen'),
  floorRoute(`/${facility.abbreviation}/${facility.line}/9`, 150, 'QA zone'),
  floorRoute('/status', 150, 'status wall'),
];

const selected = process.argv.slice(2);
const routes = selected.length
  ? selected.map(
      (p) =>
        allRoutes.find((route) => route.path === p) ??
        (p.startsWith('/admin')
          ? adminRoute(p)
          : floorRoute(p, p.includes('/pack_line_printer') ? 250 : 150)),
    )
  : allRoutes;

/** The scripts a fresh page of `context` fetches to show `path`, with their gzip sizes. */
async function scriptsOf(context: BrowserContext, routePath: string) {
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.set(response.url(), response.body());
  });
  await page.goto(`${baseUrl}${routePath}`, { waitUntil: 'networkidle' });
  const landed = new URL(page.url()).pathname;
  await page.close();
  const scripts = new Map<string, { raw: number; gzip: number }>();
  for (const [url, body] of bodies) {
    const bytes = await body;
    scripts.set(url, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return { scripts, landed };
}

type Scripts = Awaited<ReturnType<typeof scriptsOf>>['scripts'];
const kbOf = (scripts: Scripts, except?: Scripts) => {
  let gzip = 0;
  for (const [url, size] of scripts) if (!except?.has(url)) gzip += size.gzip;
  return gzip / 1024;
};
const listing = (scripts: Scripts) =>
  [...scripts]
    .map(
      ([url, size]) =>
        `  ${(size.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`,
    )
    .sort()
    .reverse()
    .join('\n');

// The admin budgets compare with what a person's browser has: the sign-in page's scripts, then
// the screen /admin lands on, then each further screen.
const anyAdmin = routes.some((route) => route.session === 'admin');
const signIn = anyAdmin ? await scriptsOf(await browser.newContext(), '/login') : undefined;
const first = anyAdmin ? await scriptsOf(adminContext, '/admin') : undefined;
if (signIn && first) {
  const both = new Map([...signIn.scripts, ...first.scripts]);
  console.log(
    `/login: ${kbOf(signIn.scripts).toFixed(1)} KB gzip; /admin lands on ${first.landed}: ` +
      `${kbOf(both).toFixed(1)} KB gzip in all with /login's, ratio to budget (${ADMIN_FIRST_KB} KB): ` +
      `${(kbOf(both) / ADMIN_FIRST_KB).toFixed(2)}`,
  );
}

for (const route of routes) {
  const context =
    route.session === 'admin'
      ? adminContext
      : route.session === 'floor'
        ? floorContext
        : await browser.newContext();
  await route.prepare?.(context);
  const { scripts, landed } = await scriptsOf(context, route.path);
  const name = route.label ? `${route.path} (${route.label})` : route.path;
  const raw = [...scripts.values()].reduce((sum, size) => sum + size.raw, 0) / 1024;
  const kb = kbOf(scripts);
  const moved = landed !== route.path.split('?')[0] ? ` [landed on ${landed}]` : '';
  if (route.session === 'admin' && signIn && first) {
    const cold = kbOf(new Map([...signIn.scripts, ...scripts]));
    const further = kbOf(scripts, first.scripts);
    console.log(
      `${name}: first after sign-in ${cold.toFixed(1)} KB gzip in all, ratio to budget ` +
        `(${ADMIN_FIRST_KB} KB): ${(cold / ADMIN_FIRST_KB).toFixed(2)}; after ${first.landed}: ` +
        `+${further.toFixed(1)} KB, ratio to budget (${ADMIN_FURTHER_KB} KB): ` +
        `${(further / ADMIN_FURTHER_KB).toFixed(2)}${moved}`,
    );
  } else {
    console.log(
      `${name}: ${scripts.size} scripts, ${raw.toFixed(0)} KB raw, ${kb.toFixed(1)} KB gzip; ` +
        `ratio to budget (${route.budgetKb} KB): ${(kb / route.budgetKb).toFixed(2)}${moved}`,
    );
  }
  if (process.env.BENCH_SCRIPTS) console.log(listing(scripts));
  if (route.session === 'none') await context.close();
}
// Line A's printer is left as the bench found it: signed off.
if (routes.some((route) => route.prepare === signLineOntoPrinter)) {
  await graphql(
    floorContext.request,
    'mutation ($i: UnassignKioskPrinterInput!) { unassignKioskPrinter(input: $i) { __typename } }',
    {
      i: {
        packingFacilitySlug: facility.slug,
        packLineName: facility.line,
        printerIp: facility.printerIp,
      },
    },
  );
}
await browser.close();
