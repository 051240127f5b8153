import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/src/server.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../support/ops-host.ts';
import { openSocket } from '../support/raw-socket.ts';
import { startTestGateway } from '../support/stack.ts';

// Introspection over the WebSocket follows the rule of HTTP: open outside production; in
// production off, unless GRAPHQL_EXPLORER=on, and then for signed-in sessions only. However the
// document hides it (an alias, a fragment, an inline fragment, __type), and over both.

const PRODUCTION = { NODE_ENV: 'production' };

/** Documents that ask for the schema, each of which must be refused where introspection is. */
const INTROSPECTIONS: Array<[string, string]> = [
  ['plain', '{ __schema { queryType { name } } }'],
  ['aliased', '{ s: __schema { types { name } } }'],
  ['in a fragment', '{ ...F } fragment F on Query { __schema { queryType { name } } }'],
  ['in an inline fragment', '{ ... on Query { t: __type(name: "Query") { name } } }'],
  [
    'beside an ordinary field',
    'query Q { viewer { email } ... on Query { __type(name: "User") { fields { name } } } }',
  ],
];

let host: TestOpsHost;
let cookie: string;
let production: Gateway;
let explorerOn: Gateway;
let development: Gateway;

beforeAll(async () => {
  host = await startTestOpsHost();
  cookie = await signInCookie(host.url);
  [production, explorerOn, development] = await Promise.all([
    startTestGateway(host.url, 'warn', PRODUCTION),
    startTestGateway(host.url, 'warn', { ...PRODUCTION, GRAPHQL_EXPLORER: 'on' }),
    startTestGateway(host.url, 'warn', { NODE_ENV: 'development' }),
  ]);
});
afterAll(async () => {
  await Promise.all([production, explorerOn, development].map((gateway) => gateway?.close()));
  await host?.stop();
});

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** The first answer to one query over a new socket (next or error), with or without a cookie. */
async function overSocket(gateway: Gateway, query: string, withCookie: boolean): Promise<Answer> {
  const upgrade = await openSocket(gateway.url, withCookie ? { cookie } : {});
  const socket = upgrade.socket!;
  expect(await socket.init()).toBe(true);
  socket.send({ id: '1', type: 'subscribe', payload: { query } });
  const answer = await socket.waitFor((message) => message.id === '1');
  socket.close();
  if (answer?.type === 'error') return { errors: answer.payload as Answer['errors'] };
  return answer?.payload as Answer;
}

async function overHttp(gateway: Gateway, query: string, withCookie: boolean): Promise<Answer> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(withCookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as Answer;
}

/** Whether an answer carries any of the schema (the fields above that ask for it). */
const schemaIn = (answer: Answer) =>
  ['__schema', '__type', 's', 't'].some((field) => answer.data?.[field]);

describe.each(INTROSPECTIONS)('introspection %s', (_name, query) => {
  it('in production is refused over the socket as over HTTP, signed in or not', async () => {
    for (const withCookie of [false, true]) {
      const socket = await overSocket(production, query, withCookie);
      const http = await overHttp(production, query, withCookie);
      expect(schemaIn(socket)).toBe(false);
      expect(socket.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(socket.errors?.[0]?.message).toBe(http.errors?.[0]?.message);
      expect(http.errors?.[0]?.message).toMatch(/introspection/i);
    }
  });

  it('with GRAPHQL_EXPLORER=on in production, is refused to anonymous callers and answered to signed-in ones', async () => {
    const refused = await overSocket(explorerOn, query, false);
    expect(schemaIn(refused)).toBe(false);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const refusedOverHttp = await overHttp(explorerOn, query, false);
    expect(schemaIn(refusedOverHttp)).toBe(false);
    expect(refusedOverHttp.errors?.[0]?.message).toBe(refused.errors?.[0]?.message);

    const answered = await overSocket(explorerOn, query, true);
    expect(answered.errors).toBeUndefined();
    expect(schemaIn(answered)).toBe(true);
    expect(schemaIn(await overHttp(explorerOn, query, true))).toBe(true);
  });

  it('outside production is answered to anyone', async () => {
    const answered = await overSocket(development, query, false);
    expect(answered.errors).toBeUndefined();
    expect(schemaIn(answered)).toBe(true);
  });
});

describe('a subscription', () => {
  it('cannot carry introspection: it is refused by validation in every mode', async () => {
    const query =
      'subscription { supervisorLoginCodeChanged(packingFacilityId: 1) { code } __schema { types { name } } }';
    for (const gateway of [production, explorerOn, development]) {
      const answer = await overSocket(gateway, query, true);
      expect(schemaIn(answer)).toBe(false);
      expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});
