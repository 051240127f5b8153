import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../../ops-host/src/api-keys/service.ts';
import { newApiKey } from '../support/api-keys.ts';
import { facilityFixture, type FacilityFixture } from '../support/facility-fixture.ts';
import { collect, wsClient, type GraphQLResponse } from '../support/graphql.ts';
import { TEST_SERVICE_TOKEN } from '../support/ops-host.ts';
import { startStack, type TestStack } from '../support/stack.ts';

// An internal tool with an API key, through the gateway as it would call it: Bearer on HTTP,
// the key in graphql-ws's connection_init payload for subscriptions.

let stack: TestStack;
let own: FacilityFixture;
let other: FacilityFixture;

beforeAll(async () => {
  stack = await startStack('pglite', { hostEnv: { API_KEY_REQUESTS_PER_MINUTE: '1000' } });
  own = await facilityFixture(stack.host.handle.db, 1);
  other = await facilityFixture(stack.host.handle.db, 2);
});
afterAll(() => stack?.stop());

async function post<T>(key: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<T> };
}

const codeOf = (body: GraphQLResponse<unknown>) => body.errors?.[0]?.extensions?.code;

/** The subscription's first word: its first event, or why it was refused. */
async function firstOf(key: string, query: string, variables: Record<string, unknown>) {
  const client = wsClient(stack.gatewayUrl, '', { authorization: `Bearer ${key}` });
  try {
    return await new Promise<GraphQLResponse<unknown>>((resolve) => {
      const stop = client.subscribe(
        { query, variables },
        {
          next: (value) => {
            stop();
            resolve(value as GraphQLResponse<unknown>);
          },
          error: (error) =>
            resolve({ errors: Array.isArray(error) ? error : [error] } as GraphQLResponse<unknown>),
          complete: () => undefined,
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

const FACILITY = 'query($id: ID!) { packingFacility(id: $id) { id name } }';
const FACILITIES = '{ accessiblePackingFacilities { id } }';
const LABEL_EVENTS = `subscription($facility: ID!, $day: String!, $region: String!) {
  labelStatusEvents(packingFacilityId: $facility, shipDay: $day, regionName: $region) { __typename } }`;
const CREATE_PRESET = `mutation($facility: ID!, $name: String!) {
  createLinePreset(input: { packingFacilityId: $facility, name: $name }) {
    linePreset { id name } userErrors { message } } }`;
const labelVariables = (f: FacilityFixture) => ({
  facility: String(f.id),
  day: f.shipDate,
  region: f.regionName,
});

async function presetCount(facilityId: number) {
  const row = await stack.host.handle.db
    .selectFrom('line_presets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('packing_facility_id', '=', facilityId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('an API key of one facility', () => {
  it('sees its facility, and only it, through queries', async () => {
    const { key } = await newApiKey(stack.host.handle.db, [own.abbreviation]);
    const mine = await post<{ packingFacility: { id: string } }>(key, FACILITY, {
      id: String(own.id),
    });
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data?.packingFacility.id).toBe(String(own.id));

    const list = await post<{ accessiblePackingFacilities: Array<{ id: string }> }>(
      key,
      FACILITIES,
    );
    expect(list.body.data?.accessiblePackingFacilities.map((f) => f.id)).toEqual([String(own.id)]);

    const theirs = await post(key, FACILITY, { id: String(other.id) });
    expect(codeOf(theirs.body)).toBe('FORBIDDEN');
  });

  it('sees its facility, and only it, through subscriptions (key in connection_init)', async () => {
    const { key } = await newApiKey(stack.host.handle.db, [own.abbreviation]);
    const mine = await firstOf(key, LABEL_EVENTS, labelVariables(own));
    expect(mine.errors).toBeUndefined();
    expect(mine.data).toBeTruthy();
    const theirs = await firstOf(key, LABEL_EVENTS, labelVariables(other));
    expect(codeOf(theirs)).toBe('FORBIDDEN');
  });

  it('may change its facility unless it is read-only; a read-only key is FORBIDDEN and nothing changes', async () => {
    const writer = await newApiKey(stack.host.handle.db, [own.abbreviation]);
    const created = await post<{ createLinePreset: { linePreset: { name: string } } }>(
      writer.key,
      CREATE_PRESET,
      { facility: String(own.id), name: `From a tool ${Date.now()}` },
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data?.createLinePreset.linePreset.name).toMatch(/^From a tool/);

    const reader = await newApiKey(stack.host.handle.db, [own.abbreviation], { readOnly: true });
    const before = await presetCount(own.id);
    const refused = await post(reader.key, CREATE_PRESET, {
      facility: String(own.id),
      name: `Refused ${Date.now()}`,
    });
    expect(refused.status).toBe(403);
    expect(codeOf(refused.body)).toBe('FORBIDDEN');
    expect(refused.body.errors?.[0]?.message).toBe('This API key is read-only.');
    // Over WebSocket too.
    const overSocket = await firstOf(reader.key, CREATE_PRESET, {
      facility: String(own.id),
      name: `Refused ${Date.now()}`,
    });
    expect(codeOf(overSocket)).toBe('FORBIDDEN');
    expect(await presetCount(own.id)).toBe(before);
    // It still reads.
    const read = await post(reader.key, FACILITY, { id: String(own.id) });
    expect(read.body.errors).toBeUndefined();
  });

  it('is refused at once when revoked, and a wrong key is UNAUTHENTICATED', async () => {
    const { key, name } = await newApiKey(stack.host.handle.db, [own.abbreviation]);
    expect((await post(key, FACILITY, { id: String(own.id) })).body.errors).toBeUndefined();
    await revokeApiKey(stack.host.handle.db, name);

    const after = await post(key, FACILITY, { id: String(own.id) });
    expect(after.status).toBe(401);
    expect(codeOf(after.body)).toBe('UNAUTHENTICATED');
    const subscription = await firstOf(key, LABEL_EVENTS, labelVariables(own));
    expect(codeOf(subscription)).toBe('UNAUTHENTICATED');

    const wrong = await post('opk_not-a-key', FACILITIES);
    expect(wrong.status).toBe(401);
    expect(codeOf(wrong.body)).toBe('UNAUTHENTICATED');
    expect(wrong.body.data ?? null).toBeNull();
  });

  it('ends an open subscription when revoked: no event reaches it after', async () => {
    const { key, name } = await newApiKey(stack.host.handle.db, [own.abbreviation]);
    const client = wsClient(stack.gatewayUrl, '', { authorization: `Bearer ${key}` });
    try {
      const codes = collect<{ supervisorLoginCodeChanged: { code: string } }>(
        client,
        `subscription { supervisorLoginCodeChanged(packingFacilityId: "${own.id}") { code } }`,
      );
      expect((await codes.waitFor(1))[0]?.data?.supervisorLoginCodeChanged.code).toMatch(/^\d{5}$/);
      await revokeApiKey(stack.host.handle.db, name);
      const rotated = await fetch(`${stack.host.url}/operator/login_code/rotate`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${TEST_SERVICE_TOKEN}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ facility: own.abbreviation }),
      });
      const newCode = ((await rotated.json()) as { login_codes: { login_code: string }[] })
        .login_codes[0]!.login_code;
      const deadline = Date.now() + 5000;
      while (codes.failure === undefined && codes.results.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(JSON.stringify(codes.results)).not.toContain(newCode);
      const ended = codes.results[1] ?? { errors: [codes.failure].flat() };
      expect(JSON.stringify(ended)).toContain('UNAUTHENTICATED');
    } finally {
      await client.dispose();
    }
  });

  it('is not the service token: the gateway never lets a caller act as the operator', async () => {
    const response = await post('test-service-token-0123456789', FACILITIES);
    expect(codeOf(response.body)).toBe('UNAUTHENTICATED');
  });
});

describe('the rate limit per key', () => {
  let limited: TestStack;
  beforeAll(async () => {
    limited = await startStack('pglite', { hostEnv: { API_KEY_REQUESTS_PER_MINUTE: '3' } });
  });
  afterAll(() => limited?.stop());

  it('answers 429 with when to retry past the limit (Retry-After too), for that key only', async () => {
    const first = await newApiKey(limited.host.handle.db, ['CHI']);
    const second = await newApiKey(limited.host.handle.db, ['CHI']);
    const ask = async (key: string, method: 'POST' | 'GET' = 'POST') => {
      const authorization = `Bearer ${key}`;
      const response =
        method === 'POST'
          ? await fetch(`${limited.gatewayUrl}/graphql`, {
              method,
              headers: { 'content-type': 'application/json', authorization },
              body: JSON.stringify({ query: FACILITIES }),
            })
          : await fetch(
              `${limited.gatewayUrl}/graphql?${new URLSearchParams({ query: FACILITIES })}`,
              {
                headers: { authorization, 'apollo-require-preflight': 'true' },
              },
            );
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as GraphQLResponse<unknown> & {
          errors?: Array<{ extensions?: { retryAfterSeconds?: number } }>;
        },
      };
    };
    for (let i = 0; i < 3; i += 1) expect((await ask(first.key)).body.errors).toBeUndefined();
    for (const method of ['POST', 'GET'] as const) {
      const refused = await ask(first.key, method);
      expect(refused.status).toBe(429);
      expect(codeOf(refused.body)).toBe('RATE_LIMITED');
      expect(refused.body.errors?.[0]?.message).toMatch(/wait \d+ seconds/);
      const seconds = refused.body.errors?.[0]?.extensions?.retryAfterSeconds;
      expect(seconds).toBeGreaterThan(0);
      expect(refused.retryAfter, method).toBe(String(seconds));
    }
    const other = await ask(second.key);
    expect(other.body.errors).toBeUndefined();
    expect(other.retryAfter).toBeNull();
  });
});
