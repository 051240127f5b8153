import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/src/server.ts';
import { startGateway } from './support/gateway.ts';
import { sendJson, startTinyServer, type TinyServer } from './support/tiny-server.ts';

// The GraphQL over HTTP specification's own audit (graphql-http's auditServer), run against the
// gateway: every requirement (MUST) met. Recommendations (SHOULD, MAY) are not counted.

let upstream: TinyServer;
let gateway: Gateway;

beforeAll(async () => {
  upstream = await startTinyServer((_req, res) =>
    sendJson(res, 401, { message: 'Sign in required.' }),
  );
  gateway = await startGateway(upstream.url);
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

describe('GraphQL over HTTP audit', () => {
  it('finds no error: every requirement of the specification is met', async () => {
    const results = await auditServer({ url: `${gateway.url}/graphql` });

    expect(results.length).toBeGreaterThan(30);
    const failed = results
      .filter((result) => result.status === 'error')
      .map((result) => `${result.id} ${result.name}`);
    expect(failed).toEqual([]);
  });
});
