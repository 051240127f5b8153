import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createUpstreamClient,
  type UpstreamFailure,
} from '../../../gateway/src/upstream/client.ts';
import { upstreamError } from '../../../gateway/src/upstream/errors.ts';
import { MSGPACK_MEDIA_TYPE, packAnswer } from '../../../schema/src/msgpack.ts';
import {
  sendJson,
  startTinyServer,
  type Handler,
  type TinyServer,
} from '../support/tiny-server.ts';

const logger = pino({ level: 'silent' });
let server: TinyServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: Handler, timeoutMs = 2000) {
  server = await startTinyServer(handler);
  return createUpstreamClient({ baseUrl: server.url, timeoutMs, logger });
}

function failed(result: { ok: boolean }): UpstreamFailure {
  if (result.ok) throw new Error('expected a failed call');
  return result as UpstreamFailure;
}

describe('upstream client', () => {
  it('sends query keys and JSON bodies in snake_case and hands back camelCase, deeply', async () => {
    const client = await clientFor((_req, res) =>
      sendJson(res, 200, {
        packing_facilities: [
          { id: 1, abbreviated_name: 'CHI', ship_days: ['Monday'], line_preset: { zone_rows: 6 } },
        ],
      }),
    );

    const result = await client.request<{ packingFacilities: unknown[] }>({
      method: 'POST',
      path: '/pack_line_plan_groups/split',
      query: { packingFacilityId: 1, getPreviousMenuOnly: true, skipped: undefined },
      body: { packLineId: 3, planGroups: [{ boxCount: 2, mealPlanNames: ['standard'] }] },
    });

    const received = server!.requests[0]!;
    expect(received.url).toBe(
      '/pack_line_plan_groups/split?packing_facility_id=1&get_previous_menu_only=true',
    );
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual({
      pack_line_id: 3,
      plan_groups: [{ box_count: 2, meal_plan_names: ['standard'] }],
    });
    expect(result).toMatchObject({
      ok: true,
      status: 200,
      body: {
        packingFacilities: [
          { id: 1, abbreviatedName: 'CHI', shipDays: ['Monday'], linePreset: { zoneRows: 6 } },
        ],
      },
    });
  });

  it('keeps the path of a base URL behind a prefix (…/api/), with or without its last slash', async () => {
    server = await startTinyServer((_req, res) => sendJson(res, 200, { status: 'ok' }));
    for (const baseUrl of [`${server.url}/api/`, `${server.url}/api`]) {
      const client = createUpstreamClient({ baseUrl, timeoutMs: 2000, logger });
      const result = await client.request({
        method: 'GET',
        path: '/pick_letters/counts',
        query: { menuId: 4 },
      });
      expect(result).toMatchObject({ ok: true, body: { status: 'ok' } });
      await client.close();
    }
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/pick_letters/counts?menu_id=4',
      '/api/pick_letters/counts?menu_id=4',
    ]);
  });

  it('asks for MessagePack first and reads an answer by its content type, camelCased alike', async () => {
    const facilities = { packing_facilities: [{ id: 1, abbreviated_name: 'CHI', ship_days: [] }] };
    const client = await clientFor((req, res) => {
      if (req.url === '/json') return sendJson(res, 200, facilities);
      res.writeHead(req.url === '/refused' ? 422 : 200, {
        'content-type': `${MSGPACK_MEDIA_TYPE}; charset=binary`,
      });
      res.end(
        req.url === '/refused'
          ? packAnswer({ message: 'Group is completed.', group_id: 3 })
          : req.url === '/broken'
            ? packAnswer(facilities).subarray(0, 5)
            : packAnswer(facilities),
      );
    });
    const camelCased = { packingFacilities: [{ id: 1, abbreviatedName: 'CHI', shipDays: [] }] };

    const packed = await client.request({ method: 'GET', path: '/packed' });
    const json = await client.request({ method: 'GET', path: '/json' });
    const refused = failed(await client.request({ method: 'PUT', path: '/refused', body: {} }));
    const broken = failed(await client.request({ method: 'GET', path: '/broken' }));

    expect(server!.requests[0]!.headers.accept).toBe(
      `${MSGPACK_MEDIA_TYPE}, application/json;q=0.9`,
    );
    expect(packed).toMatchObject({ ok: true, body: camelCased });
    expect(json).toMatchObject({ ok: true, body: camelCased });
    expect(refused).toMatchObject({
      status: 422,
      failure: 'http',
      body: { message: 'Group is completed.', groupId: 3 },
    });
    expect(broken).toMatchObject({ status: 200, failure: 'invalid-body' });
  });

  it("forwards the browser's cookie and returns every Set-Cookie of the answer", async () => {
    const client = await clientFor((_req, res) =>
      sendJson(
        res,
        200,
        { user: { id: 1 } },
        { 'set-cookie': ['ops_session=abc; Path=/; HttpOnly', 'other=1; Path=/'] },
      ),
    );

    const result = await client.request({
      method: 'GET',
      path: '/session',
      cookie: 'ops_session=old; theme=dark',
    });

    expect(server!.requests[0]!.headers.cookie).toBe('ops_session=old; theme=dark');
    expect(result.setCookies).toEqual(['ops_session=abc; Path=/; HttpOnly', 'other=1; Path=/']);
  });

  it('returns Set-Cookie on a failed call too, and a 204 is ok with a null body', async () => {
    const client = await clientFor((req, res) =>
      req.method === 'DELETE'
        ? sendJson(res, 204, undefined, { 'set-cookie': 'ops_session=; Max-Age=0' })
        : sendJson(
            res,
            401,
            { message: 'Sign in required.' },
            { 'set-cookie': 'ops_session=; Max-Age=0' },
          ),
    );

    const deleted = await client.request({ method: 'DELETE', path: '/session' });
    const refused = await client.request({ method: 'GET', path: '/session' });

    expect(deleted).toMatchObject({
      ok: true,
      status: 204,
      body: null,
      setCookies: ['ops_session=; Max-Age=0'],
    });
    expect(refused).toMatchObject({
      ok: false,
      status: 401,
      body: { message: 'Sign in required.' },
    });
    expect(refused.setCookies).toEqual(['ops_session=; Max-Age=0']);
  });

  it('an answer slower than the time-out becomes status 0 with the timeout flag, then UPSTREAM_TIMEOUT', async () => {
    const client = await clientFor(
      (_req, res) => void setTimeout(() => sendJson(res, 200, {}), 1000),
      100,
    );

    // The answer comes after a second: a call still waiting for it would end ok, not failed.
    const result = failed(await client.request({ method: 'GET', path: '/menus' }));

    expect(result).toMatchObject({ status: 0, timedOut: true, failure: 'timeout' });
    expect(upstreamError(result, logger).extensions.code).toBe('UPSTREAM_TIMEOUT');
  });

  it("a call its caller aborts ends at once as 'aborted', not as a time-out", async () => {
    const client = await clientFor(
      (_req, res) => void setTimeout(() => sendJson(res, 200, {}), 1000),
      5000,
    );
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 50);

    // The answer comes after a second: a call that waited for it would end ok, not failed.
    const result = failed(
      await client.request({ method: 'GET', path: '/menus', signal: caller.signal }),
    );

    expect(result).toMatchObject({ status: 0, timedOut: false, failure: 'aborted' });
  });

  it('a call whose caller already aborted is not sent', async () => {
    const client = await clientFor((_req, res) => sendJson(res, 200, {}));

    const result = failed(
      await client.request({ method: 'GET', path: '/menus', signal: AbortSignal.abort() }),
    );

    expect(result).toMatchObject({ status: 0, failure: 'aborted' });
    expect(server!.requests).toHaveLength(0);
  });

  it('a refused connection is a failed result, not an exception, and becomes UPSTREAM_UNAVAILABLE', async () => {
    const closed = await startTinyServer(() => {});
    await closed.close();
    const client = createUpstreamClient({ baseUrl: closed.url, timeoutMs: 2000, logger });

    const result = failed(await client.request({ method: 'GET', path: '/session' }));

    expect(result).toMatchObject({ status: 0, timedOut: false, failure: 'network' });
    expect(upstreamError(result, logger).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [400, 'BAD_USER_INPUT'],
    [409, 'BAD_USER_INPUT'],
    [422, 'BAD_USER_INPUT'],
    [404, 'NOT_FOUND'],
    // Refusals of the request itself are the caller's mistake too, never an outage.
    [405, 'BAD_USER_INPUT'],
    [413, 'BAD_USER_INPUT'],
    [414, 'BAD_USER_INPUT'],
    [429, 'BAD_USER_INPUT'],
    [431, 'BAD_USER_INPUT'],
  ])('status %i becomes %s with the upstream message', async (status, code) => {
    const client = await clientFor((_req, res) =>
      sendJson(res, status, { message: `upstream says ${status}` }),
    );

    const error = upstreamError(
      failed(await client.request({ method: 'GET', path: '/x' })),
      logger,
    );

    expect(error.extensions.code).toBe(code);
    expect(error.extensions.upstreamStatus).toBe(status);
    expect(error.message).toBe(`upstream says ${status}`);
  });

  it('a 429 tells the client when to try again', async () => {
    const client = await clientFor((_req, res) =>
      sendJson(res, 429, { message: 'Too many incorrect codes.', retry_after_seconds: 42 }),
    );

    const error = upstreamError(
      failed(await client.request({ method: 'POST', path: '/x' })),
      logger,
    );

    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', retryAfterSeconds: 42 });
  });

  it.each([500, 502, 503])(
    'status %i becomes UPSTREAM_UNAVAILABLE without leaking the upstream message',
    async (status) => {
      const client = await clientFor((_req, res) =>
        sendJson(res, status, { message: 'relation "boxes" does not exist' }),
      );

      const error = upstreamError(
        failed(await client.request({ method: 'GET', path: '/x' })),
        logger,
      );

      expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(error.message).not.toContain('boxes');
    },
  );

  it('a successful answer that is not JSON is a failure, mapped to UPSTREAM_UNAVAILABLE', async () => {
    const client = await clientFor((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy error page</html>');
    });

    const result = failed(await client.request({ method: 'GET', path: '/menus' }));

    expect(result).toMatchObject({ status: 200, failure: 'invalid-body' });
    expect(upstreamError(result, logger).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
