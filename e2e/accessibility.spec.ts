import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { chooseFacility } from './support/facility.ts';
import { kioskOnLine, kioskWithCode, nextTakingOver } from './support/printer-kiosk.ts';
import { openChicago, PLANNER, selectableLabels } from './support/planner.ts';
import { rotateLoginCode, signIn } from './support/stack.ts';

// Every admin and floor screen, with its dialogs open, meets WCAG 2.1 AA as axe checks it.

/**
 * An open dialog holds the keyboard focus (a person typing goes on inside it), and Escape closes
 * it. antd's Drawer focuses its own root, which holds its mask and the dialog: Tab goes on into
 * the dialog from there, and Escape reaches it.
 */
async function expectDialogTakesFocusAndEscapes(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return false;
        return element.contains(focused) || focused.contains(element);
      }),
    )
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The planner's widget of line A. */
const lineA = (page: Page) => page.getByRole('region', { name: 'Pack Line A' });

/** Chooses Chicago and its newest menu on Pick Letters. */
async function chooseNewestMenu(page: Page) {
  await chooseFacility(page, 'Chicago');
  const menu = page.getByRole('combobox', { name: 'Menu' });
  const menus = menu.locator('option:not([disabled])');
  await expect(menus.first()).toBeAttached();
  await menu.selectOption((await menus.first().getAttribute('value')) ?? '');
  await expect(page.getByRole('tab', { name: 'Meal Letters' })).toBeVisible();
}

