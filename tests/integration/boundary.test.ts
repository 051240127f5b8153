import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLResponse } from '../support/graphql.ts';
import { currentLoginCode } from '../support/ops-host.ts';
import { startStack, type TestStack } from '../support/stack.ts';

// What the gateway makes of requests no screen sends: each is the caller's mistake (4xx class,
// with the host's message), never an outage.
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<unknown> };
}

const FLOOR_SIGN_IN = `mutation($code: String!) {
  floorSignIn(input: { packingFacilitySlug: "chicago", loginCode: $code }) {
    session { packingFacility { slug } } userErrors { field message } } }`;

describe('the gateway at the facility boundary', () => {
  it('a subscription sent over HTTP is refused with 400 and says where subscriptions are served', async () => {
    const { status, body } = await post({
      query: 'subscription { supervisorLoginCodeChanged(packingFacilityId: "1") { code } }',
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Subscriptions are served over WebSocket (graphql-ws) on /graphql, not over HTTP.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  it('an id the host refuses (past 2³¹−1) is BAD_USER_INPUT with the host’s message', async () => {
    const signIn = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { signIn(input: { email: "admin@example.com", password: "test-admin-password" }) { user { id } } }`,
      }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { body } = await post(
      {
        query:
          '{ linePresets(packingFacilityId: "1") { id } linePreset(packingFacilityId: "1", id: "2147483648") { id } }',
      },
      { cookie },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'params/presetId must be <= 2147483647',
      extensions: { code: 'BAD_USER_INPUT', upstreamStatus: 400 },
    });
  });

  it('a request too long for the host is BAD_USER_INPUT, not UPSTREAM_UNAVAILABLE', async () => {
    const { body } = await post({
      query: 'query($id: ID!) { packingFacility(id: $id) { id } }',
      variables: { id: '1'.repeat(70_000) },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a floor screen signs in through the gateway; wrong codes are user errors, and past five the screen is told to wait', async () => {
    const code = await currentLoginCode(stack.host, 'chicago');
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
    // The gateway passes the browser's address on: these two screens are counted apart.
    const screenA = { 'x-forwarded-for': '10.20.0.1' };
    const screenB = { 'x-forwarded-for': '10.20.0.2' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { body } = await post({ query: FLOOR_SIGN_IN, variables: { code: wrong } }, screenA);
      expect(body.data).toEqual({
        floorSignIn: {
          session: null,
          userErrors: [
            { field: ['input', 'loginCode'], message: 'Incorrect login code, try again.' },
          ],
        },
      });
    }
    const limited = await post({ query: FLOOR_SIGN_IN, variables: { code } }, screenA);
    const errors = (limited.body.data as { floorSignIn: { userErrors: { message: string }[] } })
      .floorSignIn.userErrors;
    expect(errors[0]?.message).toMatch(/^Too many incorrect codes\. Please wait \d+ seconds/);

    const other = await post({ query: FLOOR_SIGN_IN, variables: { code } }, screenB);
    expect(other.body.data).toEqual({
      floorSignIn: { session: { packingFacility: { slug: 'chicago' } }, userErrors: [] },
    });
  });
});
