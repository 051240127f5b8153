import { metricsAccess } from '@ops/schema/observability/metrics-access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FacilityDirectory } from '../http/facility-directory.ts';
import { access } from '../http/route-access.ts';
import { printerFaults, prints, registry, scanDuration, scans } from './metrics.ts';

const PRINT_KINDS: Record<string, string> = {
  '/pack_line_printer/print_label': 'label',
  '/pack_line_printer/reprint_label': 'reprint',
  '/pack_line_printer/print_training_label': 'training',
};

/** The printer kiosk's calls: those that print (the test label of an assignment too). */
const KIOSK_ROUTES = '/pack_line_printer/';

/** Why a printer refused a print, as printer-kiosk/printer-errors.ts answers it (424 or 504). */
const PRINTER_FAILURES = new Set(['unreachable', 'fault', 'timeout', 'dropped']);
const PRINTER_REFUSALS = new Set([424, 504]);

/** Statuses at which a scan's facility and line are not known to be real ones. */
const UNCHECKED = new Set([400, 401, 403]);

/**
 * What a kiosk call's answer says, read before it is serialized: the kiosk's line (a print's or a
 * reprint's answer carries it, refused on the line or not: its name comes from the database) and
 * the printer's failure.
 */
interface KioskAnswer {
  line: string | undefined;
  failure: string | undefined;
}

const kioskAnswers = new WeakMap<FastifyRequest, KioskAnswer>();

function readKioskAnswer(request: FastifyRequest, payload: unknown): void {
  if (!request.routeOptions.url?.startsWith(KIOSK_ROUTES)) return;
  if (typeof payload !== 'object' || payload === null) return;
  const answer = payload as { line?: { pack_line?: { name?: unknown } }; failure?: unknown };
  const line = answer.line?.pack_line?.name;
  const failure = answer.failure;
  kioskAnswers.set(request, {
    line: typeof line === 'string' ? line.toUpperCase() : undefined,
    failure: typeof failure === 'string' && PRINTER_FAILURES.has(failure) ? failure : undefined,
  });
}

/**
 * The facility abbreviation of the calling kiosk (its floor session's facility), '-' when the
 * call had no floor session: only real facilities become label values.
 */
async function kioskFacility(request: FastifyRequest, directory: FacilityDirectory) {
  if (request.caller?.kind !== 'floor') return '-';
  const facility = await directory.find('id', request.caller.session.facilityId);
  return facility?.abbreviation ?? '-';
}

/** Counts scans, prints and printer faults from their answers, so the routes stay as they are. */
async function countAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  directory: FacilityDirectory,
): Promise<void> {
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
  if (request.method !== 'POST' || !route?.startsWith(KIOSK_ROUTES)) return;
  const kind = PRINT_KINDS[route];
  const answer = kioskAnswers.get(request);
  const failure = PRINTER_REFUSALS.has(reply.statusCode) ? answer?.failure : undefined;
  if (!kind && !failure) return;
  const facility = await kioskFacility(request, directory);
  if (kind) {
    const line = answer?.line ?? '-';
    prints.inc({ facility, line, kind, status: String(reply.statusCode) });
  }
  if (failure) printerFaults.inc({ facility, failure });
}

/**
 * GET /metrics in Prometheus' text format (for METRICS_TOKEN's bearer, or for this machine only
 * when it is unset: metricsAccess), and the counting of scans, prints and printer faults.
 */
export function metricsRoutes(
  app: FastifyInstance,
  deps: { token: string | undefined; directory: FacilityDirectory },
): void {
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    readKioskAnswer(request, payload);
    done(null, payload);
  });
  app.addHook('onResponse', async (request, reply) => countAnswer(request, reply, deps.directory));
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
