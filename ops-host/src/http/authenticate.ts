import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userForSession } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { assertFacilityAccess, HttpError } from './access.ts';

export const SESSION_COOKIE = 'ops_session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a session (sign-in, health). */
    public?: boolean;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The facility a request names, wherever it names it (query, body or path). */
function facilityIdOf(request: FastifyRequest): number | undefined {
  const sources = [request.params, request.query, request.body] as Array<
    Record<string, unknown> | undefined
  >;
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    const value = source.packing_facility_id ?? source.packingFacilityId;
    if (value !== undefined && value !== null && value !== '') return Number(value);
  }
  return undefined;
}

/**
 * Identifies the caller of every request (session cookie or service token), answers 401 to
 * anonymous calls of non-public routes, and 403 to any request naming a facility the user may
 * not see, so no route can forget the check.
 */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { db: Db; serviceToken: string },
) {
  app.decorateRequest('caller', null);

  app.addHook('onRequest', async (request) => {
    const auth = request.headers.authorization;
    if (auth?.startsWith('Bearer ') && sameSecret(auth.slice(7), deps.serviceToken)) {
      request.caller = { kind: 'service' };
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const user = await userForSession(deps.db, token);
      if (user) request.caller = { kind: 'user', user };
    }
    if (!request.caller && !request.routeOptions.config.public) {
      throw new HttpError(401, 'Sign in required.');
    }
  });

  app.addHook('preHandler', async (request) => {
    const facilityId = facilityIdOf(request);
    if (facilityId !== undefined && request.caller) assertFacilityAccess(request, facilityId);
  });
}
