import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm start` (node scripts/start.mjs) from the checkout, with only the environment given (and
 * PATH, HOME): its output is kept, and waitFor waits for a line of it.
 */
export function npmStart(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const output = () => text;
  return {
    child,
    output,
    /** Resolves once its output holds text; fails if it stops first or after timeoutMs. */
    async waitFor(line: string, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (!text.includes(line)) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`npm start stopped before "${line}": ${text}`);
        }
        if (Date.now() > deadline) throw new Error(`no "${line}" in: ${text}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Resolves with its exit code once it has stopped. */
    exited(): Promise<number | null> {
      if (child.exitCode !== null || child.signalCode !== null) {
        return Promise.resolve(child.exitCode);
      }
      return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    },
  };
}

/** The processes a process started, by pid, with their command lines (Linux /proc). */
export function childProcesses(pid: number): Map<number, string> {
  const listed = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout;
  const children = new Map<number, string>();
  for (const child of listed.split('\n').filter(Boolean).map(Number)) {
    try {
      const command = readFileSync(`/proc/${child}/cmdline`, 'utf8');
      children.set(child, command.replaceAll('\0', ' ').trim());
    } catch {
      // It ended meanwhile.
    }
  }
  return children;
}
