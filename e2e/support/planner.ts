import { expect, type Browser, type Page } from '@playwright/test';
import { chooseFacility } from './facility.ts';
import { signIn } from './stack.ts';

export const PLANNER = '/admin/pack_line_planner';

/** The group table's rows of groups (its header row aside). */
export const groupRows = (page: Page) => page.locator('[role="row"][data-row-key]');

/** The group table's scroll box: what scrolls its virtual rows. */
export const tableScrollBox = (page: Page) =>
  page.getByRole('table', { name: 'Pack line plan groups' }).locator('.ops-vt-holder');

export async function openChicago(page: Page) {
  await chooseFacility(page, 'Chicago');
  await expect(page.getByRole('region', { name: 'Pack Line A' })).toBeVisible();
}

/** A planner of their own: a new browser context, signed in, on Chicago's planner. */
export async function plannerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, PLANNER);
  await openChicago(page);
  return page;
}

/** The total boxes a line's widget shows ('12 / 340 printed' → 340). */
export async function lineTotal(page: Page, line: string): Promise<number> {
  const text = await page.getByRole('region', { name: `Pack Line ${line}` }).textContent();
  return Number(/\d+ \/ (\d+) printed/.exec(text ?? '')?.[1]);
}

/**
 * The first `count` selectable groups (with unpackable boxes, when asked), scrolling the virtual
 * table until they are rendered: their checkbox labels ('Select {name} {id}'). The table lists
 * the earliest ship date first, whose groups may all be completed by the time of day the app was
 * seeded.
 */
export async function selectableLabels(
  page: Page,
  { count = 1, withTails = false } = {},
): Promise<string[]> {
  const holder = tableScrollBox(page);
  await expect(groupRows(page).first()).toBeVisible();
  const unpackableColumn = await page
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.trim() === 'Unpackable'));
  const found = new Set<string>();
  for (let scrolled = 0; scrolled < 60; scrolled += 1) {
    const labels = await groupRows(page).evaluateAll(
      (rows, { column, tails }) =>
        rows.flatMap((row) => {
          const cells = row.querySelectorAll('[role="cell"]');
          const box = row.querySelector<HTMLInputElement>('input[aria-label^="Select "]');
          if (!box || box.disabled) return [];
          if (tails && Number(cells[column]?.textContent ?? 0) === 0) return [];
          return [box.getAttribute('aria-label')!];
        }),
      { column: unpackableColumn, tails: withTails },
    );
    for (const label of labels) if (found.size < count) found.add(label);
    if (found.size === count) return [...found];
    await holder.evaluate((element) => element.scrollBy(0, 400));
    await page.waitForTimeout(50);
  }
  throw new Error(withTails ? 'no selectable group with unpackable boxes' : 'no selectable group');
}

/**
 * Scrolls the virtual table from its top until the row whose checkbox reads `label` is rendered
 * (a group's row moves when its line changes): that checkbox.
 */
export async function showGroup(page: Page, label: string) {
  const holder = tableScrollBox(page);
  const checkbox = page.getByRole('checkbox', { name: label, exact: true });
  await holder.evaluate((element) => element.scrollTo(0, 0));
  // The rows of the top, not those still shown from where the table was.
  await expect(groupRows(page).and(page.locator('[aria-rowindex="2"]'))).toBeAttached();
  for (let scrolled = 0; scrolled < 60 && (await checkbox.count()) === 0; scrolled += 1) {
    await holder.evaluate((element) => element.scrollBy(0, 400));
    await page.waitForTimeout(50);
  }
  await expect(checkbox).toBeVisible();
  return checkbox;
}

/** The first open group's checkbox, and its label ('Select {name} {id}'). */
export async function firstOpenGroup(page: Page) {
  const [label] = await selectableLabels(page);
  const checkbox = page.getByRole('checkbox', { name: label!, exact: true });
  await expect(checkbox).toBeVisible();
  return { label: label!, checkbox };
}

/** A line's assignments drawer, opened from its widget. */
export async function openAssignments(page: Page, line: string) {
  await page
    .getByRole('region', { name: `Pack Line ${line}` })
    .getByRole('button', { name: 'Assignments' })
    .click();
  const drawer = page.getByRole('dialog', { name: `Pack Line ${line} assignments` });
  await expect(drawer).toBeVisible();
  return { drawer, items: drawer.locator('[data-rfd-draggable-id]') };
}

/**
 * Drags a drawer's group from one place to another with the dnd library's keyboard dragging
 * (Space, arrows, Space).
 */
export async function dragInDrawer(page: Page, from: number, to: number) {
  const items = page.locator('[data-rfd-draggable-id]');
  const id = await items.nth(from).getAttribute('data-rfd-draggable-id');
  await items.nth(from).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < Math.abs(to - from); step += 1) {
    await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  }
  await page.keyboard.press('Space');
  await expect(items.nth(to)).toHaveAttribute('data-rfd-draggable-id', id!);
}

export interface LineState {
  currentGroupId: string | null;
  nextGroupId: string | null;
  /** The line's open groups in its order (the drawer's list). */
  groups: { id: string; name: string; remainingBoxCount: number; unpackableBoxCount: number }[];
}

/** A line's current and next group and its open groups in order, read with the page's session. */
export async function lineState(page: Page, line: string): Promise<LineState> {
  const query = `{ packLinePlanner(packingFacilityId: "1") {
    packLines { name currentGroupId nextGroupId }
    packLinePlanGroups { id name lineAssignment complete displayOrder remainingBoxCount
      unpackableBoxCount } } }`;
  const body = await page.evaluate(async (text) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: text }),
    });
    return response.json();
  }, query);
  const planner = body.data.packLinePlanner;
  const state = planner.packLines.find((candidate: { name: string }) => candidate.name === line);
  type Row = LineState['groups'][number] & {
    lineAssignment: string;
    complete: boolean;
    displayOrder: number;
  };
  const groups = (planner.packLinePlanGroups as Row[])
    .filter((group) => group.lineAssignment === line && !group.complete)
    .sort((a, b) => a.displayOrder - b.displayOrder || Number(a.id) - Number(b.id));
  return { currentGroupId: state.currentGroupId, nextGroupId: state.nextGroupId, groups };
}
