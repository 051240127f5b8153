import type { RequestHandler } from 'express';
import type { UpstreamClient } from '../upstream/client.ts';

const UPSTREAM_CHECK_MS = 2_000;

/** GET /healthz: the gateway answers, and says whether the operations host does. */
export function healthHandler(upstream: UpstreamClient): RequestHandler {
  return async (_req, res) => {
    const result = await upstream.request({
      method: 'GET',
      path: '/healthz',
      signal: AbortSignal.timeout(UPSTREAM_CHECK_MS),
    });
    // Any HTTP answer means the operations host is reachable; only its absence is "unavailable".
    res
      .set('cache-control', 'no-store')
      .json({ status: 'ok', upstream: result.status > 0 ? 'ok' : 'unavailable' });
  };
}
