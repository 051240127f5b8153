import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  dragInDrawer,
  lineState,
  openAssignments,
  type LineState,
  plannerPage,
  selectableLabels,
  showGroup,
} from './support/planner.ts';

// Two planners at one facility: what one saves is never lost to the other's older view.

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`;

/** The proteins of a line's filter dialog. */
const proteins = (page: Page, line: string) =>
  page
    .getByRole('dialog', { name: `Filter Labels for Pack Line ${line}` })
    .getByRole('region', { name: 'Proteins' })
    .getByRole('checkbox');

async function openFilters(page: Page, line: string) {
  await page
    .getByRole('region', { name: `Pack Line ${line}` })
    .getByRole('button', { name: 'Filter Labels' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Filter Labels for Pack Line ${line}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a planner's filter change made against filters another planner changed meanwhile is refused, and the dialog shows theirs", async ({
  browser,
}) => {
  // step: planners A and B open line C's Filter Labels
  const a = await plannerPage(browser);
  const b = await plannerPage(browser);
  const dialogA = await openFilters(a, 'C');
  const dialogB = await openFilters(b, 'C');
  const checked = proteins(b, 'C').and(b.getByRole('checkbox', { checked: true }));
  // A checkbox's name is its label's text ('P1 Chicken Breast').
  const labelOf = (index: number) =>
    checked.nth(index).evaluate((box) => box.closest('label')!.textContent!.trim());
  const [first, second] = [await labelOf(0), await labelOf(1)];
  const letter = (label: string) => label.split(' ')[0]!;

  // step: A unchecks the first protein and saves
  await dialogA.getByRole('checkbox', { name: first, exact: true }).uncheck();
  await dialogA.getByRole('button', { name: 'Save' }).click();
  await expect(a.getByText('Filters updated for pack line C')).toBeVisible();

  // step: B, whose dialog still shows the old filters, unchecks the second and saves: refused
  await dialogB.getByRole('checkbox', { name: second, exact: true }).uncheck();
  await dialogB.getByRole('button', { name: 'Save' }).click();
  await expect(b.getByText('Unable to update filters for pack line C')).toBeVisible();
  await expect(dialogB.getByRole('alert')).toHaveText(
    `Pack Line C's filters were changed since you opened this dialog: ${letter(first)} is now filtered. Your change was not saved; the dialog shows the current filters.`,
  );
  await b.screenshot({ path: 'test-results/planner-filters-refused.png' });

  // step: B's dialog shows A's change, B's own undone; B redoes it and it is saved
  await expect(dialogB.getByRole('checkbox', { name: first, exact: true })).not.toBeChecked();
  await expect(dialogB.getByRole('checkbox', { name: second, exact: true })).toBeChecked();
  await dialogB.getByRole('checkbox', { name: second, exact: true }).uncheck();
  await dialogB.getByRole('button', { name: 'Save' }).click();
  await expect(b.getByText('Filters updated for pack line C')).toBeVisible();
  await expect(dialogB).toBeHidden();

  // step: both filters are stored: A's is not lost
  const fresh = await plannerPage(browser);
  const dialog = await openFilters(fresh, 'C');
  await expect(dialog.getByRole('checkbox', { name: first, exact: true })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: second, exact: true })).not.toBeChecked();
});

test('a new group order made against an order another planner saved meanwhile is refused, and the drawer shows theirs', async ({
  browser,
}) => {
  // step: planners A and B open line B's assignments
  const a = await plannerPage(browser);
  const b = await plannerPage(browser);
  const { drawer: drawerA, items: itemsA } = await openAssignments(a, 'B');
  const { drawer: drawerB, items: itemsB } = await openAssignments(b, 'B');
  expect(await itemsA.count()).toBeGreaterThan(2);
  const ids = async (items: typeof itemsA) =>
    Promise.all(
      Array.from({ length: await items.count() }, (_, index) =>
        items.nth(index).getAttribute('data-rfd-draggable-id'),
      ),
    );
  const before = await ids(itemsA);

  // step: A moves the first group below the second and saves
  await dragInDrawer(a, 0, 1);
  await drawerA.getByRole('button', { name: 'Save Group Order Changes' }).click();
  await expect(drawerA).toBeHidden();
  const theirs = [before[1], before[0], ...before.slice(2)];

  // step: B, still on the old order, moves the third group to the top and saves: refused
  await dragInDrawer(b, 2, 0);
  await drawerB.getByRole('button', { name: 'Save Group Order Changes' }).click();
  await expect(drawerB.getByRole('alert')).toContainText(
    "Pack Line B's order was changed since you opened its assignments:",
  );
  await expect(drawerB.getByRole('alert')).toContainText('Your order was not saved');
  await b.screenshot({ path: 'test-results/planner-order-refused.png' });

  // step: B's drawer shows A's order, unchanged by B, and nothing to save
  await expect.poll(() => ids(itemsB)).toEqual(theirs);
  await expect(drawerB.getByRole('button', { name: 'Close Without Saving Order' })).toBeVisible();
  const fresh = await plannerPage(browser);
  const { items } = await openAssignments(fresh, 'B');
  await expect.poll(() => ids(items)).toEqual(theirs);
});

/** Chicago line A's virtual printer, started by npm start: the ZPL it received. */
function printerJobs(): string[] {
  const dir = path.join(dataDir, 'printers', '127.0.1.1');
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.zpl'))
      .sort()
      .map((name) => readFileSync(path.join(dir, name), 'latin1'));
  } catch {
    return [];
  }
}

