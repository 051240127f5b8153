import { expect, test, type Page } from '@playwright/test';
import { ownGateway } from './support/own-gateway.ts';
import { demoAdmin, rotateLoginCode, signIn } from './support/stack.ts';

// The GraphQL explorer is served by the gateway itself: it loads and runs a query with every
// other host blocked, using the browser's session; it completes field names from the schema and
// runs subscriptions over graphql-ws.

const stackPort = Number(process.env.E2E_PORT ?? 4310);

/** The explorer's query editor (GraphiQL 4: CodeMirror 5). */
function queryEditor(page: Page) {
  return page.locator('.graphiql-query-editor .CodeMirror');
}

/**
 * Replaces the whole text of the query editor (typing would meet its auto-closed brackets), and
 * waits until GraphiQL has read it: it parses the editor 100 ms after a change (and stores the
 * text then), and a run asked for before that would still see the old document — a subscription
 * would go over HTTP as if it were a query.
 */
async function setQuery(page: Page, query: string) {
  await queryEditor(page).evaluate((element, text) => {
    (
      element as HTMLElement & { CodeMirror: { setValue(value: string): void } }
    ).CodeMirror.setValue(text);
  }, query);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('graphiql:query')))
    .toBe(query);
}

/** Runs the query in the editor; a run asked for while the editor is starting up does nothing. */
async function runUntilAnswered(page: Page, expected: string) {
  await expect(async () => {
    await page.getByRole('button', { name: /Execute query/ }).click();
    await expect(page.locator('.result-window')).toContainText(expected, { timeout: 3000 });
  }).toPass();
}

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
  await runUntilAnswered(page, '"accessiblePackingFacilities"');
  await expect(page.locator('.result-window')).toContainText('Chicago');

  // step: the docs explorer knows the schema (introspection)
  await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
  await expect(page.getByText('A GraphQL schema provides a root type')).toBeVisible();
  await page.screenshot({ path: 'test-results/graphql-explorer.png' });

  // step: typing in the editor offers the schema's fields to complete
  await queryEditor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('{ accessiblePack');
  const hints = page.locator('.CodeMirror-hints');
  await expect(
    hints.locator('.CodeMirror-hint', { hasText: /^accessiblePackingFacilities$/ }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hints).toBeHidden();

  // step: a subscription over graphql-ws answers the current code as soon as it is live…
  await setQuery(
    page,
    'subscription { supervisorLoginCodeChanged(packingFacilityId: "1") { code } }',
  );
  await page.getByRole('button', { name: /Execute query/ }).click();
  const result = page.locator('.result-window');
  await expect(result).toContainText(/"code": "\d{5}"/);
  const before = /"code": "(\d{5})"/.exec((await result.textContent()) ?? '')?.[1];

  // step: …and the new one when the operator rotates it, in the same running subscription
  const rotated = await rotateLoginCode('CHI');
  expect(rotated).not.toBe(before);
  await expect(result).toContainText(`"code": "${rotated}"`);

  expect(elsewhere).toEqual([]);
  expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('with the explorer for signed-in sessions only, a signed-out visitor signs in and lands on it', async ({
  page,
}) => {
  // A production gateway with GRAPHQL_EXPLORER=on, in front of the stack's operations host.
  const gateway = ownGateway(stackPort + 3, {
    NODE_ENV: 'production',
    GRAPHQL_EXPLORER: 'on',
    // The operations host of the flows runs outside production, with its development token.
    OPS_SERVICE_TOKEN: 'dev-service-token',
  });
  await gateway.start();
  try {
    // step: a signed-out browser opening /graphql is sent to sign in first
    await page.goto(`${gateway.url}/graphql`);
    await expect(page).toHaveURL(`${gateway.url}/login?next=%2Fgraphql`);

    // step: after signing in, the gateway's explorer page loads (not the app's not-found page)
    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel('Password').fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${gateway.url}/graphql`);
    await expect(page).toHaveTitle(/GraphQL explorer/);
    await expect(page.getByText('Page not found')).toBeHidden();

    // step: the explorer works with the new session (introspection is for signed-in users only)
    await runUntilAnswered(page, '"accessiblePackingFacilities"');
    await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
    await expect(page.getByText('A GraphQL schema provides a root type')).toBeVisible();

    // step: back goes where the browser was before /graphql, not to the sign-in page
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
  } finally {
    await gateway.stop();
  }
});
