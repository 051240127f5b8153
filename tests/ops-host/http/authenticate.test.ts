import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnownFloorSessions } from '../../../ops-host/src/floor-sessions/known-sessions.ts';
import { floorSessionFor } from '../../../ops-host/src/floor-sessions/service.ts';
import { checkedFacility, HttpError } from '../../../ops-host/src/http/access.ts';
import { registerAuthentication } from '../../../ops-host/src/http/authenticate.ts';
import { FacilityDirectory } from '../../../ops-host/src/http/facility-directory.ts';
import { access, facilityIn } from '../../../ops-host/src/http/route-access.ts';
import {
  floorSessionCookie,
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type TestOpsHost,
} from '../../support/ops-host.ts';

// A probe app with the host's real authentication over the seeded database: every way a request
// can name a facility must meet the same check, whatever the route.
let host: TestOpsHost;
let probe: FastifyInstance;
let lead: string;
let chicagoFloor: string;
beforeAll(async () => {
  host = await startTestOpsHost();
  lead = await signInCookie(host.url, 'chicago.lead@example.com');
  chicagoFloor = await floorSessionCookie(host, 'chicago');
  probe = Fastify();
  await probe.register(cookie);
  registerAuthentication(probe, authenticationDeps());
  probe.setErrorHandler((error, _request, reply) =>
    reply
      .code(error instanceof HttpError ? error.statusCode : 500)
      .send({ message: (error as Error).message }),
  );
  const reached = (request: Parameters<typeof checkedFacility>[0]) => ({
    facility: checkedFacility(request).id,
  });
  probe.get('/by-query', { config: access.admin(facilityIn.query()) }, reached);
  probe.post('/by-body', { config: access.admin(facilityIn.body()) }, reached);
  probe.put('/by-body', { config: access.admin(facilityIn.body()) }, reached);
  probe.get('/by-path/:packingFacilityId', { config: access.admin(facilityIn.path()) }, reached);
  probe.get(
    '/by-slug',
    { config: access.floor(facilityIn.query('packing_facility_slug', 'slug')) },
    reached,
  );
  probe.get('/lists', { config: access.admin('caller') }, async () => ({ reached: true }));
  probe.get('/open', { config: access.public() }, async () => ({ reached: true }));
  probe.get('/operator', { config: access.operator() }, async () => ({ reached: true }));
});
afterAll(async () => {
  await probe?.close();
  await host?.stop();
});

/** The host's own dependencies of the check, on the test host's database. */
function authenticationDeps() {
  const db = host.handle.db;
  return {
    db,
    serviceToken: TEST_SERVICE_TOKEN,
    directory: new FacilityDirectory(db),
    floorSessions: new KnownFloorSessions({
      read: (tokenHash) => floorSessionFor(db, tokenHash),
      listen: host.handle.listen,
    }),
    floorSessionTtlMs: 3_600_000,
  };
}

const as = (cookieHeader: string) => ({ cookie: cookieHeader });

describe('the one access check', () => {
  it.each([
    ['GET', '/by-query?packing_facility_id=8', undefined],
    ['POST', '/by-body', { packing_facility_id: 8 }],
    ['GET', '/by-path/8', undefined],
  ])(
    '%s %s for another facility answers 403 before the handler runs',
    async (method, url, payload) => {
      const response = await probe.inject({
        method: method as 'GET' | 'POST',
        url,
        payload,
        headers: as(lead),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'You do not have access to this packing facility.',
      });
    },
  );

  it.each([
    ['GET', '/by-query?packing_facility_id=1', undefined],
    ['POST', '/by-body', { packing_facility_id: 1 }],
    ['GET', '/by-path/1', undefined],
  ])(
    "%s %s for the user's own facility hands the handler that facility",
    async (method, url, payload) => {
      const response = await probe.inject({
        method: method as 'GET' | 'POST',
        url,
        payload,
        headers: as(lead),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ facility: 1 });
    },
  );

  it('a facility named in the query and another in the body is refused with 400, whoever asks', async () => {
    // The hole this check closes: the old check read the query, the handler the body.
    for (const headers of [as(lead), { authorization: `Bearer ${TEST_SERVICE_TOKEN}` }]) {
      const response = await probe.inject({
        method: 'PUT',
        url: '/by-body?packing_facility_id=1',
        payload: { packing_facility_id: 2 },
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The request names different packing facilities (query/packing_facility_id, body/packing_facility_id).',
      );
    }
  });

  it('the same facility named twice, by id and by slug, is one facility', async () => {
    const response = await probe.inject({
      method: 'POST',
      url: '/by-body?packing_facility_slug=chicago',
      payload: { packing_facility_id: 1 },
      headers: as(lead),
    });
    expect(response.json()).toEqual({ facility: 1 });
  });

  it('a list of the caller’s own facilities refuses a request naming another', async () => {
    expect((await probe.inject({ url: '/lists', headers: as(lead) })).statusCode).toBe(200);
    const response = await probe.inject({
      url: '/lists?packing_facility_id=2',
      headers: as(lead),
    });
    expect(response.statusCode).toBe(403);
  });

  it('the service token may name any facility', async () => {
    const response = await probe.inject({
      url: '/by-query?packing_facility_id=8',
      headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
    });
    expect(response.json()).toEqual({ facility: 8 });
  });

  it('a facility that does not exist is refused like one outside the set (a service is told 404)', async () => {
    const user = await probe.inject({ url: '/by-query?packing_facility_id=99', headers: as(lead) });
    expect(user.statusCode).toBe(403);
    const service = await probe.inject({
      url: '/by-query?packing_facility_id=99',
      headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
    });
    expect(service.statusCode).toBe(404);
  });

  it('a wrong service token is no better than no session', async () => {
    const response = await probe.inject({
      url: '/by-query?packing_facility_id=1',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('a floor session reaches floor routes of its facility only, and no admin route', async () => {
    const own = await probe.inject({
      url: '/by-slug?packing_facility_slug=chicago',
      headers: as(chicagoFloor),
    });
    expect(own.json()).toEqual({ facility: 1 });
    const other = await probe.inject({
      url: '/by-slug?packing_facility_slug=baltimore',
      headers: as(chicagoFloor),
    });
    expect(other.statusCode).toBe(403);
    const admin = await probe.inject({
      url: '/by-query?packing_facility_id=1',
      headers: as(chicagoFloor),
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe('This call is not open to this kind of session.');
  });

  it('a browser holding both sessions is admitted with the one the route takes', async () => {
    const both = `${lead}; ${chicagoFloor}`;
    const admin = await probe.inject({ url: '/by-query?packing_facility_id=1', headers: as(both) });
    expect(admin.statusCode).toBe(200);
    const floor = await probe.inject({
      url: '/by-slug?packing_facility_slug=chicago',
      headers: as(both),
    });
    expect(floor.statusCode).toBe(200);
  });

  it('operator routes take the service token only', async () => {
    expect((await probe.inject({ url: '/operator' })).statusCode).toBe(401);
    expect((await probe.inject({ url: '/operator', headers: as(lead) })).statusCode).toBe(403);
    const service = await probe.inject({
      url: '/operator',
      headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
    });
    expect(service.statusCode).toBe(200);
  });

  it('a public route answers without a session', async () => {
    expect((await probe.inject({ url: '/open' })).statusCode).toBe(200);
  });

  it('a route that declares no access cannot be registered', async () => {
    const app = Fastify();
    registerAuthentication(app, authenticationDeps());
    expect(() => app.get('/undeclared', async () => ({}))).toThrow(
      'GET /undeclared declares no access',
    );
    await app.close();
  });
});
