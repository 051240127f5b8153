import type { FastifyRequest } from 'fastify';
import type { ApiKey } from '../api-keys/service.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { FloorSession } from '../floor-sessions/service.ts';
import type { CheckedFacility } from './facility-directory.ts';

/**
 * Who is calling: an admin user (session cookie), a floor screen signed in with the supervisor
 * code (floor session cookie, bound to one facility), an internal tool with an API key (Bearer,
 * seeing its key's facilities as a user of them would), or a trusted service (the gateway's
 * realtime bridge, the operator commands).
 */
export type Caller =
  | { kind: 'user'; user: SessionUser }
  | { kind: 'floor'; session: FloorSession }
  | { kind: 'apiKey'; key: ApiKey }
  | { kind: 'service' };

export type CallerKind = Caller['kind'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller the route admitted (null only on public routes called anonymously). */
    caller: Caller | null;
    /** The facility the route's access check resolved and allowed (docs/security.md). */
    facility: CheckedFacility | null;
  }
}

/**
 * A refusal answered as `{ message, ...details }` with its status: details carry what a caller
 * needs beyond the message (e.g. every problem of a refused batch).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const SIGN_IN_REQUIRED = 'Sign in required.';
export const FORBIDDEN_FACILITY = 'You do not have access to this packing facility.';

/** The facilities a caller may see: every one for a service. */
export function facilitiesOf(caller: Caller): number[] | 'all' {
  switch (caller.kind) {
    case 'service':
      return 'all';
    case 'user':
      return caller.user.facilityIds;
    case 'floor':
      return [caller.session.facilityId];
    case 'apiKey':
      return caller.key.facilityIds;
  }
}

export function mayAccess(caller: Caller, facilityId: number): boolean {
  const facilities = facilitiesOf(caller);
  return facilities === 'all' || facilities.includes(facilityId);
}

/** The facility ids to list for this caller (undefined: every one). */
export function visibleFacilityIds(request: FastifyRequest): number[] | undefined {
  const caller = request.caller;
  if (!caller) throw new HttpError(401, SIGN_IN_REQUIRED);
  const facilities = facilitiesOf(caller);
  return facilities === 'all' ? undefined : facilities;
}

/**
 * The facility the route's access check resolved: handlers read it here, never from the
 * request's own fields, so no handler can act on a facility the check did not see.
 */
export function checkedFacility(request: FastifyRequest): CheckedFacility {
  if (!request.facility) {
    // A route that reads a facility must declare where it comes from (route-access.ts).
    throw new Error(`${request.method} ${request.routeOptions.url} declares no facility`);
  }
  return request.facility;
}

/** The signed-in admin user; 401 when the call comes from anyone else. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (request.caller?.kind === 'user') return request.caller.user;
  throw new HttpError(401, SIGN_IN_REQUIRED);
}

/** The floor session of the calling screen; 401 when there is none. */
export function requireFloor(request: FastifyRequest): FloorSession {
  if (request.caller?.kind === 'floor') return request.caller.session;
  throw new HttpError(401, SIGN_IN_REQUIRED);
}
