import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../../gateway/src/server.ts';
import { startFakeOpsHost } from '../support/fake-ops-host.ts';
import { graphql, startGateway } from '../support/gateway.ts';
import { eventually } from '../support/tiny-server.ts';
import { wsClient } from '../support/ws-client.ts';

const CHANNEL = 'pack_line_printer_login_code';
const SUBSCRIPTION = { query: 'subscription { supervisorLoginCodeChanged { code } }' };

let ops: Awaited<ReturnType<typeof startFakeOpsHost>>;
let gateway: Gateway;
const clients: Client[] = [];

function client(cookie?: string): Client {
  const created = wsClient(gateway, cookie);
  clients.push(created);
  return created;
}

beforeAll(async () => {
  ops = await startFakeOpsHost();
  gateway = await startGateway(ops.url);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
  await eventually(() => expect(gateway.realtime.stats().upstreamStreams).toBe(0));
});

afterAll(async () => {
  await gateway?.close();
  await ops?.close();
});

describe('supervisor login code', () => {
  it('the query answers the current code', async () => {
    const answer = await graphql(gateway, '{ supervisorLoginCode { code } }', {
      cookie: 'ops_session=valid-token',
    });

    expect(answer.body.data).toEqual({ supervisorLoginCode: { code: '12345' } });
  });

  it('a subscriber gets the current code, then each rotated one, fetched with its own cookie', async () => {
    const codes = client('ops_session=valid-token').iterate(SUBSCRIPTION);
    expect((await codes.next()).value).toEqual({
      data: { supervisorLoginCodeChanged: { code: '12345' } },
    });
    const first = codes.next();
    expect(ops.sse.openCount(CHANNEL)).toBe(1);

    ops.rotate('54321');
    expect((await first).value).toEqual({
      data: { supervisorLoginCodeChanged: { code: '54321' } },
    });
    ops.rotate('11111');
    expect((await codes.next()).value).toEqual({
      data: { supervisorLoginCodeChanged: { code: '11111' } },
    });

    const fetches = ops.requests.filter(
      (r) => r.url === '/pack_line_planner/authentication/fetch_login_code',
    );
    expect(fetches.at(-1)!.headers.cookie).toBe('ops_session=valid-token');
    expect(ops.sse.connections.at(-1)!.authorization).toBe('Bearer dev-service-token');
    await codes.return?.();
  });

  it('a subscriber without a session gets UNAUTHENTICATED and the subscription ends', async () => {
    const results = [];
    for await (const result of client().iterate(SUBSCRIPTION)) results.push(result);

    expect(results).toHaveLength(1);
    expect(results[0]!.errors?.[0]?.extensions).toEqual({
      code: 'UNAUTHENTICATED',
      upstreamStatus: 401,
    });
  });

  it('a session that expires ends the subscription at the next rotation with UNAUTHENTICATED', async () => {
    ops.sessions.add('expiring');
    const codes = client('ops_session=expiring').iterate(SUBSCRIPTION);
    // The current code arrives once the session check at the start has been answered.
    expect((await codes.next()).value?.data).toEqual({
      supervisorLoginCodeChanged: { code: expect.stringMatching(/^\d{5}$/) },
    });
    const next = codes.next();

    ops.sessions.delete('expiring');
    ops.rotate('22222');

    const result = (await next).value;
    expect(result?.data).toBeNull();
    expect(result?.errors?.[0]).toMatchObject({
      message: 'Sign in required.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await codes.next()).toEqual({ done: true, value: undefined });
  });

  it('subscribers share one upstream stream, which closes when the last one completes', async () => {
    const first = client('ops_session=valid-token').iterate(SUBSCRIPTION);
    const second = client('ops_session=valid-token').iterate(SUBSCRIPTION);
    await first.next();
    await second.next();
    const firstNext = first.next();
    const secondNext = second.next();
    expect(gateway.realtime.stats().subscribers[CHANNEL]).toBe(2);

    ops.rotate('33333');
    expect((await firstNext).value?.data).toEqual({
      supervisorLoginCodeChanged: { code: '33333' },
    });
    expect((await secondNext).value?.data).toEqual({
      supervisorLoginCodeChanged: { code: '33333' },
    });
    expect(ops.sse.openCount(CHANNEL)).toBe(1);

    await first.return?.();
    await second.return?.();
    await eventually(() => expect(ops.sse.openCount(CHANNEL)).toBe(0));
    expect(gateway.realtime.stats().upstreamStreams).toBe(0);
  });
});