test('sign-in, Supervisor Code card and Pick Letters', async ({ page }) => {
  await page.goto('/admin/login_code');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page, 'the sign-in page');

  await signIn(page, '/admin/login_code?facility=chicago');
  await expect(page.getByTestId('supervisor-login-code')).toBeVisible();
  await expectNoAxeViolations(page, 'the Supervisor Code card');

  await page.goto('/admin/pick_letters');
  await chooseNewestMenu(page);
  await expect(
    page.getByRole('table', { name: 'Meal letters' }).locator('tbody tr').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'Pick Letters, meal tab');
  // step: the Type filter, opened and closed from the keyboard
  const typeFilter = page.getByRole('button', { name: 'Filter Type' });
  await typeFilter.focus();
  await page.keyboard.press('Enter');
  const filterMenu = page.getByRole('group', { name: 'Filter Type' });
  await expect(filterMenu.getByRole('checkbox', { name: 'Meal', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(filterMenu.getByRole('checkbox', { name: 'Ingredient' })).toBeFocused();
  await expectNoAxeViolations(page, 'Pick Letters, the Type filter open');
  await page.keyboard.press('Escape');
  await expect(filterMenu).toBeHidden();
  await expect(typeFilter).toBeFocused();
  await page.getByRole('tab', { name: 'Protein Letters' }).click();
  await expect(page.getByRole('tab', { name: 'Protein Letters' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('.ant-tabs-tabpane-active tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page, 'Pick Letters, protein tab');

  // step: a tab switch during an edit asks first
  await page
    .locator('.ant-tabs-tabpane-active')
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Meal Letters' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Switch Tabs' });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page, 'Pick Letters, the tab switch question');
  await expectDialogTakesFocusAndEscapes(page, question);
});

test('the admin navigation: links a keyboard reaches, the current screen marked', async ({
  page,
}) => {
  // step: the current screen's link, and only it, is marked as the current page
  await signIn(page, '/admin/login_code?facility=chicago');
  const nav = page.getByRole('navigation', { name: 'Admin screens' });
  const links = nav.getByRole('link');
  await expect(nav.getByRole('link', { name: 'Supervisor Code' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);

  // step: Tab goes from one link to the next
  await links.first().focus();
  await page.keyboard.press('Tab');
  await expect(links.nth(1)).toBeFocused();

  // step: the menu's arrow keys, End and Home move between the links
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(links.first()).toBeFocused();

  // step: Enter opens the focused link's screen, which is then the one marked
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const tracker = nav.getByRole('link', { name: 'Label Status Tracker' });
  await expect(tracker).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Label Status Tracker' })).toBeVisible();
  await expect(tracker).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
});

test('Ice Restrictions with a row in edit, and the Label Status Tracker', async ({ page }) => {
  await signIn(page, '/admin/ops_ice_restrictions');
  await chooseFacility(page, 'Baltimore');
  const rows = page.getByRole('region', { name: 'Baltimore' }).getByRole('row');
  await rows.nth(1).getByRole('button', { name: 'Edit' }).click();
  await expect(rows.nth(1).getByRole('button', { name: 'Save' })).toBeVisible();
  await expectNoAxeViolations(page, 'Ice Restrictions, a row in edit');

  await page.goto('/admin/label_status_tracker');
  await expect(page.getByRole('heading', { name: 'Label Status Tracker' })).toBeVisible();
  await chooseFacility(page, 'Chicago');
  const firstShipDay = page
    .getByRole('region', { name: 'Chicago' })
    .getByRole('row', { name: /^Expand row/ })
    .first();
  await expect(firstShipDay).toBeVisible();
  await expectNoAxeViolations(page, 'the Label Status Tracker');
  // step: a ship day expanded to its regions
  await firstShipDay.click();
  await expect(
    page
      .getByRole('region', { name: 'Chicago' })
      .getByRole('cell', { name: 'Chicago Metro', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the Label Status Tracker, a ship day expanded');
});

test('a History drawer and the History page', async ({ page }) => {
  await signIn(page, '/admin/ops_ice_restrictions');
  await chooseFacility(page, 'Baltimore');
  await page.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('dialog', { name: 'History: Ice Restrictions' });
  await expect(drawer.getByRole('combobox', { name: 'Person' })).toBeVisible();
  await expectNoAxeViolations(page, 'the History drawer of Ice Restrictions');
  await expectDialogTakesFocusAndEscapes(page, drawer);

  await page.goto('/admin/history');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await chooseFacility(page, 'Chicago');
  await expect(page.getByRole('combobox', { name: 'Screen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await expectNoAxeViolations(page, 'the History page');
});

test('the Planner with each of its dialogs and the assignments drawer open', async ({ page }) => {
  // Eight states checked by axe, each a few seconds on a busy machine.
  test.setTimeout(240_000);
  await signIn(page, PLANNER);
  await openChicago(page);
  await expectNoAxeViolations(page, 'the Planner');

  // A tooltip says why an action is disabled, reached by the keyboard.
  await page.getByRole('button', { name: 'Assign Groups' }).locator('..').focus();
  await expect(page.getByRole('tooltip', { name: 'Select at least one group' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Planner, a disabled action with its reason');

  const [withTails] = await selectableLabels(page, { withTails: true });
  await page.getByRole('checkbox', { name: withTails!, exact: true }).check();
  const dialogs: [string, () => Promise<unknown>, string | RegExp][] = [
    [
      'Assign Groups',
      () => page.getByRole('button', { name: 'Assign Groups' }).click(),
      'Assign Groups',
    ],
    [
      'Reassign Tails',
      () => page.getByRole('button', { name: 'Reassign Tails' }).click(),
      'Reassign Tails',
    ],
    [
      'Generate PDFs',
      () => page.getByRole('button', { name: 'Generate PDFs' }).click(),
      'Are you sure you want to generate PDFs?',
    ],
    [
      'Split',
      () => page.locator('button[aria-label^="Split "]:not([disabled])').first().click(),
      /^Split /,
    ],
    [
      'Filter Labels',
      () => lineA(page).getByRole('button', { name: 'Filter Labels' }).click(),
      'Filter Labels for Pack Line A',
    ],
    [
      'Change Preset',
      () => lineA(page).getByRole('button', { name: 'Change Preset' }).click(),
      'Change Preset of Pack Line A',
    ],
    [
      'the assignments drawer',
      () => lineA(page).getByRole('button', { name: 'Assignments' }).click(),
      'Pack Line A assignments',
    ],
  ];
  for (const [what, open, name] of dialogs) {
    await open();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, `the Planner, ${what} open`);
    await expectDialogTakesFocusAndEscapes(page, dialog);
  }
});

test('Line Presets: list, editor with its zone dialog, viewer', async ({ page }) => {
  await signIn(page, '/admin/pick_to_light_presets/1');
  await expect(page.getByRole('cell', { name: 'Full Line', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the Line Presets list');

  await page.getByRole('button', { name: 'Edit Full Line' }).click();
  await expect(page.getByRole('heading', { name: 'Full Line', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the preset editor');
  await page.getByRole('button', { name: 'Configure Zone 1' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'the preset editor, zone dialog');
  await expectDialogTakesFocusAndEscapes(page, page.getByRole('dialog'));

  await page.goto('/admin/pick_to_light_presets/1');
  // step: the name dialog of a duplicate, and a delete's confirmation
  await page.getByRole('button', { name: 'Duplicate Middle Ice Trial' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Middle Ice Trial' });
  await expect(duplicate.getByLabel('Name')).toBeVisible();
  await expectNoAxeViolations(page, 'the Line Presets list, the duplicate dialog');
  await expectDialogTakesFocusAndEscapes(page, duplicate);
  await page.getByRole('button', { name: 'Delete Middle Ice Trial' }).click();
  await expect(page.getByText('This will delete this preset! Are you sure?')).toBeVisible();
  await expectNoAxeViolations(page, 'the Line Presets list, a delete to confirm');
  await page.keyboard.press('Escape');
  await expect(page.getByText('This will delete this preset! Are you sure?')).toBeHidden();

  await page.getByRole('button', { name: 'View Full Line' }).click();
  await expect(page.getByRole('heading', { name: 'Full Line', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the preset viewer');
});

test('printer kiosk: sign-in, line selector, confirmation, line screen with each dialog, Remaining Picks', async ({
  page,
  browser,
}) => {
  // Two kiosks sign in (one goes on to a line, one to the confirmation of another line).
  test.setTimeout(240_000);
  const signInPage = await (await browser.newContext()).newPage();
  await signInPage.goto('/chicago/pack_line_printer');
  await expect(signInPage.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expectNoAxeViolations(signInPage, 'the kiosk sign-in');

  // Line D has tails in the seed: Unassign Tails opens.
  const { kiosk, code } = await kioskOnLine(page, browser, 'D', 4);
  await expectNoAxeViolations(kiosk, 'the kiosk line screen');

  const selector = await kioskWithCode(browser, code);
  await expect(selector.getByRole('button', { name: 'Next' })).toBeVisible();
  await expectNoAxeViolations(selector, 'the kiosk line selector');
  // step: the lines are a radio group: one stop in the Tab order, the arrow keys choose
  const lines = selector.getByRole('radiogroup', { name: 'Line' }).getByRole('radio');
  await expect(lines.first()).toHaveAttribute('tabindex', '0');
  await expect(lines.nth(1)).toHaveAttribute('tabindex', '-1');
  await lines.first().focus();
  await selector.keyboard.press('ArrowRight');
  await expect(lines.nth(1)).toBeFocused();
  await expect(lines.nth(1)).toHaveAttribute('aria-checked', 'true');
  await selector.keyboard.press('ArrowLeft');
  await expect(lines.first()).toBeFocused();
  await expect(lines.first()).toHaveAttribute('aria-checked', 'true');
  await selector.keyboard.press('End');
  await expect(lines.last()).toHaveAttribute('aria-checked', 'true');
  // step: the confirmation page, after a test label on line C's printer
  await selector.getByRole('radio', { name: /^C( in use)?$/ }).click();
  await selector.getByLabel('Printer IP').fill('1.3');
  await nextTakingOver(selector);
  await expectNoAxeViolations(selector, 'the kiosk confirmation');
  await selector.context().close();

  // step: each dialog of the line screen: no violation, it takes the focus, Escape closes it
  const dialogs: [string, string | RegExp][] = [
    ['Pause', 'Pause'],
    ['Filter Labels', 'Filter Labels for Pack Line D'],
    ['Training Label', 'Supervisor code'],
    ['Unassign Tails', 'Unassign Tails'],
  ];
  for (const [button, name] of dialogs) {
    await kiosk.getByRole('button', { name: button, exact: true }).click();
    const dialog = kiosk.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(kiosk, `the kiosk line screen, ${button} open`);
    await expectDialogTakesFocusAndEscapes(kiosk, dialog);
  }

  // step: Remaining Picks, by shipping region and by line
  await kiosk.getByRole('button', { name: 'Remaining', exact: true }).click();
  await expect(kiosk.getByRole('heading', { name: 'Remaining Picks' })).toBeVisible();
  await expect(kiosk.getByRole('table').first()).toBeVisible();
  await expectNoAxeViolations(kiosk, 'Remaining Picks, by shipping region');
  await kiosk.getByRole('tab', { name: 'Line' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Line D' })).toBeVisible();
  await expectNoAxeViolations(kiosk, 'Remaining Picks, by line');
});

test('zone screen and its sign-in, status wall', async ({ page, context }) => {
  const code = await rotateLoginCode('CHI');
  const zone = await context.newPage();
  await zone.goto('/CHI/A/2');
  await expect(zone.getByLabel(/supervisor code/)).toBeVisible();
  await expectNoAxeViolations(zone, 'the zone screen sign-in');
  await zone.getByLabel(/supervisor code/).fill(code);
  await zone.getByRole('button', { name: 'Sign In' }).click();
  await expect(zone.getByText('Ready To Scan')).toBeVisible();
  await expectNoAxeViolations(zone, 'the zone screen');

  await page.goto('/status');
  await expectNoAxeViolations(page, 'the status wall, facility choice');
  await page.getByRole('combobox', { name: 'Facility' }).selectOption({ label: 'Chicago' });
  await page.waitForURL('**/status/chicago');
  await expect(page.getByRole('region', { name: 'Line B' })).toBeVisible();
  await expectNoAxeViolations(page, 'the status wall');
});
