import { timingSafeEqual } from 'node:crypto';
import { channelScope } from '@ops/schema/realtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeyFor, READ_ONLY_API_KEY, UNKNOWN_API_KEY } from '../api-keys/service.ts';
import { userForSession } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { KnownFloorSessions } from '../floor-sessions/known-sessions.ts';
import { hashToken } from '../auth/token-hash.ts';
import { FLOOR_SESSION_COOKIE, renewFloorSession } from '../floor-sessions/service.ts';
import {
  FORBIDDEN_FACILITY,
  HttpError,
  mayAccess,
  SIGN_IN_REQUIRED,
  type Caller,
} from './access.ts';
import type { CheckedFacility, FacilityDirectory, FacilityKey } from './facility-directory.ts';
import { FACILITY_FIELDS, type FacilitySource, type RouteAccess } from './route-access.ts';

export const SESSION_COOKIE = 'ops_session';

/** A route as the access check knows it: for the access matrix and docs/security.md. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every credential the request carries, most trusted first. */
async function identify(
  request: FastifyRequest,
  deps: {
    db: Db;
    serviceToken: string;
    floorSessions: KnownFloorSessions;
    floorSessionTtlMs: number;
  },
): Promise<Caller[]> {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ') && sameSecret(auth.slice(7), deps.serviceToken)) {
    return [{ kind: 'service' }];
  }
  const found: Caller[] = [];
  if (auth !== undefined) {
    // A tool that sends a credential means to use it: a wrong or revoked one is refused, never
    // quietly treated as no credential.
    const key = auth.startsWith('Bearer ') ? await apiKeyFor(deps.db, auth.slice(7).trim()) : null;
    if (!key) throw new HttpError(401, UNKNOWN_API_KEY);
    found.push({ kind: 'apiKey', key });
  }
  const userToken = request.cookies[SESSION_COOKIE];
  const user = userToken ? await userForSession(deps.db, userToken) : null;
  if (user) found.push({ kind: 'user', user });
  const floorToken = request.cookies[FLOOR_SESSION_COOKIE];
  const session = floorToken ? await deps.floorSessions.find(hashToken(floorToken)) : null;
  if (session) {
    const renewed = await renewFloorSession(deps.db, session, deps.floorSessionTtlMs);
    if (renewed !== session) deps.floorSessions.forget(session.tokenHash);
    found.push({ kind: 'floor', session: renewed });
  }
  return found;
}

/** Methods a read-only API key may use. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The caller this route admits among those the request carries. */
function admit(access: RouteAccess, callers: Caller[]): Caller | null {
  if (access.callers === 'public') return callers[0] ?? null;
  if (callers.length === 0) throw new HttpError(401, SIGN_IN_REQUIRED);
  if (access.callers === 'operator') {
    if (callers[0]?.kind === 'service') return callers[0];
    throw new HttpError(403, 'Only the operator may call this.');
  }
  const allowed: readonly string[] = access.callers;
  // A service and an API key have no session of their own; an API key is admitted where an
  // admin user is (it sees its facilities as a user of them would).
  const ownSession = access.facility === 'session';
  const caller = callers.find(
    (c) =>
      (c.kind === 'service' && !ownSession) ||
      (c.kind === 'apiKey' && allowed.includes('user') && !ownSession) ||
      allowed.includes(c.kind),
  );
  if (!caller) throw new HttpError(403, 'This call is not open to this kind of session.');
  return caller;
}

interface Naming {
  where: string;
  by: FacilityKey | 'channel';
  value: unknown;
}

/** Every place the request names a facility: the declared source and the usual fields. */
function namings(request: FastifyRequest, declared: FacilitySource | undefined): Naming[] {
  const parts = { params: request.params, query: request.query, body: request.body };
  const found: Naming[] = [];
  for (const [part, values] of Object.entries(parts)) {
    if (!values || typeof values !== 'object' || Array.isArray(values)) continue;
    for (const [field, value] of Object.entries(values as Record<string, unknown>)) {
      const isDeclared = declared?.part === part && declared.field === field;
      const by = isDeclared ? declared.by : FACILITY_FIELDS[field];
      if (by !== undefined && value !== undefined && value !== null && value !== '') {
        found.push({ where: `${part}/${field}`, by, value });
      }
    }
  }
  return found;
}

/** A facility's channel that floor screens may not read (its history). */
function adminOnlyChannel(naming: Naming): boolean {
  if (naming.by !== 'channel' || typeof naming.value !== 'string') return false;
  const scope = channelScope(naming.value);
  return scope?.kind === 'facility' && scope.adminOnly === true;
}

