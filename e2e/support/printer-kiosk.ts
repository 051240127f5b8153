import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { signIn } from './stack.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`;

/** What Chicago's virtual printer 127.0.1.{printer} has printed, oldest first, as ZPL. */
export function printerJobs(printer: number): string[] {
  const printerDir = path.join(dataDir, 'printers', `127.0.1.${printer}`);
  try {
    return readdirSync(printerDir)
      .filter((name) => name.endsWith('.zpl'))
      .sort()
      .map((name) => readFileSync(path.join(printerDir, name), 'latin1'));
  } catch {
    return [];
  }
}

/** The shipping labels (with a box barcode) among them. */
export const shippingLabels = (printer: number) =>
  printerJobs(printer).filter((zpl) => zpl.includes('SHIP TO:') && !zpl.includes('TRAINING LABEL'));

/** The test label codes printed by Chicago's virtual printer 127.0.1.{printer}. */
function testLabelCodes(printer: number): string[] {
  return printerJobs(printer)
    .filter((zpl) => zpl.includes('PRINTER TEST LABEL'))
    .map((zpl) => /\^A0N,200,200\^FD([0-9]{4})\^FS/.exec(zpl)?.[1] ?? '');
}

/**
 * A supervisor reads the current code on the admin card, and a kiosk (its own browser, no admin
 * session) signs in with it at Chicago; `prepare` is done to the kiosk's page before it opens;
 * `origin` is the gateway the kiosk talks to (the stack's by default).
 */
export async function kioskSignedIn(
  page: Page,
  browser: Browser,
  prepare?: (kiosk: Page) => Promise<unknown>,
  origin = '',
) {
  await signIn(page, '/admin/login_code?facility=chicago');
  const code = (await page.getByTestId('supervisor-login-code').textContent())!.trim();
  return { kiosk: await kioskWithCode(browser, code, prepare, origin), code };
}

/** A kiosk (its own browser) signed in at Chicago with a supervisor code already read. */
export async function kioskWithCode(
  browser: Browser,
  code: string,
  prepare?: (kiosk: Page) => Promise<unknown>,
  origin = '',
) {
  const kiosk = await (await browser.newContext()).newPage();
  await prepare?.(kiosk);
  await kiosk.goto(`${origin}/chicago/pack_line_printer`);
  for (const digit of code) await kiosk.getByRole('button', { name: digit, exact: true }).click();
  await kiosk.getByRole('button', { name: 'Submit' }).click();
  return kiosk;
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

/**
 * The supervisor code from the admin card, and a kiosk signed onto a line with its printer
 * (Chicago's 127.0.1.{printer}), the test label's code typed; `prepare` and `origin` as for
 * kioskSignedIn.
 */
export async function kioskOnLine(
  page: Page,
  browser: Browser,
  line: string,
  printer: number,
  prepare?: (kiosk: Page) => Promise<unknown>,
  origin = '',
) {
  const { kiosk, code } = await kioskSignedIn(page, browser, prepare, origin);
  // 'E' alone would also match 'D in use'
  await kiosk.getByRole('radio', { name: new RegExp(`^${line}( in use)?$`) }).click();
  await kiosk.getByLabel('Printer IP').fill(`1.${printer}`);
  const labelsBefore = testLabelCodes(printer).length;
  await nextTakingOver(kiosk);
  await expect.poll(() => testLabelCodes(printer).length).toBe(labelsBefore + 1);
  await kiosk.getByLabel('Printer code').fill(testLabelCodes(printer).at(-1)!);
  await kiosk.getByRole('button', { name: 'Sign In' }).click();
  await kiosk.waitForURL(`**/chicago/pack_line_printer/line_${line}`);
  await expect(kiosk.getByText('In Progress')).toBeVisible();
  const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
  return { kiosk, code, wrong };
}
