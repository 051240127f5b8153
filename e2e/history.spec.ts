import { expect, test } from '@playwright/test';
import { chooseFacility } from './support/facility.ts';
import { signIn } from './support/stack.ts';

test('a change on Ice Restrictions is in its History, is undone from there, and is on the History page', async ({
  page,
}) => {
  // step: sign in, open Baltimore's ice restrictions and toggle 96oz family's last menu (the
  // second row: 96oz spans the first three)
  await signIn(page, '/admin/ops_ice_restrictions');
  await chooseFacility(page, 'Baltimore');
  const family96 = page.getByRole('region', { name: 'Baltimore' }).getByRole('row').nth(2);
  await expect(family96).toContainText('family');
  const last = family96.getByRole('checkbox').last();
  const wasChecked = await last.isChecked();
  await family96.getByRole('button', { name: 'Edit' }).click();
  await expect(last).toBeEnabled();
  await last.click();
  await family96.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('96oz family restriction saved.')).toBeVisible();
  await expect(last).toBeChecked({ checked: !wasChecked });

  // step: open the screen's History: the change is there, in the screen's words, by its author
  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('dialog', { name: 'History: Ice Restrictions' });
  await expect(drawer).toBeVisible();
  const change = drawer
    .getByRole('listitem')
    .filter({ hasText: /^Ice 96oz, family: / })
    .first();
  await expect(change).toBeVisible();
  await expect(change).toContainText('Ice restriction changed');
  await expect(change).toContainText('Demo Admin');
  await page.screenshot({ path: 'test-results/history-drawer.png' });

  // step: Undo it: the undo is recorded on top, and the row is as it was
  const summary = (await change.locator('.ant-list-item-meta-title').textContent()) ?? '';
  await change.getByRole('button', { name: `Undo: ${summary}` }).click();
  await expect(page.getByText(`Undone: ${summary}`)).toBeVisible();
  // (its words are the undo's own: the change the other way)
  await expect(drawer.getByRole('listitem').first()).toContainText(/^Undo: Ice 96oz, family: /);
  await expect(change.getByText('Already undone.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(last).toBeChecked({ checked: wasChecked });

  // step: the History page lists both entries, with the CSV export
  await page
    .getByRole('navigation', { name: 'Admin screens' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await chooseFacility(page, 'Baltimore');
  const list = page.getByRole('list').filter({ hasText: summary });
  await expect(list.getByText(/^Undo: Ice 96oz, family: /)).toBeVisible();
  await expect(list.getByText(summary, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /history\.csv/,
  );
  await page.screenshot({ path: 'test-results/history-page.png', fullPage: true });
});
