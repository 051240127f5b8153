import { expect, test, type Page } from '@playwright/test';
import { attempt } from './support/attempt.ts';
import { chooseFacility } from './support/facility.ts';
import { signIn } from './support/stack.ts';

const PATH = '/admin/ops_ice_restrictions';

/** Baltimore's rows, in order: 96oz standard, family, tempo, then 80oz… (row 0 is the header). */
async function baltimoreRows(page: Page) {
  await chooseFacility(page, 'Baltimore');
  const section = page.getByRole('region', { name: 'Baltimore' });
  await expect(section).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chicago' })).toHaveCount(0);
  return section.getByRole('row');
}

test('restricting 96oz indefinitely from a menu locks the later menus, is kept after a reload, and only one row is editable at a time', async ({
  page,
}) => {
  // step: sign in and open the ice restrictions of Baltimore
  await signIn(page, PATH);
  await expect(page.getByRole('heading', { name: 'Ice Restrictions' })).toBeVisible();
  const rows = await baltimoreRows(page);
  const standard96 = rows.nth(1);
  const family96 = rows.nth(2);
  await expect(standard96).toContainText('96oz');
  await expect(standard96).toContainText('standard');
  const dates = (await standard96
    .getByRole('checkbox')
    .evaluateAll((inputs) =>
      inputs.map((input) => input.closest('label')?.textContent?.trim() ?? ''),
    )) as string[];
  expect(dates.length).toBeGreaterThanOrEqual(4);
  for (const date of dates) expect(date).toMatch(/^\d{2}\/\d{2}$/);
  const [first, packed] = dates as [string, string];
  // From the third menu, or the fourth on a run after one that may have saved the third.
  const fromIndex = 2 + (attempt() % 2);
  const from = dates[fromIndex] ?? '';
  const later = dates.slice(fromIndex + 1);

  // step: edit the 96oz standard row; the first menu stays disabled
  await standard96.getByRole('button', { name: 'Edit' }).click();
  await expect(standard96.getByRole('checkbox', { name: first })).toBeDisabled();
  await expect(standard96.getByRole('checkbox', { name: packed })).toBeEnabled();

  // step: try to edit a second row at the same time: it stays read-only
  await expect(family96.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(family96.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(family96.getByRole('checkbox', { name: packed })).toBeDisabled();

  // step: the tip of the next row's Edit, shown over the edited row, lets Close be pressed:
  // the pointer goes from that Edit up to Close, as a hand moves it, and presses there
  // (mid-screen, so the tip opens above its button, over the edited row)
  await standard96.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  const blockedEdit = await family96.getByRole('button', { name: 'Edit' }).boundingBox();
  const close = await standard96.getByRole('button', { name: 'Close' }).boundingBox();
  await page.mouse.move(
    blockedEdit!.x + blockedEdit!.width / 2,
    blockedEdit!.y + blockedEdit!.height / 2,
  );
  const tip = page.getByRole('tooltip', { name: 'Save or close the row being edited first' });
  await expect(tip).toBeVisible();
  const over = await tip.boundingBox();
  expect(over!.y + over!.height).toBeGreaterThan(close!.y + close!.height / 2);
  await page.mouse.move(close!.x + close!.width / 2, close!.y + close!.height / 2, { steps: 10 });
  await page.mouse.down();
  await page.mouse.up();
  await expect(standard96.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(family96.getByRole('button', { name: 'Edit' })).toBeEnabled();
  await standard96.getByRole('button', { name: 'Edit' }).click();

  // step: disable 96oz indefinitely from that menu: it and every later one are checked and locked
  // (antd's select opens from the keyboard too: Enter on it)
  await standard96.getByRole('combobox', { name: 'Disable Indefinitely' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: from, exact: true }).click();
  for (const date of [from, ...later]) {
    await expect(standard96.getByRole('checkbox', { name: date })).toBeChecked();
    await expect(standard96.getByRole('checkbox', { name: date })).toBeDisabled();
  }
  await expect(standard96.getByRole('checkbox', { name: packed })).not.toBeChecked();
  await expect(standard96.getByRole('checkbox', { name: packed })).toBeEnabled();

  // step: save
  await standard96.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('96oz standard restriction saved.')).toBeVisible();
  await expect(standard96.getByRole('button', { name: 'Edit' })).toBeEnabled();
  await expect(family96.getByRole('button', { name: 'Edit' })).toBeEnabled();

  // step: reload: the restriction is kept
  await page.reload();
  const reloaded = (await baltimoreRows(page)).nth(1);
  await expect(
    reloaded
      .getByRole('cell')
      .filter({ has: page.getByRole('combobox', { name: 'Disable Indefinitely' }) }),
  ).toHaveText(from);
  for (const date of [from, ...later]) {
    await expect(reloaded.getByRole('checkbox', { name: date })).toBeChecked();
  }
  await expect(reloaded.getByRole('checkbox', { name: packed })).not.toBeChecked();
});
