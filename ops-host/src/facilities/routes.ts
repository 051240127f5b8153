import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { checkedFacility, HttpError, visibleFacilityIds } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { facilityParams } from '../http/schemas.ts';
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
    time_zone: { type: 'string' },
  },
} as const;

export function facilityRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(
    '/accessible_packing_facilities',
    {
      config: access.admin('caller'),
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { packing_facilities: { type: 'array', items: facilitySchema } },
          },
        },
      },
    },
    async (request) => ({
      packing_facilities: await listFacilities(deps.db, visibleFacilityIds(request)),
    }),
  );

  app.get(
    '/packing_facilities/:packingFacilityId',
    {
      config: access.admin(facilityIn.path()),
      schema: {
        params: facilityParams,
        response: { 200: { type: 'object', properties: { packing_facility: facilitySchema } } },
      },
    },
    async (request) => {
      const facility = await findFacility(deps.db, checkedFacility(request).id);
      if (!facility) throw new HttpError(404, 'Packing facility not found.');
      return { packing_facility: facility };
    },
  );
}
