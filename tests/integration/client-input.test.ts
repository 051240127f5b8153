import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/src/server.ts';
import { signInCookie } from '../support/ops-host.ts';
import { openSocket } from '../support/raw-socket.ts';
import { startTestGateway, startStack, type TestStack } from '../support/stack.ts';

// Whatever a client sends is answered as the client's mistake, never INTERNAL_SERVER_ERROR: text
// that cannot go into the operations host's URL (a lone surrogate) is BAD_USER_INPUT naming the
// argument, and a persisted query whose hash is not its text's gets the persisted-query error.

const LONE = '\ud800';

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

let stack: TestStack;
let production: Gateway;
let cookie: string;

beforeAll(async () => {
  stack = await startStack();
  production = await startTestGateway(stack.host.url, 'warn', { NODE_ENV: 'production' });
  cookie = await signInCookie(stack.host.url);
});
afterAll(async () => {
  await production?.close();
  await stack?.stop();
});

async function post(gatewayUrl: string, body: unknown): Promise<{ status: number; body: Answer }> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    // JSON.stringify writes a lone surrogate as the escape \ud800, as a client would send it.
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** Arguments that go into the host's URL: in its path, or in its query string. */
const URL_ARGUMENTS: Array<[string, string, Record<string, unknown>, string]> = [
  [
    'a ship day in the path',
    'query($day: String!) { regionsShippingOnDay(packingFacilityId: "1", shipDay: $day) { name } }',
    { day: LONE },
    'shipDay',
  ],
  [
    'a facility id in the path',
    'query($id: ID!) { packingFacility(id: $id) { name } }',
    { id: `1${LONE}` },
    'id',
  ],
  [
    'a preset id in the path',
    'query($id: ID!) { linePreset(packingFacilityId: "1", id: $id) { name } }',
    { id: LONE },
    'id',
  ],
  [
    "a mutation input's facility id in the path",
    `mutation($facility: ID!) { createLinePreset(input: { packingFacilityId: $facility, name: "Lone" }) {
      linePreset { id } userErrors { message } } }`,
    { facility: LONE },
    'input.packingFacilityId',
  ],
  [
    'a line name in the query string',
    `query($line: String!) { packableTailCounts(packingFacilityId: "1", packLineName: $line,
      packLinePlanGroupIds: ["1"]) { totalTailCount } }`,
    { line: `A${LONE}` },
    'packLineName',
  ],
];

describe('text that cannot go into a URL', () => {
  it.each(URL_ARGUMENTS)(
    '%s is BAD_USER_INPUT naming the argument, in development and in production',
    async (_name, query, variables, argument) => {
      for (const gatewayUrl of [stack.gatewayUrl, production.url]) {
        const answer = await post(gatewayUrl, { query, variables });
        const error = answer.body.errors?.[0];
        expect(error?.extensions?.code, gatewayUrl).toBe('BAD_USER_INPUT');
        expect(error?.message).toContain(argument);
      }
    },
  );

  it('in a subscription over the WebSocket (a realtime channel of the host) is BAD_USER_INPUT too', async () => {
    const socket = (await openSocket(stack.gatewayUrl, { cookie })).socket!;
    expect(await socket.init()).toBe(true);
    socket.send({
      id: 'lone',
      type: 'subscribe',
      payload: {
        query: `subscription($region: String!) {
          labelStatusEvents(packingFacilityId: "1", shipDay: "2026-03-02", regionName: $region) { __typename } }`,
        variables: { region: `North${LONE}` },
      },
    });
    const answer = await socket.waitFor((message) => message.id === 'lone');
    socket.close();
    const errors = (answer?.payload as Answer).errors;
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toContain('regionName');
  });

  it('written into the document rather than a variable, is refused by the parser as a syntax error', async () => {
    const answer = await post(stack.gatewayUrl, {
      query: '{ regionsShippingOnDay(packingFacilityId: "1", shipDay: "\\ud800") { name } }',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});

const QUERY = '{ viewer { email } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const APQ_MISMATCH = 'provided sha does not match query';

describe('a persisted query whose hash is not its text', () => {
  const mismatched = { persistedQuery: { version: 1, sha256Hash: sha256('{ other }') } };

  it('over POST answers the persisted-query error (400), in development and production', async () => {
    for (const gatewayUrl of [stack.gatewayUrl, production.url]) {
      // Known first: the gateway has run this text, which it may answer without Apollo Server.
      expect((await post(gatewayUrl, { query: QUERY })).body.errors).toBeUndefined();
      const answer = await post(gatewayUrl, { query: QUERY, extensions: mismatched });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toEqual([
        { message: APQ_MISMATCH, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } },
      ]);
    }
  });

  it('over GET answers the same', async () => {
    for (const gatewayUrl of [stack.gatewayUrl, production.url]) {
      const search = new URLSearchParams({
        query: QUERY,
        extensions: JSON.stringify(mismatched),
      });
      const response = await fetch(`${gatewayUrl}/graphql?${search}`, {
        headers: { 'apollo-require-preflight': 'true', cookie },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as Answer).errors).toEqual([
        { message: APQ_MISMATCH, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } },
      ]);
    }
  });

  it('with the right hash is answered as usual', async () => {
    const matched = { persistedQuery: { version: 1, sha256Hash: sha256(QUERY) } };
    const answer = await post(stack.gatewayUrl, { query: QUERY, extensions: matched });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { viewer: { email: 'admin@example.com' } } });
  });
});
