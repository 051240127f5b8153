import type { FacilityKey } from './facility-directory.ts';

/**
 * Where a route's facility comes from: one field of the path, the query or the body, read as an
 * id, a slug, an abbreviation or a name; or a realtime channel's name (its facility is in it).
 */
export interface FacilitySource {
  part: 'params' | 'query' | 'body';
  field: string;
  by: FacilityKey | 'channel';
}

/**
 * What every route declares, once, in its config (docs/security.md):
 * - callers: 'public' (anyone), 'operator' (the service token only), or the kinds of session
 *   admitted (the service token is admitted everywhere but on public routes it is not needed; an
 *   API key wherever admin users are, but on 'session' routes unless it is named);
 * - facility: where its facility comes from; 'caller' for lists of the caller's own facilities;
 *   'none' for data that belongs to no facility (menus); 'session' for the caller's own session,
 *   which a service does not have (403);
 * - notForReadOnlyKeys: the route writes, or hands out a credential, although its method only
 *   reads (GET v2/scans records the scan; the supervisor code opens floor screens): a read-only
 *   API key is refused it (403) as it is refused every other method;
 * - ownBearer: a public route whose Authorization header is a token of its own (GET /metrics and
 *   METRICS_TOKEN), so the header is not read as an API key.
 */
export interface RouteAccess {
  callers: 'public' | 'operator' | readonly ('user' | 'floor' | 'apiKey')[];
  facility: FacilitySource | 'caller' | 'none' | 'session';
  notForReadOnlyKeys?: true;
  ownBearer?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The common facility sources, named as the REST calls name them. */
export const facilityIn = {
  /** `:packingFacilityId` in the path. */
  path: (field = 'packingFacilityId'): FacilitySource => ({ part: 'params', field, by: 'id' }),
  /** `packing_facility_id` in the query string. */
  query: (field = 'packing_facility_id', by: FacilityKey = 'id'): FacilitySource => ({
    part: 'query',
    field,
    by,
  }),
  /** `packing_facility_id` in the JSON body. */
  body: (field = 'packing_facility_id', by: FacilityKey = 'id'): FacilitySource => ({
    part: 'body',
    field,
    by,
  }),
};

/** Route config for each kind of route: `{ config: access.admin(facilityIn.query()) }`. */
export const access = {
  /**
   * Anyone, signed in or not (sign-in, health, the API description). A facility named by a public
   * route is resolved (404 when there is none) but not checked against a caller.
   */
  public: (facility: RouteAccess['facility'] = 'none') => ({
    access: { callers: 'public', facility } as RouteAccess,
  }),
  /** Public, with a bearer token of its own that the route checks (GET /metrics). */
  ownBearer: () => ({
    access: { callers: 'public', facility: 'none', ownBearer: true } as RouteAccess,
  }),
  /** Operator commands: the service token only. */
  operator: () => ({ access: { callers: 'operator', facility: 'none' } as RouteAccess }),
  /** Admin screens: signed-in users of the facility. */
  admin: (
    facility: RouteAccess['facility'],
    options: Pick<RouteAccess, 'notForReadOnlyKeys'> = {},
  ) => ({
    access: { callers: ['user'], facility, ...options } as RouteAccess,
  }),
  /** Floor screens: a floor session of the facility (admin users of it too). */
  floor: (
    facility: RouteAccess['facility'],
    options: Pick<RouteAccess, 'notForReadOnlyKeys'> = {},
  ) => ({
    access: { callers: ['floor', 'user'], facility, ...options } as RouteAccess,
  }),
  /** An internal tool asking about its own API key (the gateway's check of a key). */
  apiKeyOnly: () => ({ access: { callers: ['apiKey'], facility: 'session' } as RouteAccess }),
  /** Floor screens only: a floor session of the facility. */
  floorOnly: (facility: RouteAccess['facility']) => ({
    access: { callers: ['floor'], facility } as RouteAccess,
  }),
};

/**
 * Fields that name a facility wherever they appear: a request naming a facility in a second
 * place must name the same one (else 400), and one the caller may see (else 403).
 */
export const FACILITY_FIELDS: Record<string, FacilityKey> = {
  packing_facility_id: 'id',
  packingFacilityId: 'id',
  packing_facility_slug: 'slug',
  packing_facility_abbreviation: 'abbreviation',
  packing_facility_name: 'name',
};
