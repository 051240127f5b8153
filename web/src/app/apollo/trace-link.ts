import { ApolloLink } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { finalize, from, mergeMap, tap } from 'rxjs';
import type { BrowserTracing } from './browser-tracing.ts';

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** A traceparent of a new trace, sampled, for a call the browser does not trace itself. */
const newTraceparent = () => `00-${hex(16)}-${hex(8)}-01`;

/** Whether the gateway that served this page traces: it marks the page (its http/web-app.ts). */
export function pageIsTraced(page: Document = document): boolean {
  return page.querySelector('meta[name="ops-tracing"][content="on"]') !== null;
}

/**
 * The web app's tracer, its SDK loaded apart from the app's own code; undefined when it cannot
 * be loaded (the operations then go on with a trace id of their own, untraced in the browser).
 */
export function loadBrowserTracing(origin: string): Promise<BrowserTracing | undefined> {
  return import('./browser-tracing.ts').then(
    ({ startBrowserTracing }) => startBrowserTracing(origin),
    () => undefined,
  );
}

/**
 * Gives each query and mutation a W3C traceparent header, which the gateway continues when it
 * traces (OTEL_EXPORTER_OTLP_ENDPOINT) and its calls to the operations host carry on, so one
 * trace id finds a click's work in every service. With `tracing` (a page of a gateway that
 * traces), the header is the operation's own span's, exported when the answer is in; without,
 * it names a new trace, which a gateway that does not trace ignores. Subscriptions, which last
 * as long as a screen is open, are not traced.
 */
export function createTraceLink(tracing?: Promise<BrowserTracing | undefined>): ApolloLink {
  const withHeader = (operation: ApolloLink.Operation, traceparent: string) =>
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, traceparent },
    }));
  return new ApolloLink((operation, forward) => {
    if (!tracing || isSubscriptionOperation(operation.query)) {
      withHeader(operation, newTraceparent());
      return forward(operation);
    }
    return from(tracing).pipe(
      mergeMap((tracer) => {
        if (!tracer) {
          withHeader(operation, newTraceparent());
          return forward(operation);
        }
        const span = tracer.startOperation(operation.operationName ?? 'anonymous');
        withHeader(operation, span.traceparent);
        let failure: unknown;
        return forward(operation).pipe(
          tap({
            next: (result) => {
              if (result.errors?.length) failure = result.errors[0]!.message;
            },
            error: (error: unknown) => {
              failure = error;
            },
          }),
          finalize(() => span.end(failure)),
        );
      }),
    );
  });
}
