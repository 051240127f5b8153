import { isObjectType, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../gateway/src/graphql/schema.ts';
import {
  exampleContext,
  facilityFixture,
  facilityWithOpenGroups,
  type ExampleContext,
  type FacilityFixture,
} from '../support/facility-fixture.ts';
import { httpClient, wsClient, type GraphQLResponse } from '../support/graphql.ts';
import { newApiKey } from '../support/api-keys.ts';
import { currentLoginCode, TEST_ADMIN_PASSWORD } from '../support/ops-host.ts';
import { startStack, type TestStack } from '../support/stack.ts';
import { FIELD_EXAMPLES, type FieldExample } from './field-examples.ts';

// The gateway's access matrix: every root field of its schema, enumerated from the schema, asked
// by each kind of caller for its own facility and for another. A new field without an example in
// field-examples.ts fails here.

type Kind = 'anonymous' | 'admin' | 'floor' | 'apiKey' | 'readOnlyKey';
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | string;

let stack: TestStack;
let own: FacilityFixture;
let other: FacilityFixture;
let ctx: ExampleContext;
const cookies: Record<Kind, string> = {
  anonymous: '',
  admin: '',
  floor: '',
  apiKey: '',
  readOnlyKey: '',
};
/** The internal tools' keys (Chicago only): Authorization headers. */
const keys: Partial<Record<Kind, string>> = {};

/** A new session of the kind, through the gateway as a browser gets one. */
async function sessionOf(kind: Kind): Promise<string> {
  if (kind === 'anonymous' || kind === 'apiKey' || kind === 'readOnlyKey') return '';
  const client = httpClient(stack.gatewayUrl);
  if (kind === 'admin') {
    await client.request(
      'mutation($email: String!, $password: String!) { signIn(input: { email: $email, password: $password }) { user { id } } }',
      { email: 'chicago.lead@example.com', password: TEST_ADMIN_PASSWORD },
    );
  } else {
    const { body } = await client.request<{ floorSignIn: { session: unknown } }>(
      'mutation($code: String!) { floorSignIn(input: { packingFacilitySlug: "chicago", loginCode: $code }) { session { expiresAt } } }',
      { code: await currentLoginCode(stack.host, 'chicago') },
    );
    if (!body.data?.floorSignIn.session)
      throw new Error('floor sign-in through the gateway failed');
  }
  if (!client.cookie) throw new Error(`no ${kind} session`);
  return client.cookie;
}

beforeAll(async () => {
  stack = await startStack();
  own = await facilityFixture(stack.host.handle.db, 1);
  other = await facilityFixture(
    stack.host.handle.db,
    await facilityWithOpenGroups(stack.host.handle.db, [2, 7, 8]),
  );
  ctx = exampleContext(stack.host.handle.db, stack.host.url);
  cookies.admin = await sessionOf('admin');
  cookies.floor = await sessionOf('floor');
  const db = stack.host.handle.db;
  keys.apiKey = `Bearer ${(await newApiKey(db, [own.abbreviation])).key}`;
  keys.readOnlyKey = `Bearer ${(await newApiKey(db, [own.abbreviation], { readOnly: true })).key}`;
});
afterAll(() => stack?.stop());

function rootFields(schema: GraphQLSchema): string[] {
  return (['Query', 'Mutation', 'Subscription'] as const).flatMap((root) => {
    const type = schema.getType(root);
    return type && isObjectType(type)
      ? Object.keys(type.getFields()).map((f) => `${root}.${f}`)
      : [];
  });
}

function outcomeOf(response: GraphQLResponse<unknown>): Outcome {
  const code = response.errors?.[0]?.extensions?.code;
  if (!response.errors?.length) return 'ok';
  return code ?? `error: ${response.errors[0]!.message}`;
}

async function ask(name: string, example: FieldExample, kind: Kind, f: FacilityFixture) {
  const variables = (await example.variables?.(f, ctx)) ?? {};
  const cookie = example.endsSession ? await sessionOf(kind) : cookies[kind];
  if (name.startsWith('Subscription.')) {
    const key = keys[kind];
    const client = wsClient(stack.gatewayUrl, cookie, key ? { authorization: key } : undefined);
    try {
      // The first thing the subscription says: its first event, or why it was refused.
      const first = await new Promise<GraphQLResponse<unknown>>((resolve) => {
        const stop = client.subscribe(
          { query: example.document, variables },
          {
            next: (value) => {
              stop();
              resolve(value as GraphQLResponse<unknown>);
            },
            error: (error) =>
              resolve({
                errors: Array.isArray(error) ? error : [error],
              } as GraphQLResponse<unknown>),
            complete: () => undefined,
          },
        );
      });
      return outcomeOf(first);
    } finally {
      await client.dispose();
    }
  }
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(keys[kind] ? { authorization: keys[kind] } : {}),
    },
    body: JSON.stringify({ query: example.document, variables }),
  });
  return outcomeOf((await response.json()) as GraphQLResponse<unknown>);
}

/** What each kind of caller must get for its own facility. */
function expectedFor(example: FieldExample, kind: Kind, name: string): Outcome {
  // A read-only key is refused every mutation, whoever else may run it, and every credential.
  if (kind === 'readOnlyKey' && (name.startsWith('Mutation.') || example.notForReadOnlyKeys)) {
    return 'FORBIDDEN';
  }
  if (example.audience === 'public') return 'ok';
  if (kind === 'anonymous') return 'UNAUTHENTICATED';
  if (example.audience === 'admin' && kind === 'floor') return 'FORBIDDEN';
  // Kiosk-only fields answer a kiosk's floor session, never an admin user or an API key.
  if (example.audience === 'kiosk' && kind !== 'floor') return 'FORBIDDEN';
  // A user's own preferences: an admin user's alone.
  if (example.audience === 'user' && kind !== 'admin') return 'FORBIDDEN';
  return 'ok';
}

describe('the gateway access matrix', () => {
  it('every root field of the schema has an example, and every example a field', () => {
    const fields = rootFields(buildSchema()).sort();
    expect(fields.filter((field) => !FIELD_EXAMPLES[field])).toEqual([]);
    expect(Object.keys(FIELD_EXAMPLES).filter((field) => !fields.includes(field))).toEqual([]);
  });

  it.each([
    ['a caller without a session', 'anonymous'],
    ['the Chicago lead (admin)', 'admin'],
    ["Chicago's printer kiosk (floor session)", 'floor'],
    ["an internal tool's API key for Chicago", 'apiKey'],
    ["an internal tool's read-only API key for Chicago", 'readOnlyKey'],
  ] as const)('%s gets what its kind may have, for its own facility', async (_who, kind) => {
    const wrong: string[] = [];
    for (const [name, example] of Object.entries(FIELD_EXAMPLES)) {
      const outcome = await ask(name, example, kind, own);
      const expected = expectedFor(example, kind, name);
      if (outcome !== expected) wrong.push(`${name}: ${outcome}, expected ${expected}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it.each([
    ['the Chicago lead (admin)', 'admin'],
    ["Chicago's printer kiosk (floor session)", 'floor'],
    ["an internal tool's API key for Chicago", 'apiKey'],
    ["an internal tool's read-only API key for Chicago", 'readOnlyKey'],
  ] as const)('%s asking for another facility is FORBIDDEN', async (_who, kind) => {
    const wrong: string[] = [];
    for (const [name, example] of Object.entries(FIELD_EXAMPLES)) {
      if (!example.scoped || expectedFor(example, kind, name) !== 'ok') continue;
      const outcome = await ask(name, example, kind, other);
      if (outcome !== 'FORBIDDEN') wrong.push(`${name}: ${outcome}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
