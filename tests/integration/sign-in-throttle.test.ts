import { afterAll, beforeAll, expect, it } from 'vitest';
import { httpClient } from '../support/graphql.ts';
import { TEST_ADMIN_PASSWORD } from '../support/ops-host.ts';
import { startStack, type TestStack } from '../support/stack.ts';

// The GraphQL sign-in after too many wrong passwords: a clear message saying when to try again,
// and a correct sign-in works once the minute has passed (the host's clock is moved).

let stack: TestStack;
let now = new Date('2026-11-23T08:00:00Z');

beforeAll(async () => {
  stack = await startStack('pglite', { clock: () => now });
});
afterAll(() => stack?.stop());

const SIGN_IN = `mutation($email: String!, $password: String!) {
  signIn(input: { email: $email, password: $password }) { user { email } userErrors { message } } }`;

type SignIn = {
  signIn: { user: { email: string } | null; userErrors: Array<{ message: string }> };
};

it('answers too many wrong passwords with when to try again, and lets the user in after the minute', async () => {
  const client = httpClient(stack.gatewayUrl);
  const email = 'chicago.lead@example.com';
  for (let i = 0; i < 5; i += 1) {
    const { body } = await client.request<SignIn>(SIGN_IN, { email, password: 'nope' });
    expect(body.data?.signIn.userErrors).toEqual([{ message: 'Incorrect email or password.' }]);
  }
  const refused = await client.request<SignIn>(SIGN_IN, { email, password: TEST_ADMIN_PASSWORD });
  expect(refused.body.errors).toBeUndefined();
  expect(refused.body.data?.signIn.user).toBeNull();
  expect(refused.body.data?.signIn.userErrors).toEqual([
    { message: 'Too many sign-in attempts. Please wait 60 seconds and try again.' },
  ]);
  expect(client.cookie).toBe('');

  now = new Date(now.getTime() + 60_000);
  const later = await client.request<SignIn>(SIGN_IN, { email, password: TEST_ADMIN_PASSWORD });
  expect(later.body.data?.signIn.user?.email).toBe(email);
  expect(client.cookie).toMatch(/^ops_session=/);
});
