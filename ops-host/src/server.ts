import accepts from '@fastify/accepts';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import type { Tracing } from '@ops/schema/observability/tracing';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { apiKeyRoutes } from './api-keys/routes.ts';
import { authRoutes } from './auth/routes.ts';
import type { OpsHostConfig } from './config/config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { facilityRoutes } from './facilities/routes.ts';
import { KnownFloorSessions } from './floor-sessions/known-sessions.ts';
import { floorSessionRoutes } from './floor-sessions/routes.ts';
import { floorSessionFor } from './floor-sessions/service.ts';
import { statusWallRoutes } from './status-wall/routes.ts';
import { HttpError } from './http/access.ts';
import { registerAuthentication, type DeclaredRoute } from './http/authenticate.ts';
import { FacilityDirectory } from './http/facility-directory.ts';
import { openApiRoute, openApiOptions } from './http/openapi.ts';
import { RequestLog } from './http/request-log.ts';
import { access } from './http/route-access.ts';
import { registerValidation } from './http/validation.ts';
import { historyRoutes } from './history/routes.ts';
import { iceRestrictionRoutes } from './ice-restrictions/routes.ts';
import { LabelGenerationRunner } from './label-status/runner.ts';
import { labelStatusRoutes } from './label-status/routes.ts';
import { userPreferenceRoutes } from './user-preferences/routes.ts';
import { linePresetRoutes } from './line-presets/routes.ts';
import { loginCodeRoutes } from './login-code/routes.ts';
import { menuRoutes } from './menus/routes.ts';
import { operatorCommands } from './operator/commands.ts';
import { operatorRoutes } from './operator/routes.ts';
import { printerKioskRoutes } from './printer-kiosk/routes.ts';
import { printerKioskLineActionRoutes } from './printer-kiosk/line-action-routes.ts';
import { pickLetterRoutes } from './pick-letters/routes.ts';
import { plannerRefreshRoutes } from './planner/refresh-routes.ts';
import { plannerDocumentRoutes } from './planner/document-routes.ts';
import { createNotifier } from './notifier/notifier.ts';
import { metricsRoutes } from './observability/routes.ts';
import { countScreensOf } from './observability/screens.ts';
import { traceRequests } from './observability/tracing.ts';
import { plannerRoutes } from './planner/routes.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { zoneDisplayRoutes } from './zone-display/routes.ts';
import { realtimeRoutes } from './realtime/routes.ts';

/** JSON logs; human-readable only for a developer watching a terminal. */
function loggerOptions(config: OpsHostConfig) {
  const pretty = process.stdout.isTTY && !config.production;
  return {
    level: config.logLevel,
    name: 'ops-host',
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  };
}

export interface OpsHost {
  app: FastifyInstance;
  hub: RealtimeHub;
  /** Label generation runs of this process (schedule and operator). */
  labels: LabelGenerationRunner;
  /** Every route with its declared access (the access matrix reads it). */
  routes: DeclaredRoute[];
  close(): Promise<void>;
}

/** Builds the operations host's HTTP app over an open, migrated database. */
export async function buildOpsHost(
  config: OpsHostConfig,
  handle: DatabaseHandle,
  logger?: FastifyBaseLogger,
  tracing?: Tracing,
): Promise<OpsHost> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    // One line per request instead of Fastify's two (http/request-log.ts).
    logController: new RequestLog(),
    // Open realtime streams would otherwise hold close() until every client leaves.
    forceCloseConnections: true,
    // The client's address (rate limits) as the gateway or a reverse proxy in front reports it.
    trustProxy: config.trustedProxies,
  });
  if (tracing) traceRequests(app, tracing);
  // Validation errors name the field: "body/email must NOT have fewer than 3 characters".
  registerValidation(app);
  const db = handle.db;
  const directory = new FacilityDirectory(db);
  const hub = new RealtimeHub(handle);
  const floorSessions = new KnownFloorSessions({
    read: (tokenHash) => floorSessionFor(db, tokenHash),
    listen: (channel, fn, onResume) => handle.listen(channel, fn, onResume),
  });
  const labels = new LabelGenerationRunner(db, {
    batchSize: config.labelGenerationBatchSize,
    batchPauseMs: config.labelGenerationBatchPauseMs,
    tryLock: handle.tryLock,
  });
  await hub.start();
  await floorSessions.start();

  await app.register(cookie);
  // request.accepts(): routes that can answer in MessagePack too (http/negotiated-answer.ts).
  await app.register(accepts);
  await app.register(swagger, openApiOptions);
  const routes = registerAuthentication(app, {
    db,
    serviceToken: config.serviceToken,
    directory,
    floorSessions,
    floorSessionTtlMs: config.floorSessionTtlMs,
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...error.details });
    }
    const fault = error as { statusCode?: number; validation?: unknown; message?: string };
    const status = fault.statusCode;
    if (fault.validation || (status && status >= 400 && status < 500)) {
      return reply.code(status ?? 400).send({ message: fault.message ?? 'Bad request.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal error.' });
  });
  app.setNotFoundHandler((request, reply) => {
    void reply
      .code(404)
      .send({ message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });

  // Polled by npm start and health checks: not worth a log line each time.
  app.get('/healthz', { config: access.public(), logLevel: 'warn' }, async () => ({
    status: 'ok',
    database: handle.kind,
  }));
  openApiRoute(app);
  metricsRoutes(app, { token: config.metricsToken, directory });
  const forgetScreens = countScreensOf(db);
  authRoutes(app, {
    db,
    sessionTtlMs: config.sessionTtlMs,
    secureCookies: config.production,
    ...(config.clock ? { now: config.clock } : {}),
  });
  floorSessionRoutes(app, {
    db,
    sessions: floorSessions,
    ttlMs: config.floorSessionTtlMs,
    secureCookies: config.production,
  });
  facilityRoutes(app, { db });
  statusWallRoutes(app, { db });
  zoneDisplayRoutes(app, { db });
  menuRoutes(app, { db });
  iceRestrictionRoutes(app, { db });
  loginCodeRoutes(app, { db });
  linePresetRoutes(app, { db });
  pickLetterRoutes(app, { db });
  plannerRoutes(app, { db });
  plannerRefreshRoutes(app, { db });
  plannerDocumentRoutes(app, {
    db,
    notifier: createNotifier(config.notifier),
    publicUrl: config.publicUrl,
  });
  realtimeRoutes(app, { db, hub });
  historyRoutes(app, { db });
  labelStatusRoutes(app, { db });
  userPreferenceRoutes(app, { db });
  apiKeyRoutes(app, {
    db,
    directory,
    limit: { attempts: config.apiKeyRequestsPerMinute, windowMs: 60_000 },
  });
  printerKioskRoutes(app, {
    db,
    printer: { port: config.printerPort, timeoutMs: config.printerTimeoutMs },
    ...(config.clock ? { now: config.clock } : {}),
  });
  printerKioskLineActionRoutes(app, {
    db,
    printer: { port: config.printerPort, timeoutMs: config.printerTimeoutMs },
  });
  operatorRoutes(app, {
    commands: operatorCommands(handle, {
      adminPassword: config.adminPassword,
      loginCodeGraceMs: config.loginCodeGraceMs,
      labels,
      directory,
      onReseeded: () => directory.invalidate(),
    }),
  });

  return {
    app,
    hub,
    labels,
    routes,
    async close() {
      forgetScreens();
      await app.close();
      await labels.settle();
      await hub.stop();
      await floorSessions.stop();
    },
  };
}
