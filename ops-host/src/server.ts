import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import type { OpsHostConfig } from './config/config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { facilityRoutes } from './facilities/routes.ts';
import { HttpError } from './http/access.ts';
import { iceRestrictionRoutes } from './ice-restrictions/routes.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { LabelGenerationRunner } from './label-status/runner.ts';
import { labelStatusRoutes } from './label-status/routes.ts';
import { linePresetRoutes } from './line-presets/routes.ts';
import { loginCodeRoutes } from './login-code/routes.ts';
import { menuRoutes } from './menus/routes.ts';
import { operatorCommands } from './operator/commands.ts';
import { operatorRoutes } from './operator/routes.ts';
import { pickLetterRoutes } from './pick-letters/routes.ts';
import { RealtimeHub } from './realtime/hub.ts';
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
  close(): Promise<void>;
}

/** Builds the operations host's HTTP app over an open, migrated database. */
export async function buildOpsHost(
  config: OpsHostConfig,
  handle: DatabaseHandle,
  logger?: FastifyBaseLogger,
): Promise<OpsHost> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    // Open realtime streams would otherwise hold close() until every client leaves.
    forceCloseConnections: true,
    // Validation errors name the field: "body/email must NOT have fewer than 3 characters".
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false } },
  });
  const db = handle.db;
  const hub = new RealtimeHub(handle);
  const labels = new LabelGenerationRunner(db, {
    batchSize: config.labelGenerationBatchSize,
    batchPauseMs: config.labelGenerationBatchPauseMs,
  });
  await hub.start();

  await app.register(cookie);
  registerAuthentication(app, { db, serviceToken: config.serviceToken });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError)
      return reply.code(error.statusCode).send({ message: error.message, ...error.details });
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
  app.get('/healthz', { config: { public: true }, logLevel: 'warn' }, async () => ({
    status: 'ok',
    database: handle.kind,
  }));
  authRoutes(app, { db, sessionTtlMs: config.sessionTtlMs, secureCookies: config.production });
  facilityRoutes(app, { db });
  menuRoutes(app, { db });
  iceRestrictionRoutes(app, { db });
  loginCodeRoutes(app, { db });
  linePresetRoutes(app, { db });
  pickLetterRoutes(app, { db });
  realtimeRoutes(app, { db, hub });
  labelStatusRoutes(app, { db });
  operatorRoutes(app, {
    commands: operatorCommands(handle, {
      adminPassword: config.adminPassword,
      loginCodeGraceMs: config.loginCodeGraceMs,
      labels,
    }),
  });

  return {
    app,
    hub,
    labels,
    async close() {
      await app.close();
      await labels.settle();
      await hub.stop();
    },
  };
}
