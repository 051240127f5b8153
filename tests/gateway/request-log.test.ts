import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.ts';
import { createGateway, type Gateway } from '../../gateway/src/server.ts';
import { sendJson, startTinyServer, type TinyServer } from './support/tiny-server.ts';

// The gateway's one log line per request: enough to follow a request, nothing secret.

let upstream: TinyServer;
let gateway: Gateway;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  upstream = await startTinyServer((_req, res) => sendJson(res, 200, { status: 'ok' }));
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    OPS_HOST_URL: upstream.url,
  });
  gateway = await createGateway(config, { logger: pino({ level: 'info' }, sink) });
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

function completed() {
  return lines.filter((line) => line.msg === 'request completed');
}

describe('request log', () => {
  it('one line per request: the proxy’s request id, method, path, status and time, no headers', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'ops_session=secret-session-value',
        authorization: 'Bearer secret-key-value',
        'x-request-id': 'req-7',
      },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    await expect.poll(() => completed().length).toBe(1);

    const [line] = completed();
    expect(line).toMatchObject({
      req: { id: 'req-7', method: 'POST', url: '/graphql' },
      res: { statusCode: 200 },
    });
    expect(typeof line!.responseTime).toBe('number');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-session-value');
    expect(text).not.toContain('secret-key-value');
    expect(text).not.toContain('headers');
  });

  it('a request without an id gets a new one; health checks and metrics scrapes are not logged', async () => {
    const before = completed().length;
    await fetch(`${gateway.url}/healthz`);
    await fetch(`${gateway.url}/metrics`);
    const answer = await fetch(`${gateway.url}/graphql?query=%7B__typename%7D`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(answer.status).toBe(200);
    await expect.poll(() => completed().length).toBe(before + 1);

    const line = completed().at(-1) as { req: { id: string; url: string } };
    expect(line.req.url).toBe('/graphql?query=%7B__typename%7D');
    expect(line.req.id).toMatch(/^[0-9a-f-]{36}$/);
    const urls = completed().map((each) => (each.req as { url: string }).url);
    expect(urls).not.toContain('/healthz');
    expect(urls).not.toContain('/metrics');
  });

  it('a caller that leaves before the answer is logged as aborted, not as completed', async () => {
    const before = completed().length;
    const { port } = new URL(gateway.url);
    // Headers that announce a body, half of it, then the connection closed.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'X-Request-Id: req-left\r\nContent-Length: 100\r\n\r\n{"query":',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();

    await expect
      .poll(() => lines.find((line) => line.msg === 'request aborted'))
      .toMatchObject({ level: 40, req: { id: 'req-left', method: 'POST', url: '/graphql' } });
    expect(completed().length).toBe(before);
  });
});
