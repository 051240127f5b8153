import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RealtimeBridge } from '../realtime/bridge.ts';

/**
 * The gateway's Prometheus metrics (GET /metrics: metrics-route.ts). One registry per process,
 * the gateway's own rather than prom-client's global one, so the operations host's can live in
 * the same process (the tests run both).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'gateway_' });

/**
 * A label whose values come from outside (operation names, the paths of calls): the first `max`
 * distinct values are kept, any further one is 'other', so no caller can grow the series without
 * bound.
 */
export function boundedLabel(max: number): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}

// Operations take milliseconds (a cached read) to seconds (a plan's PDF); scans should stay
// well under the 100 ms mark, so the buckets are finest there.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const graphqlRequests = new Counter({
  name: 'gateway_graphql_requests_total',
  help: 'GraphQL operations answered over HTTP, by operation name, type and outcome (ok or the first error code).',
  labelNames: ['operation', 'type', 'outcome'] as const,
  registers: [registry],
});

export const graphqlDuration = new Histogram({
  name: 'gateway_graphql_request_duration_seconds',
  help: 'Time from receiving a GraphQL operation to sending its answer, by operation name, type and outcome.',
  labelNames: ['operation', 'type', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const upstreamCalls = new Counter({
  name: 'gateway_upstream_requests_total',
  help: 'Calls to the operations host, by method, route (ids replaced by :id) and status (0: no answer).',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const upstreamDuration = new Histogram({
  name: 'gateway_upstream_request_duration_seconds',
  help: 'Time of a call to the operations host until its answer was read, by method and route.',
  labelNames: ['method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

let openSockets = 0;
/** A WebSocket on /graphql opened (+1) or closed (-1): sockets.ts. */
export function countSocket(change: 1 | -1): void {
  openSockets += change;
}

new Gauge({
  name: 'gateway_websockets_open',
  help: 'WebSocket connections open on /graphql (floor screens, admin tabs).',
  registers: [registry],
  collect() {
    this.set(openSockets);
  },
});

const bridges = new Set<RealtimeBridge>();
/** Counts the bridge's subscriptions until it is forgotten (on close). */
export function watchRealtime(bridge: RealtimeBridge): () => void {
  bridges.add(bridge);
  return () => bridges.delete(bridge);
}

new Gauge({
  name: 'gateway_subscriptions_active',
  help: 'GraphQL subscriptions listening to a realtime channel of the operations host.',
  registers: [registry],
  collect() {
    let total = 0;
    for (const bridge of bridges) {
      for (const count of Object.values(bridge.stats().subscribers)) total += count;
    }
    this.set(total);
  },
});

new Gauge({
  name: 'gateway_realtime_streams_connected',
  help: 'Realtime channels of the operations host whose stream is connected right now.',
  registers: [registry],
  collect() {
    let total = 0;
    for (const bridge of bridges) total += bridge.stats().connectedStreams;
    this.set(total);
  },
});

const eventsDelivered = new Counter({
  name: 'gateway_realtime_events_delivered_total',
  help: 'Realtime events handed to subscriptions (one per subscriber), by event name.',
  labelNames: ['event'] as const,
  registers: [registry],
});

/** A channel's event went to `subscribers` subscriptions. */
export function countDelivered(event: string, subscribers: number): void {
  if (subscribers > 0) eventsDelivered.inc({ event }, subscribers);
}
