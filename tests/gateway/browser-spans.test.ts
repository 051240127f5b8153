import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/src/server.ts';
import { startGateway } from './support/gateway.ts';
import { sendJson, startTinyServer, type TinyServer } from './support/tiny-server.ts';
import { fakeWebDist } from './support/web-dist.ts';

// With tracing on, the web app's spans reach the collector through the gateway, and the page
// the gateway serves tells the web app to record them.

const spansOf = (marker: string) =>
  JSON.stringify({
    resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ spans: [], marker }] }],
  });

let collector: TinyServer;
let upstream: TinyServer;
let traced: Gateway;
let untraced: Gateway;
let webDist: string;

beforeAll(async () => {
  webDist = fakeWebDist({
    'index.html':
      '<!doctype html><html><head><title>Packing Operations</title></head><body></body></html>',
  });
  collector = await startTinyServer((_req, res) => sendJson(res, 200, { partialSuccess: {} }));
  upstream = await startTinyServer((_req, res) => sendJson(res, 200, { status: 'ok' }));
  traced = await startGateway(upstream.url, {
    WEB_DIST_DIR: webDist,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
  });
  untraced = await startGateway(upstream.url, { WEB_DIST_DIR: webDist });
});

afterAll(async () => {
  await traced?.close();
  await untraced?.close();
  await collector?.close();
  await upstream?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const send = (gateway: Gateway, body: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}/v1/traces`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gateway.url, ...headers },
    body,
  });

const forwarded = (marker: string) =>
  collector.requests.filter((request) => request.body.includes(marker));

describe('the web app’s spans with tracing on', () => {
  it('the page says the gateway traces', async () => {
    const page = await fetch(`${traced.url}/planner`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      '<meta name="ops-tracing" content="on" /></head><body></body>',
    );
  });

  it("are passed on to the collector's /v1/traces as they came, and its answer back", async () => {
    const body = spansOf('passed-on');
    const answer = await send(traced, body);

    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ partialSuccess: {} });
    const [request] = forwarded('passed-on');
    expect(request).toMatchObject({ method: 'POST', url: '/v1/traces', body });
    expect(request!.headers['content-type']).toBe('application/json');
  });

  it("are refused from another site's page, in another format, or too many at once", async () => {
    const otherSite = await send(traced, spansOf('other-site'), {
      origin: 'https://elsewhere.example',
    });
    const text = await send(traced, spansOf('as-text'), { 'content-type': 'text/plain' });
    const tooMany = await send(traced, spansOf('x'.repeat(300 * 1024)));

    expect(otherSite.status).toBe(403);
    expect(await otherSite.text()).toBe('This page may not send spans to the app.');
    expect(text.status).toBe(415);
    expect(tooMany.status).toBe(413);
    expect(await tooMany.text()).toBe('Spans are taken 256 KB at a time at most.');
    expect([...forwarded('other-site'), ...forwarded('as-text'), ...forwarded('xxxx')]).toEqual([]);
  });
});

describe('the web app’s spans with tracing off', () => {
  it('the page does not ask for them and the gateway takes none', async () => {
    const page = await fetch(`${untraced.url}/planner`, { headers: { accept: 'text/html' } });
    const answer = await send(untraced, spansOf('untraced'));

    expect(await page.text()).not.toContain('ops-tracing');
    expect(answer.status).toBe(404);
    expect(forwarded('untraced')).toEqual([]);
  });
});
