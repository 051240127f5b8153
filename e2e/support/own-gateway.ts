import { spawn, type ChildProcess } from 'node:child_process';

const stackPort = Number(process.env.E2E_PORT ?? 4310);

/**
 * A second gateway of the stack's operations host, on a port of its own, that a flow may stop and
 * start again (a restart of the gateway the screens talk to), or freeze (a gateway that hangs),
 * without ending the whole stack. `env` adds to or overrides its environment (e.g. a production
 * gateway with the explorer on).
 */
export function ownGateway(port = stackPort + 2, env: Record<string, string> = {}) {
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;

  async function waitUntil(up: boolean, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const answered = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) })
        .then((response) => response.ok)
        .catch(() => false);
      if (answered === up) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the gateway on ${url} did not ${up ? 'start' : 'stop'}`);
  }

  return {
    url,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          OPS_HOST_URL: `http://127.0.0.1:${stackPort + 1}`,
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      await waitUntil(true);
    },
    /**
     * Freezes it (SIGSTOP): its port still takes connections and requests, and answers nothing,
     * as a gateway stuck or a network that drops packets does.
     */
    freeze() {
      child?.kill('SIGSTOP');
    },
    /** Lets a frozen gateway run again (SIGCONT): it reads what came meanwhile, late. */
    thaw() {
      child?.kill('SIGCONT');
    },
    /** Stops it as a deploy does (SIGTERM), or kills it when it does not go in 10 s. */
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      // A frozen gateway would never handle the SIGTERM.
      running.kill('SIGCONT');
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      await waitUntil(false);
    },
  };
}
