import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateLoginCode, currentLoginCode } from '../../ops-host/src/login-code/service.ts';
import { collect, httpClient, wsClient } from '../support/graphql.ts';
import { TEST_ADMIN_PASSWORD } from '../support/ops-host.ts';
import { databaseKinds, startStack, type TestStack } from '../support/stack.ts';

const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(input: { email: $email, password: $password }) { user { email name } userErrors { field message } }
}`;
const FACILITIES =
  '{ accessiblePackingFacilities { id name abbreviatedName slug shipDays timeZone } }';
// Chicago's code card.
const CODE_CHANGED = 'subscription { supervisorLoginCodeChanged(packingFacilityId: "1") { code } }';

async function signedIn(stack: TestStack, email = 'admin@example.com') {
  const client = httpClient(stack.gatewayUrl);
  const result = await client.request(SIGN_IN, { email, password: TEST_ADMIN_PASSWORD });
  expect(result.body.errors).toBeUndefined();
  return client;
}

describe.each(await databaseKinds())('the stack on %s', (database) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack(database);
  });
  afterAll(() => stack?.stop());

  it('the facilities query without a session is UNAUTHENTICATED (the host answered 401)', async () => {
    const { body } = await httpClient(stack.gatewayUrl).request(FACILITIES);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signing in forwards the session cookie, and the facilities query then lists all four', async () => {
    const client = httpClient(stack.gatewayUrl);
    const signIn = await client.request<{ signIn: { user: { email: string } } }>(SIGN_IN, {
      email: 'admin@example.com',
      password: TEST_ADMIN_PASSWORD,
    });
    expect(signIn.body.data?.signIn.user.email).toBe('admin@example.com');
    expect(signIn.setCookie.join()).toMatch(/ops_session=.+HttpOnly/i);
    const { body } = await client.request<{
      accessiblePackingFacilities: Array<{ id: string; name: string; timeZone: string }>;
    }>(FACILITIES);
    expect(body.data?.accessiblePackingFacilities.map((f) => [f.id, f.name, f.timeZone])).toEqual([
      ['1', 'Chicago', 'America/Chicago'],
      ['2', 'San Bernardino', 'America/Los_Angeles'],
      ['7', 'Skyview', 'America/Denver'],
      ['8', 'Baltimore', 'America/New_York'],
    ]);
  });

  it('a wrong password comes back as a user error, not a GraphQL error', async () => {
    const { body } = await httpClient(stack.gatewayUrl).request<{
      signIn: { user: null; userErrors: Array<{ message: string }> };
    }>(SIGN_IN, { email: 'admin@example.com', password: 'wrong' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.signIn.user).toBeNull();
    expect(body.data?.signIn.userErrors.map((e) => e.message)).toEqual([
      'Incorrect email or password.',
    ]);
  });

  it('a facility the user may not see is FORBIDDEN (the host answered 403)', async () => {
    const lead = await signedIn(stack, 'chicago.lead@example.com');
    const own = await lead.request<{ packingFacility: { name: string } }>(
      '{ packingFacility(id: "1") { name } }',
    );
    expect(own.body.data?.packingFacility.name).toBe('Chicago');
    const other = await lead.request('{ packingFacility(id: "8") { name } }');
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await lead.request<{ accessiblePackingFacilities: Array<{ id: string }> }>(
      FACILITIES,
    );
    expect(list.body.data?.accessiblePackingFacilities.map((f) => f.id)).toEqual(['1']);
  });

  it('signing out ends the session', async () => {
    const client = await signedIn(stack);
    await client.request('mutation { signOut { signedOut } }');
    const { body } = await client.request('{ viewer { email } }');
    expect(body.data).toEqual({ viewer: null });
  });

  it('a graphql-ws subscriber gets the current code, then each rotated one', async () => {
    const client = await signedIn(stack);
    const ws = wsClient(stack.gatewayUrl, client.cookie);
    const sub = collect<{ supervisorLoginCodeChanged: { code: string } }>(ws, CODE_CHANGED);
    const [initial] = await sub.waitFor(1);
    expect(initial?.data?.supervisorLoginCodeChanged.code).toBe(
      (await currentLoginCode(stack.host.handle.db, 1))?.code,
    );
    const rotated = await rotateLoginCode(stack.host.handle.db, 1, 0);
    const results = await sub.waitFor(2);
    sub.stop();
    await ws.dispose();
    expect(results.map((r) => r.data?.supervisorLoginCodeChanged.code)).toEqual([
      initial?.data?.supervisorLoginCodeChanged.code,
      rotated.code,
    ]);
  });

  it("a subscriber of Chicago's code gets Chicago's rotations and none of Skyview's", async () => {
    const client = await signedIn(stack);
    const ws = wsClient(stack.gatewayUrl, client.cookie);
    const sub = collect<{ supervisorLoginCodeChanged: { code: string } }>(ws, CODE_CHANGED);
    await sub.waitFor(1);
    const skyview = await rotateLoginCode(stack.host.handle.db, 7, 0);
    const chicago = await rotateLoginCode(stack.host.handle.db, 1, 0);
    await sub.waitFor(2);
    // Skyview's rotation came first: had it been sent, it would be here by now.
    await new Promise((r) => setTimeout(r, 300));
    sub.stop();
    await ws.dispose();
    const codes = sub.results.map((r) => r.data?.supervisorLoginCodeChanged.code);
    expect(codes).toHaveLength(2);
    expect(codes[1]).toBe(chicago.code);
    expect(codes).not.toContain(skyview.code);
  });

  it('subscriptions sharing one connection, as a browser tab shares it, each get every code', async () => {
    const client = await signedIn(stack);
    const ws = wsClient(stack.gatewayUrl, client.cookie);
    const subs = Array.from({ length: 5 }, () =>
      collect<{ supervisorLoginCodeChanged: { code: string } }>(ws, CODE_CHANGED),
    );
    await Promise.all(subs.map((sub) => sub.waitFor(1)));
    const codes = [(await currentLoginCode(stack.host.handle.db, 1))?.code];
    // One rotation at a time: the event carries no code, each subscriber reads the current one.
    for (let i = 2; i <= 4; i += 1) {
      codes.push((await rotateLoginCode(stack.host.handle.db, 1, 0)).code);
      await Promise.all(subs.map((sub) => sub.waitFor(i)));
    }
    for (const sub of subs) sub.stop();
    await ws.dispose();
    expect(
      subs.map((sub) => sub.results.map((r) => r.data?.supervisorLoginCodeChanged.code)),
    ).toEqual(subs.map(() => codes));
  });

  it('a rotation while the gateway connects upstream is not lost', async () => {
    const client = await signedIn(stack);
    const ws = wsClient(stack.gatewayUrl, client.cookie);
    const sub = collect<{ supervisorLoginCodeChanged: { code: string } }>(ws, CODE_CHANGED);
    // No wait for the stream: the rotation races the subscription's start.
    const rotated = await rotateLoginCode(stack.host.handle.db, 1, 0);
    await sub.waitFor(1);
    await new Promise((r) => setTimeout(r, 300));
    sub.stop();
    await ws.dispose();
    expect(sub.results.at(-1)?.data?.supervisorLoginCodeChanged.code).toBe(rotated.code);
  });

  it('a subscriber without a session is refused as UNAUTHENTICATED', async () => {
    const ws = wsClient(stack.gatewayUrl, '');
    const sub = collect(ws, CODE_CHANGED);
    await sub.waitFor(1, 3000);
    sub.stop();
    await ws.dispose();
    const codes = [
      ...sub.results.flatMap((r) => r.errors ?? []).map((e) => e.extensions?.code),
      ...(Array.isArray(sub.failure)
        ? sub.failure.map((e: { extensions?: { code?: string } }) => e.extensions?.code)
        : []),
    ];
    expect(codes).toContain('UNAUTHENTICATED');
  });

  it('a dropped upstream stream resumes and the subscriber loses no event', async () => {
    const client = await signedIn(stack);
    const ws = wsClient(stack.gatewayUrl, client.cookie);
    const sub = collect<{ supervisorLoginCodeChanged: { code: string } }>(ws, CODE_CHANGED);
    await sub.waitFor(1);
    await rotateLoginCode(stack.host.handle.db, 1, 0);
    await sub.waitFor(2);

    // step: the network between gateway and host drops; two rotations happen meanwhile
    stack.proxy.down();
    await rotateLoginCode(stack.host.handle.db, 1, 0);
    await rotateLoginCode(stack.host.handle.db, 1, 0);
    stack.proxy.up();

    const results = await sub.waitFor(4, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    sub.stop();
    await ws.dispose();
    // The current code, then one per rotation: none lost, none twice.
    expect(results).toHaveLength(4);
    const current = await currentLoginCode(stack.host.handle.db, 1);
    expect(results.at(-1)?.data?.supervisorLoginCodeChanged.code).toBe(current?.code);
  });
});
