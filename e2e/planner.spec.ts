import { expect, test, type Page } from '@playwright/test';
import { chooseOption, openSelect } from './support/antd.ts';
import {
  firstOpenGroup,
  groupRows,
  lineTotal,
  openChicago,
  PLANNER,
  selectableLabels,
  showGroup,
  tableScrollBox,
} from './support/planner.ts';
import { signIn } from './support/stack.ts';

/** The demo seed's regions of Chicago, with their categories. */
const CHICAGO_REGION_CATEGORIES: Record<string, string> = {
  'Chicago Metro': 'Moderate',
  Milwaukee: 'Cool',
  Indianapolis: 'Moderate',
  Detroit: 'Cool',
  'St. Louis': 'Hot',
  Minneapolis: 'Cool',
  'Upper Peninsula': 'Cool',
};

test('a planner assigns groups, splits one with the OKAY flow and completes one by hand', async ({
  page,
}) => {
  // step: sign in, open the planner from the navigation's place and choose Chicago
  await signIn(page, PLANNER);
  await expect(page.getByRole('heading', { name: 'Pack Line Planner' })).toBeVisible();
  await openChicago(page);
  await expect(page.getByText(/^Menu:/)).toBeVisible();
  await expect(page.getByText(/Last print: /).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign Groups' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Manual Completion' })).toBeDisabled();
  // The table has no pagination.
  await expect(page.getByTitle('Next Page')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/planner-overview.png', fullPage: true });

  // step: completed groups cannot be selected
  const done = groupRows(page)
    .filter({ hasText: /Completed|Manual/ })
    .first();
  if (await done.count()) await expect(done.getByRole('checkbox')).toBeDisabled();

  // step: a row names its group's region and that region's category, which the planner's answer
  // lists once for the facility (groups name their region by id)
  const headers = (await page.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  const cells = await groupRows(page).first().getByRole('cell').allTextContents();
  const region = cells[headers.indexOf('Shipping Region')]!;
  expect(CHICAGO_REGION_CATEGORIES[region]).toBe(cells[headers.indexOf('Region Category')]);

  // step: select an open group and assign it to line B
  const before = await lineTotal(page, 'B');
  const group = await firstOpenGroup(page);
  await group.checkbox.check();
  await page.getByRole('button', { name: 'Assign Groups' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Groups' });
  await expect(assign.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await chooseOption(assign.getByRole('combobox', { name: 'Pack line' }), 'Pack Line B');
  await page.screenshot({ path: 'test-results/planner-assign.png' });
  await assign.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('1 group(s) assigned to Pack Line B.')).toBeVisible();
  await expect(assign).toBeHidden();
  await expect.poll(() => lineTotal(page, 'B')).toBeGreaterThan(before);

  // step: split a group; the quantity must be at least 1 and less than the remaining boxes
  const splitButton = page.locator('button[aria-label^="Split "]:not([disabled])').first();
  const splitName = ((await splitButton.getAttribute('aria-label')) ?? '').replace(/^Split /, '');
  await splitButton.click();
  const split = page.getByRole('dialog', { name: /^Split / });
  const remaining = Number(/(\d+) remaining boxes/.exec((await split.textContent()) ?? '')?.[1]);
  const quantity = split.getByRole('textbox', { name: 'Quantity', exact: true });
  const splitAction = split.getByRole('button', { name: 'Split' });
  await quantity.fill('0');
  await expect(splitAction).toBeDisabled();
  await quantity.fill(String(remaining));
  await expect(splitAction).toBeDisabled();
  await quantity.fill('1');
  await expect(split.getByRole('textbox', { name: 'Second quantity' })).toHaveValue(
    String(remaining - 1),
  );
  await chooseOption(
    split.getByRole('combobox', { name: 'Pack line of the new group' }),
    'Pack Line C',
  );
  await page.screenshot({ path: 'test-results/planner-split.png' });
  await splitAction.click();
  await expect(split).toContainText(`${remaining - 1} box(es) assigned to Pack Line C.`);
  await expect(split).toContainText(/^.*Success! 1 box\(es\)/);
  await page.screenshot({ path: 'test-results/planner-split-done.png' });
  await split.getByRole('button', { name: 'OKAY' }).click();
  await expect(split).toBeHidden();
  expect(splitName).not.toBe('');

  // step: complete the group just assigned to line B by hand after the confirmation; it reads
  // Manual and locks (line A keeps the groups the drag-and-drop flow reorders)
  const target = { ...group, checkbox: await showGroup(page, group.label) };
  await target.checkbox.check();
  await page.getByRole('button', { name: 'Manual Completion' }).click();
  const confirm = page.getByRole('dialog', { name: 'Manually complete pack line plan groups?' });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: 'test-results/planner-manual-completion.png' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText('Manual Completion of Pack Line Plan Groups is successful.'),
  ).toBeVisible();
  await expect(target.checkbox).toBeDisabled();
  await expect(groupRows(page).filter({ has: target.checkbox })).toContainText('Manual');
});

test("one planner's change appears on another planner's screen without a reload", async ({
  browser,
}) => {
  // step: two planners open Chicago in their own browser contexts
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  for (const page of [first, second]) {
    await signIn(page, PLANNER);
    await openChicago(page);
  }
  let reloaded = false;
  second.on('framenavigated', (frame) => {
    if (frame === second.mainFrame()) reloaded = true;
  });
  const before = await lineTotal(second, 'D');

  // step: the first assigns an open group to line D
  const group = await firstOpenGroup(first);
  await group.checkbox.check();
  await first.getByRole('button', { name: 'Assign Groups' }).click();
  const assign = first.getByRole('dialog', { name: 'Assign Groups' });
  await chooseOption(assign.getByRole('combobox', { name: 'Pack line' }), 'Pack Line D');
  await assign.getByRole('button', { name: 'Submit' }).click();
  await expect(first.getByText('1 group(s) assigned to Pack Line D.')).toBeVisible();

  // step: the second sees line D grow, without reloading
  await expect.poll(() => lineTotal(second, 'D')).toBeGreaterThan(before);
  await second.screenshot({ path: 'test-results/planner-second.png', fullPage: true });

  // step: the first filters a label on line D; the second is told its data is out of date
  await first
    .getByRole('region', { name: 'Pack Line D' })
    .getByRole('button', { name: 'Filter Labels' })
    .click();
  const filters = first.getByRole('dialog', { name: 'Filter Labels for Pack Line D' });
  await filters
    .getByRole('region', { name: 'Standard Meals' })
    .getByRole('checkbox')
    .first()
    .uncheck();
  await filters.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('Filters updated for pack line D')).toBeVisible();
  await expect(second.getByText('Your data is out of date, please refresh')).toBeVisible();
  // The planner who made the change is not told its own data is stale.
  await expect(first.getByText('Your data is out of date, please refresh')).toBeHidden();
  await second.screenshot({ path: 'test-results/planner-stale.png' });
  await second.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(second.getByText('Your data is out of date, please refresh')).toBeHidden();
  expect(reloaded).toBe(false);
});

