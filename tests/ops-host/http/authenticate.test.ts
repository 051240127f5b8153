import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../ops-host/src/http/access.ts';
import { registerAuthentication } from '../../../ops-host/src/http/authenticate.ts';
import {
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
beforeAll(async () => {
  host = await startTestOpsHost();
  lead = await signInCookie(host.url, 'chicago.lead@example.com');
  probe = Fastify();
  await probe.register(cookie);
  registerAuthentication(probe, { db: host.handle.db, serviceToken: TEST_SERVICE_TOKEN });
  probe.setErrorHandler((error, _request, reply) =>
    reply
      .code(error instanceof HttpError ? error.statusCode : 500)
      .send({ message: (error as Error).message }),
  );
  probe.get('/by-query', async () => ({ reached: true }));
  probe.post('/by-body', async () => ({ reached: true }));
  probe.get('/by-path/:packingFacilityId', async () => ({ reached: true }));
  probe.get('/open', { config: { public: true } }, async () => ({ reached: true }));
});
afterAll(async () => {
  await probe?.close();
  await host?.stop();
});

describe('the central authentication and facility check', () => {
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
        headers: { cookie: lead },
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
  ])("%s %s for the user's own facility reaches the handler", async (method, url, payload) => {
    const response = await probe.inject({
      method: method as 'GET' | 'POST',
      url,
      payload,
      headers: { cookie: lead },
    });
    expect(response.statusCode).toBe(200);
  });

  it('the service token may name any facility', async () => {
    const response = await probe.inject({
      url: '/by-query?packing_facility_id=8',
      headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('a wrong service token is no better than no session', async () => {
    const response = await probe.inject({
      url: '/by-query?packing_facility_id=1',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('a public route answers without a session', async () => {
    expect((await probe.inject({ url: '/open' })).statusCode).toBe(200);
  });
});
