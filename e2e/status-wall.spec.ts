import { expect, test } from '@playwright/test';
import { rotateLoginCode } from './support/stack.ts';

test('the status wall flags a zone whose heartbeats stopped', async ({ page, context }) => {
  const code = await rotateLoginCode('CHI');

  // step: line B's zone 3 screen starts (and reports itself); its zone 4 screen went quiet long ago
  const zoneScreen = await context.newPage();
  await zoneScreen.goto('/CHI/B/3');
  await zoneScreen.getByLabel(/supervisor code/).fill(code);
  await zoneScreen.getByRole('button', { name: 'Sign In' }).click();
  await expect(zoneScreen.getByText('Ready To Scan')).toBeVisible();

  // step: the wall of Chicago
  await page.goto('/status');
  await expect(
    page.getByRole('heading', { name: 'Pick To Light — Pack Line Status Monitoring' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Facility' }).selectOption({ label: 'Chicago' });
  await page.waitForURL('**/status/chicago');
  await expect(page.getByText(/^Page updated \d+ seconds ago$/)).toBeVisible();

  // step: zone 3 of line B is online, zone 4 offline with the danger icon
  const lineB = page.getByRole('region', { name: 'Line B' });
  const zone3 = lineB.getByTestId('tile-3');
  const zone4 = lineB.getByTestId('tile-4');
  await expect(zone3).toContainText('online');
  await expect(zone3.getByLabel('danger')).toHaveCount(0);
  await expect(zone4).toContainText('offline');
  await expect(zone4.getByLabel('danger')).toBeVisible();
  await expect(lineB.getByTestId('tile-0')).toContainText('Printer');
  await page.screenshot({ path: 'test-results/status-wall.png', fullPage: true });

  // step: the counter ticks on
  await expect(page.getByText(/^Page updated ([3-9]|\d\d+) seconds ago$/)).toBeVisible();
});

test('a wall signed in for Chicago asks for Skyview’s code when Skyview is chosen', async ({
  page,
}) => {
  const chicago = await rotateLoginCode('CHI');
  const skyview = await rotateLoginCode('SKY');

  // step: the wall of Chicago, signed in with Chicago's supervisor code
  await page.goto('/status/chicago');
  await page.getByLabel(/5 digit code/).fill(chicago);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('region', { name: 'Line A' })).toBeVisible();
  await expect(page.getByText(/^Page updated \d+ seconds ago$/)).toBeVisible();

  // step: Skyview chosen: the wall says it cannot show it and asks for Skyview's code, with no
  // 'Page updated' over an empty page
  await page.getByRole('combobox', { name: 'Facility' }).selectOption({ label: 'Skyview' });
  await page.waitForURL('**/status/skyview');
  await expect(
    page.getByText('This wall is signed in for another facility and cannot show Skyview.'),
  ).toBeVisible();
  await expect(page.getByText(/Page updated/)).toBeHidden();
  await page.screenshot({ path: 'test-results/status-wall-other-facility.png' });

  // step: Skyview's code shows Skyview's lines
  await page.getByLabel(/Skyview’s 5 digit code/).fill(skyview);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('region', { name: /^Line / }).first()).toBeVisible();
  await expect(page.getByText(/^Page updated \d+ seconds ago$/)).toBeVisible();
  await expect(page.getByText(/another facility/)).toBeHidden();
});
