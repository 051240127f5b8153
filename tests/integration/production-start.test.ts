import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_NODE_ARGS } from '../../scripts/node-args.mjs';
import { freePort } from '../support/host-process.ts';
import { childProcesses, npmStart } from '../support/npm-start.ts';
import { seededHostData } from '../support/seeded-host-data.ts';

// NODE_ENV=production npm start runs the compiled build (npm run build) with plain node: no tsx,
// no TypeScript at run time; it refuses to start without its secrets, and restarts a process
// that dies once it runs. It starts on the run's seeded demo data: the seed is the code the
// other suites run, and seeding again here would only make the start slower.

const root = path.resolve(import.meta.dirname, '../..');
let webDist: string;
let data: Awaited<ReturnType<typeof seededHostData>> | undefined;
let started: ReturnType<typeof npmStart> | undefined;

const start = (env: Record<string, string>) =>
  npmStart({ NODE_ENV: 'production', WEB_DIST_DIR: webDist, DATA_DIR: data!.dataDir, ...env });

beforeAll(async () => {
  if (!existsSync(path.join(root, 'ops-host/dist/main.js'))) {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root });
    if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  }
  webDist = mkdtempSync(path.join(tmpdir(), 'production-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Packing Operations</title>',
  );
  data = await seededHostData('pglite');
}, 240_000);

afterAll(async () => {
  if (started) {
    started.child.kill('SIGTERM');
    await started.exited();
  }
  rmSync(webDist, { recursive: true, force: true });
  await data?.remove();
});

describe('the production start', () => {
  it('refuses to start without its secrets, naming them', async () => {
    const run = start({ PORT: String(await freePort()) });
    expect(await run.exited()).not.toBe(0);
    expect(run.output()).toMatch(/ADMIN_PASSWORD is required in production/);
    expect(run.output()).toContain('The operations host stopped (exit 1) while starting.');
  });

  it('runs the compiled code with plain node and answers /healthz', async () => {
    const port = await freePort();
    started = start({
      PORT: String(port),
      OPS_PORT: String(await freePort()),
      ADMIN_PASSWORD: 'a-production-password',
      OPS_SERVICE_TOKEN: 'a-production-service-token',
    });
    await started.waitFor('is running on');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', upstream: 'ok' });

    const commands = [...childProcesses(started.child.pid!).values()];
    expect(commands).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/node --conditions=ops-compiled ops-host\/dist\/main\.js$/),
        // With the gateway's Node options (scripts/node-args.mjs).
        expect.stringMatching(
          new RegExp(
            `node ${GATEWAY_NODE_ARGS.join(' ')} --conditions=ops-compiled gateway/dist/main\\.js$`,
          ),
        ),
      ]),
    );
    expect(commands.join('\n')).not.toMatch(/tsx|\.ts\b/);

    // step: a process that dies is restarted here too
    const gateway = [...childProcesses(started.child.pid!)].find(([, command]) =>
      command.endsWith('gateway/dist/main.js'),
    )![0];
    process.kill(gateway, 'SIGKILL');
    await started.waitFor('The gateway stopped (signal SIGKILL); restarting it in 1 s.');
    await started.waitFor('The gateway is running again.');
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  }, 150_000);
});
