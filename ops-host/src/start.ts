import { startTracing } from '@ops/schema/observability/tracing';
import { connectDatabase, type DatabaseHandle } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import type { OpsHostConfig } from './config/config.ts';
import { scheduleLabelGeneration } from './label-status/schedule.ts';
import { rotateIfDue, scheduleLoginCodeRotation } from './login-code/service.ts';
import { scheduleRetention } from './retention/service.ts';
import { isSeeded, seedDatabase } from './seed/index.ts';
import { buildOpsHost, type OpsHost } from './server.ts';

/** Lock space of the start's advisory lock (any constant of ours). */
const START_LOCK_SPACE = 7_310_005;

export interface RunningOpsHost extends OpsHost {
  url: string;
  port: number;
  handle: DatabaseHandle;
}

/**
 * Opens and migrates the database, seeds it when empty (unless SEED_SIZE=none), makes sure a
 * login code exists and rotates on schedule, and listens. Used by main.ts and by the tests.
 */
export async function startOpsHost(config: OpsHostConfig): Promise<RunningOpsHost> {
  // The logger exists once the app is built; until then a bad connection fails the start itself.
  let reportConnectionError: (error: Error) => void = () => undefined;
  const tracing = await startTracing({ serviceName: 'ops-host', endpoint: config.otelEndpoint });
  const handle = await connectDatabase({
    ...config,
    onConnectionError: (error) => reportConnectionError(error),
    tracing,
  });
  let host: OpsHost | undefined;
  // Hosts starting together on one database take turns to migrate, seed and make the first code.
  let unlock: (() => Promise<void>) | undefined;
  try {
    unlock = await handle.lock(START_LOCK_SPACE, 'start');
    await migrate(handle);
    const built = await buildOpsHost(config, handle, undefined, tracing);
    host = built;
    const log = built.app.log;
    reportConnectionError = (error) => log.warn({ err: error }, 'database connection fault');
    if (config.seedSize !== 'none' && !(await isSeeded(handle.db))) {
      log.info({ size: config.seedSize }, 'seeding an empty database');
      const summary = await seedDatabase(handle.db, {
        size: config.seedSize,
        adminPassword: config.adminPassword,
      });
      log.info({ summary }, 'seeded');
    }
    await rotateIfDue(handle.db, config.loginCodeRotationMs, config.loginCodeGraceMs);
    await unlock();
    unlock = undefined;
    await built.app.listen({ host: config.host, port: config.port });
    const address = built.app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // Timers start once the host listens, so a failed start leaves none behind.
    const stopRotation = scheduleLoginCodeRotation(handle.db, {
      rotationMs: config.loginCodeRotationMs,
      graceMs: config.loginCodeGraceMs,
      onError: (error) => log.error({ err: error }, 'login code rotation failed'),
    });
    const stopRetention = scheduleRetention(handle.db, {
      eventRetentionMs: config.eventRetentionMs,
      historyRetentionMs: config.historyRetentionMs,
      onError: (error) => log.error({ err: error }, 'pruning expired rows failed'),
      onPruned: (result) => log.info({ pruned: result }, 'pruned expired rows'),
    });
    const labelTime = config.labelGenerationTime;
    const stopLabels = labelTime
      ? scheduleLabelGeneration(handle.db, built.labels, {
          generationTime: labelTime,
          onError: (error) => log.error({ err: error }, 'label generation failed'),
          onStarted: (run) => log.info({ run }, 'label generation started by the schedule'),
        })
      : () => undefined;
    return {
      ...built,
      handle,
      port,
      url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
      async close() {
        stopRotation();
        stopRetention();
        stopLabels();
        await built.close();
        await handle.close();
        await tracing?.shutdown();
      },
    };
  } catch (error) {
    // A start that fails half way (a taken port, say) releases the realtime listener too.
    await unlock?.();
    await host?.close();
    await handle.close();
    await tracing?.shutdown();
    throw error;
  }
}
