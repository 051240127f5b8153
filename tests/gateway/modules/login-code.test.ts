import { describe, expect, it } from 'vitest';
import { useFakeStack } from '../support/fake-stack.ts';
import { graphql } from '../support/gateway.ts';
import { eventually } from '../support/tiny-server.ts';

const CHANNEL = 'pack_line_printer_login_code';
const SUBSCRIPTION = {
  query: 'subscription { supervisorLoginCodeChanged(packingFacilityId: "1") { code } }',
};

const stack = useFakeStack();
const { client } = stack;

describe('supervisor login code', () => {
  it("the query answers the facility's current code", async () => {
    const answer = await graphql(
      stack.gateway,
      '{ supervisorLoginCode(packingFacilityId: "7") { code } }',
      { cookie: 'ops_session=valid-token' },
    );

    expect(answer.body.data).toEqual({ supervisorLoginCode: { code: '77777' } });
    const fetched = stack.ops.requests.filter(
      (r) => r.url === '/pack_line_planner/authentication/fetch_login_code?packing_facility_id=7',
    );
    expect(fetched).toHaveLength(1);
  });

  it("another facility's code is FORBIDDEN, by query and by subscription", async () => {
    const answer = await graphql(
      stack.gateway,
      '{ supervisorLoginCode(packingFacilityId: "2") { code } }',
      { cookie: 'ops_session=valid-token' },
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const results = [];
    const query = 'subscription { supervisorLoginCodeChanged(packingFacilityId: "2") { code } }';
    for await (const result of client('ops_session=valid-token').iterate({ query })) {
      results.push(result);
    }
    expect(results).toHaveLength(1);
    expect(results[0]!.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a subscriber gets the current code, then each rotated one, fetched with its own cookie', async () => {
    const codes = client('ops_session=valid-token').iterate(SUBSCRIPTION);
    expect((await codes.next()).value).toEqual({
      data: { supervisorLoginCodeChanged: { code: '12345' } },
    });
    const first = codes.next();
    expect(stack.ops.sse.openCount(CHANNEL)).toBe(1);

    stack.ops.rotate('54321');
    expect((await first).value).toEqual({
      data: { supervisorLoginCodeChanged: { code: '54321' } },
    });
    stack.ops.rotate('11111');
    expect((await codes.next()).value).toEqual({
      data: { supervisorLoginCodeChanged: { code: '11111' } },
    });

    const fetches = stack.ops.requests.filter(
      (r) => r.url === '/pack_line_planner/authentication/fetch_login_code?packing_facility_id=1',
    );
    expect(fetches.at(-1)!.headers.cookie).toBe('ops_session=valid-token');
    expect(stack.ops.sse.connections.at(-1)!.authorization).toBe('Bearer dev-service-token');
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
    stack.ops.sessions.add('expiring');
    const codes = client('ops_session=expiring').iterate(SUBSCRIPTION);
    // The current code arrives once the session check at the start has been answered.
    expect((await codes.next()).value?.data).toEqual({
      supervisorLoginCodeChanged: { code: expect.stringMatching(/^\d{5}$/) },
    });
    const next = codes.next();

    stack.ops.sessions.delete('expiring');
    stack.ops.rotate('22222');

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
    expect(stack.gateway.realtime.stats().subscribers[CHANNEL]).toBe(2);

    stack.ops.rotate('33333');
    expect((await firstNext).value?.data).toEqual({
      supervisorLoginCodeChanged: { code: '33333' },
    });
    expect((await secondNext).value?.data).toEqual({
      supervisorLoginCodeChanged: { code: '33333' },
    });
    expect(stack.ops.sse.openCount(CHANNEL)).toBe(1);

    await first.return?.();
    await second.return?.();
    await eventually(() => expect(stack.ops.sse.openCount(CHANNEL)).toBe(0));
    expect(stack.gateway.realtime.stats().upstreamStreams).toBe(0);
  });

  it("a subscriber is sent its facility's rotations only", async () => {
    const codes = client('ops_session=valid-token').iterate(SUBSCRIPTION);
    expect((await codes.next()).value?.data).toEqual({
      supervisorLoginCodeChanged: { code: expect.stringMatching(/^\d{5}$/) },
    });
    const next = codes.next();
    const readsOf7 = () =>
      stack.ops.requests.filter((r) => r.url.endsWith('fetch_login_code?packing_facility_id=7'))
        .length;
    const before = readsOf7();

    stack.ops.rotate('70707', 7);
    stack.ops.rotate('10101', 1);

    expect((await next).value?.data).toEqual({ supervisorLoginCodeChanged: { code: '10101' } });
    // Facility 7's rotation was neither sent nor read for this subscriber.
    expect(readsOf7()).toBe(before);
    await codes.return?.();
  });
});
