import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Gateway } from '../../../gateway/src/server.ts';
import { startFakeOpsHost } from './fake-ops-host.ts';
import { startGateway } from './gateway.ts';
import { eventually } from './tiny-server.ts';
import { wsClient } from './ws-client.ts';

/**
 * The stand-in operations host and a real gateway on it, for the tests of one file (started
 * before them, closed after them). Socket clients opened with `client()` are closed after each
 * test, and the test then waits until the gateway has closed every upstream stream.
 */
export function useFakeStack() {
  const clients: Client[] = [];
  const stack = {
    ops: undefined as unknown as Awaited<ReturnType<typeof startFakeOpsHost>>,
    gateway: undefined as unknown as Gateway,
    /** A graphql-ws client with the given cookie, closed after the test. */
    client(cookie?: string): Client {
      const created = wsClient(stack.gateway, cookie);
      clients.push(created);
      return created;
    },
  };
  beforeAll(async () => {
    stack.ops = await startFakeOpsHost();
    stack.gateway = await startGateway(stack.ops.url);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
    await eventually(() => expect(stack.gateway.realtime.stats().upstreamStreams).toBe(0));
  });
  afterAll(async () => {
    await stack.gateway?.close();
    await stack.ops?.close();
  });
  return stack;
}
