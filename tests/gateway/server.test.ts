import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/src/server.ts';
import { graphql, startGateway } from './support/gateway.ts';
import { sendJson, startTinyServer, type TinyServer } from './support/tiny-server.ts';
import { fakeWebDist } from './support/web-dist.ts';
import { wsClient } from './support/ws-client.ts';

let upstream: TinyServer;
let gateway: Gateway;
let webDist: string;

beforeAll(async () => {
  webDist = fakeWebDist({
    'index.html': '<!doctype html><title>Packing Operations</title>',
    'robots.txt': 'User-agent: *',
    'explorer.html': '<title>GraphQL explorer</title>',
  });
  upstream = await startTinyServer((req, res) =>
    req.url === '/healthz'
      ? sendJson(res, 200, { status: 'ok' })
      : sendJson(res, 401, { message: 'Sign in required.' }),
  );
  gateway = await startGateway(upstream.url, { WEB_DIST_DIR: webDist });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('gateway server', () => {
  it('listens on the free port it was given and reports it in its url', () => {
    expect(gateway.port).toBeGreaterThan(0);
    expect(gateway.url).toBe(`http://127.0.0.1:${gateway.port}`);
  });

  it('fails to start, rather than hang, when its port is taken', async () => {
    await expect(startGateway(upstream.url, { PORT: String(gateway.port) })).rejects.toThrow(
      /EADDRINUSE/,
    );
  });

  it('refuses a text/plain POST, which a cross-site form could send, with 400', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });

    expect(response.status).toBe(400);
    expect(upstream.requests.filter((r) => r.url === '/session')).toHaveLength(0);
  });

  it('answers a JSON POST: no session means a null viewer', async () => {
    const answer = await graphql(gateway, '{ viewer { id } }');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { viewer: null } });
  });

  it('answers an operation with the same JSON text over POST and GET', async () => {
    const query = '{ first: __typename second: __typename }';
    const post = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const get = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });

    const expected = '{"data":{"first":"Query","second":"Query"}}\n';
    expect(await post.text()).toBe(expected);
    expect(post.headers.get('content-length')).toBe(String(expected.length));
    expect(await get.text()).toBe(expected);
  });

  it('refuses a body that is not JSON with 400 and a clear message, asking nothing upstream', async () => {
    const before = upstream.requests.length;
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ viewer { id } }"',
    });

    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toMatch(/JSON/);
    expect(upstream.requests.length).toBe(before);
  });

  it('refuses a body over 1 MB with 413, asking nothing upstream', async () => {
    const before = upstream.requests.length;
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }', variables: { x: 'a'.repeat(1_100_000) } }),
    });

    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toMatch(/too large/);
    expect(upstream.requests.length).toBe(before);
  });

  it('answers operations with nosniff and no ETag (no hash over every answer)', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses more than 15 aliases before calling the operations host', async () => {
    const before = upstream.requests.length;
    const fields = Array.from({ length: 16 }, (_, i) => `a${i}: viewer { id }`).join(' ');

    const answer = await graphql(gateway, `{ ${fields} }`);

    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/aliases/i),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(upstream.requests.length).toBe(before);
  });

  it('holds operations over WebSocket to the same alias limit, every time they are sent', async () => {
    const client = wsClient(gateway);
    const fields = Array.from({ length: 16 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    try {
      // The second time, the refusal comes from the gateway's checked-document cache.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const results = client.iterate({ query: `{ ${fields} }` });
        await expect(results.next()).rejects.toEqual([
          expect.objectContaining({ message: expect.stringMatching(/aliases/i) }),
        ]);
      }
    } finally {
      await client.dispose();
    }
  });

  it('refuses an unparsable operation over WebSocket with the syntax error, every time', async () => {
    const client = wsClient(gateway);
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const results = client.iterate({ query: 'subscription {' });
        await expect(results.next()).rejects.toEqual([
          expect.objectContaining({ message: expect.stringMatching(/Syntax Error/) }),
        ]);
      }
    } finally {
      await client.dispose();
    }
  });

  it('accepts 15 aliases', async () => {
    const fields = Array.from({ length: 15 }, (_, i) => `a${i}: viewer { id }`).join(' ');

    const answer = await graphql(gateway, `{ ${fields} }`);

    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  it('answers /healthz and says the operations host answers', async () => {
    const response = await fetch(`${gateway.url}/healthz`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', upstream: 'ok' });
  });

  it('keeps a connection open through a screen’s pause between scans, and says for how long', async () => {
    // One socket, kept alive for as long as the server's Keep-Alive header allows.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ reused: boolean; keepAlive: unknown }>((resolve, reject) => {
        const request = http.get(`${gateway.url}/healthz`, { agent }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ reused: request.reusedSocket, keepAlive: response.headers['keep-alive'] }),
          );
        });
        request.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ reused: false, keepAlive: 'timeout=65' });
      // Longer than Node's own 5 s, after which a screen would reconnect for its next scan.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect((await get()).reused).toBe(true);
    } finally {
      agent.destroy();
    }
  }, 20_000);

  it('serves index.html for a client-side route such as /admin/anything', async () => {
    const response = await fetch(`${gateway.url}/admin/anything/deeper`, {
      headers: { accept: 'text/html' },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<title>Packing Operations</title>');
  });

  it('serves built files as they are, and a missing file is a 404, not the page', async () => {
    const file = await fetch(`${gateway.url}/robots.txt`);
    const missing = await fetch(`${gateway.url}/assets/missing.js`, { headers: { accept: '*/*' } });

    expect(await file.text()).toBe('User-agent: *');
    expect(missing.status).toBe(404);
  });

  it('shows the bundled GraphQL explorer at /graphql outside production', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('GraphQL explorer');
  });
});

describe('gateway server in production', () => {
  let production: Gateway;

  beforeAll(async () => {
    production = await startGateway(upstream.url, {
      NODE_ENV: 'production',
      OPS_SERVICE_TOKEN: 'a-production-service-token',
      WEB_DIST_DIR: path.join(webDist, 'not-built'),
    });
  });

  afterAll(() => production?.close());

  it('has no landing page and no introspection', async () => {
    const page = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
    const introspection = await graphql(production, '{ __schema { queryType { name } } }');

    expect(await page.text()).not.toMatch(/sandbox|explorer/i);
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('answers 503 saying to run `npm run build` when the web app is not built', async () => {
    const response = await fetch(`${production.url}/admin/login`, {
      headers: { accept: 'text/html' },
    });

    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});

describe('gateway health without the operations host', () => {
  it('still answers /healthz, saying the operations host is unavailable', async () => {
    const gone = await startTinyServer(() => {});
    await gone.close();
    const alone = await startGateway(gone.url);
    try {
      const response = await fetch(`${alone.url}/healthz`);
      expect(await response.json()).toEqual({ status: 'ok', upstream: 'unavailable' });
    } finally {
      await alone.close();
    }
  });
});
