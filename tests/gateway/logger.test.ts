import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../gateway/src/logger.ts';

// The gateway's lines are gathered and written together: none is held longer than a second, and
// none is lost when the process stops.

const run = promisify(execFile);
const directory = mkdtempSync(path.join(tmpdir(), 'gateway-logger-'));
const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; line?: number });

describe('gateway logger', () => {
  it('gathers a few lines and writes them within a second', async () => {
    const file = path.join(directory, 'gathered.log');
    const logger = createLogger({ logLevel: 'info', production: true }, file);
    logger.info({ line: 1 }, 'first');
    logger.info({ line: 2 }, 'second');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readFileSync(file, 'utf8')).toBe('');

    await expect
      .poll(() => linesOf(file).map((line) => line.msg), { timeout: 3_000, interval: 100 })
      .toEqual(['first', 'second']);
  });

  it('writes a lone line of a request’s own logger (a child) within a second too', async () => {
    const file = path.join(directory, 'child.log');
    const logger = createLogger({ logLevel: 'info', production: true }, file);
    logger.child({ req: { id: 'req-9' } }).warn('upstream call timed out');

    await expect
      .poll(() => linesOf(file), { timeout: 3_000, interval: 100 })
      .toMatchObject([{ msg: 'upstream call timed out', req: { id: 'req-9' } }]);
  });

  it.each(['exit', 'throw'])('loses no line when the process stops at once (%s)', async (how) => {
    const file = path.join(directory, `${how}.log`);
    const script = path.join(import.meta.dirname, 'support', 'log-then-stop.ts');
    const stopped = run(process.execPath, ['--import', 'tsx', script, file, how]);
    if (how === 'throw') await expect(stopped).rejects.toThrow('stopped by an uncaught error');
    else await stopped;

    expect(linesOf(file).map((line) => line.line)).toEqual([1, 2, 3]);
  });
});
