import { timingSafeEqual } from 'node:crypto';

/** What a /metrics request carries that decides whether it is answered. */
export interface MetricsRequest {
  /** METRICS_TOKEN; undefined or '' when unset. */
  token: string | undefined;
  /** The TCP peer's address (not a forwarded one). */
  remoteAddress: string | undefined;
  /** The request's headers (Authorization; X-Forwarded-For or Forwarded: through a proxy). */
  headers: Record<string, string | string[] | undefined>;
}

export type MetricsAccess =
  { ok: true } | { ok: false; status: 401 | 403; message: string; headers: Record<string, string> };

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Who may read /metrics (docs/security.md): with METRICS_TOKEN set, a request bearing it
 * (`Authorization: Bearer <token>`), from anywhere; unset, a request from this machine only
 * (loopback) that did not come through a proxy, since a reverse proxy on the same machine
 * would otherwise hand the figures to anyone who reaches it.
 */
export function metricsAccess(request: MetricsRequest): MetricsAccess {
  if (request.token) {
    const authorization = request.headers.authorization;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(
      typeof authorization === 'string' ? authorization : '',
    );
    if (match && sameText(match[1]!, request.token)) return { ok: true };
    return {
      ok: false,
      status: 401,
      message: 'The metrics need the bearer token METRICS_TOKEN.',
      headers: { 'www-authenticate': 'Bearer realm="metrics"' },
    };
  }
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!forwarded && LOOPBACK.test(request.remoteAddress ?? '')) return { ok: true };
  return {
    ok: false,
    status: 403,
    message: 'The metrics are served to this machine only, unless METRICS_TOKEN is set.',
    headers: {},
  };
}