test('a line’s groups are dragged into a new order and saved; labels are filtered per line', async ({
  page,
}) => {
  // step: open line A's assignments; unchanged, the button closes without saving
  await signIn(page, PLANNER);
  await openChicago(page);
  await page
    .getByRole('region', { name: 'Pack Line A' })
    .getByRole('button', { name: 'Assignments' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Pack Line A assignments' });
  await expect(drawer.getByRole('button', { name: 'Close Without Saving Order' })).toBeVisible();
  const items = drawer.locator('[data-rfd-draggable-id]');
  expect(await items.count()).toBeGreaterThan(1);
  const firstId = await items.nth(0).getAttribute('data-rfd-draggable-id');
  const secondId = await items.nth(1).getAttribute('data-rfd-draggable-id');
  await page.screenshot({ path: 'test-results/planner-drawer.png' });

  // step: drag the first group below the second (keyboard dragging of the dnd library)
  await items.nth(0).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(items.nth(0)).toHaveAttribute('data-rfd-draggable-id', secondId!);
  const save = drawer.getByRole('button', { name: 'Save Group Order Changes' });
  await expect(save).toBeVisible();
  await save.click();
  await expect(drawer).toBeHidden();

  // step: reopened, the drawer shows the saved order
  await page
    .getByRole('region', { name: 'Pack Line A' })
    .getByRole('button', { name: 'Assignments' })
    .click();
  await expect(
    page
      .getByRole('dialog', { name: 'Pack Line A assignments' })
      .locator('[data-rfd-draggable-id]')
      .nth(1),
  ).toHaveAttribute('data-rfd-draggable-id', firstId!);
  await page.getByRole('button', { name: 'Close Without Saving Order' }).click();

  // step: filter labels on line C: every group of the spec, all checked but the filtered ones
  const widget = page.getByRole('region', { name: 'Pack Line C' });
  const before = Number(/Filtered pickables (\d+)/.exec((await widget.textContent()) ?? '')?.[1]);
  await widget.getByRole('button', { name: 'Filter Labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Labels for Pack Line C' });
  for (const title of [
    'Proteins',
    'Standard Meals',
    'Tempo Meals',
    'Family Meals',
    'Addons',
    'Heat & Eat',
    'Other',
  ]) {
    await expect(dialog.getByRole('region', { name: title })).toBeVisible();
  }
  const meal = dialog
    .getByRole('region', { name: 'Standard Meals' })
    .getByRole('checkbox', { checked: true })
    .first();
  await meal.uncheck();
  await page.screenshot({ path: 'test-results/planner-filters.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Filters updated for pack line C')).toBeVisible();
  await expect(widget).toContainText(`Filtered pickables ${before + 1}`);

  // step: Refresh Printers and Refresh Lines ask first, then report
  await page.getByRole('button', { name: 'Refresh Printers' }).click();
  const printers = page.getByRole('dialog', {
    name: 'Refreshing printers will sign out all printers! Are you sure?',
  });
  await printers.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Printers refreshed: every printer was signed out.')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh Lines' }).click();
  const lines = page.getByRole('dialog', {
    name: 'Refreshing lines may cause disruptions on active pack lines! Are you sure?',
  });
  await lines.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Lines refreshed.')).toBeVisible();
});

