import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../gateway/src/graphql/armor.ts';
import { startStack, type TestStack } from '../support/stack.ts';

// GraphQL over HTTP as its specification says, for tools that are not Apollo Client: a document
// that does not parse, does not validate or is too big is the caller's mistake (400 with its
// code, with either accept type), and never reaches the operations host.

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const ACCEPTS = ['application/json', 'application/graphql-response+json'] as const;

const bad: Array<[string, string, string]> = [
  ['an unfinished document', '{', 'GRAPHQL_PARSE_FAILED'],
  ['a missing brace', 'query { viewer { id }', 'GRAPHQL_PARSE_FAILED'],
  ['garbage', '}}} not graphql ((', 'GRAPHQL_PARSE_FAILED'],
  [
    `more than ${LIMITS.maxTokens} tokens`,
    `{ ${'viewer { id } '.repeat(LIMITS.maxTokens)} }`,
    'GRAPHQL_PARSE_FAILED',
  ],
  ['an unknown field', '{ noSuchField }', 'GRAPHQL_VALIDATION_FAILED'],
  ['a wrong argument', '{ packingFacility(nope: 1) { id } }', 'GRAPHQL_VALIDATION_FAILED'],
  [
    'too deep a query',
    `{ viewer { ${'__typename '.repeat(1)}${'... on User { '.repeat(14)}id${' }'.repeat(14)} } }`,
    'GRAPHQL_VALIDATION_FAILED',
  ],
  [
    'too many aliases',
    `{ ${Array.from({ length: LIMITS.maxAliases + 5 }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`,
    'GRAPHQL_VALIDATION_FAILED',
  ],
];

async function post(query: string, accept: string) {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  return { status: response.status, type: response.headers.get('content-type'), body };
}

describe('documents a client got wrong', () => {
  for (const accept of ACCEPTS) {
    it.each(bad)(
      `${accept}: %s is 400 with its code, and nothing reaches the host`,
      async (_name, query, code) => {
        const before = stack.proxy.bytesToTarget;
        const answer = await post(query, accept);
        expect(answer.status).toBe(400);
        expect(answer.type).toContain(accept);
        expect(answer.body.data).toBeUndefined();
        expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
        expect(answer.body.errors?.[0]?.message).toBeTruthy();
        expect(stack.proxy.bytesToTarget).toBe(before);
      },
    );
  }

  it('a body that is not JSON, or has no query, is 400 too', async () => {
    const notJson = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(notJson.status).toBe(400);
    const noQuery = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variables: {} }),
    });
    expect(noQuery.status).toBe(400);
  });

  it('a good document still reaches the host and answers 200', async () => {
    const before = stack.proxy.bytesToTarget;
    const answer = await post('{ viewer { id } }', 'application/graphql-response+json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { viewer: null } });
    expect(stack.proxy.bytesToTarget).toBeGreaterThan(before);
  });
});
