import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';

const run = promisify(execFile);
const port = Number(process.env.E2E_PORT ?? 4310);

/** Runs an operator command (`npm run ops -- …`) against the stack the flows run on. */
export async function opsCommand(...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'ops-host/src/cli.ts', ...args],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? `.data/e2e-${port}` },
    },
  );
  return stdout;
}

export const demoAdmin = { email: 'admin@example.com', password: 'admin' };

/** Signs in through the sign-in page the way a person does. */
export async function signIn(page: Page, next = '/admin/login_code') {
  await page.goto(next);
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The screen may fill in its default choices (?facility=…) as it opens.
  await page.waitForURL((url) => `${url.pathname}${url.search}`.startsWith(next));
}
