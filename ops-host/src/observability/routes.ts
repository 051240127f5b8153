import { metricsAccess } from '@ops/schema/observability/metrics-access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access } from '../http/route-access.ts';
import { prints, registry, scanDuration, scans } from './metrics.ts';

const PRINT_KINDS: Record<string, string> = {
  '/pack_line_printer/print_label': 'label',
  '/pack_line_printer/reprint_label': 'reprint',
  '/pack_line_printer/print_training_label': 'training',
};

/** Statuses at which a scan's facility and line are not known to be real ones. */
const UNCHECKED = new Set([400, 401, 403]);

/** Counts scans and prints from their answers, so the routes themselves stay as they are. */
function countAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const route = request.routeOptions.url;
  if (route === '/v2/scans' && request.method === 'GET') {
    const query = request.query as { packing_facility_abbreviation?: string; line_letter?: string };
    const checked = !UNCHECKED.has(reply.statusCode) && reply.statusCode < 500;
    const place = {
      facility: checked ? (query.packing_facility_abbreviation ?? '-').toUpperCase() : '-',
      line: checked ? (query.line_letter ?? '-').toUpperCase() : '-',
    };
    scans.inc({ ...place, status: String(reply.statusCode) });
    scanDuration.observe(place, reply.elapsedTime / 1000);
    return;
  }
  const kind = route === undefined ? undefined : PRINT_KINDS[route];
  if (kind && request.method === 'POST') prints.inc({ kind, status: String(reply.statusCode) });
}

/**
 * GET /metrics in Prometheus' text format (for METRICS_TOKEN's bearer, or for this machine only
 * when it is unset: metricsAccess), and the counting of scans and prints.
 */
export function metricsRoutes(app: FastifyInstance, deps: { token: string | undefined }): void {
  app.addHook('onResponse', async (request, reply) => countAnswer(request, reply));
  // No session needed: the token or the address decides (docs/security.md).
  app.get(
    '/metrics',
    { config: access.ownBearer(), logLevel: 'warn', schema: { hide: true } },
    async (request, reply) => {
      const allowed = metricsAccess({
        token: deps.token,
        remoteAddress: request.raw.socket.remoteAddress,
        headers: request.headers,
      });
      void reply.header('cache-control', 'no-store');
      if (!allowed.ok) {
        return reply
          .code(allowed.status)
          .headers(allowed.headers)
          .send({ message: allowed.message });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
