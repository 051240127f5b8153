import { describe, expect, it, vi } from 'vitest';
import { startTracing } from '../../schema/src/observability/tracing.ts';
import { startGateway } from './support/gateway.ts';
import { sendJson, startTinyServer } from './support/tiny-server.ts';

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('@opentelemetry/sdk-trace-node', async (original) => {
  loaded.push('@opentelemetry/sdk-trace-node');
  return original();
});

describe('tracing off', () => {
  it('without OTEL_EXPORTER_OTLP_ENDPOINT, the gateway answers without loading the SDK', async () => {
    const upstream = await startTinyServer((_req, res) => sendJson(res, 401, {}));
    const gateway = await startGateway(upstream.url);
    try {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          traceparent: '00-a1b2c3d4e5f60718293a4b5c6d7e8f90-0102030405060708-01',
        },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(response.status).toBe(200);
      expect(loaded).toEqual([]);
    } finally {
      await gateway.close();
      await upstream.close();
    }
    // With an endpoint, it is loaded (this test would see it).
    const tracing = await startTracing({ serviceName: 'probe', endpoint: 'http://127.0.0.1:9' });
    await tracing?.shutdown();
    expect(loaded).toEqual(['@opentelemetry/sdk-trace-node']);
  });
});
