import { expect, test, type Page } from '@playwright/test';
import { attempt } from './support/attempt.ts';
import { chooseFacility } from './support/facility.ts';
import { signIn } from './support/stack.ts';

const PATH = '/admin/pick_letters';

/** Chooses Chicago and a menu by its place in the list (newest first: the first is unlocked). */
async function chooseMenu(page: Page, which: 'newest' | 'oldest') {
  await chooseFacility(page, 'Chicago');
  // A native select: its first option is the prompt, shown until a menu is chosen.
  const menus = page.getByRole('combobox', { name: 'Menu' }).locator('option:not([disabled])');
  await expect(menus.first()).toBeAttached();
  const menu = which === 'newest' ? menus.first() : menus.last();
  await page
    .getByRole('combobox', { name: 'Menu' })
    .selectOption((await menu.getAttribute('value')) ?? '');
  await expect(page.getByRole('tab', { name: 'Meal Letters' })).toBeVisible();
}

const mealTable = (page: Page) => page.getByRole('table', { name: 'Meal letters' });
/** The table's rows of data (the first row holds the column headers). */
const mealRows = (page: Page) =>
  mealTable(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
const mealRow = (page: Page, index: number) => mealRows(page).nth(index);

/** The row whose name is exactly `name` (a meal's recipe card starts with the meal's name). */
const rowNamed = (page: Page, name: string) =>
  mealTable(page).locator('tr', { has: page.getByRole('cell', { name, exact: true }) });

function csvFile(lines: string[]) {
  // As a spreadsheet saves it: byte-order mark, CRLF, a trailing blank line.
  return {
    name: 'meal-letters.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n\r\n`, 'utf8'),
  };
}

test.beforeEach(async ({ page }) => {
  await signIn(page, PATH);
});

test('an invalid letter cannot be saved; a valid one is saved and still there after a reload', async ({
  page,
}) => {
  // step: choose the facility and an upcoming menu, edit the first row
  await chooseMenu(page, 'newest');
  const name = (await mealRow(page, 0).locator('td').first().textContent()) ?? '';
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const letter = page.getByRole('textbox', { name: `Meal letter of ${name}` });

  // step: an invalid letter puts the cell in error and is not saved
  await letter.fill('MM1');
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await expect(page.getByText('One letter followed by digits, e.g. A12')).toBeVisible();
  await expect(letter).toBeVisible();

  // step: a valid letter (one no earlier run saved) is saved and the row leaves edit mode
  const number = 77 + attempt();
  await letter.fill(`a${number}`);
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await expect(letter).toBeHidden();
  await expect(rowNamed(page, name)).toContainText(`A${number}`);

  // step: after a reload the same facility and menu show the saved letter
  await page.reload();
  await expect(rowNamed(page, name)).toContainText(`A${number}`);
});

test('a CSV with errors lists them and cannot be submitted; the fixed CSV is uploaded', async ({
  page,
}) => {
  // The browser hands file pickers to the test once a listener is there: added now, it is in
  // place before any key is pressed (waitForEvent's own arrives with the key, and may lose it).
  page.on('filechooser', () => undefined);
  // step: choose the facility and an upcoming menu; read two meal rows
  await chooseMenu(page, 'newest');
  const menuId = new URL(page.url()).searchParams.get('menu') ?? '';
  // Rows of standard meals: their letter (the fourth cell) is M and digits.
  const meals = mealRows(page).filter({
    has: page.locator('td:nth-child(4)', { hasText: /^M\d+$/ }),
  });
  const first = ((await meals.nth(0).locator('td').first().textContent()) ?? '').trim();
  const second = ((await meals.nth(1).locator('td').first().textContent()) ?? '').trim();

  // step: a file with an unknown pickable, an invalid letter and an empty cell, chosen from the
  // keyboard: Space on the drop zone opens the file picker
  const zone = page.getByRole('button', { name: /Click or drag a CSV file/ });
  await zone.focus();
  let chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles(
    csvFile([
      'Menu ID,Pickable Name,Meal Letter',
      `${menuId},"${first}",M81`,
      `${menuId},No Such Meal,M82`,
      `${menuId},${second},9X`,
      `${menuId},,M83`,
    ]),
  );
  const errors = page.getByRole('list', { name: 'CSV errors' });
  await expect(errors).toContainText('Pickable not found: No Such Meal');
  await expect(errors).toContainText(`Invalid meal letter 9X for ${second}`);
  await expect(errors).toContainText('Empty cell detected on row 5');
  await expect(page.getByRole('button', { name: 'Submit CSV' })).toBeDisabled();

  // step: the fixed file (Enter on the zone opens the picker too) has no errors and is uploaded
  await zone.focus();
  chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles(
    csvFile([
      'menuId,pickableName,mealLetter',
      `${menuId}, "${first}" ,m81`,
      `${menuId},${second},M82`,
    ]),
  );
  await expect(errors).toBeHidden();
  await page.getByRole('button', { name: 'Submit CSV' }).click();
  await expect(page.getByText('Your CSV was uploaded successfully.')).toBeVisible();

  // step: the grid shows the new letters
  await expect(rowNamed(page, first)).toContainText('M81');
  await expect(rowNamed(page, second)).toContainText('M82');
});

test('switching tabs while a row is being edited asks first', async ({ page }) => {
  // step: start editing a meal row
  await chooseMenu(page, 'newest');
  const name = (await mealRow(page, 0).locator('td').first().textContent()) ?? '';
  await page.getByRole('button', { name: `Edit ${name}` }).click();

  // step: asking to switch, then keeping on editing, stays on the row
  await page.getByRole('tab', { name: 'Protein Letters' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'It looks like you are editing data, are you sure you want to switch tabs?',
  );
  await page.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(page.getByRole('tab', { name: 'Meal Letters' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('textbox', { name: `Meal letter of ${name}` })).toBeVisible();

  // step: confirming switches and discards the edit
  await page.getByRole('tab', { name: 'Protein Letters' }).click();
  await page.getByRole('button', { name: 'Switch Tabs' }).click();
  await expect(page.getByRole('tab', { name: 'Protein Letters' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('table', { name: 'Protein letters' })).toBeVisible();
});

test('a locked menu can neither be edited nor uploaded to, and the screen says why', async ({
  page,
}) => {
  // step: choose the oldest menu, whose packing has started
  await chooseMenu(page, 'oldest');
  await expect(
    page.getByText('Menu is locked for letter edits', { exact: true }).first(),
  ).toBeVisible();

  // step: no row can be edited and no CSV submitted
  const edits = mealTable(page).getByRole('button', { name: /^Edit / });
  await expect(edits.first()).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit CSV' })).toBeDisabled();
  await expect(page.locator('input[type=file]')).toBeDisabled();

  // step: the same on the protein tab
  await page.getByRole('tab', { name: 'Protein Letters' }).click();
  const proteinEdits = page.getByRole('table', { name: 'Protein letters' }).getByRole('button', {
    name: /^Edit /,
  });
  await expect(proteinEdits.first()).toBeDisabled();
});
