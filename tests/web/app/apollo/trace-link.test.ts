import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-web';
import { describe, expect, it } from 'vitest';
import { startBrowserTracing } from '../../../../web/src/app/apollo/browser-tracing.ts';
import { pageIsTraced } from '../../../../web/src/app/apollo/trace-link.ts';
import { MenuSelectQueryDocument } from '../../../../web/src/generated/graphql.ts';
import { fakeGateway } from '../../support/fake-gateway.ts';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

const menus = () => ({ data: { menus: [] } });
const read = (gateway: ReturnType<typeof fakeGateway>) =>
  gateway.client.query({ query: MenuSelectQueryDocument, fetchPolicy: 'network-only' });

describe('trace context of the calls to the gateway', () => {
  it('each query carries a traceparent of its own trace', async () => {
    const gateway = fakeGateway({ MenuSelectQuery: menus });
    await read(gateway);
    await read(gateway);

    const [first, second] = gateway.sent('MenuSelectQuery').map((call) => call.headers.traceparent);
    expect(first).toMatch(TRACEPARENT);
    expect(second).toMatch(TRACEPARENT);
    expect(TRACEPARENT.exec(first!)![1]).not.toBe(TRACEPARENT.exec(second!)![1]);
    expect(TRACEPARENT.exec(first!)![1]).not.toBe('0'.repeat(32));
  });

  it("on a traced page, each query is a client span of the browser's, ended when its answer is in", async () => {
    const exported = new InMemorySpanExporter();
    const tracing = startBrowserTracing('http://gateway.test', new SimpleSpanProcessor(exported));
    let answer!: () => void;
    const gateway = fakeGateway(
      {
        MenuSelectQuery: () =>
          new Promise((resolve) => {
            answer = () => resolve(menus());
          }),
      },
      { tracing: Promise.resolve(tracing) },
    );

    const reading = read(gateway);
    await expect.poll(() => gateway.sent('MenuSelectQuery').length).toBe(1);
    expect(exported.getFinishedSpans()).toEqual([]);
    answer();
    await reading;

    const [span] = exported.getFinishedSpans();
    const [, traceId, spanId] = TRACEPARENT.exec(
      gateway.sent('MenuSelectQuery')[0]!.headers.traceparent!,
    )!;
    expect(span).toMatchObject({
      name: 'graphql MenuSelectQuery',
      kind: SpanKind.CLIENT,
      status: { code: SpanStatusCode.UNSET },
      attributes: { 'graphql.operation.name': 'MenuSelectQuery' },
    });
    expect(span!.spanContext()).toMatchObject({ traceId, spanId });
    expect(span!.resource.attributes['service.name']).toBe('web');
  });

  it('marks the span failed when the call fails or answers errors', async () => {
    const exported = new InMemorySpanExporter();
    const tracing = startBrowserTracing('http://gateway.test', new SimpleSpanProcessor(exported));
    let down = true;
    const gateway = fakeGateway(
      {
        MenuSelectQuery: () =>
          down ? 'down' : { errors: [{ message: 'Menus are unavailable.' }] },
      },
      { tracing: Promise.resolve(tracing) },
    );

    await read(gateway).catch(() => undefined);
    down = false;
    await read(gateway).catch(() => undefined);

    const spans = exported.getFinishedSpans();
    expect(spans.map((span) => span.status.code)).toEqual([
      SpanStatusCode.ERROR,
      SpanStatusCode.ERROR,
    ]);
    expect(spans[1]!.events[0]!.attributes!['exception.message']).toBe('Menus are unavailable.');
  });

  it('goes on with a trace id of its own when the tracer could not be loaded', async () => {
    const gateway = fakeGateway(
      { MenuSelectQuery: menus },
      { tracing: Promise.resolve(undefined) },
    );
    await read(gateway);
    expect(gateway.sent('MenuSelectQuery')[0]!.headers.traceparent).toMatch(TRACEPARENT);
  });

  it('traces a page only when the gateway that served it marks it so', () => {
    const page = document.implementation.createHTMLDocument('ops');
    expect(pageIsTraced(page)).toBe(false);
    page.head.insertAdjacentHTML('beforeend', '<meta name="ops-tracing" content="on" />');
    expect(pageIsTraced(page)).toBe(true);
  });
});
