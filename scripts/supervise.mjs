// npm start's supervisor: keeps its processes (the operations host, the gateway, the virtual
// printers) running, so that one box running the embedded default does not lose every screen
// when one of them dies. See docs/decisions.md, "Running: `npm start` keeps its processes
// running".
import { startProcess } from './lib.mjs';

/**
 * The pause before a process is started again: 1 s, doubled after each stop up to 30 s, and 1 s
 * again for a process that had run for a minute before it stopped (a crash now and then is
 * restarted at once; a process that cannot start does not spin).
 */
export const RESTART_DELAYS = { firstMs: 1_000, maxMs: 30_000, healthyAfterMs: 60_000 };

/** How long a process may take to stop after SIGTERM before it is killed. */
const FORCE_STOP_MS = 5_000;

const isAlive = (child) => child.exitCode === null && child.signalCode === null;
const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const howItEnded = (code, signal) => (signal ? `signal ${signal}` : `exit ${code}`);

/** Types and parameters: supervise.d.mts. */
export function createSupervisor({
  onFailedStart,
  log = (line) => console.error(line),
  delays = RESTART_DELAYS,
  forceStopMs = FORCE_STOP_MS,
  now = Date.now,
}) {
  const entries = [];
  let running = false;
  let stopping;

  function launch(entry) {
    const { name, label, command, args, env } = entry.spec;
    const startedAt = now();
    const child = startProcess(name, command, args, env);
    entry.child = child;
    child.once('exit', (code, signal) => {
      if (stopping) return;
      const how = howItEnded(code, signal);
      if (!running) {
        onFailedStart(`${capitalised(label)} stopped (${how}) while starting.`);
        return;
      }
      if (now() - startedAt >= delays.healthyAfterMs) entry.delayMs = delays.firstMs;
      const delayMs = entry.delayMs;
      entry.delayMs = Math.min(delayMs * 2, delays.maxMs);
      log(`${capitalised(label)} stopped (${how}); restarting it in ${delayMs / 1000} s.`);
      entry.timer = setTimeout(() => restart(entry), delayMs);
    });
  }

  function restart(entry) {
    entry.timer = undefined;
    entry.restarts += 1;
    log(`Restarting ${entry.spec.label} (restart ${entry.restarts}).`);
    launch(entry);
    const { child } = entry;
    entry.spec.ready?.(child).then(
      () => isAlive(child) && log(`${capitalised(entry.spec.label)} is running again.`),
      // It stopped again before it answered: its exit is reported (and handled) already.
      () => undefined,
    );
  }

  return {
    /** Starts a process and keeps it running; answers its handle (the process running now). */
    supervise(spec) {
      const entry = {
        spec,
        child: undefined,
        timer: undefined,
        delayMs: delays.firstMs,
        restarts: 0,
      };
      entries.push(entry);
      launch(entry);
      return {
        get child() {
          return entry.child;
        },
      };
    },

    running() {
      running = true;
    },

    stop() {
      stopping ??= (async () => {
        for (const entry of entries) clearTimeout(entry.timer);
        const alive = entries.map((entry) => entry.child).filter(isAlive);
        const exited = alive.map((child) => new Promise((resolve) => child.once('exit', resolve)));
        for (const child of alive) child.kill('SIGTERM');
        const force = setTimeout(() => {
          for (const child of alive) if (isAlive(child)) child.kill('SIGKILL');
        }, forceStopMs);
        await Promise.all(exited);
        clearTimeout(force);
      })();
      return stopping;
    },
  };
}
