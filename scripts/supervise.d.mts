import type { ChildProcess } from 'node:child_process';

export interface RestartDelays {
  firstMs: number;
  maxMs: number;
  /** A process that had run this long before it stopped is restarted after firstMs again. */
  healthyAfterMs: number;
}

export const RESTART_DELAYS: RestartDelays;

export interface SupervisedSpec {
  /** The prefix of its output lines. */
  name: string;
  /** How the log lines name it: "the gateway". */
  label: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  /** Resolves once the process serves: a restarted process is then reported back. */
  ready?: (child: ChildProcess) => Promise<void>;
}

export interface Supervised {
  /** The process running now (a restart replaces it). */
  readonly child: ChildProcess;
}

export interface Supervisor {
  supervise(spec: SupervisedSpec): Supervised;
  /** Everything has started: from now on a process that stops is restarted. */
  running(): void;
  /** Stops every process (SIGTERM, SIGKILL after forceStopMs) and restarts none. */
  stop(): Promise<void>;
}

export function createSupervisor(options: {
  /** A process stopped before running(): it is not restarted. */
  onFailedStart: (message: string) => void;
  log?: (line: string) => void;
  delays?: RestartDelays;
  forceStopMs?: number;
  /** The clock that says how long a process had run. */
  now?: () => number;
}): Supervisor;
