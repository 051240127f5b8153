import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/sessions.ts';

/** Who is calling: a signed-in user, or a trusted service (gateway bridge, operator command). */
export type Caller = { kind: 'user'; user: SessionUser } | { kind: 'service' };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
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
  ) {
    super(message);
  }
}

export const FORBIDDEN_FACILITY = 'You do not have access to this packing facility.';

/** The caller may see this facility (services see all). Throws 403 otherwise. */
export function assertFacilityAccess(request: FastifyRequest, facilityId: number): void {
  const caller = request.caller;
  if (!caller) throw new HttpError(401, 'Sign in required.');
  if (caller.kind === 'user' && !caller.user.facilityIds.includes(facilityId)) {
    throw new HttpError(403, FORBIDDEN_FACILITY);
  }
}

/** The signed-in user; 401 when the call comes from a service or nobody. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (request.caller?.kind === 'user') return request.caller.user;
  throw new HttpError(401, 'Sign in required.');
}

/** Only the service token may call this (operator commands); 403 for anyone else. */
export function requireService(request: FastifyRequest): void {
  if (request.caller?.kind !== 'service')
    throw new HttpError(403, 'Only the operator may call this.');
}