/** The facility a channel belongs to; 'admin' for the supervisor code's channel (every facility's). */
async function channelFacility(
  directory: FacilityDirectory,
  db: Db,
  channel: unknown,
): Promise<CheckedFacility | 'admin' | undefined> {
  const scope = typeof channel === 'string' ? channelScope(channel) : undefined;
  if (!scope) return undefined;
  if (scope.kind === 'admin') return 'admin';
  if (scope.kind === 'facility') return directory.find(scope.by, scope.value);
  const region = await db
    .selectFrom('shipping_regions')
    .select('packing_facility_id')
    .where('name', '=', scope.regionName)
    .executeTakeFirst();
  return region ? directory.find('id', region.packing_facility_id) : undefined;
}

/**
 * The one access check (docs/security.md). Every route declares who may call it and where its
 * facility comes from (route-access.ts); a route without a declaration fails at start. Then:
 * - before the body is read: 401 without a credential, 403 for a kind of caller the route does
 *   not admit;
 * - after validation: every facility the request names must be the declared one (else 400) and
 *   one the caller may see (else 403); the handler receives it as request.facility.
 */
export function registerAuthentication(
  app: FastifyInstance,
  deps: {
    db: Db;
    serviceToken: string;
    directory: FacilityDirectory;
    floorSessions: KnownFloorSessions;
    /** A floor session in use is kept alive this long past its last use. */
    floorSessionTtlMs: number;
  },
): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  app.decorateRequest('caller', null);
  app.decorateRequest('facility', null);

  app.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    const methods = [route.method].flat();
    if (!declared) {
      throw new Error(`${methods.join(',')} ${route.url} declares no access (route-access.ts)`);
    }
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: declared });
    }
  });

  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config.access;
    // Fastify's own not-found route has no declaration: it answers 404 to anyone. A route with
    // a bearer token of its own checks it itself, for anyone.
    if (!declared || declared.ownBearer) return;
    const caller = admit(declared, await identify(request, deps));
    const writes = !READS.has(request.method) || declared.notForReadOnlyKeys === true;
    if (caller?.kind === 'apiKey' && caller.key.readOnly && writes) {
      throw new HttpError(403, READ_ONLY_API_KEY);
    }
    request.caller = caller;
  });

  app.addHook('preHandler', async (request) => {
    const declared = request.routeOptions.config.access;
    if (!declared) return;
    const caller = declared.callers === 'public' ? null : request.caller;
    const source = typeof declared.facility === 'object' ? declared.facility : undefined;
    // A service reads any channel (the gateway's bridge serves every subscriber, each of whom
    // the gateway checks on /realtime/access); other facility names it gives are still checked.
    const named = namings(request, source).filter(
      (naming) => !(naming.by === 'channel' && caller?.kind === 'service'),
    );
    const resolved = await Promise.all(
      named.map((naming) =>
        naming.by === 'channel'
          ? channelFacility(deps.directory, deps.db, naming.value)
          : deps.directory.find(naming.by, naming.value),
      ),
    );

    const ids = new Set(
      resolved.map((facility) => (typeof facility === 'object' ? facility.id : facility)),
    );
    if (ids.size > 1) {
      throw new HttpError(
        400,
        `The request names different packing facilities (${named.map((n) => n.where).join(', ')}).`,
      );
    }
    for (const [index, facility] of resolved.entries()) {
      if (!caller) {
        if (!facility)
          throw new HttpError(404, `No packing facility matches ${named[index]!.where}.`);
        continue;
      }
      if (facility === 'admin') {
        // The supervisor code's channel: for those who may read a code (each event names its
        // facility, and goes only to callers of it: realtime/routes.ts).
        if (caller.kind === 'floor' || (caller.kind === 'apiKey' && caller.key.readOnly)) {
          throw new HttpError(
            403,
            'Only admin users and read-write API keys may listen to this channel.',
          );
        }
        continue;
      }
      if (!facility) {
        // An unknown facility is refused like one outside the caller's set, so that callers
        // cannot probe which exist; a service is told plainly.
        if (caller.kind === 'service') {
          throw new HttpError(404, `No packing facility matches ${named[index]!.where}.`);
        }
        throw new HttpError(403, FORBIDDEN_FACILITY);
      }
      if (!mayAccess(caller, facility.id)) throw new HttpError(403, FORBIDDEN_FACILITY);
      if (caller.kind === 'floor' && adminOnlyChannel(named[index]!)) {
        throw new HttpError(403, 'Only admin users and API keys may listen to this channel.');
      }
    }

    if (source && source.by !== 'channel') {
      const own = resolved[named.findIndex((n) => n.where === `${source.part}/${source.field}`)];
      if (own === undefined)
        throw new HttpError(400, `${source.part}/${source.field} is required.`);
      if (typeof own === 'object') request.facility = own;
    }
  });

  return routes;
}
