import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOpsHost, TEST_ADMIN_PASSWORD, type TestOpsHost } from '../../support/ops-host.ts';

// Guessing admin passwords: 5 wrong per email or 20 wrong per client address within a minute,
// then 429 until the minute has passed. The host's clock is moved, not waited for.

let host: TestOpsHost;
let now = new Date('2026-11-23T08:00:00Z');

beforeAll(async () => {
  host = await startTestOpsHost({ clock: () => now });
});
afterAll(() => host?.stop());

async function signIn(email: string, password: string, address = '203.0.113.7') {
  const response = await fetch(`${host.url}/session`, {
    method: 'POST',
    // The test host believes X-Forwarded-For from loopback, as it does from the gateway.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { message?: string; retry_after_seconds?: number },
  };
}

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

describe('the admin sign-in throttle', () => {
  it('refuses an email after 5 wrong passwords in a minute, right password or not, and lets it in after', async () => {
    const email = 'chicago.lead@example.com';
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(email, 'wrong password')).status).toBe(401);
      later(5);
    }
    const refused = await signIn(email, TEST_ADMIN_PASSWORD);
    expect(refused.status).toBe(429);
    // The first wrong one was 25 s ago: the window of a minute frees it in 35 s.
    expect(refused.body.message).toBe(
      'Too many sign-in attempts. Please wait 35 seconds and try again.',
    );
    expect(refused.body.retry_after_seconds).toBe(35);
    expect(refused.retryAfter).toBe('35');
    // Another email from the same address is not blocked by this one.
    expect((await signIn('admin@example.com', TEST_ADMIN_PASSWORD)).status).toBe(200);

    later(35);
    expect((await signIn(email, TEST_ADMIN_PASSWORD)).status).toBe(200);
  });

  it('refuses a client address after 20 wrong passwords in a minute, whatever the email', async () => {
    later(120);
    const address = '198.51.100.9';
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(`nobody${i}@example.com`, 'guess', address)).status).toBe(401);
    }
    const refused = await signIn('admin@example.com', TEST_ADMIN_PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many sign-in attempts\. Please wait 60 seconds/);
    // Others are not held up by one address's guesses.
    expect((await signIn('admin@example.com', TEST_ADMIN_PASSWORD)).status).toBe(200);

    later(60);
    expect((await signIn('admin@example.com', TEST_ADMIN_PASSWORD, address)).status).toBe(200);
  });
});
