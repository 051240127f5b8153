import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { access, type RouteAccess } from './route-access.ts';

/** Where the operations host publishes its API description (docs/rest-api.md). */
export const OPENAPI_PATH = '/openapi.json';

const SECURITY: Record<string, Array<Record<string, string[]>>> = {
  public: [],
  operator: [{ serviceToken: [] }],
  user: [{ adminSession: [] }],
  floor: [{ floorSession: [] }],
};

function securityOf(declared: RouteAccess | undefined) {
  if (!declared) return undefined;
  if (typeof declared.callers === 'string') return SECURITY[declared.callers];
  return declared.callers.flatMap((kind) => SECURITY[kind] ?? []);
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
        serviceToken: { type: 'http', scheme: 'bearer' },
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
