import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../../gateway/src/server.ts';
import { startFakeOpsHost } from '../support/fake-ops-host.ts';
import { graphql, startGateway } from '../support/gateway.ts';

let ops: Awaited<ReturnType<typeof startFakeOpsHost>>;
let gateway: Gateway;

beforeAll(async () => {
  ops = await startFakeOpsHost();
  gateway = await startGateway(ops.url);
});

afterAll(async () => {
  await gateway?.close();
  await ops?.close();
});

const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { user { id email name } userErrors { field message } }
}`;

describe('auth through the gateway', () => {
  it('signing in returns the user and passes the session cookie on to the browser', async () => {
    const answer = await graphql(gateway, SIGN_IN, {
      variables: { input: { email: 'admin@example.com', password: 'right' } },
    });

    expect(answer.body.data).toEqual({
      signIn: { user: { id: '7', email: 'admin@example.com', name: 'Ada Admin' }, userErrors: [] },
    });
    expect(answer.setCookies).toEqual(['ops_session=new-token; Path=/; HttpOnly; SameSite=Lax']);
    expect(JSON.parse(ops.requests.at(-1)!.body)).toEqual({
      email: 'admin@example.com',
      password: 'right',
    });
  });

  it('a wrong password is a user error for the whole form with the upstream message', async () => {
    const answer = await graphql(gateway, SIGN_IN, {
      variables: { input: { email: 'admin@example.com', password: 'wrong' } },
    });

    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({
      signIn: { user: null, userErrors: [{ field: [], message: 'Incorrect email or password.' }] },
    });
  });

  it("the viewer is read with the browser's cookie, and is null without a session", async () => {
    const signedIn = await graphql(gateway, '{ viewer { id name } }', {
      cookie: 'ops_session=valid-token',
    });
    const anonymous = await graphql(gateway, '{ viewer { id name } }');

    expect(signedIn.body.data).toEqual({ viewer: { id: '7', name: 'Ada Admin' } });
    expect(anonymous.body).toEqual({ data: { viewer: null } });
  });

  it('signing out ends the upstream session and clears the cookie in the browser', async () => {
    ops.sessions.add('to-end');

    const answer = await graphql(gateway, 'mutation { signOut { signedOut } }', {
      cookie: 'ops_session=to-end',
    });

    expect(answer.body.data).toEqual({ signOut: { signedOut: true } });
    expect(answer.setCookies).toEqual(['ops_session=; Path=/; Max-Age=0']);
    expect(ops.sessions.has('to-end')).toBe(false);
  });
});

describe('facilities and menus through the gateway', () => {
  const cookie = 'ops_session=valid-token';

  it('lists the accessible facilities with string ids and camelCase fields', async () => {
    const answer = await graphql(
      gateway,
      '{ accessiblePackingFacilities { id name abbreviatedName colloquialName slug shipDays timeZone } }',
      { cookie },
    );

    expect(answer.body.data?.accessiblePackingFacilities).toEqual([
      {
        id: '1',
        name: 'Facility 1',
        abbreviatedName: 'F1',
        colloquialName: 'Plant 1',
        slug: 'facility-1',
        shipDays: ['Monday', 'Thursday'],
        timeZone: 'America/Chicago',
      },
      {
        id: '7',
        name: 'Facility 7',
        abbreviatedName: 'F7',
        colloquialName: 'Plant 7',
        slug: 'facility-7',
        shipDays: ['Monday', 'Thursday'],
        timeZone: 'America/Chicago',
      },
    ]);
  });

  it('a facility the user may not see is FORBIDDEN with the upstream message', async () => {
    const answer = await graphql(gateway, '{ packingFacility(id: "2") { id } }', { cookie });

    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'No access to this facility.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('without a session a query is UNAUTHENTICATED', async () => {
    const answer = await graphql(gateway, '{ accessiblePackingFacilities { id } }');

    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reads the cached menus and the menu being packed with their query flags', async () => {
    const answer = await graphql(
      gateway,
      '{ menus { id slug menuId menuSlug endsAt } previousMenu { id } }',
      {
        cookie,
      },
    );

    expect(answer.body.data).toEqual({
      menus: [
        {
          id: '31',
          slug: '2026-11-23',
          menuId: '901',
          menuSlug: 'week-48',
          endsAt: '2026-11-29T23:59:59Z',
        },
      ],
      previousMenu: null,
    });
    const menuCalls = ops.requests.filter((r) => r.url.startsWith('/menus')).map((r) => r.url);
    expect(menuCalls).toEqual(
      expect.arrayContaining([
        '/menus?get_menus_cached_for_pickables=true',
        '/menus?get_previous_menu_only=true',
      ]),
    );
  });
});
