import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualPrinter } from '../../../ops-host/src/label-printers/virtual-printer.ts';
import { newApiKey } from '../../support/api-keys.ts';
import { freePort } from '../../support/host-process.ts';
import {
  currentLoginCode,
  floorSessionCookie,
  startTestOpsHost,
  TEST_ADMIN_PASSWORD,
  type DatabaseKind,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { postgresReachable } from '../../support/postgres.ts';
import { latestTestCode } from '../printer-kiosk/kiosk-support.ts';

// A burst of concurrent attempts cannot beat a limit: attempts of one bucket take turns, so
// exactly the limit's number of wrong ones are checked and the rest answer 429, while right ones
// never count; on the embedded PGlite and on a PostgreSQL server (where the requests really run
// side by side).

const reachable = await postgresReachable();
const BURST = 30;
const API_KEY_LIMIT = 5;
const ADDRESS = '127.0.1.241';

const wrongCode = (right: string, digits: number) =>
  String((Number(right) + 1) % 10 ** digits).padStart(digits, '0');

/** How many answers had each status, e.g. { 401: 5, 429: 25 }. */
function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each<DatabaseKind>(['pglite', 'postgres'])('on %s', (database) => {
  const skip = database === 'postgres' && !reachable;
  let host: TestOpsHost;
  let printer: VirtualPrinter;

  beforeAll(async () => {
    if (skip) return;
    const port = await freePort();
    host = await startTestOpsHost({
      database,
      env: {
        API_KEY_REQUESTS_PER_MINUTE: String(API_KEY_LIMIT),
        PRINTER_PORT: String(port),
        PRINTER_TIMEOUT_MS: '1500',
      },
    });
    printer = new VirtualPrinter({
      address: ADDRESS,
      port,
      dataDir: mkdtempSync(path.join(tmpdir(), 'burst-printer-')),
    });
    await printer.start();
  });
  afterAll(async () => {
    await printer?.stop();
    await host?.stop();
  });

  const hits = async (bucket: string) =>
    (
      await host.handle.db
        .selectFrom('rate_limit_hits')
        .select('id')
        .where('bucket', '=', bucket)
        .execute()
    ).length;

  async function signIn(email: string, password: string, address: string) {
    const response = await fetch(`${host.url}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password }),
    });
    await response.body?.cancel();
    return response.status;
  }

  const burst = (attempt: (i: number) => Promise<number>) =>
    Promise.all(Array.from({ length: BURST }, (_, i) => attempt(i))).then(tally);

  it.skipIf(skip)('admin sign-in: 30 concurrent wrong passwords for one email', async () => {
    const email = 'burst.one@example.com';
    const answers = await burst(() => signIn(email, 'wrong password', '198.51.100.21'));
    expect(answers).toEqual({ 401: 5, 429: BURST - 5 });
    expect(await hits(`sign-in-email:${email}`)).toBe(5);
    // Refused attempts do not count against the address either.
    expect(await hits('sign-in-address:198.51.100.21')).toBe(5);
  });

  it.skipIf(skip)('admin sign-in: 30 concurrent wrong passwords from one address', async () => {
    const address = '198.51.100.22';
    const answers = await burst((i) => signIn(`burst${i}@example.com`, 'guess', address));
    expect(answers).toEqual({ 401: 20, 429: BURST - 20 });
    expect(await hits(`sign-in-address:${address}`)).toBe(20);
  });

  it.skipIf(skip)('admin sign-in: a right password after 4 wrong ones does not count', async () => {
    const email = 'chicago.lead@example.com';
    const address = '198.51.100.23';
    for (let i = 0; i < 4; i += 1) expect(await signIn(email, 'nope', address)).toBe(401);
    expect(await signIn(email, TEST_ADMIN_PASSWORD, address)).toBe(200);
    expect(await hits(`sign-in-email:${email}`)).toBe(4);
    expect(await hits(`sign-in-address:${address}`)).toBe(4);
    // The fifth wrong one is still allowed, the sixth attempt is not.
    expect(await signIn(email, 'nope', address)).toBe(401);
    expect(await signIn(email, TEST_ADMIN_PASSWORD, address)).toBe(429);
  });

  it.skipIf(skip)('floor sign-in: 30 concurrent wrong supervisor codes', async () => {
    const code = await currentLoginCode(host, 'chicago');
    const floorSignIn = async (loginCode: string, address: string) => {
      const response = await fetch(`${host.url}/pack_line_printer/authentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ login_code: loginCode, packing_facility_slug: 'chicago' }),
      });
      await response.body?.cancel();
      return response.status;
    };
    const answers = await burst(() => floorSignIn(wrongCode(code, 5), '10.9.0.1'));
    expect(answers).toEqual({ 401: 5, 429: BURST - 5 });
    expect(await hits('floor-login:10.9.0.1')).toBe(5);

    for (let i = 0; i < 4; i += 1) await floorSignIn(wrongCode(code, 5), '10.9.0.2');
    expect(await floorSignIn(code, '10.9.0.2')).toBe(200);
    expect(await hits('floor-login:10.9.0.2')).toBe(4);

    // A facility's screens behind one address sign in together with the right code: all get in.
    expect(await burst(() => floorSignIn(code, '10.9.0.3'))).toEqual({ 200: BURST });
    expect(await hits('floor-login:10.9.0.3')).toBe(0);
  });

  it.skipIf(skip)('kiosk supervisor code: 30 concurrent wrong codes', async () => {
    const code = await currentLoginCode(host, 'chicago');
    const cookie = await floorSessionCookie(host, 'chicago');
    const verify = async (loginCode: string, address: string) => {
      const response = await fetch(
        `${host.url}/pack_line_printer/authentication/verify_supervisor_code`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address, cookie },
          body: JSON.stringify({ login_code: loginCode, packing_facility_slug: 'chicago' }),
        },
      );
      await response.body?.cancel();
      return response.status;
    };
    const answers = await burst(() => verify(wrongCode(code, 5), '10.9.1.1'));
    expect(answers).toEqual({ 422: 5, 429: BURST - 5 });
    expect(await hits('supervisor-code:10.9.1.1')).toBe(5);

    for (let i = 0; i < 4; i += 1) await verify(wrongCode(code, 5), '10.9.1.2');
    expect(await verify(code, '10.9.1.2')).toBe(200);
    expect(await hits('supervisor-code:10.9.1.2')).toBe(4);
  });

  it.skipIf(skip)('printer confirmation: 30 concurrent wrong test-label codes', async () => {
    const cookie = await floorSessionCookie(host, 'chicago');
    const line = { packing_facility_slug: 'chicago', pack_line_name: 'B', printer_ip: '1.241' };
    const post = async (route: string, body: unknown) => {
      const response = await fetch(`${host.url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      await response.body?.cancel();
      return response.status;
    };
    expect(await post('/pack_line_printer/pack_lines/printer_assignment', line)).toBe(200);
    const code = latestTestCode(printer);
    const answers = await burst(() =>
      post('/pack_line_printer/pack_lines/printer_confirmation', {
        ...line,
        confirmation_code: wrongCode(code, 4),
      }),
    );
    expect(answers).toEqual({ 422: 5, 429: BURST - 5 });
    const counted = await host.handle.db
      .selectFrom('rate_limit_hits')
      .select('id')
      .where('bucket', 'like', 'printer-code:%')
      .execute();
    expect(counted.length).toBe(5);
  });

  it.skipIf(skip)('API key: 30 concurrent requests of one key', async () => {
    const { key } = await newApiKey(host.handle.db, ['CHI']);
    const answers = await burst(async () => {
      const response = await fetch(`${host.url}/api_key`, {
        headers: { authorization: `Bearer ${key}` },
      });
      await response.body?.cancel();
      return response.status;
    });
    expect(answers).toEqual({ 200: API_KEY_LIMIT, 429: BURST - API_KEY_LIMIT });
    const counted = await host.handle.db
      .selectFrom('rate_limit_hits')
      .select('id')
      .where('bucket', 'like', 'api-key:%')
      .execute();
    expect(counted.length).toBe(API_KEY_LIMIT);
  });
});
