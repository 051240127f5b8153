import { expect, test, type Locator } from '@playwright/test';
import { VirtualPrinter } from '../ops-host/src/label-printers/virtual-printer.ts';
import { attempt } from './support/attempt.ts';
import { kioskOnLine, printerJobs } from './support/printer-kiosk.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`;

test('a printer operator pauses the line, filters labels and unassigns the tails with the supervisor code', async ({
  page,
  browser,
}) => {
  const { kiosk, code, wrong } = await kioskOnLine(page, browser, 'D', 4);

  // step: Pause needs a reason, and the sub reason when the reason has some
  await kiosk.getByRole('button', { name: 'Pause', exact: true }).click();
  const pause = kiosk.getByRole('dialog', { name: 'Pause' });
  const ok = pause.getByRole('button', { name: /OK$/ });
  await pause.getByText('Break', { exact: true }).click();
  await expect(ok).toBeDisabled();
  await pause.getByText('Lunch', { exact: true }).click();
  await ok.click();
  const paused = kiosk.getByRole('alert').filter({ hasText: 'Paused' });
  await expect(paused).toContainText('Break: Lunch');

  // step: the line stays paused, with its reason, after a visit to Remaining and a reload
  await kiosk.getByRole('button', { name: 'Remaining', exact: true }).click();
  await expect(kiosk.getByRole('heading', { name: 'Remaining Picks' })).toBeVisible();
  await kiosk.getByRole('button', { name: 'Close' }).click();
  await kiosk.waitForURL('**/chicago/pack_line_printer/line_D');
  await expect(paused).toContainText('Break: Lunch');
  await kiosk.reload();
  await expect(paused).toContainText('Break: Lunch');
  await kiosk.screenshot({ path: 'test-results/printer-kiosk-paused.png' });

  // step: the next label printed ends the pause
  await kiosk.getByRole('button', { name: 'Print Label' }).click();
  await expect(kiosk.getByText(/^Label for /)).toBeVisible();
  await expect(paused).toHaveCount(0);

  // step: Filter Labels: with every letter unchecked no box is packable on the line
  await kiosk.getByRole('button', { name: 'Filter Labels' }).click();
  const filters = kiosk.getByRole('dialog', {
    name: 'Filter Labels for Pack Line D',
  });
  const checked = filters.getByRole('checkbox', { checked: true });
  // every letter is checked when the dialog opens (count() does not wait for it)
  await expect(checked.first()).toBeVisible();
  // Some eighty letters: each is tapped in the page at once rather than one Playwright click
  // apiece, which would take most of the flow's minute.
  await checked.evaluateAll((boxes) => boxes.forEach((box) => (box as HTMLInputElement).click()));
  await expect(checked).toHaveCount(0);
  await filters.getByRole('button', { name: /Apply$/ }).click();
  // (antd's closing animation may never end in headless Chromium: the result is what counts)
  await expect(kiosk.getByText('Boxing is Complete!')).toBeVisible();

  // step: Unassign Tails, a group with unpackable boxes chosen; a wrong code is refused
  const groups = kiosk.getByRole('region', { name: 'Groups' });
  const tailGroup = groups
    .getByRole('listitem')
    .filter({ hasText: /\d+ Unpackable/ })
    .first();
  const tailName = (await tailGroup.locator('button > span > span').first().textContent())!.trim();
  await kiosk.getByRole('button', { name: 'Unassign Tails' }).click();
  const tails = kiosk.getByRole('dialog', { name: 'Unassign Tails' });
  const unassign = tails.getByRole('button', { name: /Unassign$/ });
  await tails.getByRole('textbox', { name: 'Supervisor code' }).fill(wrong);
  await expect(unassign).toBeDisabled();
  const tailBox = tails.getByRole('checkbox', { name: `${tailName} ·` }).first();
  // The list re-renders when the filters' refetch lands while the dialog opens: tap until ticked.
  await expect(async () => {
    await tailBox.check({ timeout: 2_000 });
  }).toPass();
  await unassign.click();
  await expect(tails.getByText('Incorrect login code, try again')).toBeVisible();
  await tails.getByRole('textbox', { name: 'Supervisor code' }).fill(code);
  await unassign.click();
  await expect(kiosk.getByText('Tails unassigned successfully.')).toBeVisible();
  // the group keeps its packable boxes and has no unpackable ones left
  const group = groups.getByRole('listitem').filter({ hasText: tailName }).first();
  await expect(group.getByText(/\d+ Unpackable/)).toHaveCount(0);
});