test('a planner generates the label PDF of a group and downloads it', async ({ page }) => {
  // step: select an open group; Generate PDFs asks first
  await signIn(page, PLANNER);
  await openChicago(page);
  await expect(page.getByRole('button', { name: 'Generate PDFs' })).toBeDisabled();
  const group = await firstOpenGroup(page);
  await group.checkbox.check();
  await page.getByRole('button', { name: 'Generate PDFs' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to generate PDFs?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText(
      'Generated PDFs will be available for download via a chat message in the labels channel shortly.',
    ),
  ).toBeVisible();

  // step: the file is there, and it is a PDF
  const link = page.getByRole('link', { name: /^Download labels-.*\.pdf$/ });
  await expect(link).toBeVisible();
  await page.screenshot({ path: 'test-results/planner-generate-pdfs.png' });
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^labels-.*\.pdf$/);
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // step: the labels channel's message links to the file at the address the app is reached on
  const { origin } = new URL(page.url());
  const { pathname } = new URL((await link.getAttribute('href'))!, origin);
  await expect
    .poll(async () => (await chatMessages()).some((text) => text.includes(`${origin}${pathname}`)))
    .toBe(true);
});

/** The chat messages of this run's stack, from its outbox (no chat webhook is set). */
async function chatMessages(): Promise<string[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const outbox = `.data/e2e-${process.env.E2E_PORT ?? 4310}/outbox`;
  const folders = await readdir(outbox).catch(() => []);
  const messages = await Promise.all(
    folders.map(async (folder) =>
      JSON.parse(await readFile(`${outbox}/${folder}/message.json`, 'utf8')),
    ),
  );
  return messages.filter((message) => message.kind === 'chat').map((message) => message.text);
}

/** The first selectable group with unpackable boxes: its checkbox label. */
const firstGroupWithTails = async (page: Page) =>
  (await selectableLabels(page, { withTails: true }))[0]!;

