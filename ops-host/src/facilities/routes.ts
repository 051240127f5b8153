import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import { findFacility, listFacilities } from './service.ts';

const facilitySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    abbreviated_name: { type: 'string' },
    colloquial_name: { type: 'string' },
    slug: { type: 'string' },
    ship_days: { type: 'array', items: { type: 'string' } },
  },
} as const;

export function facilityRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(
    '/accessible_packing_facilities',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { packing_facilities: { type: 'array', items: facilitySchema } },
          },
        },
      },
    },
    async (request) => {
      const caller = request.caller;
      const ids = caller?.kind === 'user' ? caller.user.facilityIds : undefined;
      return { packing_facilities: await listFacilities(deps.db, ids) };
    },
  );

  // The facility check itself is central (http/authenticate.ts): a user reaches this handler
  // only for a facility they may see.
  app.get<{ Params: { packingFacilityId: number } }>(
    '/packing_facilities/:packingFacilityId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['packingFacilityId'],
          properties: { packingFacilityId: { type: 'integer', minimum: 1 } },
        },
        response: { 200: { type: 'object', properties: { packing_facility: facilitySchema } } },
      },
    },
    async (request) => {
      const facility = await findFacility(deps.db, request.params.packingFacilityId);
      if (!facility) throw new HttpError(404, 'Packing facility not found.');
      return { packing_facility: facility };
    },
  );
}
