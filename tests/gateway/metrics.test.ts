import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { boundedLabel } from '../../gateway/src/observability/metrics.ts';
import { routeOf } from '../../gateway/src/observability/upstream-calls.ts';
import type { Gateway } from '../../gateway/src/server.ts';
import { scrape, valueOf } from '../support/metrics.ts';
import { graphql, startGateway } from './support/gateway.ts';
import { sendJson, startTinyServer, type TinyServer } from './support/tiny-server.ts';

const TOKEN = 'metrics-token-of-the-tests';

let upstream: TinyServer;
let open: Gateway;
let guarded: Gateway;

beforeAll(async () => {
  upstream = await startTinyServer((req, res) =>
    req.url === '/healthz'
      ? sendJson(res, 200, { status: 'ok' })
      : sendJson(res, 401, { message: 'Sign in required.' }),
  );
  open = await startGateway(upstream.url);
  guarded = await startGateway(upstream.url, { METRICS_TOKEN: TOKEN });
});

afterAll(async () => {
  await open?.close();
  await guarded?.close();
  await upstream?.close();
});

describe('gateway /metrics', () => {
  it('counts operations by name, type and outcome, and the calls they made to the host', async () => {
    const before = await scrape(`${open.url}/metrics`);

    // Texts of their own, so each goes through Apollo Server.
    await graphql(open, 'query MetricsProbe { viewer { id } }');
    await graphql(open, 'query MetricsProbe { viewer { id __typename } }');
    const refused = await graphql(open, 'query MetricsBroken { noSuchField }');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const after = await scrape(`${open.url}/metrics`);
    const delta = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    const ok = { operation: 'MetricsProbe', type: 'query', outcome: 'ok' };
    expect(delta('gateway_graphql_requests_total', ok)).toBe(2);
    expect(delta('gateway_graphql_request_duration_seconds_count', ok)).toBe(2);
    expect(
      delta('gateway_graphql_requests_total', {
        operation: 'MetricsBroken',
        outcome: 'GRAPHQL_VALIDATION_FAILED',
      }),
    ).toBe(1);
    expect(
      delta('gateway_upstream_requests_total', { method: 'GET', route: '/session', status: '401' }),
    ).toBe(2);
    expect(
      delta('gateway_upstream_request_duration_seconds_count', {
        method: 'GET',
        route: '/session',
      }),
    ).toBe(2);
    // Default process metrics are there too.
    expect(valueOf(after, 'gateway_process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('forwards the request id to the host', async () => {
    await fetch(`${open.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'probe-request-7' },
      body: JSON.stringify({ query: 'query RequestIdProbe { viewer { id } }' }),
    });
    const call = upstream.requests.findLast((request) => request.url === '/session');
    expect(call?.headers['x-request-id']).toBe('probe-request-7');
  });

  it('shows the WebSockets open while they are', async () => {
    const before = valueOf(await scrape(`${open.url}/metrics`), 'gateway_websockets_open');
    const socket = new WebSocket(
      `${open.url.replace('http', 'ws')}/graphql`,
      'graphql-transport-ws',
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    try {
      const during = await scrape(`${open.url}/metrics`);
      expect(valueOf(during, 'gateway_websockets_open') - before).toBe(1);
    } finally {
      socket.close();
    }
  });

  it('without METRICS_TOKEN, refuses a request that came through a proxy', async () => {
    const response = await fetch(`${open.url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'The metrics are served to this machine only, unless METRICS_TOKEN is set.',
    });
  });

  it('with METRICS_TOKEN, answers its bearer only', async () => {
    const none = await fetch(`${guarded.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const wrong = await fetch(`${guarded.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('gateway_');

    const samples = await scrape(`${guarded.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(samples.some((sample) => sample.name === 'gateway_graphql_requests_total')).toBe(true);
  });
});

describe('label values', () => {
  it('a call to the host is counted by its route, ids (but a version) as :id', () => {
    expect(routeOf('/label_status_tracker/packing_facilities/12/ship_day/2026-11-25')).toBe(
      '/label_status_tracker/packing_facilities/:id/ship_day/:id',
    );
    expect(routeOf('/pick_to_light/v2/zone_configuration/refresh')).toBe(
      '/pick_to_light/v2/zone_configuration/refresh',
    );
  });

  it('values from outside are kept up to their limit, then counted as other', () => {
    const label = boundedLabel(2);
    expect(['A', 'B', 'C', 'A', 'D'].map(label)).toEqual(['A', 'B', 'other', 'A', 'other']);
  });
});
