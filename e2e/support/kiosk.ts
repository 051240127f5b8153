import { expect, type Browser, type Page } from '@playwright/test';
import { signIn } from './stack.ts';

/**
 * A supervisor reads the current code on the admin card, and a kiosk (its own browser, no admin
 * session) signs in with it at Chicago; `prepare` is done to the kiosk's page before it opens.
 */
export async function kioskSignedIn(
  page: Page,
  browser: Browser,
  prepare?: (kiosk: Page) => Promise<unknown>,
) {
  await signIn(page, '/admin/login_code');
  const code = (await page.getByTestId('supervisor-login-code').textContent())!.trim();
  const kiosk = await (await browser.newContext()).newPage();
  await prepare?.(kiosk);
  await kiosk.goto('/chicago/pack_line_printer');
  for (const digit of code) await kiosk.getByRole('button', { name: digit, exact: true }).click();
  await kiosk.getByRole('button', { name: 'Submit' }).click();
  return { kiosk, code };
}

/**
 * Next on the line selector, until the test label is printed: a kiosk of an earlier try may
 * still hold the line, and this one takes it over.
 */
export async function nextTakingOver(kiosk: Page) {
  await kiosk.getByRole('button', { name: 'Next' }).click();
  const printed = kiosk.getByRole('heading', { name: 'A test label was printed' });
  const takeOver = kiosk.getByRole('button', { name: 'Sign in anyway' });
  await expect(printed.or(takeOver)).toBeVisible();
  if (await takeOver.isVisible()) await takeOver.click();
  await expect(printed).toBeVisible();
}
