import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/src/server.ts';
import { signInCookie } from '../support/ops-host.ts';
import { openSocket, type RawSocket } from '../support/raw-socket.ts';
import { startTestGateway, startStack, type TestStack } from '../support/stack.ts';

// A page of another site must not open the gateway's WebSocket with the user's cookie (the
// browser sends it along, whatever page asks): the upgrade is refused with 403 unless its Origin
// is the app's own or one listed in ALLOWED_ORIGINS. Tools, which send no Origin, are let in.

const PORTAL = 'https://portal.example.com';
const CODE = 'subscription { supervisorLoginCodeChanged(packingFacilityId: 1) { code } }';

let stack: TestStack;
let cookie: string;
let ownOrigin: string;
const gateways: Gateway[] = [];

beforeAll(async () => {
  stack = await startStack('pglite', { gatewayEnv: { ALLOWED_ORIGINS: `${PORTAL}  ` } });
  cookie = await signInCookie(stack.host.url);
  ownOrigin = new URL(stack.gatewayUrl).origin;
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await stack?.stop();
});

/** What an open, signed-in socket gets asked for the supervisor code: the code, or nothing. */
async function readsTheCode(socket: RawSocket): Promise<boolean> {
  expect(await socket.init()).toBe(true);
  socket.send({ id: 'code', type: 'subscribe', payload: { query: CODE } });
  const answer = await socket.waitFor((message) => message.id === 'code');
  socket.close();
  const code = (answer?.payload as { data?: { supervisorLoginCodeChanged?: { code?: string } } })
    ?.data?.supervisorLoginCodeChanged?.code;
  return typeof code === 'string' && code.length > 0;
}

describe('the WebSocket upgrade on /graphql', () => {
  it("refuses another site's page with 403, with an admin's cookie: the socket never opens", async () => {
    for (const origin of ['https://evil.example', 'null', `${ownOrigin}.evil.example`]) {
      const upgrade = await openSocket(stack.gatewayUrl, { origin, cookie });
      expect(upgrade.status, origin).toBe(403);
      expect(upgrade.socket).toBeUndefined();
    }
  });

  it('refuses the same port on another host name, and believes no X-Forwarded-Host', async () => {
    const port = new URL(stack.gatewayUrl).port;
    const otherHost = await openSocket(stack.gatewayUrl, {
      origin: `http://evil.example:${port}`,
      cookie,
    });
    expect(otherHost.status).toBe(403);
    const forged = await openSocket(stack.gatewayUrl, {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      cookie,
    });
    expect(forged.status).toBe(403);
  });

  it("accepts the app's own origin (the address the browser asked for) and reads as the user", async () => {
    const upgrade = await openSocket(stack.gatewayUrl, { origin: ownOrigin, cookie });
    expect(upgrade.status).toBe(101);
    expect(await readsTheCode(upgrade.socket!)).toBe(true);
  });

  it('accepts an origin listed in ALLOWED_ORIGINS', async () => {
    const upgrade = await openSocket(stack.gatewayUrl, { origin: PORTAL, cookie });
    expect(upgrade.status).toBe(101);
    expect(await readsTheCode(upgrade.socket!)).toBe(true);
  });

  it('accepts a tool that sends no Origin (it has no cookie a page could lend it)', async () => {
    const upgrade = await openSocket(stack.gatewayUrl, { cookie });
    expect(upgrade.status).toBe(101);
    expect(await readsTheCode(upgrade.socket!)).toBe(true);
  });

  it('with PUBLIC_URL, takes that origin as its own and no other, whatever the Host', async () => {
    const gateway = await startTestGateway(stack.host.url, 'warn', {
      PUBLIC_URL: 'https://packing.example.com/app/',
    });
    gateways.push(gateway);
    const own = await openSocket(gateway.url, { origin: 'https://packing.example.com', cookie });
    expect(own.status).toBe(101);
    expect(await readsTheCode(own.socket!)).toBe(true);
    const byHost = await openSocket(gateway.url, { origin: new URL(gateway.url).origin, cookie });
    expect(byHost.status).toBe(403);
    const otherScheme = await openSocket(gateway.url, {
      origin: 'http://packing.example.com',
      cookie,
    });
    expect(otherScheme.status).toBe(403);
  });
});
