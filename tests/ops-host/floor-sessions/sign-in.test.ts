import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../../support/http.ts';
import { currentLoginCode, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';

let host: TestOpsHost;
let code: string;
beforeAll(async () => {
  host = await startTestOpsHost();
  code = await currentLoginCode(host, 'chicago');
});
afterAll(() => host?.stop());

/** Each test signs in from its own client address, so their wrong codes do not add up. */
function signIn(loginCode: string, client: string, slug = 'chicago') {
  return fetch(`${host.url}/pack_line_printer/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ login_code: loginCode, packing_facility_slug: slug }),
  });
}

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;
const wrong = (right: string) => String((Number(right) + 1) % 100_000).padStart(5, '0');

describe('floor sign-in with the supervisor code', () => {
  it('the current code signs a kiosk in for its facility, until it signs out', async () => {
    const response = await signIn(code, '10.0.0.1');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      logged_in: true,
      packing_facility: { id: 1, slug: 'chicago', abbreviation: 'CHI' },
    });
    const cookie = cookieOf(response);
    expect(cookie).toMatch(/^ops_floor_session=/);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const status = await fetch(`${host.url}/pack_line_printer/authentication/status`, {
      headers: { cookie },
    });
    expect((await readJson(status)).packing_facility.slug).toBe('chicago');

    await fetch(`${host.url}/pack_line_printer/authentication`, {
      method: 'DELETE',
      headers: { cookie },
    });
    const after = await fetch(`${host.url}/pack_line_printer/authentication/status`, {
      headers: { cookie },
    });
    expect(after.status).toBe(401);
  });

  it('a floor session is not an admin session', async () => {
    const cookie = cookieOf(await signIn(code, '10.0.0.2'));
    const session = await fetch(`${host.url}/session`, { headers: { cookie } });
    expect(session.status).toBe(403);
    const facilities = await fetch(`${host.url}/accessible_packing_facilities`, {
      headers: { cookie },
    });
    expect(facilities.status).toBe(403);
  });

  it('a wrong code says so and signs nothing in', async () => {
    const response = await signIn(wrong(code), '10.0.0.3');
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ message: 'Incorrect login code, try again.' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('after five wrong codes in a minute the client is refused with 429, even with the right code; others are not', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(wrong(code), '10.0.0.4')).status).toBe(401);
    }
    const limited = await signIn(code, '10.0.0.4');
    expect(limited.status).toBe(429);
    const body = await readJson(limited);
    expect(body.message).toMatch(
      /^Too many incorrect codes\. Please wait \d+ seconds and try again\.$/,
    );
    expect(body.retry_after_seconds).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBe(body.retry_after_seconds);
    expect((await signIn(code, '10.0.0.5')).status).toBe(200);
  });

  it('the limit forgets wrong codes once the minute has passed', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(wrong(code), '10.0.0.6');
    expect((await signIn(code, '10.0.0.6')).status).toBe(429);
    await host.handle.db
      .updateTable('rate_limit_hits')
      .set({ hit_at: new Date(Date.now() - 61_000) })
      .where('bucket', '=', 'floor-login:10.0.0.6')
      .execute();
    expect((await signIn(code, '10.0.0.6')).status).toBe(200);
  });

  it('a code of four digits or a facility that does not exist is refused before any check', async () => {
    expect((await signIn('1234', '10.0.0.7')).status).toBe(400);
    const unknown = await signIn(code, '10.0.0.7', 'atlantis');
    expect(unknown.status).toBe(404);
  });

  it('a screen in use stays signed in: past half its time a request renews it; an expired one is signed out', async () => {
    const cookie = cookieOf(await signIn(code, '10.0.0.8'));
    const token = cookie.split('=')[1]!;
    const hash = createHash('sha256').update(token).digest('hex');
    const soon = new Date(Date.now() + 60_000);
    await host.handle.db
      .updateTable('floor_sessions')
      .set({ expires_at: soon })
      .where('token_hash', '=', hash)
      .execute();
    const status = await fetch(`${host.url}/pack_line_printer/authentication/status`, {
      headers: { cookie },
    });
    const renewed = new Date((await readJson(status)).expires_at as string);
    expect(renewed.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    await host.handle.db
      .updateTable('floor_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hash)
      .execute();
    const expired = await fetch(`${host.url}/pack_line_printer/authentication/status`, {
      headers: { cookie },
    });
    expect(expired.status).toBe(401);
  });

  it('a session the host keeps in memory ends as soon as its row ends, whoever changes it', async () => {
    const cookie = cookieOf(await signIn(code, '10.0.0.9'));
    const hash = createHash('sha256').update(cookie.split('=')[1]!).digest('hex');
    const status = () =>
      fetch(`${host.url}/pack_line_printer/authentication/status`, { headers: { cookie } });
    // Read once, then kept: calls within the keeping time do not read it again.
    expect((await status()).status).toBe(200);
    expect((await status()).status).toBe(200);

    // Signed out by hand in the database, not through the host: the database names the session
    // and the host forgets it.
    await host.handle.db
      .updateTable('floor_sessions')
      .set({ signed_out_at: new Date() })
      .where('token_hash', '=', hash)
      .execute();
    await expect.poll(async () => (await status()).status, { timeout: 2_000 }).toBe(401);
  });
});
