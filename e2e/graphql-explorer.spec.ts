import { expect, test } from '@playwright/test';
import { signIn } from './support/stack.ts';

// The GraphQL explorer is served by the gateway itself: it loads and runs a query with every
// other host blocked, using the browser's session.

test('the explorer at /graphql loads with other hosts blocked and runs a query', async ({
  page,
  baseURL,
}) => {
  const own = new URL(baseURL!).host;
  const elsewhere: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === own || url.protocol === 'data:') return route.continue();
    elsewhere.push(url.toString());
    return route.abort('blockedbyclient');
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  // step: a signed-in admin opens /graphql
  await signIn(page);
  await page.goto('/graphql');
  await expect(page).toHaveTitle(/GraphQL explorer/);

  // step: the default query runs and answers with the admin's facilities
  // (a run asked for while the editor is still starting up answers nothing: ask again)
  await expect(async () => {
    await page.getByRole('button', { name: /Execute query/ }).click();
    await expect(page.locator('.result-window')).toContainText('"accessiblePackingFacilities"', {
      timeout: 3000,
    });
  }).toPass();
  await expect(page.locator('.result-window')).toContainText('Chicago');

  // step: the docs explorer knows the schema (introspection)
  await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
  await expect(page.getByText('A GraphQL schema provides a root type')).toBeVisible();
  await page.screenshot({ path: 'test-results/graphql-explorer.png' });

  expect(elsewhere).toEqual([]);
  expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});
