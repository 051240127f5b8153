import { loadConfig } from '../../gateway/src/config.ts';
import { createGateway } from '../../gateway/src/server.ts';
import {
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type DatabaseKind,
  type TestOpsHost,
} from './ops-host.ts';
import { postgresReachable } from './postgres.ts';
import { startTcpProxy } from './tcp-proxy.ts';

/** The databases the integration suites run against: PGlite always, PostgreSQL when reachable. */
export async function databaseKinds(): Promise<DatabaseKind[]> {
  return (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The real gateway on a free port of 127.0.0.1, in front of the operations host at opsHostUrl;
 * `env` adds settings of its own (NODE_ENV=production, ALLOWED_ORIGINS…).
 */
export function startTestGateway(
  opsHostUrl: string,
  logLevel: 'warn' | 'fatal' = 'warn',
  env: Record<string, string> = {},
): ReturnType<typeof createGateway> {
  return createGateway(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      OPS_HOST_URL: opsHostUrl,
      OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
      UPSTREAM_TIMEOUT_MS: '5000',
      LOG_LEVEL: logLevel,
      ...env,
    }),
  );
}

export interface TestStack {
  host: TestOpsHost;
  gatewayUrl: string;
  /** Cuts and restores the gateway's connections to the operations host. */
  proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  stop(): Promise<void>;
}

/** The real operations host and the real gateway on free ports, a TCP proxy between them. */
export async function startStack(
  database: DatabaseKind = 'pglite',
  options: {
    hostEnv?: Record<string, string>;
    gatewayEnv?: Record<string, string>;
    clock?: () => Date;
  } = {},
): Promise<TestStack> {
  const host = await startTestOpsHost({
    database,
    env: options.hostEnv ?? {},
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const proxy = await startTcpProxy(host.port);
  const gateway = await startTestGateway(proxy.url, 'warn', options.gatewayEnv);
  return {
    host,
    gatewayUrl: gateway.url,
    proxy,
    async stop() {
      await gateway.close();
      await proxy.close();
      await host.stop();
    },
  };
}
