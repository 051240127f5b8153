import { expect, test } from '@playwright/test';
import { chooseFacility } from './support/facility.ts';
import { opsCommand, signIn } from './support/stack.ts';

/** 'Thursday 11/26/2026' → '2026-11-26'. */
function isoDate(shipDay: string): string {
  const [, month, day, year] = /(\d{2})\/(\d{2})\/(\d{4})/.exec(shipDay) ?? [];
  return `${year}-${month}-${day}`;
}

test('a label generation run moves the tracker live, and the broken region shows its errors', async ({
  page,
}) => {
  // step: sign in and open the tracker; filter to Chicago
  await signIn(page, '/admin/label_status_tracker');
  await chooseFacility(page, 'Chicago');
  await expect(page.getByRole('heading', { name: 'San Bernardino' })).toBeHidden();
  const chicago = page.getByRole('region', { name: 'Chicago' });
  // A ship day's row has the button that expands it; a region's row starts with its name.
  const shipDays = chicago.getByRole('row', { name: /^(Expand|Collapse) row/ });

  // step: expand Chicago's last ship day (its regions include Upper Peninsula, whose data is broken)
  const lastRow = shipDays.last();
  const shipDay = (await lastRow.getByRole('cell').nth(1).textContent()) ?? '';
  // The demo seed generates a day's labels from 6 pm the evening before; run again, a day's
  // regions pass through In Progress faster than the tracker can show it.
  const generatedBefore =
    (await lastRow.getByRole('cell').nth(2).textContent())?.trim() !== 'Not generated yet';
  // Pinned by its text: once expanded, the region rows come after it.
  const lastDay = shipDays.filter({ hasText: shipDay });
  await lastDay.click();
  const region = (name: string) => chicago.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(region('Upper Peninsula')).toBeVisible();
  await expect(region('Chicago Metro')).toBeVisible();
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  // Every text the broken region's row shows from now on (an In Progress may be brief).
  await region('Upper Peninsula').evaluate((row) => {
    const seen = [row.textContent ?? ''];
    (window as unknown as { regionTexts: string[] }).regionTexts = seen;
    new MutationObserver(() => seen.push(row.textContent ?? '')).observe(row, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });

  // step: the operator starts a run through the running operations host
  const output = await opsCommand(
    'generate-labels',
    '--facility',
    'CHI',
    '--ship-date',
    isoDate(shipDay),
  );
  expect(JSON.parse(output)).toMatchObject({ started: true, packing_facility_id: 1 });

  // step: regions go In Progress, then Completed, without a reload
  if (!generatedBefore)
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { regionTexts: string[] }).regionTexts.some((text) =>
            text.includes('In Progress'),
          ),
        ),
      )
      .toBe(true);
  await expect(region('Chicago Metro')).toContainText('Completed', { timeout: 30_000 });

  // step: the broken region turns Errored and its panel lists the errors
  await expect(region('Upper Peninsula')).toContainText('Errored', { timeout: 30_000 });
  const panel = chicago.getByRole('region', { name: 'Upper Peninsula errors' });
  await expect(panel).toContainText('OPS TECH: MANUAL INTERVENTION REQUIRED');
  await expect(panel.getByText('AddressValidationError').first()).toBeVisible();
  await expect(panel).toContainText('is not a valid US ZIP code');
  for (const row of await chicago.getByRole('row', { name: /In Progress/ }).all()) {
    await expect(row).not.toContainText('In Progress', { timeout: 30_000 });
  }
  expect(reloaded).toBe(false);

  // step: the ship day now shows when its labels were generated
  await expect(lastDay.getByRole('cell').nth(2)).not.toHaveText('Not generated yet');
});
