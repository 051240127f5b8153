import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerOf, connectionAuthorization, type ApiKeyInfo } from './auth/api-key.ts';
import { requestLoggerOf } from './http/request-log.ts';
import type { Logger } from './logger.ts';
import type { RealtimeBridge } from './realtime/bridge.ts';
import type { Connection } from './realtime/subscriber.ts';
import {
  bindCaller,
  type BoundUpstream,
  type BrowserIdentity,
  type UpstreamClient,
} from './upstream/client.ts';

export interface GatewayContext {
  /** The REST client, carrying this request's (or this socket's) session cookie. */
  upstream: BoundUpstream;
  /** Passes upstream Set-Cookie headers on to the browser; a no-op over WebSocket. */
  setCookie(values: readonly string[]): void;
  logger: Logger;
  realtime: RealtimeBridge;
  /** An internal tool's `Bearer <API key>` (HTTP header, or graphql-ws connection_init). */
  authorization: string | undefined;
  /** The key, once checked for this operation (auth/api-key.ts); null without one. */
  apiKey: ApiKeyInfo | null;
  /** A subscription's WebSocket connection, whose writes its channels let go per event. */
  connection?: Connection;
}

export interface ContextDeps {
  upstream: UpstreamClient;
  realtime: RealtimeBridge;
  logger: Logger;
}

/**
 * The browser's cookies, and its address appended to any X-Forwarded-For a proxy in front
 * already set (the operations host believes the chain only from addresses it trusts).
 */
function identityOf(request: IncomingMessage, authorization: string | undefined): BrowserIdentity {
  const header = request.headers['x-forwarded-for'];
  const before = Array.isArray(header) ? header.join(', ') : header;
  const address = request.socket.remoteAddress;
  const chain = before && address ? `${before}, ${address}` : before || address;
  const requestId = request.headers['x-request-id'];
  return {
    cookie: request.headers.cookie || undefined,
    forwardedFor: chain || undefined,
    authorization,
    requestId: typeof requestId === 'string' ? requestId : undefined,
  };
}

export function httpContext(
  deps: ContextDeps,
  req: IncomingMessage,
  res: ServerResponse,
): GatewayContext {
  const authorization = bearerOf(req.headers.authorization);
  return {
    upstream: bindCaller(deps.upstream, identityOf(req, authorization)),
    authorization,
    apiKey: null,
    setCookie(values) {
      if (values.length > 0) res.appendHeader('set-cookie', [...values]);
    },
    logger: requestLoggerOf(req) ?? deps.logger,
    realtime: deps.realtime,
  };
}

/**
 * Subscriptions act with the cookie the browser sent on the WebSocket upgrade request, or with
 * the API key a tool sent in its connection_init payload (or upgrade request).
 */
export function socketContext(
  deps: ContextDeps,
  upgrade: IncomingMessage,
  connectionParams: unknown,
  connection?: Connection,
): GatewayContext {
  const authorization =
    connectionAuthorization(connectionParams) ?? bearerOf(upgrade.headers.authorization);
  return {
    upstream: bindCaller(deps.upstream, identityOf(upgrade, authorization)),
    authorization,
    apiKey: null,
    // Headers are long sent once a socket is open; a mutation over WebSocket cannot set cookies.
    setCookie() {},
    logger: deps.logger,
    realtime: deps.realtime,
    connection,
  };
}
