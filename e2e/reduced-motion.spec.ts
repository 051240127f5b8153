import { expect, test, type Page } from '@playwright/test';
import { animationsRunning } from './support/animations.ts';
import { chooseFacility } from './support/facility.ts';
import { signIn } from './support/stack.ts';

// The admin screens follow the person's system setting for motion: antd's dialogs, drawers and
// menus animate by default and open at once for a person who asks for reduced motion. (The other
// flows run with reduced motion, as playwright.config.ts sets.)

/** Opens Ice Restrictions' History drawer and counts the animations running as it opens. */
async function animationsAsTheDrawerOpens(page: Page) {
  await signIn(page, '/admin/ops_ice_restrictions');
  await chooseFacility(page, 'Baltimore');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('dialog', { name: 'History: Ice Restrictions' })).toBeVisible();
  return animationsRunning(page);
}

test.describe('with no preference for motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('a drawer slides in', async ({ page }) => {
    expect(await animationsAsTheDrawerOpens(page)).toBeGreaterThan(0);
  });
});

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });
  test('a drawer opens at once, with nothing moving', async ({ page }) => {
    expect(await animationsAsTheDrawerOpens(page)).toBe(0);
  });
});
