// The gateway (from its production entry point) and the bare proxy (bare-proxy.ts), each in a
// process of its own as a deployment runs them, both in front of the same operations host.
import { fork } from 'node:child_process';
import { GATEWAY_NODE_ARGS } from '../../scripts/node-args.mjs';
import {
  startGatewayProcess,
  stopServer,
  waitForHealth,
  type ServerProcessOptions,
} from './server-process.ts';

/** Resolves once both answer; `stop` ends both. */
export async function startProxyProcesses(
  hostUrl: string,
  options: ServerProcessOptions,
  gatewayEnv: Record<string, string> = {},
) {
  const { child: gateway, url: gatewayUrl } = await startGatewayProcess(
    hostUrl,
    options,
    gatewayEnv,
  );
  // With the gateway's Node options: the two differ only in what they run.
  const bare = fork(new URL('./bare-proxy-process.ts', import.meta.url), [hostUrl], {
    execArgv: [...GATEWAY_NODE_ARGS, '--import', 'tsx'],
  });
  const bareUrl = await new Promise<string>((resolve, reject) => {
    bare.once('message', (url) => resolve(String(url)));
    bare.once('exit', (code) => reject(new Error(`the bare proxy exited (${code})`)));
  });
  await waitForHealth(gatewayUrl, gateway, 'gateway', options.logDir);
  return {
    gateway,
    gatewayUrl,
    bare,
    bareUrl,
    async stop() {
      const bareExited = new Promise((resolve) => bare.once('exit', resolve));
      if (bare.exitCode === null) bare.kill('SIGTERM');
      await Promise.all([stopServer(gateway), bareExited]);
    },
  };
}
