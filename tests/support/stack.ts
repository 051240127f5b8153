import { loadConfig } from '../../gateway/src/config.ts';
import { createGateway, type Gateway } from '../../gateway/src/server.ts';
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

export interface TestStack {
  host: TestOpsHost;
  gatewayUrl: string;
  /** Cuts and restores the gateway's connections to the operations host. */
  proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  stop(): Promise<void>;
}

/** The real gateway on a free port in front of `opsHostUrl`, with settings of its own. */
export function startGatewayOn(
  opsHostUrl: string,
  env: Record<string, string> = {},
): Promise<Gateway> {
  return createGateway(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      OPS_HOST_URL: opsHostUrl,
      OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
      UPSTREAM_TIMEOUT_MS: '5000',
      LOG_LEVEL: 'warn',
      ...env,
    }),
  );
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
  const gateway = await startGatewayOn(proxy.url, options.gatewayEnv);
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
