import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSupervisor, type RestartDelays } from '../../scripts/supervise.mjs';
import { processExists } from '../support/host-process.ts';

// npm start's supervisor (scripts/supervise.mjs) over plain node processes: what it restarts,
// after which pause, and what it stops. Its pauses are short here and its clock is the test's.

const KEEPS_RUNNING = 'setInterval(() => {}, 1000)';
/** Ignores SIGTERM; writes the file named by its argument once it does. */
const IGNORES_SIGTERM = `process.on('SIGTERM', () => {});
require('node:fs').writeFileSync(process.argv[1], '');
setInterval(() => {}, 1000)`;

const folder = mkdtempSync(path.join(tmpdir(), 'supervise-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function until(condition: () => boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function supervisor(delays: RestartDelays, options: { now?: () => number } = {}) {
  const lines: string[] = [];
  const failures: string[] = [];
  const made = createSupervisor({
    onFailedStart: (message) => failures.push(message),
    log: (line) => lines.push(line),
    delays,
    forceStopMs: 300,
    ...options,
  });
  const node = (label: string, code: string, args: string[] = []) =>
    made.supervise({
      name: label,
      label: `the ${label}`,
      command: process.execPath,
      args: ['-e', code, ...args],
      env: {},
      ready: async () => undefined,
    });
  return { made, lines, failures, node };
}

describe('the supervisor of npm start', () => {
  it('restarts a process that stops, after a pause that doubles up to its maximum and starts again at the first after a long run', async () => {
    let clock = 0;
    const { made, lines, node } = supervisor(
      { firstMs: 10, maxMs: 40, healthyAfterMs: 60_000 },
      { now: () => clock },
    );
    const worker = node('worker', KEEPS_RUNNING);
    made.running();
    const pids: number[] = [];
    for (let stop = 1; stop <= 6; stop += 1) {
      // step: the fifth one stops after a minute's run
      if (stop === 5) clock += 60_000;
      const child: ChildProcess = worker.child;
      pids.push(child.pid!);
      child.kill('SIGKILL');
      await until(() => lines.includes(`Restarting the worker (restart ${stop}).`), 'a restart');
      await until(() => lines.at(-1) === 'The worker is running again.', 'the report');
    }
    const restartsIn = (seconds: number, restart: number) => [
      `The worker stopped (signal SIGKILL); restarting it in ${seconds} s.`,
      `Restarting the worker (restart ${restart}).`,
      'The worker is running again.',
    ];
    expect(lines).toEqual([
      ...restartsIn(0.01, 1),
      ...restartsIn(0.02, 2),
      ...restartsIn(0.04, 3),
      ...restartsIn(0.04, 4),
      ...restartsIn(0.01, 5),
      ...restartsIn(0.02, 6),
    ]);
    expect(new Set([...pids, worker.child.pid]).size).toBe(7);

    await made.stop();
    expect(worker.child.signalCode).toBe('SIGTERM');
    expect([...pids, worker.child.pid!].filter(processExists)).toEqual([]);
  });

  it('does not restart a process that stops before everything has started: the start fails, naming it', async () => {
    const { made, lines, failures, node } = supervisor({
      firstMs: 10,
      maxMs: 10,
      healthyAfterMs: 60_000,
    });
    const worker = node('worker', 'process.exit(3)');
    const first = worker.child;
    await until(() => failures.length > 0, 'the failed start');
    expect(failures).toEqual(['The worker stopped (exit 3) while starting.']);
    // Many restart pauses later, still the one process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(worker.child).toBe(first);
    expect(lines).toEqual([]);
    await made.stop();
  });

  it('stops every process, the one that ignores SIGTERM too, and restarts none', async () => {
    const { made, lines, node } = supervisor({ firstMs: 200, maxMs: 200, healthyAfterMs: 60_000 });
    const listening = path.join(folder, 'ignores-sigterm');
    const worker = node('worker', KEEPS_RUNNING);
    const stubborn = node('stubborn one', IGNORES_SIGTERM, [listening]);
    const pausing = node('pausing one', KEEPS_RUNNING);
    made.running();
    await until(() => existsSync(listening), 'the SIGTERM handler');
    // step: one is in its pause before a restart when everything stops
    const killed = pausing.child;
    killed.kill('SIGKILL');
    await until(() => lines.length === 1, 'the stop to be seen');
    expect(lines).toEqual(['The pausing one stopped (signal SIGKILL); restarting it in 0.2 s.']);

    await made.stop();
    expect(worker.child.signalCode).toBe('SIGTERM');
    expect(stubborn.child.signalCode).toBe('SIGKILL');
    // Well past the pause: nothing was restarted.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(pausing.child).toBe(killed);
    expect(lines).toHaveLength(1);
    const pids = [worker, stubborn, pausing].map((handle) => handle.child.pid!);
    expect(pids.filter(processExists)).toEqual([]);
  });
});
