import { expect, test, type Page } from '@playwright/test';
import { chooseFacility, expectFacility } from './support/facility.ts';
import { chicagoLead, rotateLoginCode, signIn } from './support/stack.ts';

const code = (page: Page) => page.getByTestId('supervisor-login-code');
const whose = (page: Page) => page.getByTestId('supervisor-login-code-facility');

/** Every text the code shows from now on, to prove which ones it never showed. */
async function recordCodes(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenCodes: string[] }).seenCodes = seen;
    new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="supervisor-login-code"]')?.textContent;
      if (shown) seen.push(shown);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenCodes: string[] }).seenCodes);
}

test("a supervisor of several facilities picks one and sees its code, refreshed by that facility's rotations only", async ({
  page,
}) => {
  // step: the demo admin (four facilities) opens the card: the first facility, Chicago
  await signIn(page, '/admin/login_code');
  await expectFacility(page, 'Chicago');
  await expect(whose(page)).toHaveText('Chicago');
  await expect(code(page)).toHaveText(/^\d{5}$/);

  // step: Skyview chosen in the select: the card says Skyview and shows Skyview's code
  await chooseFacility(page, 'Skyview');
  await expect(whose(page)).toHaveText('Skyview');
  await expect(page).toHaveURL(/\?facility=7$/);
  const skyview = await rotateLoginCode('SKY');
  await expect(code(page)).toHaveText(skyview);
  await page.screenshot({ path: 'test-results/login-code-card-skyview.png' });

  // step: Chicago's rotation does not touch the card; Skyview's next one shows at once, without
  // a reload (the page's own record of what it showed would be gone)
  const seen = await recordCodes(page);
  const chicago = await rotateLoginCode('CHI');
  const next = await rotateLoginCode('SKY');
  await expect(code(page)).toHaveText(next);
  const shown = await seen();
  expect(shown).toContain(next);
  expect(shown).not.toContain(chicago);
  await expect(whose(page)).toHaveText('Skyview');
});

test("a user of Chicago alone finds Chicago chosen and Chicago's code on the card", async ({
  page,
}) => {
  // step: the Chicago lead signs in and opens the card
  await signIn(page, '/admin/login_code', chicagoLead);
  await expectFacility(page, 'Chicago');
  await expect(whose(page)).toHaveText('Chicago');
  await page.screenshot({ path: 'test-results/login-code-card-chicago.png' });

  // step: a rotation of Chicago's code shows on the card, without reload
  const rotated = await rotateLoginCode('CHI');
  await expect(code(page)).toHaveText(rotated);
});
