import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { access, type RouteAccess } from './route-access.ts';

/** Where the operations host publishes its API description (docs/rest-api.md). */
export const OPENAPI_PATH = '/openapi.json';

/** The security scheme of each kind of caller (components.securitySchemes below). */
const SCHEME = {
  user: 'adminSession',
  floor: 'floorSession',
  apiKey: 'apiKey',
  service: 'serviceToken',
} as const;

/**
 * The credentials a route admits, each one enough on its own (OpenAPI lists alternatives), as the
 * access check decides (admit() in authenticate.ts): none on public routes; the service token
 * alone on operator routes; otherwise the sessions named, an API key where it is named, and,
 * but on routes about the caller's own session (facility 'session'), the service token and an
 * API key where admin users are.
 */
function securityOf(declared: RouteAccess): Array<Record<string, string[]>> {
  if (declared.callers === 'public') return [];
  if (declared.callers === 'operator') return [{ [SCHEME.service]: [] }];
  const allowed = declared.callers;
  const ownSession = declared.facility === 'session';
  const kinds: Array<keyof typeof SCHEME> = [];
  if (allowed.includes('user')) kinds.push('user');
  if (allowed.includes('floor')) kinds.push('floor');
  if (allowed.includes('apiKey') || (allowed.includes('user') && !ownSession)) kinds.push('apiKey');
  if (!ownSession) kinds.push('service');
  return kinds.map((kind) => ({ [SCHEME[kind]]: [] }));
}

/**
 * OpenAPI 3 generated from the routes' own JSON schemas, so integrators and our tests read the
 * contract the host enforces. Each operation also carries its access declaration as
 * `x-access` (who may call it, where its facility comes from).
 */
export const openApiOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Packing operations host',
      version: '1.0.0',
      description:
        'The REST API behind the packing operations app. Bodies and answers are JSON with ' +
        'snake_case keys; every refusal is a 4xx with `{ message }` naming the field or rule.',
    },
    components: {
      securitySchemes: {
        adminSession: { type: 'apiKey', in: 'cookie', name: 'ops_session' },
        floorSession: { type: 'apiKey', in: 'cookie', name: 'ops_floor_session' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key of an internal tool (`Authorization: Bearer opk_…`), for the facilities ' +
            'it was created for; a read-only key may only read (GET).',
        },
        serviceToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The operator service token (`OPS_SERVICE_TOKEN`): every facility.',
        },
      },
    },
  },
  transform: ({ schema, url, route }) => {
    const declared = route.config?.access;
    return {
      url,
      schema: {
        ...schema,
        ...(declared ? { 'x-access': declared, security: securityOf(declared) } : {}),
      } as typeof schema,
    };
  },
};

export function openApiRoute(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, { config: access.public(), schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
