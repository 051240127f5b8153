import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { VirtualPrinter } from '../ops-host/src/label-printers/virtual-printer.ts';
import { attempt } from './support/attempt.ts';
import { kioskSignedIn, nextTakingOver } from './support/printer-kiosk.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`;
/** San Bernardino line A's virtual printer, started by npm start. */
const sanBernardinoDir = path.join(dataDir, 'printers', '127.0.2.1');
const jobCount = (dir: string) => {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.zpl')).length;
  } catch {
    return 0;
  }
};

/**
 * A printer of Chicago's network that only this flow uses (a run of its own on each attempt), so
 * the wrong codes it types hold back no other flow's printer.
 */
let printer: VirtualPrinter;
test.beforeEach(async () => {
  printer = new VirtualPrinter({
    address: `127.0.1.${90 + attempt()}`,
    port: port + 5000,
    dataDir: mkdtempSync(path.join(tmpdir(), 'e2e-printer-network-')),
  });
  await printer.start();
});
test.afterEach(() => printer.stop());

/** The code on the printer's latest test label, and a wrong one for each guess. */
function latestCode(): string {
  const zpl = readFileSync(path.join(printer.jobsDir, printer.jobFiles().at(-1)!), 'latin1');
  return /\^A0N,200,200\^FD([0-9]{4})\^FS/.exec(zpl)?.[1] ?? '';
}
const wrongCode = (right: string, guess: number) =>
  String((Number(right) + 1 + guess) % 10_000).padStart(4, '0');

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/printer-network-${name}.png`, fullPage: true });
}

/** Types a code on the confirmation page and waits for the host's answer. */
async function typeCode(kiosk: Page, code: string) {
  await kiosk.getByLabel('Printer code').fill(code);
  const answered = kiosk.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('KioskConfirmPrinterMutation'),
  );
  await kiosk.getByRole('button', { name: 'Sign In' }).click();
  await answered;
}

test("a Chicago kiosk cannot take San Bernardino's printer, and guessing its own printer's code makes it wait", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // step: a supervisor reads the current code; the kiosk signs in with it
  const { kiosk } = await kioskSignedIn(page, browser);
  await expect(kiosk.getByRole('heading', { name: 'Sign In To Your Line' })).toBeVisible();

  // step: San Bernardino's printer (2.1) is refused on the line selector, and prints nothing
  const sanBernardinoJobs = jobCount(sanBernardinoDir);
  await kiosk.getByRole('radio', { name: /^E( in use)?$/ }).click();
  await kiosk.getByLabel('Printer IP').fill('2.1');
  await kiosk.getByRole('button', { name: 'Next' }).click();
  await expect(
    kiosk.getByText("Printer 127.0.2.1 is not on Chicago's printer network (127.0.1.0/24)."),
  ).toBeVisible();
  await expect(kiosk.getByRole('heading', { name: 'Sign In To Your Line' })).toBeVisible();
  expect(jobCount(sanBernardinoDir)).toBe(sanBernardinoJobs);
  expect(kiosk.url()).toMatch(/\/chicago\/pack_line_printer\/line_selector$/);
  await screenshot(kiosk, 'refused');

  // step: its own printer prints a test label; three wrong codes are told so
  const typed = printer.address.split('.').slice(2).join('.');
  const signInWithPrinter = async () => {
    await kiosk.getByLabel('Printer IP').fill(typed);
    const labels = printer.jobFiles().length;
    await nextTakingOver(kiosk);
    await expect.poll(() => printer.jobFiles().length).toBe(labels + 1);
  };
  await signInWithPrinter();
  const incorrect = kiosk.getByText('Incorrect printer code');
  for (let guess = 0; guess < 3; guess += 1) {
    await typeCode(kiosk, wrongCode(latestCode(), guess));
    await expect(incorrect).toBeVisible();
  }

  // step: back to the line selector and Next again (a new test label, a new code): the count goes on
  await kiosk.getByRole('button', { name: 'Back to the line selector' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Sign In To Your Line' })).toBeVisible();
  await signInWithPrinter();
  for (let guess = 3; guess < 5; guess += 1) {
    await typeCode(kiosk, wrongCode(latestCode(), guess));
    await expect(incorrect).toBeVisible();
  }

  // step: the sixth attempt, even the right code from the label, is told to wait
  expect(latestCode()).toMatch(/^\d{4}$/);
  await typeCode(kiosk, latestCode());
  await expect(
    kiosk.getByText(/^Too many incorrect codes\. Please wait \d+ seconds and try again\.$/),
  ).toBeVisible();
  await expect(incorrect).toHaveCount(0);
  await expect(kiosk.getByRole('heading', { name: 'A test label was printed' })).toBeVisible();
  await screenshot(kiosk, 'wait');
});
