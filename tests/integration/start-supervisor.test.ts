import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../support/graphql.ts';
import { freePort, processExists } from '../support/host-process.ts';
import type { Json } from '../support/http.ts';
import { childProcesses, npmStart } from '../support/npm-start.ts';
import { TEST_ADMIN_PASSWORD } from '../support/ops-host.ts';
import { seededHostData } from '../support/seeded-host-data.ts';

// `npm start` (scripts/start.mjs) keeps its processes running: the operations host killed under
// it is started again on the same data while the gateway answers UPSTREAM_UNAVAILABLE, and
// Ctrl-C stops every process it ever started. It runs from the TypeScript sources (as npm start
// does outside production) and serves a stand-in web app, so nothing is built.

const FACILITIES = '{ accessiblePackingFacilities { id } }';
let webDist: string;
let data: Awaited<ReturnType<typeof seededHostData>> | undefined;
const runs: ReturnType<typeof npmStart>[] = [];

function start(env: Record<string, string>) {
  const run = npmStart({
    NODE_ENV: 'development',
    WEB_DIST_DIR: webDist,
    LABEL_GENERATION_TIME: 'off',
    ...env,
  });
  runs.push(run);
  return run;
}

const hostPid = (children: Map<number, string>) =>
  [...children].find(([, command]) => command.endsWith('ops-host/src/main.ts'))?.[0];

/** Holds a port: every connection is closed at once, as by a host that is not there. */
async function holdPort(port: number): Promise<net.Server | undefined> {
  const server = net.createServer((socket) => socket.destroy());
  return new Promise((resolve) => {
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function untilHeld(port: number): Promise<net.Server> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const server = await holdPort(port);
    if (server) return server;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`port ${port} stayed taken`);
}

beforeAll(() => {
  webDist = mkdtempSync(path.join(tmpdir(), 'supervised-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Packing Operations</title>',
  );
});

afterAll(async () => {
  for (const run of runs) {
    run.child.kill('SIGTERM');
    await run.exited();
  }
  await data?.remove();
  rmSync(webDist, { recursive: true, force: true });
});

describe('npm start', () => {
  it('restarts the operations host killed under it, and Ctrl-C stops every process it started', async () => {
    data = await seededHostData('pglite');
    const [port, opsPort, printerPort] = [await freePort(), await freePort(), await freePort()];
    const run = start({
      DATA_DIR: data.dataDir,
      PORT: String(port),
      OPS_PORT: String(opsPort),
      PRINTER_PORT: String(printerPort),
    });
    await run.waitFor('is running on');
    const gatewayUrl = `http://127.0.0.1:${port}`;
    const admin = httpClient(gatewayUrl);
    await admin.request(
      `mutation { signIn(input: { email: "admin@example.com", password: "${TEST_ADMIN_PASSWORD}" }) { user { id } } }`,
    );
    const facilities = async () => (await admin.request<Json>(FACILITIES)).body;
    expect((await facilities()).data?.accessiblePackingFacilities).toHaveLength(4);

    // step: the host, the gateway and the printers run; the host is killed
    const first = childProcesses(run.child.pid!);
    expect([...first.values()]).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ops-host\/src\/main\.ts$/),
        expect.stringMatching(/gateway\/src\/main\.ts$/),
        expect.stringMatching(/ops-host\/src\/label-printers\/virtual-cli\.ts$/),
      ]),
    );
    const killed = hostPid(first)!;
    process.kill(killed, 'SIGKILL');
    // The port is held until the outage has been looked at, so the host cannot be back before.
    const held = await untilHeld(opsPort);
    await run.waitFor('The operations host stopped (signal SIGKILL); restarting it in 1 s.');

    // step: meanwhile the gateway answers, the web app too
    expect((await facilities()).errors?.map((error) => error.extensions?.code)).toEqual([
      'UPSTREAM_UNAVAILABLE',
    ]);
    const health = await fetch(`${gatewayUrl}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', upstream: 'unavailable' });
    const page = await fetch(`${gatewayUrl}/planner`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Packing Operations</title>');
    await new Promise((resolve) => held.close(resolve));

    // step: the host is back on the same data, and the gateway answers with it
    await run.waitFor('The operations host is running again.');
    expect((await facilities()).data?.accessiblePackingFacilities).toHaveLength(4);
    const restarted = hostPid(childProcesses(run.child.pid!));
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(killed);

    // step: Ctrl-C stops everything, restarting nothing
    const pids = [...first.keys(), restarted!];
    const before = run.output().length;
    run.child.kill('SIGINT');
    expect(await run.exited()).toBe(0);
    expect(pids.filter(processExists)).toEqual([]);
    expect(run.output().slice(before)).not.toMatch(/stopped \(|Restarting/);
  }, 360_000);

  it('stops at once, naming it, when a process fails on its first start', async () => {
    const port = await freePort();
    const taken = await untilHeld(port);
    try {
      const run = start({
        PORT: String(port),
        OPS_HOST_URL: `http://127.0.0.1:${await freePort()}`,
        VIRTUAL_PRINTERS: 'off',
      });
      expect(await run.exited()).toBe(1);
      expect(run.output()).toContain('The gateway stopped (exit 1) while starting.');
      expect(run.output()).not.toMatch(/Restarting/);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 120_000);
});
