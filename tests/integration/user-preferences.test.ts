import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../support/graphql.ts';
import { TEST_ADMIN_PASSWORD } from '../support/ops-host.ts';
import { databaseKinds, startStack, type TestStack } from '../support/stack.ts';

// The facility and menu the admin screens open on, through the gateway: kept per user, read back
// from another browser, a facility not the user's refused and nothing kept.

const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(input: { email: $email, password: $password }) { user { email } }
}`;
const READ = '{ userPreferences { packingFacilityId menuId } }';
const UPDATE = `mutation ($input: UpdateUserPreferencesInput!) {
  updateUserPreferences(input: $input) {
    userPreferences { packingFacilityId menuId }
    userErrors { field message }
  }
}`;

interface Preferences {
  packingFacilityId: string | null;
  menuId: string | null;
}
interface UpdateData {
  updateUserPreferences: {
    userPreferences: Preferences | null;
    userErrors: Array<{ field: string[]; message: string }>;
  };
}

describe.each(await databaseKinds())('user preferences through the gateway on %s', (database) => {
  let stack: TestStack;
  let menuId: string;
  const signedIn = async (email: string) => {
    const client = httpClient(stack.gatewayUrl);
    await client.request(SIGN_IN, { email, password: TEST_ADMIN_PASSWORD });
    return client;
  };
  const read = async (client: ReturnType<typeof httpClient>) =>
    (await client.request<{ userPreferences: Preferences }>(READ)).body.data?.userPreferences;

  beforeAll(async () => {
    stack = await startStack(database);
    const menu = await stack.host.handle.db
      .selectFrom('menus')
      .select('id')
      .executeTakeFirstOrThrow();
    menuId = String(menu.id);
  }, 180_000);
  afterAll(() => stack?.stop());

  it('keeps the facility and menu chosen, and another browser finds them', async () => {
    const browser = await signedIn('admin@example.com');
    expect(await read(browser)).toEqual({ packingFacilityId: null, menuId: null });
    const { body } = await browser.request<UpdateData>(UPDATE, {
      input: { packingFacilityId: '8', menuId },
    });
    expect(body.data?.updateUserPreferences).toEqual({
      userPreferences: { packingFacilityId: '8', menuId },
      userErrors: [],
    });
    expect(await read(await signedIn('admin@example.com'))).toEqual({
      packingFacilityId: '8',
      menuId,
    });
  });

  it('refuses a facility that is not the user’s, and an id that is not one; keeps nothing', async () => {
    const lead = await signedIn('chicago.lead@example.com');
    await lead.request(UPDATE, { input: { packingFacilityId: '1' } });
    const forbidden = await lead.request<UpdateData>(UPDATE, {
      input: { packingFacilityId: '8' },
    });
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const malformed = await lead.request<UpdateData>(UPDATE, { input: { menuId: 'next' } });
    expect(malformed.body.data?.updateUserPreferences).toEqual({
      userPreferences: null,
      userErrors: [{ field: ['input', 'menuId'], message: 'Not a menu id.' }],
    });
    const unknown = await lead.request<UpdateData>(UPDATE, { input: { menuId: '999999' } });
    expect(unknown.body.data?.updateUserPreferences.userErrors).toEqual([
      { field: ['input'], message: 'No menu 999999.' },
    ]);
    expect(await read(lead)).toEqual({ packingFacilityId: '1', menuId: null });
  });
});
