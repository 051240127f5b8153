import {
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapPropagator,
  type Tracer,
} from '@opentelemetry/api';

export type { Span };

/** Header values as Node's IncomingMessage has them. */
type IncomingHeaders = Record<string, string | string[] | undefined>;

/**
 * OpenTelemetry traces of one service, exported over OTLP/HTTP. Exists only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (startTracing): with it unset, no SDK is loaded and every
 * caller's `tracing` is undefined, so the only cost is that one check.
 */
export interface Tracing {
  readonly tracer: Tracer;
  /**
   * A server span continuing the caller's trace (its W3C traceparent header, when sent), and the
   * context in which it is the active span.
   */
  serverSpan(
    name: string,
    headers: IncomingHeaders,
    attributes?: Attributes,
  ): { span: Span; context: Context };
  /** Writes the active span's traceparent (and tracestate) into outgoing headers. */
  inject(headers: Record<string, string>): void;
  /** Runs fn inside a span (a child of the active one) that ends when fn settles. */
  inSpan<T>(
    name: string,
    kind: SpanKind,
    attributes: Attributes,
    fn: (span: Span) => Promise<T>,
  ): Promise<T>;
  /** Exports the spans not yet sent. */
  flush(): Promise<void>;
  /** Flushes, then stops exporting. */
  shutdown(): Promise<void>;
}

export { SpanKind, SpanStatusCode };

/** Marks a span failed with the error's message. */
export function failSpan(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

/**
 * Starts exporting the service's spans to endpoint (OTEL_EXPORTER_OTLP_ENDPOINT: the collector's
 * base URL; spans go to its /v1/traces), or does nothing and resolves to undefined when it is
 * unset. The SDK is imported here, on demand, so a process without the variable never loads it.
 */
export async function startTracing(options: {
  serviceName: string;
  endpoint: string | undefined;
}): Promise<Tracing | undefined> {
  if (!options.endpoint) return undefined;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, resources, core] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/core'),
    ]);
  const exporter = new OTLPTraceExporter({
    url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces`,
  });
  const provider = new NodeTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  // The process's context manager (AsyncLocalStorage), so a span started in a request stays the
  // active one through its awaits. A second service in the same process (the tests run both)
  // keeps the first one's, which serves it as well.
  provider.register({ propagator: null });
  const propagator: TextMapPropagator = new core.W3CTraceContextPropagator();
  const tracer = provider.getTracer(options.serviceName);

  return {
    tracer,
    serverSpan(name, headers, attributes) {
      const parent = propagator.extract(context.active(), headers, defaultTextMapGetter);
      const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
      return { span, context: trace.setSpan(parent, span) };
    },
    inject(headers) {
      propagator.inject(context.active(), headers, defaultTextMapSetter);
    },
    inSpan(name, kind, attributes, fn) {
      return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
        try {
          return await fn(span);
        } catch (error) {
          failSpan(span, error);
          throw error;
        } finally {
          span.end();
        }
      });
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
