import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/src/server.ts';
import { graphql, startGateway } from './support/gateway.ts';
import { sendJson, startTinyServer, type TinyServer } from './support/tiny-server.ts';

// The GraphQL explorer at /graphql for browsers: open outside production; in production off
// unless GRAPHQL_EXPLORER=on, and then only for a signed-in session (introspection likewise).

const SIGNED_IN = 'ops_session=signed-in';
let upstream: TinyServer;
let webDist: string;
const gateways: Gateway[] = [];

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'gateway-explorer-'));
  writeFileSync(path.join(webDist, 'explorer.html'), '<title>GraphQL explorer</title>');
  upstream = await startTinyServer((req, res) =>
    req.url === '/session' && req.headers.cookie === SIGNED_IN
      ? sendJson(res, 200, { user: { id: 1, email: 'admin@example.com', name: 'Admin' } })
      : sendJson(res, 401, { message: 'Sign in required.' }),
  );
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await upstream?.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function gatewayWith(env: Record<string, string>) {
  const gateway = await startGateway(upstream.url, { WEB_DIST_DIR: webDist, ...env });
  gateways.push(gateway);
  return gateway;
}

const PRODUCTION = { NODE_ENV: 'production', OPS_SERVICE_TOKEN: 'a-production-service-token' };

async function page(gateway: Gateway, cookie?: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
  };
}

const INTROSPECTION = '{ __schema { queryType { name } } }';

describe('the GraphQL explorer', () => {
  it('is open outside production, introspection too', async () => {
    const gateway = await gatewayWith({});
    const shown = await page(gateway);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('GraphQL explorer');
    const schema = await graphql(gateway, INTROSPECTION);
    expect(schema.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('is off in production by default, introspection too', async () => {
    const gateway = await gatewayWith(PRODUCTION);
    const shown = await page(gateway, SIGNED_IN);
    expect(shown.text).not.toContain('GraphQL explorer');
    const schema = await graphql(gateway, INTROSPECTION, { cookie: SIGNED_IN });
    expect(schema.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('with GRAPHQL_EXPLORER=on in production, is for signed-in sessions only', async () => {
    const gateway = await gatewayWith({ ...PRODUCTION, GRAPHQL_EXPLORER: 'on' });
    const anonymous = await page(gateway);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe('/login?next=%2Fgraphql');
    const refused = await graphql(gateway, INTROSPECTION);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const shown = await page(gateway, SIGNED_IN);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('GraphQL explorer');
    const schema = await graphql(gateway, INTROSPECTION, { cookie: SIGNED_IN });
    expect(schema.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
