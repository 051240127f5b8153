import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import type { FacilityDirectory } from '../http/facility-directory.ts';
import { access } from '../http/route-access.ts';
import { object, text } from '../http/schemas.ts';
import type { Limit } from '../rate-limit/service.ts';
import { countApiKeyRequest, createApiKey, listApiKeys, revokeApiKey } from './service.ts';

const listingSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    facilities: { type: 'array', items: { type: 'string' } },
    scope: { type: 'string' },
    created_at: { type: 'string' },
    last_used_at: { type: ['string', 'null'] },
  },
} as const;

const nameField = text(100, { minLength: 1 });

/**
 * API keys of internal tools: the operator's commands (create, list, revoke), and the gateway's
 * check of the key a tool sent (GET /api_key, once per GraphQL operation, counted against the
 * key's rate limit).
 */
export function apiKeyRoutes(
  app: FastifyInstance,
  deps: { db: Db; directory: FacilityDirectory; limit: Limit },
) {
  app.get(
    '/api_key',
    {
      config: access.apiKeyOnly(),
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              read_only: { type: 'boolean' },
              packing_facility_ids: { type: 'array', items: { type: 'integer' } },
            },
          },
        },
      },
    },
    async (request) => {
      const caller = request.caller;
      if (caller?.kind !== 'apiKey') throw new HttpError(401, 'An API key is required.');
      await countApiKeyRequest(deps.db, caller.key, deps.limit);
      return {
        name: caller.key.name,
        read_only: caller.key.readOnly,
        packing_facility_ids: caller.key.facilityIds,
      };
    },
  );

  app.post<{ Body: { name: string; facilities: string[]; read_only?: boolean } }>(
    '/operator/api_keys',
    {
      config: access.operator(),
      schema: {
        body: object(
          {
            name: nameField,
            facilities: { type: 'array', minItems: 1, maxItems: 50, items: text(64) },
            read_only: { type: 'boolean' },
          },
          ['name', 'facilities'],
        ),
      },
    },
    async (request, reply) => {
      const { key, listing } = await createApiKey(deps.db, deps.directory, {
        name: request.body.name,
        facilities: request.body.facilities,
        readOnly: request.body.read_only ?? false,
      });
      return reply.code(201).send({ ...listing, key });
    },
  );

  app.get(
    '/operator/api_keys',
    {
      config: access.operator(),
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { api_keys: { type: 'array', items: listingSchema } },
          },
        },
      },
    },
    async () => ({ api_keys: await listApiKeys(deps.db) }),
  );

  app.post<{ Body: { name: string } }>(
    '/operator/api_keys/revoke',
    { config: access.operator(), schema: { body: object({ name: nameField }, ['name']) } },
    async (request) => revokeApiKey(deps.db, request.body.name),
  );
}
