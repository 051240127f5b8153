import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../ops-host/src/http/authenticate.ts';
import type { FacilityKey } from '../../../ops-host/src/http/facility-directory.ts';
import { FACILITY_FIELDS } from '../../../ops-host/src/http/route-access.ts';
import { channels } from '../../../schema/src/realtime.ts';
import {
  floorSessionCookie,
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { newApiKey } from '../../support/api-keys.ts';
import { changedTables, fingerprinter } from '../../support/table-fingerprint.ts';
import {
  CHANNEL_EXAMPLES,
  ROUTE_EXAMPLES,
  type ExampleRequest,
  type RouteExample,
} from './route-examples.ts';
import {
  exampleContext,
  facilityFixture,
  facilityWithOpenGroups,
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
let document: ApiDocument;
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
  other = await facilityFixture(
    host.handle.db,
    await facilityWithOpenGroups(host.handle.db, [2, 7, 8]),
  );
  ctx = exampleContext(host.handle.db, host.url);
  // The Chicago lead may see Chicago only; the floor session is Chicago's.
  credentials.user = { cookie: await signInCookie(host.url, 'chicago.lead@example.com') };
  credentials.floor = { cookie: await floorSessionCookie(host, own.slug) };
  // An internal tool's keys for Chicago only: one that may change it, one that only reads.
  const key = await newApiKey(host.handle.db, [own.abbreviation]);
  const readOnly = await newApiKey(host.handle.db, [own.abbreviation], { readOnly: true });
  credentials.apiKey = { authorization: `Bearer ${key.key}` };
  credentials.readOnlyKey = { authorization: `Bearer ${readOnly.key}` };
  document = (await (await fetch(`${host.url}/openapi.json`)).json()) as ApiDocument;
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

/** Sends the request and returns its status and message (a stream is closed once it answered). */
async function answer(
  route: DeclaredRoute,
  request: ExampleRequest,
  who: Who,
): Promise<{ status: number; message: string }> {
  const response = await fetch(urlOf(route, request), {
    method: route.method,
    headers: {
      ...credentials[who],
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, message: '' };
  }
  const text = await response.text();
  try {
    return { status: response.status, message: String(JSON.parse(text).message ?? text) };
  } catch {
    return { status: response.status, message: text };
  }
}

/** Sends the request and returns its status. */
async function send(route: DeclaredRoute, request: ExampleRequest, who: Who): Promise<number> {
  return (await answer(route, request, who)).status;
}

/** The parts of the host's OpenAPI document that say which fields a route takes. */
interface ApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
      }
    >
  >;
}

type Part = 'params' | 'query' | 'body';

/** A place a request can name a facility in: a field of the path, the query or the body. */
interface Place {
  part: Part;
  field: string;
  by: FacilityKey;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every place the route can carry a facility, read from its schemas in the OpenAPI document: a
 * path, query or body field the access check reads as a facility (FACILITY_FIELDS), or
 * packing_facility_id in a query or body that has no schema. A field the schema refuses is no
 * place: its 400 would be the schema's, not the access check's.
 */
function placesOf(route: DeclaredRoute): Place[] {
  const operation =
    document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${key(route)} is not in the OpenAPI document`);
  const places: Place[] = [];
  const named = (part: Part, fields: string[]) => {
    for (const field of fields) {
      const by = FACILITY_FIELDS[field];
      if (by) places.push({ part, field, by });
    }
  };
  const parameters = operation.parameters ?? [];
  named(
    'params',
    parameters.filter((p) => p.in === 'path').map((p) => p.name),
  );
  const query = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  named('query', query.length > 0 ? query : ['packing_facility_id']);
  if (BODY_METHODS.has(route.method)) {
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    named('body', schema ? Object.keys(schema.properties ?? {}) : ['packing_facility_id']);
  }
  return places;
}

/** The request naming the facility in one more place (or naming it there instead). */
function naming(request: ExampleRequest, place: Place, facility: FacilityFixture): ExampleRequest {
  const value = facility[place.by];
  if (place.part === 'body') {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { ...request, body: { ...body, [place.field]: value } };
  }
  return { ...request, [place.part]: { ...request[place.part], [place.field]: value } };
}

interface Case {
  name: string;
  request: ExampleRequest;
  /** Where the other facility is, in a split case. */
  otherIn?: Part;
}

/**
 * The route's split cases, one pair per place it can carry a facility besides the declared one:
 * the other facility there and the own one in the declared place; and the other way round (the
 * other facility in the declared place, as in the path). A route that declares no place (the
 * caller's own list, no facility) gets the other facility wherever it can carry one.
 */
async function splitCases(route: DeclaredRoute, example: RouteExample): Promise<Case[]> {
  const declared = typeof route.access.facility === 'object' ? route.access.facility : undefined;
  const cases: Case[] = [];
  for (const place of placesOf(route)) {
    if (declared?.part === place.part && declared.field === place.field) continue;
    const where = `${place.part}/${place.field}`;
    cases.push({
      name: `split, other in ${where}`,
      request: naming(await example.request(own, ctx), place, other),
      otherIn: place.part,
    });
    if (declared && declared.by !== 'channel') {
      cases.push({
        name: `split, other in ${declared.part}/${declared.field}, own in ${where}`,
        request: naming(await example.request(other, ctx), place, own),
        otherIn: declared.part,
      });
    }
  }
  return cases;
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
    // a read-only key only reads (not where a read writes or hands out a credential).
    const reads = ['GET', 'HEAD'].includes(route.method) && !route.access.notForReadOnlyKeys;
    if (who === 'readOnlyKey' && !reads) return false;
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

  it("a read-only key's requests change no table", async () => {
    const db = host.handle.db;
    const fingerprint = await fingerprinter(db);
    const wrote: string[] = [];
    for (const route of host.routes) {
      if (!admits(route, 'readOnlyKey')) continue;
      const request = await ROUTE_EXAMPLES[key(route)]!.request(own, ctx);
      const before = await fingerprint();
      const status = await send(route, request, 'readOnlyKey');
      const tables = changedTables(before, await fingerprint());
      if (tables.length > 0) wrote.push(`${key(route)} (${status}) changed ${tables.join(', ')}`);
    }
    expect(wrote, wrote.join('\n')).toEqual([]);
  });

  it('another facility, in the declared place or in a second one, is refused (403 or 400)', async () => {
    const wrong: string[] = [];
    const splitIn = new Set<Part>();
    for (const route of host.routes) {
      if (route.access.callers === 'public' || route.access.callers === 'operator') continue;
      const example = ROUTE_EXAMPLES[key(route)]!;
      for (const who of ['user', 'floor', 'apiKey', 'readOnlyKey'] as const) {
        if (!admits(route, who)) continue;
        const cases = await splitCases(route, example);
        if (typeof route.access.facility === 'object') {
          cases.push({ name: 'other', request: await example.request(other, ctx) });
        }
        for (const { name, request, otherIn } of cases) {
          const { status, message } = await answer(route, request, who);
          // A split's 400 is the access check's (two facilities), not a schema refusing a field.
          const refused =
            status === 403 ||
            (otherIn !== undefined &&
              status === 400 &&
              /different packing facilities/.test(message));
          if (refused && otherIn) splitIn.add(otherIn);
          if (!refused) {
            const expected = otherIn ? '403, or 400 for two facilities' : '403';
            wrong.push(
              `${key(route)} ${name} as ${who}: ${status} ${message.slice(0, 120)}; expected ${expected}`,
            );
          }
        }
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
    // Somewhere, a split names the other facility in the path, in the query and in the body.
    expect([...splitIn].sort()).toEqual(['body', 'params', 'query']);
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
      if (name === 'loginCode') {
        // Every facility's code rotations, each event for callers of its facility
        // (tests/ops-host/login-code): admin users and read-write keys; never a read-only key
        // or a floor screen.
        expect(await listen(mine, 'readOnlyKey')).toBe(403);
        expect(await listen(mine, 'floor')).toBe(403);
        return;
      }
      expect(await listen(mine, 'readOnlyKey')).toBe(200);
      if (name === 'history') {
        // Who changed what is for admin users and API keys; never a floor screen.
        expect(await listen(mine, 'floor')).toBe(403);
        expect(await listen(theirs, 'user')).toBe(403);
        expect(await listen(theirs, 'apiKey')).toBe(403);
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
