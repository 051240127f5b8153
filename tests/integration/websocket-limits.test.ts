import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../gateway/src/http/graphql-route.ts';
import { rotateLoginCode } from '../../ops-host/src/login-code/service.ts';
import { signInCookie } from '../support/ops-host.ts';
import { openSocket, type RawSocket } from '../support/raw-socket.ts';
import { startStack, type TestStack } from '../support/stack.ts';

// One socket cannot take the gateway from everyone else: it holds at most 100 subscriptions at
// once (a browser tab uses about 20), and a message bigger than an HTTP body may be is refused
// with the protocol's "message too big".

const CODE = 'subscription { supervisorLoginCodeChanged(packingFacilityId: 1) { code } }';
const MAX_SUBSCRIPTIONS = 100;
/** A liveness bound for a hundred subscriptions on a busy machine, not a budget. */
const STUCK_MS = 60_000;

let stack: TestStack;
let cookie: string;

beforeAll(async () => {
  stack = await startStack();
  cookie = await signInCookie(stack.host.url);
});
afterAll(() => stack?.stop());

async function signedInSocket(): Promise<RawSocket> {
  const upgrade = await openSocket(stack.gatewayUrl, { cookie });
  expect(await upgrade.socket!.init()).toBe(true);
  return upgrade.socket!;
}

const codeIn = (payload: unknown) =>
  (payload as { data?: { supervisorLoginCodeChanged?: { code?: string } } } | undefined)?.data
    ?.supervisorLoginCodeChanged?.code;

/** The codes each subscription id has been sent so far. */
const codesOf = (socket: RawSocket, id: string) =>
  socket.messages.filter((m) => m.id === id && m.type === 'next').map((m) => codeIn(m.payload));

describe('one socket', () => {
  it(
    'holds 100 subscriptions: the 101st is refused for its id alone, the 100 keep getting events',
    async () => {
      const socket = await signedInSocket();
      const ids = Array.from({ length: MAX_SUBSCRIPTIONS }, (_, i) => `sub-${i}`);
      // Sent at once, as a hostile client would: none has started when the next arrives.
      for (const id of [...ids, 'one-too-many']) {
        socket.send({ id, type: 'subscribe', payload: { query: CODE } });
      }
      const refusal = await socket.waitFor((m) => m.id === 'one-too-many', STUCK_MS);
      expect(refusal?.type).toBe('error');
      const [error] = refusal?.payload as Array<{
        message: string;
        extensions?: { code?: string };
      }>;
      expect(error?.message).toMatch(/100 subscriptions/);
      expect(error?.extensions?.code).toBe('TOO_MANY_SUBSCRIPTIONS');

      await socket.waitUntil(() => ids.every((id) => codesOf(socket, id).length >= 1), STUCK_MS);
      expect(ids.map((id) => typeof codesOf(socket, id)[0])).toEqual(ids.map(() => 'string'));
      const rotated = await rotateLoginCode(stack.host.handle.db, 1, 0);
      await socket.waitUntil(
        () => ids.every((id) => codesOf(socket, id).at(-1) === rotated.code),
        STUCK_MS,
      );
      expect(ids.map((id) => codesOf(socket, id).at(-1))).toEqual(ids.map(() => rotated.code));
      expect(socket.open).toBe(true);

      // Ending one makes room for one more.
      socket.send({ id: 'sub-0', type: 'complete' });
      socket.send({ id: 'room-again', type: 'subscribe', payload: { query: CODE } });
      const admitted = await socket.waitFor((m) => m.id === 'room-again', STUCK_MS);
      expect(admitted?.type).toBe('next');
      expect(codeIn(admitted?.payload)).toBe(rotated.code);
      socket.close();
    },
    3 * STUCK_MS,
  );

  it('is closed with 1009 (message too big) by a 2 MB message, and a message within the limit is read', async () => {
    const socket = await signedInSocket();
    const within = 'x'.repeat(BODY_LIMIT - 1024);
    socket.send({ id: 'big', type: 'subscribe', payload: { query: CODE, variables: { within } } });
    const answered = await socket.waitFor((m) => m.id === 'big');
    expect(answered?.type).toBe('next');
    expect(socket.open).toBe(true);

    const huge = 'x'.repeat(2 * 1024 * 1024);
    socket.send({ id: 'huge', type: 'subscribe', payload: { query: CODE, variables: { huge } } });
    const closed = await socket.closedWithin();
    expect(closed?.code).toBe(1009);
    expect(socket.messages.some((m) => m.id === 'huge')).toBe(false);
  });
});
