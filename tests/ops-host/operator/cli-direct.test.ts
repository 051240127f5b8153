import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** `npm run ops -- …` with no host running on DATA_DIR: the command opens the database itself. */
async function ops(...args: string[]) {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'ops-host/src/cli.ts', ...args],
    { env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
  );
  return stdout.trim();
}

describe('operator commands with no running host', () => {
  it('migrate applies the migrations, and a second run finds nothing to apply', async () => {
    expect(await ops('migrate')).toMatch(/^Applied: 001_core\.sql, /);
    expect(await ops('migrate')).toBe('Applied: nothing to apply');
  });

  it('api-key list reads the database directly', async () => {
    expect(await ops('api-key', 'list')).toBe('No API keys.');
  });
});
