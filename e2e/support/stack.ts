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

/**
 * Rotates a facility's supervisor code through the running stack (`npm run ops --
 * rotate-login-code --facility CHI`) and returns the new code: each facility has its own.
 */
export async function rotateLoginCode(facility: string): Promise<string> {
  const output = await opsCommand('rotate-login-code', '--facility', facility);
  const { login_codes: codes } = JSON.parse(output) as { login_codes: { login_code: string }[] };
  if (codes.length !== 1) throw new Error(`rotate-login-code answered ${output}`);
  return codes[0]!.login_code;
}

export const demoAdmin = { email: 'admin@example.com', password: 'admin' };

/** The demo's user of Chicago alone. */
export const chicagoLead = { email: 'chicago.lead@example.com', password: 'admin' };

/** Signs in through the sign-in page the way a person does. */
export async function signIn(page: Page, next = '/admin/login_code', user = demoAdmin) {
  await page.goto(next);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The screen may fill in its default choices (?facility=…) as it opens.
  await page.waitForURL((url) => `${url.pathname}${url.search}`.startsWith(next));
}
