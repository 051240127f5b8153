import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../ops-host/src/http/authenticate.ts';
import { channels } from '../../../schema/src/realtime.ts';
import {
  floorSessionCookie,
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { newApiKey } from '../../support/api-keys.ts';
import { CHANNEL_EXAMPLES, ROUTE_EXAMPLES, type ExampleRequest } from './route-examples.ts';
import {
  exampleContext,
  facilityFixture,
  type ExampleContext,
  type FacilityFixture,
} from '../../support/facility-fixture.ts';

// The access matrix, generated from the host's own route table (every route declares its access,
// route-access.ts) and from the channel list: who may call each route, for which facility. A new
// route or channel without an example in route-examples.ts fails here.

type Who = 'anonymous' | 'user' | 'floor' | 'apiKey' | 'readOnlyKey' | 'service';

let host: TestOpsHost;
let own: FacilityFixture;
let other: FacilityFixture;
let ctx: ExampleContext;
const credentials: Record<Who, Record<string, string>> = {
  anonymous: {},
  user: {},
  floor: {},
  apiKey: {},
  readOnlyKey: {},
  service: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
};

beforeAll(async () => {
  host = await startTestOpsHost();
  own = await facilityFixture(host.handle.db, 1);
  other = await facilityFixture(host.handle.db, 2);
  ctx = exampleContext(host.handle.db, host.url);
  // The Chicago lead may see Chicago only; the floor session is Chicago's.
  credentials.user = { cookie: await signInCookie(host.url, 'chicago.lead@example.com') };
  credentials.floor = { cookie: await floorSessionCookie(host, own.slug) };
  // An internal tool's keys for Chicago only: one that may change it, one that only reads.
  const key = await newApiKey(host.handle.db, [own.abbreviation]);
  const readOnly = await newApiKey(host.handle.db, [own.abbreviation], { readOnly: true });
  credentials.apiKey = { authorization: `Bearer ${key.key}` };
  credentials.readOnlyKey = { authorization: `Bearer ${readOnly.key}` };
});
afterAll(() => host?.stop());

function urlOf(route: DeclaredRoute, request: ExampleRequest): string {
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${route.url}: the example has no ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(
    Object.entries(request.query ?? {}).map(([name, value]): [string, string] => [
      name,
      String(value),
    ]),
  );
  return `${host.url}${path}${query.size > 0 ? `?${query}` : ''}`;
}

/** Sends the request and returns its status (a stream is closed once it answered). */
async function send(route: DeclaredRoute, request: ExampleRequest, who: Who): Promise<number> {
  const response = await fetch(urlOf(route, request), {
    method: route.method,
    headers: {
      ...credentials[who],
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  await response.body?.cancel();
  return response.status;
}

/** The same request naming another facility in a second place. */
function split(route: DeclaredRoute, request: ExampleRequest): ExampleRequest {
  const source = typeof route.access.facility === 'object' ? route.access.facility : undefined;
  const field: Record<string, string | number> =
    source?.part === 'query' && source.field === 'packing_facility_id'
      ? { packing_facility_slug: other.slug }
      : { packing_facility_id: other.id };
  return { ...request, query: { ...request.query, ...field } };
}

const key = (route: DeclaredRoute) => `${route.method} ${route.url}`;
const isSuccess = (status: number) => status >= 200 && status < 300;

function admits(route: DeclaredRoute, who: Who): boolean {
  const callers = route.access.callers;
  if (callers === 'public') return true;
  // A service has no session of its own to report.
  if (who === 'service') return route.access.facility !== 'session';
  if (callers === 'operator' || who === 'anonymous') return false;
  if (who === 'apiKey' || who === 'readOnlyKey') {
    // A key goes where admin users go (not to their own session's routes), or where it is named;
    // a read-only key only reads.
    if (who === 'readOnlyKey' && !['GET', 'HEAD'].includes(route.method)) return false;
    return (
      callers.includes('apiKey') ||
      (callers.includes('user') && route.access.facility !== 'session')
    );
  }
  return callers.includes(who);
}

describe('the access matrix of every route', () => {
  it('every route of the host has an example, and every example a route', () => {
    const declared = host.routes.map(key).sort();
    expect(declared.filter((k) => !ROUTE_EXAMPLES[k])).toEqual([]);
    expect(Object.keys(ROUTE_EXAMPLES).filter((k) => !declared.includes(k))).toEqual([]);
  });

  it('anonymous callers get 401 everywhere but on public routes', async () => {
    const seen: Array<[string, number]> = [];
    for (const route of host.routes) {
      if (route.access.callers === 'public') continue;
      const example = ROUTE_EXAMPLES[key(route)]!;
      seen.push([key(route), await send(route, await example.request(own, ctx), 'anonymous')]);
    }
    expect(seen.filter(([, status]) => status !== 401)).toEqual([]);
  });

  it('each kind of caller reaches its own facility where the route admits it, and gets 403 where not', async () => {
    const wrong: string[] = [];
    for (const route of host.routes) {
      const example = ROUTE_EXAMPLES[key(route)]!;
      const callers: Who[] =
        route.access.callers === 'public'
          ? ['anonymous']
          : ['user', 'floor', 'apiKey', 'readOnlyKey', 'service'];
      for (const who of callers) {
        if (example.refusalsOnly && admits(route, who)) continue;
        const status = await send(route, await example.request(own, ctx), who);
        const expected = admits(route, who) ? '2xx' : '403';
        const ok = admits(route, who) ? isSuccess(status) : status === 403;
        if (!ok) wrong.push(`${key(route)} as ${who}: ${status}, expected ${expected}`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  }, 180_000);

  it('another facility, in the declared place or in a second one, is refused (403 or 400)', async () => {
    const wrong: string[] = [];
    for (const route of host.routes) {
      if (route.access.callers === 'public' || route.access.callers === 'operator') continue;
      const example = ROUTE_EXAMPLES[key(route)]!;
      for (const who of ['user', 'floor', 'apiKey', 'readOnlyKey'] as const) {
        if (!admits(route, who)) continue;
        const cases: Array<[string, ExampleRequest, number[]]> = [
          ['split', split(route, await example.request(own, ctx)), [400, 403]],
        ];
        if (typeof route.access.facility === 'object') {
          cases.push(['other', await example.request(other, ctx), [403]]);
        }
        for (const [name, request, expected] of cases) {
          const status = await send(route, request, who);
          if (!expected.includes(status)) {
            wrong.push(
              `${key(route)} ${name} as ${who}: ${status}, expected ${expected.join('/')}`,
            );
          }
        }
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  }, 180_000);
});

describe('the access matrix of every channel', () => {
  async function listen(channel: string, who: Who): Promise<number> {
    const route = host.routes.find((r) => r.url === '/realtime/stream')!;
    return send(route, { query: { channel } }, who);
  }

  it('every channel of the catalogue has an example', () => {
    expect(Object.keys(CHANNEL_EXAMPLES).sort()).toEqual(Object.keys(channels).sort());
  });

  it.each(Object.entries(CHANNEL_EXAMPLES))(
    'the %s channel is open to callers of its facility only',
    async (name, channelOf) => {
      const mine = channelOf(own);
      const theirs = channelOf(other);
      expect(await listen(mine, 'anonymous')).toBe(401);
      expect(await listen(mine, 'user')).toBe(200);
      expect(await listen(mine, 'service')).toBe(200);
      expect(await listen(mine, 'apiKey')).toBe(200);
      expect(await listen(mine, 'readOnlyKey')).toBe(200);
      if (name === 'loginCode') {
        // The supervisor's code: admin users of any facility (and keys), never a floor screen.
        expect(await listen(mine, 'floor')).toBe(403);
        return;
      }
      expect(await listen(theirs, 'user')).toBe(403);
      expect(await listen(theirs, 'apiKey')).toBe(403);
      expect(await listen(theirs, 'readOnlyKey')).toBe(403);
      expect(await listen(mine, 'floor')).toBe(200);
      expect(await listen(theirs, 'floor')).toBe(403);
    },
  );
});
