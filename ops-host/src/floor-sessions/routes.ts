import type { FastifyInstance } from 'fastify';
import { hashToken } from '../auth/token-hash.ts';
import type { Db } from '../db/database.ts';
import { checkedFacility, requireFloor } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { facilitySlug, object } from '../http/schemas.ts';
import type { KnownFloorSessions } from './known-sessions.ts';
import { FLOOR_SESSION_COOKIE, signInFloor, signOutFloor } from './service.ts';

const facilitySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string' },
    abbreviation: { type: 'string' },
  },
} as const;

const FLOOR_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 3600;

const statusSchema = {
  type: 'object',
  properties: {
    logged_in: { type: 'boolean' },
    packing_facility: facilitySchema,
    expires_at: { type: 'string' },
  },
} as const;

/**
 * Floor sign-in: a kiosk at
 * /{facilitySlug}/pack_line_printer types the supervisor login code and gets a floor session
 * for that facility, in its own cookie, apart from any admin session in the same browser.
 */
export function floorSessionRoutes(
  app: FastifyInstance,
  deps: { db: Db; sessions: KnownFloorSessions; ttlMs: number; secureCookies: boolean },
) {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: deps.secureCookies,
  };

  app.post<{ Body: { login_code: string; packing_facility_slug: string } }>(
    '/pack_line_printer/authentication',
    {
      config: access.public(facilityIn.body('packing_facility_slug', 'slug')),
      schema: {
        body: object(
          {
            login_code: { type: 'string', pattern: '^[0-9]{5}$' },
            packing_facility_slug: facilitySlug,
          },
          ['login_code', 'packing_facility_slug'],
        ),
        response: { 200: statusSchema },
      },
    },
    async (request, reply) => {
      const facility = checkedFacility(request);
      const { token, session } = await signInFloor(deps.db, {
        code: request.body.login_code,
        facilityId: facility.id,
        facilityName: facility.name,
        clientAddress: request.ip,
        ttlMs: deps.ttlMs,
      });
      // The host decides when a session ends (it is renewed while the screen is in use); the
      // browser keeps the cookie as long as browsers allow.
      void reply.setCookie(FLOOR_SESSION_COOKIE, token, {
        ...cookieOptions,
        maxAge: FLOOR_COOKIE_MAX_AGE_SECONDS,
      });
      return {
        logged_in: true,
        packing_facility: facility,
        expires_at: session.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/pack_line_printer/authentication/status',
    { config: access.floorOnly('session'), schema: { response: { 200: statusSchema } } },
    async (request) => {
      const session = requireFloor(request);
      const facility = await deps.db
        .selectFrom('packing_facilities')
        .select(['id', 'name', 'slug', 'abbreviated_name as abbreviation'])
        .where('id', '=', session.facilityId)
        .executeTakeFirstOrThrow();
      return {
        logged_in: true,
        packing_facility: facility,
        expires_at: session.expiresAt.toISOString(),
      };
    },
  );

  app.delete(
    '/pack_line_printer/authentication',
    { config: access.public() },
    async (request, reply) => {
      const token = request.cookies[FLOOR_SESSION_COOKIE];
      if (token) {
        await signOutFloor(deps.db, token);
        // Other hosts hear of it from the database (known-sessions.ts); this one forgets now.
        deps.sessions.forget(hashToken(token));
      }
      void reply.clearCookie(FLOOR_SESSION_COOKIE, cookieOptions);
      return reply.code(204).send();
    },
  );
}
