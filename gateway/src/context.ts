import type { IncomingMessage, ServerResponse } from 'node:http';
// Declares req.log, set by pino-http on every HTTP request.
import type {} from 'pino-http';
import type { Logger } from './logger.ts';
import type { RealtimeBridge } from './realtime/bridge.ts';
import { bindCookie, type BoundUpstream, type UpstreamClient } from './upstream/client.ts';

export interface GatewayContext {
  /** The REST client, carrying this request's (or this socket's) session cookie. */
  upstream: BoundUpstream;
  /** Passes upstream Set-Cookie headers on to the browser; a no-op over WebSocket. */
  setCookie(values: readonly string[]): void;
  logger: Logger;
  realtime: RealtimeBridge;
}

export interface ContextDeps {
  upstream: UpstreamClient;
  realtime: RealtimeBridge;
  logger: Logger;
}

function cookieOf(request: IncomingMessage): string | undefined {
  return request.headers.cookie || undefined;
}

export function httpContext(
  deps: ContextDeps,
  req: IncomingMessage,
  res: ServerResponse,
): GatewayContext {
  return {
    upstream: bindCookie(deps.upstream, cookieOf(req)),
    setCookie(values) {
      if (values.length > 0) res.appendHeader('set-cookie', [...values]);
    },
    // pino-http's per-request child logger carries the request id.
    logger: req.log ?? deps.logger,
    realtime: deps.realtime,
  };
}

/** Subscriptions act with the cookie the browser sent on the WebSocket upgrade request. */
export function socketContext(deps: ContextDeps, upgrade: IncomingMessage): GatewayContext {
  return {
    upstream: bindCookie(deps.upstream, cookieOf(upgrade)),
    // Headers are long sent once a socket is open; a mutation over WebSocket cannot set cookies.
    setCookie() {},
    logger: deps.logger,
    realtime: deps.realtime,
  };
}
