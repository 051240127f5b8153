import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { context } from '@opentelemetry/api';
import { SpanStatusCode, type Tracing } from '@ops/schema/observability/tracing';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Paths whose requests get a span: operations and downloads, not the web app's files. */
const TRACED = /^\/(graphql|downloads\/)/;

/**
 * The HTTP server's request listener with each request given an X-Request-Id (the proxy's, or a
 * new one: the request log and the calls to the operations host carry it), and, with tracing
 * on, a server span continuing the browser's traceparent, active while the request is answered.
 */
export function observedRequests(tracing: Tracing | undefined, listener: Listener): Listener {
  return (req, res) => {
    const id = req.headers['x-request-id'];
    if (typeof id !== 'string' || id === '') req.headers['x-request-id'] = randomUUID();
    if (!tracing || !TRACED.test(req.url ?? '')) {
      listener(req, res);
      return;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    const route = path.startsWith('/downloads/') ? path.replace(/[^/]+$/, ':id') : path;
    const { span, context: active } = tracing.serverSpan(`${req.method} ${route}`, req.headers, {
      'http.request.method': req.method ?? '',
      'http.route': route,
      'http.request.id': req.headers['x-request-id'] as string,
    });
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    // The body arrives in events of the request's stream: bound, their listeners (the body
    // reader's) run in the span's context too, and so does the rest of the answer.
    context.bind(active, req);
    context.with(active, () => listener(req, res));
  };
}
