// Loaded only when the gateway traces (trace-link.ts): a page of a gateway that does not trace
// never downloads the OpenTelemetry SDK.
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  WebTracerProvider,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-web';

/** One operation's span: the traceparent its request carries, and its end. */
export interface OperationSpan {
  readonly traceparent: string;
  end(error?: unknown): void;
}

export interface BrowserTracing {
  startOperation(operationName: string): OperationSpan;
  /** Exports the spans not yet sent (the batch goes by itself, and when the page is hidden). */
  flush(): Promise<void>;
}

/**
 * The web app's tracer, as the service `web`: a client span for each query and mutation,
 * exported in batches to the gateway's /v1/traces on `origin` (which passes them on to the
 * collector), so a trace starts in the browser and runs on through the gateway and the host.
 */
export function startBrowserTracing(
  origin: string,
  processor: SpanProcessor = new BatchSpanProcessor(
    new OTLPTraceExporter({ url: `${origin}/v1/traces` }),
  ),
): BrowserTracing {
  const provider = new WebTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'web' }),
    spanProcessors: [processor],
  });
  const tracer = provider.getTracer('web');
  return {
    startOperation(operationName) {
      const span = tracer.startSpan(`graphql ${operationName}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'graphql.operation.name': operationName },
      });
      const { traceId, spanId, traceFlags } = span.spanContext();
      const flags = traceFlags.toString(16).padStart(2, '0');
      return {
        traceparent: `00-${traceId}-${spanId}-${flags}`,
        end(error) {
          if (error !== undefined) {
            span.recordException(error instanceof Error ? error : String(error));
            span.setStatus({ code: SpanStatusCode.ERROR });
          }
          span.end();
        },
      };
    },
    flush: () => provider.forceFlush(),
  };
}
