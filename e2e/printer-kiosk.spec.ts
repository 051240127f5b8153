import { expect, test, type Page, type Route } from '@playwright/test';
import {
  kioskOnLine,
  kioskWithCode,
  nextTakingOver,
  printerJobs,
  shippingLabels,
} from './support/printer-kiosk.ts';
import { signIn } from './support/stack.ts';

/** Chicago line A's virtual printer (127.0.1.1), started by npm start. */
const PRINTER = 1;

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/printer-kiosk-${name}.png`, fullPage: true });
}

test('a printer operator signs in with the supervisor code, confirms the printer and prints labels', async ({
  page,
  browser,
}) => {
  // A long flow on a shared machine: the whole of it gets two minutes.
  test.setTimeout(120_000);
  // step: a supervisor reads the current code on the admin card
  await signIn(page, '/admin/login_code?facility=chicago');
  const code = (await page.getByTestId('supervisor-login-code').textContent())!.trim();
  expect(code).toMatch(/^\d{5}$/);

  // step: on the kiosk (its own browser, no admin session), the keypad takes the code
  const kioskContext = await browser.newContext();
  const kiosk = await kioskContext.newPage();
  await kiosk.goto('/chicago/pack_line_printer');
  await expect(
    kiosk.getByRole('heading', { name: 'Enter the 5 digit code generated in admin' }),
  ).toBeVisible();
  const submit = kiosk.getByRole('button', { name: 'Submit' });
  for (const digit of code.slice(0, 4))
    await kiosk.getByRole('button', { name: digit, exact: true }).click();
  await expect(submit).toBeDisabled();
  // Enter with four digits (the last key pressed still focused) neither types nor submits
  const typed = kiosk.getByRole('status', { name: 'Login code' });
  await kiosk.keyboard.press('Enter');
  await expect(typed).toHaveText(`${code.slice(0, 4)}_`);
  await expect(
    kiosk.getByRole('heading', { name: 'Enter the 5 digit code generated in admin' }),
  ).toBeVisible();
  await kiosk.getByRole('button', { name: code[4]!, exact: true }).click();
  // the keypad stops at five digits
  await kiosk.getByRole('button', { name: '0', exact: true }).click();
  await expect(typed).toHaveText(code);
  await screenshot(kiosk, 'sign-in');
  // Enter with five digits submits, and types nothing
  await kiosk.keyboard.press('Enter');

  // step: 'Sign In To Your Line': line A and its printer's address
  await expect(kiosk.getByRole('heading', { name: 'Sign In To Your Line' })).toBeVisible();
  const next = kiosk.getByRole('button', { name: 'Next' });
  await kiosk.getByRole('radio', { name: 'A' }).click();
  await kiosk.getByLabel('Printer IP').fill('1.1000');
  await expect(next).toBeDisabled();
  await kiosk.getByLabel('Printer IP').fill('1.1');
  await expect(next).toBeEnabled();
  await screenshot(kiosk, 'line-selector');
  const jobsBefore = printerJobs(PRINTER).length;
  await next.click();

  // step: the test label came out of the printer; a wrong code is refused, its code accepted
  await expect(kiosk.getByRole('heading', { name: 'A test label was printed' })).toBeVisible();
  const newTestLabel = () =>
    printerJobs(PRINTER)
      .slice(jobsBefore)
      .find((zpl) => zpl.includes('PRINTER TEST LABEL'));
  // the virtual printer writes its file once the job is received: wait for it
  await expect.poll(newTestLabel).toBeDefined();
  const testLabel = newTestLabel();
  const printerCode = /\^A0N,200,200\^FD([0-9]{4})\^FS/.exec(testLabel ?? '')?.[1];
  expect(printerCode).toMatch(/^\d{4}$/);
  const wrong = String((Number(printerCode) + 1) % 10_000).padStart(4, '0');
  await kiosk.getByLabel('Printer code').fill(wrong);
  await kiosk.getByRole('button', { name: 'Sign In' }).click();
  await expect(kiosk.getByText('Incorrect printer code')).toBeVisible();
  await screenshot(kiosk, 'confirmation');
  await kiosk.getByLabel('Printer code').fill(printerCode!);
  await kiosk.getByRole('button', { name: 'Sign In' }).click();

  // step: the line screen lists the groups with their chips, the first available In Progress
  await kiosk.waitForURL('**/chicago/pack_line_printer/line_A');
  await expect(kiosk.getByText('In Progress')).toBeVisible();
  await expect(kiosk.getByText(/\d+ Packable/).first()).toBeVisible();
  await screenshot(kiosk, 'line');

  // step: three labels printed, three ZPL files with a box barcode each
  const printButton = kiosk.getByRole('button', { name: 'Print Label' });
  const labelsBefore = shippingLabels(PRINTER).length;
  const pallet = kiosk.getByRole('dialog', { name: 'NEW PALLET NEEDED' });
  for (let count = 1; count <= 3; count += 1) {
    await printButton.click();
    await expect.poll(() => shippingLabels(PRINTER).length).toBe(labelsBefore + count);
    await expect(printButton).toBeEnabled();
    // a group that runs out moves printing to the next; another box size asks for a new pallet
    await pallet
      .waitFor({ timeout: 1_500 })
      .then(() => pallet.getByRole('button', { name: /OK$/ }).click())
      .catch(() => undefined);
  }
  const barcodes = shippingLabels(PRINTER)
    .slice(labelsBefore)
    .map((zpl) => /\^BCN,\d+,N,N,N,A\^FD(\d+-[A-Za-z0-9]+)\^FS/.exec(zpl)?.[1]);
  expect(new Set(barcodes).size).toBe(3);
  await expect(kiosk.getByText(`${barcodes[2]} ·`, { exact: false })).toBeVisible();
  // the reprint queue starts with them
  const queue = kiosk.getByRole('region', { name: 'Reprint queue' });
  expect(await queue.getByRole('button', { name: 'Reprint' }).count()).toBeGreaterThanOrEqual(3);
  await screenshot(kiosk, 'printed');

  // step: a reprint from the queue sends the newest label again
  const beforeReprint = shippingLabels(PRINTER).length;
  await queue.getByRole('button', { name: 'Reprint' }).first().click();
  await expect.poll(() => shippingLabels(PRINTER).length).toBe(beforeReprint + 1);
  expect(shippingLabels(PRINTER).at(-1)).toContain(barcodes[2]);

  // step: label search from 3 characters: the customer of the last label, then nothing found
  const customer = (await kiosk.getByText(/^Label for /).textContent())!.replace('Label for ', '');
  await kiosk.getByLabel('Search labels').fill(customer.slice(0, 2));
  await expect(queue.getByText(customer)).toBeVisible();
  await kiosk.getByLabel('Search labels').fill(customer);
  await expect(queue.getByText(customer).first()).toBeVisible();
  await kiosk.getByLabel('Search labels').fill('zzqzz');
  await expect(kiosk.getByText('No results found for zzqzz')).toBeVisible();
  await screenshot(kiosk, 'search');
  await kiosk.getByLabel('Search labels').fill('');

  // step: a training label, with the supervisor code (a wrong one is refused)
  await kiosk.getByRole('button', { name: 'Training Label' }).click();
  const training = kiosk.getByRole('dialog', { name: 'Supervisor code' });
  // After a first try, antd keeps the spinner's "loading" label in the button until its leave
  // animation ends, which headless Chromium may never run: the name is matched at its end.
  const printTraining = training.getByRole('button', { name: /Print$/ });
  const wrongSupervisor = String((Number(code) + 1) % 100_000).padStart(5, '0');
  await training.getByRole('textbox', { name: 'Supervisor code' }).fill(wrongSupervisor);
  await printTraining.click();
  await expect(training.getByText('Incorrect confirmation code. Please try again.')).toBeVisible();
  await training.getByRole('textbox', { name: 'Supervisor code' }).fill(code);
  await printTraining.click();
  await expect.poll(() => printerJobs(PRINTER).at(-1) ?? '').toContain('TRAINING LABEL');
  await expect(kiosk.getByText('Training label printed.')).toBeVisible();

  // step: another kiosk takes line A with printer 1.2: this kiosk goes back to its line selector
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/chicago/pack_line_printer');
  for (const digit of code) await other.getByRole('button', { name: digit, exact: true }).click();
  await other.getByRole('button', { name: 'Submit' }).click();
  await other.getByRole('radio', { name: 'A' }).click();
  await other.getByLabel('Printer IP').fill('1.2');
  await other.getByRole('button', { name: 'Next' }).click();
  await expect(other.getByText('Line A is in use with printer 127.0.1.1.')).toBeVisible();
  await screenshot(other, 'conflict');
  await other.getByRole('button', { name: 'Sign in anyway' }).click();
  await expect(other.getByRole('heading', { name: 'A test label was printed' })).toBeVisible();
  await kiosk.waitForURL('**/chicago/pack_line_printer/line_selector');
  await expect(kiosk.getByRole('heading', { name: 'Sign In To Your Line' })).toBeVisible();
  await otherContext.close();
  await kioskContext.close();
});

test("the line selector keeps its 'in use' marks live, and says when the lines cannot be read", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // step: another kiosk signs onto line C, then signs off it again (the back arrow)
  const { kiosk: other, code } = await kioskOnLine(page, browser, 'C', 3);
  await other.getByRole('button', { name: 'Back to the line selector' }).click();
  await expect(other.getByRole('heading', { name: 'Sign In To Your Line' })).toBeVisible();

  // step: this kiosk opens its line selector: line C is free
  const kiosk = await kioskWithCode(browser, code);
  await expect(kiosk.getByRole('heading', { name: 'Sign In To Your Line' })).toBeVisible();
  const lineC = kiosk.getByRole('radio', { name: /^C( in use)?$/ });
  await expect(lineC).toHaveAccessibleName('C');

  // step: the other kiosk signs in on line C: this one marks it in use, without a reload
  await other.getByRole('radio', { name: /^C( in use)?$/ }).click();
  await other.getByLabel('Printer IP').fill('1.3');
  await nextTakingOver(other);
  await expect(lineC).toHaveAccessibleName('C in use', { timeout: 20_000 });
  await kiosk.screenshot({ path: 'test-results/printer-kiosk-in-use.png' });
  await kiosk.context().close();
  await other.context().close();

  // step: a kiosk whose line names cannot be read: a snackbar says what the server said, and
  // the lines show once a read answers
  const failure = 'The pack lines could not be read: the operations host is not answering.';
  const failLines = (route: Route) =>
    (route.request().postData() ?? '').includes('KioskLinesQuery')
      ? route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ data: null, errors: [{ message: failure }] }),
        })
      : route.continue();
  const failing = await kioskWithCode(browser, code, (kiosk) =>
    kiosk.route('**/graphql', failLines),
  );
  await expect(failing.getByRole('heading', { name: 'Sign In To Your Line' })).toBeVisible();
  await expect(failing.getByText(failure)).toBeVisible();
  await expect(failing.getByRole('radio')).toHaveCount(0);
  await failing.screenshot({ path: 'test-results/printer-kiosk-lines-failed.png' });
  await failing.unroute('**/graphql', failLines);
  await expect(failing.getByRole('radio', { name: /^A( in use)?$/ })).toBeVisible({
    timeout: 20_000,
  });
  await failing.context().close();
});