test('a planner reassigns a group’s tails after seeing what the line can pack, and changes a line’s preset', async ({
  page,
}) => {
  // step: Reassign Tails stays disabled for a group without unpackable boxes
  await signIn(page, PLANNER);
  await openChicago(page);
  const reassignButton = page.getByRole('button', { name: 'Reassign Tails' });
  await expect(reassignButton).toBeDisabled();

  // step: a group with unpackable boxes enables it; the dialog needs a line before Submit
  const label = await firstGroupWithTails(page);
  const name = label.replace(/^Select /, '').replace(/ \d+$/, '');
  await page.getByRole('checkbox', { name: label, exact: true }).check();
  await expect(reassignButton).toBeEnabled();
  await reassignButton.click();
  const dialog = page.getByRole('dialog', { name: 'Reassign Tails' });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();

  // step: choosing line B tells how many of the tail boxes it can pack, before submitting
  await chooseOption(dialog.getByRole('combobox', { name: 'Pack line' }), 'Pack Line B');
  const figures = dialog.getByText(/^Pack Line B can pack \d+ of \d+ tail boxes\.$/);
  await expect(figures).toBeVisible();
  const [, packable, tails] = /can pack (\d+) of (\d+)/.exec((await figures.textContent()) ?? '')!;
  expect(Number(tails)).toBeGreaterThan(0);
  expect(Number(packable)).toBeLessThanOrEqual(Number(tails));
  await page.screenshot({ path: 'test-results/planner-reassign-tails.png' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Tails reassigned to Pack Line B.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // step: the tails are a new group '{name} tail' on line B, in line B's assignments
  await page
    .getByRole('region', { name: 'Pack Line B' })
    .getByRole('button', { name: 'Assignments' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Pack Line B assignments' });
  await expect(drawer.getByText(`${name} tail`, { exact: false }).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Close Without Saving Order' }).click();

  // step: change line D's preset; Submit waits for a different preset; the widget shows it
  const widget = page.getByRole('region', { name: 'Pack Line D' });
  await widget.getByRole('button', { name: 'Change Preset' }).click();
  const change = page.getByRole('dialog', { name: 'Change Preset of Pack Line D' });
  await expect(change.getByRole('button', { name: 'Submit' })).toBeDisabled();
  const current = (await change.locator('.ant-select-selection-item').textContent()) ?? '';
  const options = await openSelect(change.getByRole('combobox', { name: 'Preset' }));
  const other = options.locator('.ant-select-item-option').filter({ hasNotText: current }).first();
  const chosen = ((await other.textContent()) ?? '').trim();
  await other.click();
  await expect(change.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await change.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`Pack Line D now uses preset ${chosen}.`)).toBeVisible();
  await expect(change).toBeHidden();
  await expect(widget).toContainText(chosen);
});

test('at 1440 × 900 the group table fits the screen, every header whole', async ({ page }) => {
  // step: a 1440 px screen: the table needs no sideways scroll
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, PLANNER);
  await openChicago(page);
  const table = page.getByRole('table', { name: 'Pack line plan groups' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const body = tableScrollBox(page);
  const { scrollWidth, clientWidth } = await body.evaluate((box) => ({
    scrollWidth: box.scrollWidth,
    clientWidth: box.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/planner-1440.png' });

  // step: each header is whole: its text is not cut and the sticky Split column covers none
  const headers = await table.getByRole('columnheader').evaluateAll((cells) =>
    cells.map((cell) => {
      const box = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      const room = {
        left: box.left + parseFloat(style.paddingLeft) - 1,
        right: box.right - parseFloat(style.paddingRight) + 1,
      };
      // Each line of the header's text lies within the cell's padding.
      const text = document.createRange();
      text.selectNodeContents(cell);
      const lines = [...text.getClientRects()];
      return {
        text: cell.textContent ?? '',
        left: box.left,
        right: box.right,
        cut: lines.some((line) => line.left < room.left || line.right > room.right),
        // The column held at the table's right edge while the others scroll.
        sticky: style.position === 'sticky' && style.right === '0px',
      };
    }),
  );
  const split = headers.find((header) => header.sticky)!;
  for (const name of ['Printed', 'Line', 'Dockout', 'Status', 'Unpackable', 'Remaining']) {
    const header = headers.find((candidate) => candidate.text === name)!;
    expect(header, name).toBeDefined();
    expect(header.cut, `${name} is cut`).toBe(false);
    expect(header.right, `${name} is under the Split column`).toBeLessThanOrEqual(split.left);
  }
  for (const header of headers) expect(header.cut, `${header.text} is cut`).toBe(false);
});

test('a dialog takes the focus as it opens, and Escape closes it', async ({ page }) => {
  // step: select an open group and open Assign Groups from the keyboard
  await signIn(page, PLANNER);
  await openChicago(page);
  const group = await firstOpenGroup(page);
  await group.checkbox.check();
  for (const [button, title] of [
    ['Assign Groups', 'Assign Groups'],
    ['Generate PDFs', 'Are you sure you want to generate PDFs?'],
  ] as const) {
    await page.getByRole('button', { name: button }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();

    // step: the focus is in the dialog at once, not on the button behind it
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
      `${title} has the focus`,
    ).toBe(true);

    // step: Escape closes it, nothing done, the selection kept
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(group.checkbox).toBeChecked();
  }
});
