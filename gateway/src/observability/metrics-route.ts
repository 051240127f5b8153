import type { IncomingMessage, ServerResponse } from 'node:http';
import { metricsAccess } from '@ops/schema/observability/metrics-access';
import { registry } from './metrics.ts';

/**
 * GET /metrics in Prometheus' text format, for METRICS_TOKEN's bearer, or for this machine only
 * when it is unset (metricsAccess).
 */
export function metricsHandler(token: string | undefined) {
  return async function serveMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const access = metricsAccess({
      token,
      remoteAddress: req.socket.remoteAddress,
      headers: req.headers,
    });
    res.setHeader('cache-control', 'no-store');
    if (!access.ok) {
      res.writeHead(access.status, { ...access.headers, 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: access.message }));
      return;
    }
    const text = await registry.metrics();
    res.writeHead(200, { 'content-type': registry.contentType });
    res.end(text);
  };
}
