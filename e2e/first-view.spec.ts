import { expect, test, type Page } from '@playwright/test';
import { chooseFacility, expectFacility, facilitySelect } from './support/facility.ts';
import { chicagoLead, signIn } from './support/stack.ts';

// The admin screens' first view: a person with several facilities finds each screen on the
// facility (and menu) chosen last, in another browser too; a link to a facility that is not the
// person's shows their own and says so; a failed load says what failed and what to do.

/** Waits for the user's choice to be kept on the server, after `choose` makes it. */
async function keptAfter(page: Page, choose: () => Promise<void>) {
  const kept = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('UpdateUserPreferencesMutation'),
  );
  await choose();
  await kept;
}

const menuSelect = (page: Page) => page.getByRole('combobox', { name: 'Menu' });

test('the screens open on the facility and menu chosen last, in another browser too', async ({
  page,
  browser,
  baseURL,
}) => {
  // step: on Pick Letters, choose Baltimore and the oldest menu
  await signIn(page, '/admin/pick_letters');
  await expect(facilitySelect(page)).toBeVisible();
  await keptAfter(page, () => chooseFacility(page, 'Baltimore'));
  const menus = menuSelect(page).locator('option:not([disabled])');
  await expect(menus.first()).toBeAttached();
  const oldest = (await menus.last().getAttribute('value')) ?? '';
  const oldestLabel = (await menus.last().textContent()) ?? '';
  await keptAfter(page, () =>
    menuSelect(page)
      .selectOption(oldest)
      .then(() => undefined),
  );

  // step: another browser opens the Planner on Baltimore, without choosing anything
  const other = await browser.newContext({ baseURL });
  const elsewhere = await other.newPage();
  await signIn(elsewhere, '/admin/pack_line_planner');
  await expectFacility(elsewhere, 'Baltimore');
  await expect(elsewhere).toHaveURL(/facility=8/);
  await expect(elsewhere.getByText('Select a facility')).toHaveCount(0);
  await elsewhere.screenshot({ path: 'test-results/first-view-planner.png' });

  // step: Pick Letters opens on Baltimore and the menu chosen last
  await elsewhere.goto('/admin/pick_letters');
  await expectFacility(elsewhere, 'Baltimore');
  await expect(menuSelect(elsewhere).locator('option:checked')).toHaveText(oldestLabel);
  await expect(elsewhere.getByRole('table', { name: 'Meal letters' })).toBeVisible();

  // step: the Tracker and Ice Restrictions open on Baltimore
  await elsewhere.goto('/admin/label_status_tracker');
  await expectFacility(elsewhere, 'Baltimore');
  await elsewhere.goto('/admin/ops_ice_restrictions');
  await expectFacility(elsewhere, 'Baltimore');
  await expect(elsewhere.getByRole('region', { name: 'Baltimore' })).toBeVisible();
  await expect(elsewhere.getByRole('region', { name: 'Chicago' })).toHaveCount(0);

  // step: a link naming another facility wins over the one kept
  await elsewhere.goto('/admin/pack_line_planner?facility=1');
  await expectFacility(elsewhere, 'Chicago');
  await other.close();
});

test('a link to a facility that is not the person’s shows their own, and says so', async ({
  page,
}) => {
  // step: the Chicago lead follows a link to Baltimore's planner
  await signIn(page, '/admin/pack_line_planner?facility=8', chicagoLead);
  const notice = 'You do not have access to packing facility 8. Showing Chicago.';
  await expect(page.getByRole('alert').filter({ hasText: notice })).toBeVisible();
  await expectFacility(page, 'Chicago');
  await expect(page).toHaveURL(/facility=1/);
  await expect(page.getByText('There was an error loading the planner.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Pack Line / }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/first-view-not-yours.png' });

  // step: the same on the Tracker: Chicago's ship days, not an empty page
  await page.goto('/admin/label_status_tracker?facility=8');
  await expect(page.getByRole('alert').filter({ hasText: notice })).toBeVisible();
  await expectFacility(page, 'Chicago');
  await expect(page.getByRole('heading', { name: 'Chicago' })).toBeVisible();

  // step: choosing a facility puts the notice away
  await chooseFacility(page, 'Chicago');
  await expect(page.getByRole('alert').filter({ hasText: notice })).toHaveCount(0);
});

test('a planner that cannot be loaded says what failed and what to do', async ({ page }) => {
  // step: the planner's read gets no answer (the connection drops)
  await page.route('**/graphql', (route) =>
    (route.request().postData() ?? '').includes('PlannerGroupsQuery')
      ? route.abort('internetdisconnected')
      : route.fallback(),
  );
  await signIn(page, '/admin/pack_line_planner?facility=1');
  await expect(page.getByText('There was an error loading the planner.')).toBeVisible();
  await expect(
    page.getByText(
      'Could not load the planner: the server did not answer. Check the connection and try again.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);

  // step: once the connection is back, Retry loads it
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: /^Pack Line / }).first()).toBeVisible();
});
