import { expect, type Locator } from '@playwright/test';

/**
 * The antd Select that `target` points at: its root `.ant-select`, its combobox, or anything
 * else inside it. The root is what a person clicks: the shown value covers the search input.
 */
function selectRoot(target: Locator): Locator {
  return target.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
}

/**
 * Opens an antd Select and returns its own dropdown: the popup holding the listbox its combobox
 * controls (`aria-controls`). Another select's popup, still in the DOM or closing after a
 * choice, never matches, so an option of a hidden list cannot be picked.
 */
export async function openSelect(select: Locator): Promise<Locator> {
  const root = selectRoot(select);
  const combobox = root.getByRole('combobox');
  if ((await combobox.getAttribute('aria-expanded')) !== 'true') await root.click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  // A select without an id of its own gets one just after it mounts ('undefined_list' before).
  await expect(combobox).toHaveAttribute('aria-controls', /^(?!undefined_list$).+_list$/);
  const listId = await combobox.getAttribute('aria-controls');
  const page = root.page();
  const dropdown = page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${listId}"]`) });
  await expect(dropdown).toBeVisible();
  // Options may still be loading when the select opens.
  await expect(dropdown.locator('.ant-select-item-option').first()).toBeAttached();
  return dropdown;
}

/** Waits until the list has drawn the rows for its current scroll position. */
async function settle(holder: Locator) {
  await holder.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Scrolls the dropdown's virtual list from the top until `option` is drawn (antd draws only the
 * rows in view), and fails clearly when the list ends without it.
 */
async function reveal(dropdown: Locator, option: Locator, name: string) {
  if ((await option.count()) > 0) return;
  const holder = dropdown.locator('.rc-virtual-list-holder');
  let top = 0;
  for (;;) {
    const end = await holder.evaluate((list, scrollTop) => {
      list.scrollTop = scrollTop;
      return list.scrollTop + list.clientHeight >= list.scrollHeight;
    }, top);
    await settle(holder);
    if ((await option.count()) > 0) return;
    if (end) throw new Error(`The select has no option "${name}"`);
    top += (await holder.evaluate((list) => list.clientHeight)) / 2;
  }
}

async function pick(select: Locator, option: Locator) {
  await option.click();
  await expect(selectRoot(select).getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
}

/** Chooses the option labelled exactly `label` in an antd Select (single choice). */
export async function chooseOption(select: Locator, label: string) {
  const dropdown = await openSelect(select);
  const option = dropdown
    .locator('.ant-select-item-option')
    .and(dropdown.page().getByTitle(label, { exact: true }));
  await reveal(dropdown, option, label);
  await pick(select, option);
}
