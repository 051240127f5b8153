// A server (the gateway or the operations host) run from its production entry point as a
// process of its own, as the benchmarks that measure processes start them.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { GATEWAY_NODE_ARGS } from '../../scripts/node-args.mjs';
import { openSync } from 'node:fs';
import path from 'node:path';
import { TEST_SERVICE_TOKEN } from '../../tests/support/ops-host.ts';
import { freePort } from './stack.ts';

const root = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcessOptions {
  /** Where `<name>.log` (its output) and, when profiled, `<name>-profile/` are written. */
  logDir: string;
  /** Node's CPU profiler on, its profile written at exit. */
  profile?: boolean;
  /** More node options (e.g. `--import` of a monitor). */
  nodeArgs?: string[];
  /**
   * Run the compiled build (`npm run build`: `<workspace>/dist/main.js`, plain node) rather than
   * the TypeScript entry under tsx; the entry given is then the compiled one.
   */
  compiled?: boolean;
}

/** Builds the servers as production runs them (`npm run build`'s server half), for `compiled`. */
export function buildServers(): void {
  console.log('Building the servers (npm run build, server half)…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Starts `entry` (a path from the repository's root) with `env` over this process's own. */
export function startServer(
  name: string,
  entry: string,
  env: Record<string, string>,
  options: ServerProcessOptions,
): ChildProcess {
  const log = openSync(path.join(options.logDir, `${name}.log`), 'a');
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const profileDir = path.join(options.logDir, `${name}-profile`);
  return spawn(
    process.execPath,
    [
      ...(options.compiled ? ['--conditions=ops-compiled'] : ['--import', 'tsx']),
      ...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...(options.nodeArgs ?? []),
      entry,
    ],
    { cwd: root, env: { ...inherited, ...env }, stdio: ['ignore', log, log] },
  );
}

/** Resolves once the server answers its /healthz; throws if it exits or takes over 3 minutes. */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  name: string,
  logDir: string,
): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited (${child.exitCode}); see ${logDir}/${name}.log`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${name} did not answer ${url}/healthz; see ${logDir}/${name}.log`);
}

/** SIGTERM, then SIGKILL after 15 s; resolves once the process has exited. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}

/**
 * The gateway as deployed (production, request lines at info) on a free port, before `hostUrl`;
 * `env` on top (e.g. a longer upstream time-out).
 */
export async function startGatewayProcess(
  hostUrl: string,
  options: ServerProcessOptions,
  env: Record<string, string> = {},
) {
  const port = await freePort();
  const child = startServer(
    'gateway',
    options.compiled ? 'gateway/dist/main.js' : 'gateway/src/main.ts',
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      OPS_HOST_URL: hostUrl,
      OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
      LOG_LEVEL: 'info',
      ...env,
    },
    // As deployed (scripts/node-args.mjs).
    { ...options, nodeArgs: [...GATEWAY_NODE_ARGS, ...(options.nodeArgs ?? [])] },
  );
  return { child, url: `http://127.0.0.1:${port}` };
}
