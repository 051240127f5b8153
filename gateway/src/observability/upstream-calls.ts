import { SpanKind, SpanStatusCode, type Tracing } from '@ops/schema/observability/tracing';
import type { UpstreamClient, UpstreamRequest, UpstreamResult } from '../upstream/client.ts';
import { boundedLabel, upstreamCalls, upstreamDuration } from './metrics.ts';

// Paths are remembered with their route (most calls repeat a few hundred paths); a path built
// from what a user typed may make a route of its own: past 200 routes, 'other'.
const MAX_PATHS = 10_000;
const routeOfPath = new Map<string, string>();
const routeLabel = boundedLabel(200);

/** The path with its ids (segments with digits, but for a version such as v2) as :id. */
export function routeOf(path: string): string {
  let route = routeOfPath.get(path);
  if (route !== undefined) return route;
  route = routeLabel(
    path
      .split('/')
      .map((segment) => (/\d/.test(segment) && !/^v\d+$/.test(segment) ? ':id' : segment))
      .join('/'),
  );
  if (routeOfPath.size < MAX_PATHS) routeOfPath.set(path, route);
  return route;
}

/**
 * The client's calls counted and timed by route and status, and, with tracing on, each in a
 * client span whose traceparent the call carries (the client injects it: upstream/client.ts).
 */
export function observedUpstream(
  client: UpstreamClient,
  tracing: Tracing | undefined,
): UpstreamClient {
  async function request<T>(call: UpstreamRequest): Promise<UpstreamResult<T>> {
    const route = routeOf(call.path);
    const started = performance.now();
    const result = tracing
      ? await tracing.inSpan(
          `${call.method} ${route}`,
          SpanKind.CLIENT,
          { 'http.request.method': call.method, 'http.route': route },
          async (span) => {
            const answer = await client.request<T>(call);
            span.setAttribute('http.response.status_code', answer.status);
            if (!answer.ok) span.setStatus({ code: SpanStatusCode.ERROR, message: answer.failure });
            return answer;
          },
        )
      : await client.request<T>(call);
    upstreamCalls.inc({ method: call.method, route, status: String(result.status) });
    upstreamDuration.observe({ method: call.method, route }, (performance.now() - started) / 1000);
    return result;
  }
  return { request, close: () => client.close() };
}
