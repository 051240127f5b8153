// The real operations host (in-memory PGlite, or a throwaway PostgreSQL database) and the real
// gateway in the benchmark's own process, on free ports.
import { createServer } from 'node:net';
import { loadConfig } from '../../gateway/src/config.ts';
import { createGateway, type GatewayOverrides } from '../../gateway/src/server.ts';
import {
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type DatabaseKind,
} from '../../tests/support/ops-host.ts';

export interface BenchStackOptions {
  database?: DatabaseKind;
  /** The host's environment, e.g. SEED_SIZE=bench or PRINTER_PORT. */
  hostEnv?: Record<string, string>;
  /** The gateway's environment on top of the defaults (NODE_ENV=test, LOG_LEVEL=error). */
  gatewayEnv?: Record<string, string>;
  gatewayOverrides?: GatewayOverrides;
}

export async function startBenchStack(options: BenchStackOptions = {}) {
  const host = await startTestOpsHost({
    ...(options.database ? { database: options.database } : {}),
    ...(options.hostEnv ? { env: options.hostEnv } : {}),
  });
  const gateway = await createGateway(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      OPS_HOST_URL: host.url,
      OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
      LOG_LEVEL: 'error',
      ...options.gatewayEnv,
    }),
    options.gatewayOverrides,
  );
  return {
    host,
    gateway,
    async stop() {
      await gateway.close();
      await host.stop();
    },
  };
}

/** A TCP port free right now (for the virtual printers, which all listen on the host's port). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
