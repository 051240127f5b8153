import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/node';
import express from 'express';
import type { GatewayConfig } from './config.ts';
import { httpContext, type ContextDeps } from './context.ts';
import { startApollo } from './graphql/apollo.ts';
import { createArmor, LIMITS } from './graphql/armor.ts';
import { buildSchema } from './graphql/schema.ts';
import { attachWebSocket } from './graphql/websocket.ts';
import { explorerPage } from './http/explorer.ts';
import { historyCsvDownloadHandler, pdfDownloadHandler } from './http/downloads.ts';
import { BODY_LIMIT, graphqlRoute } from './http/graphql-route.ts';
import { healthHandler } from './http/health.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { webApp } from './http/web-app.ts';
import { browserSpansRoute } from './observability/browser-spans.ts';
import { createLogger, type Logger } from './logger.ts';
import { startTracing } from '@ops/schema/observability/tracing';
import { watchRealtime } from './observability/metrics.ts';
import { metricsHandler } from './observability/metrics-route.ts';
import { countSockets } from './observability/sockets.ts';
import { observedRequests } from './observability/traced-requests.ts';
import { observedUpstream } from './observability/upstream-calls.ts';
import {
  createRealtimeBridge,
  type RealtimeBridge,
  type RealtimeBridgeOptions,
} from './realtime/bridge.ts';
import { createUpstreamClient } from './upstream/client.ts';

export interface GatewayOverrides {
  logger?: Logger;
  /** Bridge tuning (tests shorten the reconnect backoff). */
  realtime?: Partial<Omit<RealtimeBridgeOptions, 'baseUrl' | 'serviceToken' | 'logger'>>;
  /** Bytes a WebSocket connection may have unwritten before its floor subscriptions end. */
  unsentLimit?: number;
}

export interface Gateway {
  /** http://host:port, with the port actually bound (PORT=0 picks a free one). */
  url: string;
  port: number;
  realtime: RealtimeBridge;
  close(): Promise<void>;
}

function initSentry(config: GatewayConfig): void {
  if (!config.sentryDsn) return;
  Sentry.init({ dsn: config.sentryDsn, environment: config.nodeEnv, tracesSampleRate: 0.1 });
}

/** The gateway: GraphQL over HTTP and WebSocket on /graphql, /healthz, and the web app. */
export async function createGateway(
  config: GatewayConfig,
  overrides: GatewayOverrides = {},
): Promise<Gateway> {
  initSentry(config);
  const logger = overrides.logger ?? createLogger(config);
  const tracing = await startTracing({ serviceName: 'gateway', endpoint: config.otelEndpoint });
  const upstream = observedUpstream(
    createUpstreamClient({
      baseUrl: config.opsHostUrl,
      timeoutMs: config.upstreamTimeoutMs,
      logger,
      tracing,
    }),
    tracing,
  );
  const realtime = createRealtimeBridge({
    baseUrl: config.opsHostUrl,
    serviceToken: config.opsServiceToken,
    logger,
    connectTimeoutMs: config.upstreamTimeoutMs,
    ...overrides.realtime,
  });
  const forgetRealtime = watchRealtime(realtime);
  const deps: ContextDeps = { upstream, realtime, logger };
  const schema = buildSchema();
  const armor = createArmor();

  const app = express();
  app.disable('x-powered-by');
  // res.send would hash every answer for an ETag; no operation answer is ever revalidated, and
  // the planner's is large. Static files keep theirs (express.static's own).
  app.set('etag', false);
  // Its request listener is added once Apollo has started (below).
  const httpServer = createServer();
  // Node closes an idle connection after 5 s: a zone screen scanning every few seconds would open
  // a new one for nearly every scan (config.ts, keepAliveTimeoutMs).
  httpServer.keepAliveTimeout = config.keepAliveTimeoutMs;
  countSockets(httpServer);
  // The app's own origins: who may open a socket, and whose pages may send their spans.
  const appOrigins = { publicOrigin: config.publicOrigin, allowedOrigins: config.allowedOrigins };
  const sockets = attachWebSocket(httpServer, {
    schema,
    deps,
    validationRules: armor.validationRules,
    introspection: config.explorer,
    maxTokens: LIMITS.maxTokens,
    maxPayload: BODY_LIMIT,
    production: config.production,
    unsentLimit: overrides.unsentLimit,
    origins: appOrigins,
  });

  const apollo = await startApollo({
    schema,
    armor,
    httpServer,
    sockets,
    production: config.production,
    explorer: config.explorer,
    upstream,
    logger,
    tracing,
  });

  const context = async (req: IncomingMessage, res: ServerResponse) => httpContext(deps, req, res);
  const startRequestLog = requestLog(logger);
  httpServer.on(
    'request',
    observedRequests(tracing, (req: IncomingMessage, res: ServerResponse) => {
      startRequestLog(req, res);
      // nosniff on every answer (the web app's pages get the full set below).
      res.setHeader('x-content-type-options', 'nosniff');
      app(req, res);
    }),
  );
  app.get('/healthz', healthHandler(upstream));
  app.get('/metrics', metricsHandler(config.metricsToken));
  const downloads = { opsHostUrl: config.opsHostUrl, timeoutMs: config.upstreamTimeoutMs };
  app.get('/downloads/pdfs/:id', pdfDownloadHandler(downloads));
  app.get('/downloads/history.csv', historyCsvDownloadHandler(downloads));
  if (config.otelEndpoint) {
    app.use(
      browserSpansRoute({
        endpoint: config.otelEndpoint,
        origins: appOrigins,
        timeoutMs: config.upstreamTimeoutMs,
        logger,
      }),
    );
  }
  app.get(
    '/graphql',
    securityHeaders({ frameAncestors: ["'self'"], connectSources: [] }),
    explorerPage({
      webDistDir: config.webDistDir,
      enabled: config.explorer !== 'off',
      signedInOnly: config.explorer === 'signed-in',
      upstream,
    }),
  );
  // Every operation, GET or POST, through Apollo Server (http/graphql-route.ts).
  app.use('/graphql', graphqlRoute(apollo, context, logger));
  app.use(
    securityHeaders({
      frameAncestors: config.frameAncestors,
      connectSources: config.connectSources,
    }),
    webApp(config.webDistDir, { tracing: tracing !== undefined }),
  );
  if (config.sentryDsn) Sentry.setupExpressErrorHandler(app);

  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // E.g. the port is taken: leave nothing running behind the error.
    await sockets.dispose();
    await realtime.close();
    await upstream.close();
    forgetRealtime();
    await tracing?.shutdown();
    throw error;
  }
  const { port } = httpServer.address() as AddressInfo;
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const host = wildcard
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    realtime,
    close() {
      // Apollo drains HTTP and disposes the sockets (ending their subscriptions); then the
      // upstream streams those subscriptions held are closed, and the pooled connections.
      closing ??= apollo
        .stop()
        .then(() => realtime.close())
        .then(() => upstream.close())
        .then(() => {
          forgetRealtime();
          return tracing?.shutdown();
        });
      return closing;
    },
  };
}
