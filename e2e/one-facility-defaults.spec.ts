import { expect, test } from '@playwright/test';
import { expectFacility } from './support/facility.ts';

// A user of one facility (the Chicago lead) lands on the admin screens with Chicago chosen; Pick
// Letters also chooses the menu being packed, so the letters show without choosing anything.

const chicagoLead = { email: 'chicago.lead@example.com', password: 'admin' };

test.beforeEach(async ({ page }) => {
  await page.goto('/admin/pick_letters');
  await page.getByLabel('Email').fill(chicagoLead.email);
  await page.getByLabel('Password').fill(chicagoLead.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
});

test('Pick Letters opens on the one facility and the menu being packed, and keeps them in the address', async ({
  page,
}) => {
  // step: the letters are there without a choice made, and the choice is in the address
  await expect(page.getByRole('table', { name: 'Meal letters' })).toBeVisible();
  await expectFacility(page, 'Chicago');
  await expect(page).toHaveURL(/\/admin\/pick_letters\?.*facility=\d+/);
  await expect(page).toHaveURL(/menu=\d+/);
  await page.screenshot({ path: 'test-results/one-facility-pick-letters.png' });

  // step: a reload shows the same letters
  const address = page.url();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Meal letters' })).toBeVisible();
  expect(page.url()).toBe(address);
});

test('the Label Status Tracker and Ice Restrictions open on the one facility', async ({ page }) => {
  await expect(page.getByRole('table', { name: 'Meal letters' })).toBeVisible();
  await page.goto('/admin/label_status_tracker');
  await expect(page).toHaveURL(/\/admin\/label_status_tracker\?facility=\d+/);
  await expectFacility(page, 'Chicago');

  await page.goto('/admin/ops_ice_restrictions');
  await expectFacility(page, 'Chicago');
});
