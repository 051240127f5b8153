// Helpers shared by the start and test scripts: install what is missing, run commands.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command to completion with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const code = run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/** The newest modification time of any file under the given paths (0 when none exist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(target, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const target of paths) visit(path.join(root, target));
  return newest;
}

/** npm install when node_modules is missing or older than the lockfile or a package.json. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const manifests = [
    'package.json',
    'package-lock.json',
    ...['schema', 'ops-host', 'gateway', 'web'].map((w) => `${w}/package.json`),
  ];
  const installedAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  if (installedAt >= newestMtime(manifests)) return;
  console.log('Installing npm packages…');
  // A fresh checkout installs exactly the lockfile (npm ci); an existing node_modules is brought
  // up to date after a manifest changed.
  const fresh = !existsSync(path.join(root, 'node_modules'));
  runOrExit(
    'npm',
    fresh ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
  );
}

/** Builds the web app when it is missing or older than its sources or the GraphQL contract. */
export function ensureWebBuild({ force = false } = {}) {
  const built = path.join(root, 'web', 'dist', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = newestMtime([
    'web/src',
    'web/index.html',
    'web/explorer.html',
    'web/public',
    'web/vite.config.ts',
    'schema/graphql',
    'schema/src',
    'codegen.ts',
  ]);
  if (!force && builtAt >= sourcesAt) return;
  console.log('Building the web app…');
  runOrExit('npm', ['run', 'codegen', '--silent']);
  runOrExit('npm', ['run', 'build', '--workspace', 'web', '--silent']);
}

/** Starts a long-running child process with a name prefix on each output line. */
export function startProcess(name, command, args, env) {
  const options = { cwd: root, env: { ...process.env, ...env } };
  // In a terminal the children write to it directly, so their loggers see a TTY and print
  // readable lines; elsewhere (CI, Playwright) each line gets the process's name in front.
  if (process.stdout.isTTY)
    return spawn(command, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Waits until url answers 2xx, or the child exits, or timeoutMs passes. */
export async function waitForHttp(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