test('a printer operator changes group with the supervisor code and reads the remaining meals', async ({
  page,
  browser,
}) => {
  const { kiosk, code, wrong } = await kioskOnLine(page, browser, 'C', 3);
  const groups = kiosk.getByRole('region', { name: 'Groups' });
  const available = groups.getByRole('listitem').filter({ hasText: /\d+ Packable/ });

  // step: the first change by hand is free, the next needs the supervisor code
  const count = await available.count();
  // A box size or region change asks for a new pallet (whether one does depends on the day's
  // data): OK dismisses it.
  const pallet = kiosk.getByRole('dialog', { name: 'NEW PALLET NEEDED' });
  const dismissPalletIfAsked = async () => {
    const asked = await pallet
      .waitFor({ state: 'visible', timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (asked) {
      await pallet.getByRole('button', { name: /OK$/ }).click();
      await expect(pallet).toBeHidden();
    }
  };
  if (count >= 3) {
    await available.nth(1).click();
    await expect(available.nth(1)).toHaveAttribute('aria-current', 'true');
    await dismissPalletIfAsked();
    await available.nth(2).click();
    const change = kiosk.getByRole('dialog', { name: 'Change the group' });
    await change.getByRole('textbox', { name: 'Supervisor code' }).fill(wrong);
    await change.getByRole('button', { name: /Confirm$/ }).click();
    await expect(change.getByText('Incorrect confirmation code. Please try again.')).toBeVisible();
    await change.getByRole('textbox', { name: 'Supervisor code' }).fill(code);
    await change.getByRole('button', { name: /Confirm$/ }).click();
    await expect(change).toBeHidden();
    await expect(available.nth(2)).toHaveAttribute('aria-current', 'true');
    await dismissPalletIfAsked();
  }

  // step: Remaining: by shipping region, by line, then no type chosen shows the empty text
  await kiosk.getByRole('button', { name: 'Remaining', exact: true }).click();
  await kiosk.waitForURL('**/chicago/pack_line_printer/line_C/remaining_meals');
  await expect(kiosk.getByRole('heading', { name: 'Remaining Picks' })).toBeVisible();
  await expect(kiosk.getByRole('tab', { name: 'Shipping Region' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(kiosk.getByRole('table').first()).toBeVisible();
  // The arrow keys move between the tabs and choose the one they reach.
  await kiosk.getByRole('tab', { name: 'Shipping Region' }).focus();
  await kiosk.keyboard.press('ArrowRight');
  await expect(kiosk.getByRole('tab', { name: 'Line' })).toBeFocused();
  await expect(kiosk.getByRole('tab', { name: 'Line' })).toHaveAttribute('aria-selected', 'true');
  await expect(kiosk.getByRole('heading', { name: 'Line C' })).toBeVisible();
  const types = kiosk.getByRole('group', { name: 'Pickable types' }).getByRole('checkbox');
  for (const type of await types.all()) await type.uncheck();
  await expect(
    kiosk.getByRole('tabpanel').getByText('There are no remaining meals to display'),
  ).toBeVisible();

  // step: Escape closes it
  await kiosk.keyboard.press('Escape');
  await kiosk.waitForURL('**/chicago/pack_line_printer/line_C');
  await expect(kiosk.getByRole('button', { name: 'Print Label' })).toBeVisible();
});

test('a dialog of the line screen opens though its code could not be fetched at first (the gateway restarting)', async ({
  page,
  browser,
}) => {
  // The dialogs' chunks are refused (as by a gateway that is down) until `down` is false; every
  // other script of the screen loads as usual.
  let down = true;
  const refused: string[] = [];
  const dialogChunk =
    /\/assets\/(pause|supervisor-code|notice|filter-labels|training-label|unassign-tails)-dialog-[\w-]+\.js$/;
  const { kiosk } = await kioskOnLine(page, browser, 'E', 5, (kiosk) =>
    kiosk.route(dialogChunk, async (route) => {
      if (!down) return route.continue();
      refused.push(new URL(route.request().url()).pathname);
      return route.abort('connectionrefused');
    }),
  );
  const pauseChunk = () => refused.filter((path) => path.includes('/pause-dialog-')).length;

  // step: Pause while its code cannot be fetched: no dialog yet, the screen keeps working, and
  // the kiosk tries again by itself
  await kiosk.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(pauseChunk).toBeGreaterThanOrEqual(2);
  const pause = kiosk.getByRole('dialog', { name: 'Pause' });
  await expect(pause).toBeHidden();
  await expect(kiosk.getByRole('button', { name: 'Print Label' })).toBeEnabled();

  // step: the gateway is back: the dialog opens by itself at the next attempt, with its reasons
  down = false;
  await expect(pause).toBeVisible({ timeout: 15_000 });
  await expect(pause.getByText('Break', { exact: true })).toBeVisible();
  await pause.getByRole('button', { name: /Cancel$/ }).click();
  await expect(pause).toBeHidden();

  // step: the other dialogs, preloaded after the screen showed (or tried again), open at once
  await kiosk.getByRole('button', { name: 'Training Label' }).click();
  const training = kiosk.getByRole('dialog', { name: 'Supervisor code' });
  await expect(training.getByRole('textbox', { name: 'Supervisor code' })).toBeVisible();
});

test('a training label says it was printed, or why not', async ({ page, browser }) => {
  // A printer only this flow uses (one of its own on each attempt), in the stack's printers
  // folder so that its test label is read as any other's; its faults are set by the flow.
  const number = 80 + attempt();
  const printer = new VirtualPrinter({
    address: `127.0.1.${number}`,
    port: port + 5000,
    dataDir,
  });
  await printer.start();
  try {
    const { kiosk, code } = await kioskOnLine(page, browser, 'E', number);
    const trainingDialog = kiosk.getByRole('dialog', {
      name: 'Supervisor code',
    });
    const printTraining = async () => {
      await kiosk.getByRole('button', { name: 'Training Label' }).click();
      await trainingDialog.getByRole('textbox', { name: 'Supervisor code' }).fill(code);
      await trainingDialog.getByRole('button', { name: /Print$/ }).click();
      await expect(trainingDialog).toBeHidden();
    };

    // step: out of paper: the code is accepted, the kiosk says why nothing was printed
    printer.faults = { paperOut: true };
    const jobs = printerJobs(number).length;
    await printTraining();
    const failure = kiosk.getByRole('dialog', {
      name: 'Cannot connect to printer',
    });
    await expect(failure.getByText('Paper out')).toBeVisible();
    expect(printerJobs(number)).toHaveLength(jobs);
    await kiosk.screenshot({
      path: 'test-results/printer-kiosk-training-failed.png',
    });
    await failure.getByRole('button', { name: /OK$/ }).click();
    await expect(failure).toBeHidden();

    // step: paper loaded: it prints, and the kiosk says so
    printer.faults = {};
    await printTraining();
    await expect(kiosk.getByText('Training label printed.')).toBeVisible();
    await expect.poll(() => printerJobs(number).at(-1) ?? '').toContain('TRAINING LABEL');
    await kiosk.screenshot({
      path: 'test-results/printer-kiosk-training-printed.png',
    });
  } finally {
    await printer.stop();
  }
});

test('NEW PALLET NEEDED names the shipping regions as the groups do', async ({ page, browser }) => {
  const { kiosk } = await kioskOnLine(page, browser, 'E', 5);
  const groups = kiosk.getByRole('region', { name: 'Groups' }).getByRole('listitem');
  // A group's name is its region's, or '{region} tail'.
  const regionOf = async (group: Locator) =>
    (await group.locator('button > span > span').first().textContent())!
      .trim()
      .replace(/ tail$/, '');
  const from = await regionOf(groups.filter({ hasText: 'In Progress' }));

  // step: the first change by hand, to a group of another region
  const available = groups.filter({ hasText: /\d+ Packable/ });
  let other: { group: Locator; region: string } | undefined;
  for (const group of await available.all()) {
    const region = await regionOf(group);
    if (region !== from) {
      other = { group, region };
      break;
    }
  }
  expect(other, `line E has a group of another region than ${from}`).toBeDefined();
  await other!.group.click();
  const pallet = kiosk.getByRole('dialog', { name: 'NEW PALLET NEEDED' });
  await expect(pallet).toContainText(`Shipping region: ${from} → ${other!.region}`);
  await kiosk.screenshot({ path: 'test-results/printer-kiosk-new-pallet.png' });
  await pallet.getByRole('button', { name: /OK$/ }).click();
  await expect(pallet).toBeHidden();
});
