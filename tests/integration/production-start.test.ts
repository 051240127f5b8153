import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// NODE_ENV=production npm start runs the compiled build (npm run build) with plain node: no tsx,
// no TypeScript at run time; it refuses to start without its secrets.

const root = path.resolve(import.meta.dirname, '../..');
let webDist: string;
let dataDir: string;
let started: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(env: Record<string, string>) {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      WEB_DIST_DIR: webDist,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function output(child: ChildProcess) {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

/** The command lines of a process's children (Linux /proc). */
function childCommands(pid: number): string[] {
  const listed = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout;
  return listed
    .split('\n')
    .filter(Boolean)
    .map((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').replaceAll('\0', ' ').trim());
}

beforeAll(() => {
  if (!existsSync(path.join(root, 'ops-host/dist/main.js'))) {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root });
    if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  }
  webDist = mkdtempSync(path.join(tmpdir(), 'production-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Packing Operations</title>',
  );
  dataDir = mkdtempSync(path.join(tmpdir(), 'production-data-'));
}, 240_000);

afterAll(async () => {
  if (started && started.exitCode === null) {
    started.kill('SIGTERM');
    await new Promise((resolve) => started!.once('exit', resolve));
  }
  rmSync(webDist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the production start', () => {
  it('refuses to start without its secrets, naming them', async () => {
    const child = start({ PORT: String(await freePort()) });
    const text = output(child);
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(text()).toMatch(/ADMIN_PASSWORD is required in production/);
  });

  it('runs the compiled code with plain node and answers /healthz', async () => {
    const port = await freePort();
    started = start({
      PORT: String(port),
      OPS_PORT: String(await freePort()),
      ADMIN_PASSWORD: 'a-production-password',
      OPS_SERVICE_TOKEN: 'a-production-service-token',
    });
    const text = output(started);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not started: ${text()}`)), 120_000);
      started!.stdout?.on('data', () => {
        if (text().includes('is running on')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started!.once('exit', () => reject(new Error(`exited: ${text()}`)));
    });
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', upstream: 'ok' });

    const commands = childCommands(started.pid!);
    expect(commands).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/node --conditions=ops-compiled ops-host\/dist\/main\.js$/),
        expect.stringMatching(/node --conditions=ops-compiled gateway\/dist\/main\.js$/),
      ]),
    );
    expect(commands.join('\n')).not.toMatch(/tsx|\.ts\b/);
  }, 150_000);
});
