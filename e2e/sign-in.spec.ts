import { expect, test } from '@playwright/test';
import { demoAdmin } from './support/stack.ts';

test('an admin is sent to sign in, signs in, lands where they were, and signs out', async ({
  page,
}) => {
  // step: an admin screen without a session sends the browser to the sign-in page
  await page.goto('/admin/login_code');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Flogin_code$/);

  // step: a wrong password says so and stays on the page
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // step: the right password lands back on the screen asked for
  await page.getByLabel('Password').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The card fills in the admin's first facility as it opens.
  await expect(page).toHaveURL(/\/admin\/login_code\?facility=1$/);
  await expect(page.getByText('Current Supervisor Code')).toBeVisible();
  await expect(page.getByText('Demo Admin')).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Supervisor Code' }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login-code-card.png', fullPage: true });

  // step: signing out returns to the sign-in page, and the admin screen needs a sign-in again
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/admin/login_code');
  await expect(page).toHaveURL(/\/login\?next=/);
});

test('a link to an admin screen survives the sign-in; an unknown one then shows not-found', async ({
  page,
}) => {
  // step: a bookmarked admin address without a session goes to sign-in and back after it
  await page.goto('/admin/no_such_screen');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fno_such_screen$/);
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/no_such_screen$/);

  // step: the address is no screen: not-found, inside the admin layout with its navigation
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Supervisor Code' }),
  ).toBeVisible();
});

test('an unknown address outside the admin shows the not-found page', async ({ page }) => {
  // Three segments would be a zone screen's address (/{facility}/{line}/{zone}).
  await page.goto('/no/such/page/here');
  await expect(page.getByText('Page not found')).toBeVisible();
});
