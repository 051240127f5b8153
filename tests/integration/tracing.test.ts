import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/src/server.ts';
import { startGateway } from '../gateway/support/gateway.ts';
import { startBrowserTracing } from '../../web/src/app/apollo/browser-tracing.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../support/ops-host.ts';

interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: Array<{
      spans: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        attributes: OtlpAttribute[];
      }>;
    }>;
  }>;
}

const attributesOf = (list: OtlpAttribute[]) =>
  Object.fromEntries(list.map((a) => [a.key, a.value.stringValue ?? a.value.intValue]));

/** An OTLP/HTTP collector in the test: keeps every span exported to /v1/traces (JSON). */
async function startCollector() {
  const spans: ExportedSpan[] = [];
  const contentTypes: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    contentTypes.push(req.headers['content-type'] ?? '');
    if (req.url === '/v1/traces') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const resource of body.resourceSpans) {
        const service = String(attributesOf(resource.resource.attributes)['service.name']);
        for (const scope of resource.scopeSpans) {
          for (const span of scope.spans) {
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              attributes: attributesOf(span.attributes),
            });
          }
        }
      }
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let collector: Awaited<ReturnType<typeof startCollector>>;
let host: TestOpsHost;
let gateway: Gateway;

beforeAll(async () => {
  collector = await startCollector();
  host = await startTestOpsHost({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url } });
  gateway = await startGateway(host.url, { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
});

afterAll(async () => {
  await gateway?.close();
  await host?.stop();
  await collector?.close();
});

describe('traces with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  it('one trace runs from the browser through the gateway and the host to its SQL', async () => {
    const cookie = await signInCookie(host.url);
    // The web app's own tracer, exporting to the gateway as a page of it does.
    const browser = startBrowserTracing(gateway.url);
    const clicked = browser.startOperation('TracedViewer');
    const [, traceId, browserSpan] = clicked.traceparent.split('-');
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, traceparent: clicked.traceparent },
      body: JSON.stringify({ query: 'query TracedViewer { viewer { email } }' }),
    });
    expect(await response.json()).toEqual({ data: { viewer: { email: 'admin@example.com' } } });
    clicked.end();
    await browser.flush();

    // Closing flushes what each service has not exported yet.
    await gateway.close();
    await host.stop();
    const trace = collector.spans.filter((span) => span.traceId === traceId);
    const byId = new Map(trace.map((span) => [span.spanId, span]));

    const inBrowser = trace.find((span) => span.service === 'web');
    expect(inBrowser).toMatchObject({ spanId: browserSpan, parentSpanId: '' });
    expect(inBrowser?.name).toBe('graphql TracedViewer');
    const operation = trace.find(
      (span) => span.service === 'gateway' && span.parentSpanId === browserSpan,
    );
    expect(operation?.name).toBe('graphql query TracedViewer');
    const call = trace.find((span) => span.service === 'gateway' && span.name === 'GET /session');
    expect(call?.parentSpanId).toBe(operation?.spanId);
    const served = trace.find(
      (span) => span.service === 'ops-host' && span.name === 'GET /session',
    );
    expect(served?.parentSpanId).toBe(call?.spanId);
    const sql = trace.filter(
      (span) => span.service === 'ops-host' && span.attributes['db.query.text'],
    );
    expect(sql.length).toBeGreaterThan(0);
    // Every SQL span descends from the host's request span.
    for (const span of sql) {
      let parent = byId.get(span.parentSpanId);
      while (parent && parent !== served) parent = byId.get(parent.parentSpanId);
      expect(parent).toBe(served);
    }
    expect(sql[0]!.attributes['db.system.name']).toBe('postgresql');
    // The host's work outside requests (its start, the offline sweeps) starts no trace of its own.
    const rootQueries = collector.spans.filter(
      (span) => span.attributes['db.query.text'] && span.parentSpanId === '',
    );
    expect(rootQueries).toEqual([]);
  });
});
