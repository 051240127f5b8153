import { readJson } from '../../support/http.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInCookie,
  startTestOpsHost,
  TEST_ADMIN_PASSWORD,
  type TestOpsHost,
} from '../../support/ops-host.ts';

let host: TestOpsHost;
beforeAll(async () => {
  host = await startTestOpsHost();
});
afterAll(() => host?.stop());

const post = (path: string, body: unknown) =>
  fetch(`${host.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('sessions', () => {
  it('signing in with the right password sets an httpOnly session cookie and returns the user', async () => {
    const response = await post('/session', {
      email: 'admin@example.com',
      password: TEST_ADMIN_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      user: { email: 'admin@example.com', name: 'Demo Admin' },
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^ops_session=[\w-]{20,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('a wrong password answers 401 with a message and sets no cookie', async () => {
    const response = await post('/session', { email: 'admin@example.com', password: 'nope' });
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ message: 'Incorrect email or password.' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('an unknown email answers exactly like a wrong password', async () => {
    const response = await post('/session', { email: 'nobody@example.com', password: 'nope' });
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ message: 'Incorrect email or password.' });
  });

  it('a sign-in without a password is refused with a message naming the field', async () => {
    const response = await post('/session', { email: 'admin@example.com' });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toContain('password');
  });

  it('the current user is known while the session lives and not after signing out', async () => {
    const cookie = await signInCookie(host.url);
    const before = await fetch(`${host.url}/session`, { headers: { cookie } });
    expect(before.status).toBe(200);
    expect((await readJson(before)).user.email).toBe('admin@example.com');

    const out = await fetch(`${host.url}/session`, { method: 'DELETE', headers: { cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/ops_session=;/);

    const after = await fetch(`${host.url}/session`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });

  it("a user's facilities are read with the session on every call: one taken away is refused at once", async () => {
    const cookie = await signInCookie(host.url, 'chicago.lead@example.com');
    const facilities = async () => {
      const response = await fetch(`${host.url}/accessible_packing_facilities`, {
        headers: { cookie },
      });
      const body = await readJson(response);
      return (body.packing_facilities as { slug: string }[]).map((facility) => facility.slug);
    };
    const lead = await host.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'chicago.lead@example.com')
      .executeTakeFirstOrThrow();
    expect(await facilities()).toEqual(['chicago']);

    // Given a second facility, then the first taken away: each call sees the change.
    await host.handle.db
      .insertInto('user_packing_facilities')
      .values({ user_id: lead.id, packing_facility_id: 2 })
      .execute();
    expect((await facilities()).sort()).toEqual(['chicago', 'san_bernardino'].sort());
    await host.handle.db
      .deleteFrom('user_packing_facilities')
      .where('user_id', '=', lead.id)
      .where('packing_facility_id', '=', 1)
      .execute();
    expect(await facilities()).toEqual(['san_bernardino']);
    const chicago = await fetch(`${host.url}/statuses?packing_facility_id=1`, {
      headers: { cookie },
    });
    expect(chicago.status).toBe(403);
  });
});
