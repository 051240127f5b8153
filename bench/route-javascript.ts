// Benchmark (not a test): the JavaScript a browser loads to show a route, gzip-compressed.
// Budgets: admin routes ≤ 450 KB, the zone display route ≤ 150 KB, the printer
// kiosk ≤ 250 KB.
//
// Opens each route in Debian's Chromium against a running app (npm start), signed in as the demo
// admin, records every script it fetched, and sums their gzip sizes.
//
//   npx tsx bench/route-javascript.ts [/admin/login_code …]   (BENCH_URL, default http://localhost:4000)
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:4000';
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/login', '/admin/login_code'];
const budgetKb = (route: string) =>
  route.startsWith('/admin') || route === '/login'
    ? 450
    : route.includes('/pack_line_printer')
      ? 250 // the printer kiosk
      : 150;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext();
const signIn = await context.request.post(`${baseUrl}/graphql`, {
  headers: { 'content-type': 'application/json' },
  data: {
    query: 'mutation ($i: SignInInput!) { signIn(input: $i) { user { id } } }',
    variables: {
      i: { email: 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? 'admin' },
    },
  },
});
if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);

for (const route of routes) {
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(response.url(), response.body());
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  let raw = 0;
  let gzip = 0;
  for (const body of await Promise.all(scripts.values())) {
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const kb = gzip / 1024;
  console.log(
    `${route}: ${scripts.size} scripts, ${(raw / 1024).toFixed(0)} KB raw, ${kb.toFixed(0)} KB gzip; ` +
      `ratio to budget (${budgetKb(route)} KB): ${(kb / budgetKb(route)).toFixed(2)}`,
  );
  await page.close();
}
await browser.close();