/** A printer kiosk of its own signed in to Chicago's line A with its printer (127.0.1.1). */
async function kioskOnLineA(browser: Browser, admin: Page): Promise<Page> {
  await admin.goto('/admin/login_code');
  const code = (await admin.getByTestId('supervisor-login-code').textContent())!.trim();
  const kiosk = await (await browser.newContext()).newPage();
  await kiosk.goto('/chicago/pack_line_printer');
  for (const digit of code) await kiosk.getByRole('button', { name: digit, exact: true }).click();
  await kiosk.getByRole('button', { name: 'Submit' }).click();
  await kiosk.getByRole('radio', { name: 'A' }).click();
  await kiosk.getByLabel('Printer IP').fill('1.1');
  const jobsBefore = printerJobs().length;
  await kiosk.getByRole('button', { name: 'Next' }).click();
  await expect(kiosk.getByRole('heading', { name: 'A test label was printed' })).toBeVisible();
  const testLabel = () =>
    printerJobs()
      .slice(jobsBefore)
      .find((zpl) => zpl.includes('PRINTER TEST LABEL'));
  await expect.poll(testLabel).toBeDefined();
  const printerCode = /\^A0N,200,200\^FD([0-9]{4})\^FS/.exec(testLabel()!)![1]!;
  await kiosk.getByLabel('Printer code').fill(printerCode);
  await kiosk.getByRole('button', { name: 'Sign In' }).click();
  await kiosk.waitForURL('**/chicago/pack_line_printer/line_A');
  return kiosk;
}

test('after a saved reorder Up Next is the group moved to follow the one in progress, in a fresh session and on the kiosk', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // step: a planner opens line A's assignments; a group further down, with boxes to print, is
  // chosen to come right after the group in progress
  const page = await plannerPage(browser);
  const state = await lineState(page, 'A');
  const current = state.groups.findIndex((group) => group.id === state.currentGroupId);
  const place = current + 1;
  const available = (group: LineState['groups'][number]) =>
    group.remainingBoxCount - group.unpackableBoxCount > 0;
  const from = state.groups.findLastIndex((group, index) => index > place && available(group));
  expect(from).toBeGreaterThan(place);
  const moved = state.groups[from]!;
  expect(state.nextGroupId).not.toBe(moved.id);

  // step: it is dragged to that place and the order saved
  const { drawer } = await openAssignments(page, 'A');
  await dragInDrawer(page, from, place);
  await drawer.getByRole('button', { name: 'Save Group Order Changes' }).click();
  await expect(drawer).toBeHidden();

  // step: a fresh session's drawer badges it Up Next, after the group In Progress
  const fresh = await plannerPage(browser);
  const { drawer: again, items } = await openAssignments(fresh, 'A');
  await expect(items.nth(place)).toHaveAttribute('data-rfd-draggable-id', moved.id);
  await expect(items.nth(place).getByText('Up Next')).toBeVisible();
  await expect(again.getByText('Up Next')).toHaveCount(1);
  if (current >= 0) await expect(items.nth(current).getByText('In Progress')).toBeVisible();
  await fresh.screenshot({ path: 'test-results/planner-up-next.png' });

  // step: the line's kiosk, signed in afresh, shows the same group Up Next
  const kiosk = await kioskOnLineA(browser, fresh);
  const groups = kiosk.getByRole('region', { name: 'Groups' }).getByRole('listitem');
  await expect(groups.filter({ hasText: 'Up Next' })).toHaveCount(1);
  await expect(groups.nth(place)).toContainText('Up Next');
  await expect(groups.nth(place)).toContainText(moved.name);
  await kiosk.screenshot({ path: 'test-results/planner-up-next-kiosk.png' });
});

test('Generate PDFs lists its groups and clears the selection; Manual Completion then completes only the groups chosen for it', async ({
  browser,
}) => {
  // step: two open groups are selected; Generate PDFs lists them in its confirmation
  const page = await plannerPage(browser);
  const [first, second] = await selectableLabels(page, { count: 2 });
  const name = (label: string) => label.replace(/^Select /, '').replace(/ (\d+)$/, ' ($1)');
  await page.getByRole('checkbox', { name: first!, exact: true }).check();
  await page.getByRole('checkbox', { name: second!, exact: true }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Generate PDFs' }).click();
  const pdfs = page.getByRole('dialog', { name: 'Are you sure you want to generate PDFs?' });
  await expect(pdfs.getByText('2 group(s):')).toBeVisible();
  await expect(pdfs.getByRole('listitem')).toHaveCount(2);
  await expect(pdfs.getByRole('listitem').nth(0)).toContainText(name(first!));
  await expect(pdfs.getByRole('listitem').nth(1)).toContainText(name(second!));
  await page.screenshot({ path: 'test-results/planner-pdfs-confirm.png' });
  await pdfs.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText(
      'Generated PDFs will be available for download via a chat message in the labels channel shortly.',
    ),
  ).toBeVisible();

  // step: the selection is cleared
  await expect(page.getByText('0 selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manual Completion' })).toBeDisabled();

  // step: one group is chosen anew; the Manual Completion confirmation lists it alone
  const chosen = await showGroup(page, second!);
  await chosen.check();
  await page.getByRole('button', { name: 'Manual Completion' }).click();
  const manual = page.getByRole('dialog', { name: 'Manually complete pack line plan groups?' });
  await expect(manual.getByText('1 group(s):')).toBeVisible();
  await expect(manual.getByRole('listitem')).toHaveCount(1);
  await expect(manual.getByRole('listitem')).toContainText(name(second!));
  await page.screenshot({ path: 'test-results/planner-manual-confirm.png' });
  await manual.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText('Manual Completion of Pack Line Plan Groups is successful.'),
  ).toBeVisible();

  // step: that group is Manual; the one chosen only for PDFs is still open
  await expect(await showGroup(page, second!)).toBeDisabled();
  await expect(await showGroup(page, first!)).toBeEnabled();
  await expect(page.getByText('0 selected')).toBeVisible();
});
