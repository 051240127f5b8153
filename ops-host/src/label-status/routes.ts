import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { assertFacilityAccess, requireUser } from '../http/access.ts';
import { regionsShippingOnDay, trackerFacilities } from './tracker.ts';

const nullableString = { type: ['string', 'null'] } as const;
const count = { type: 'object', properties: { count: { type: 'integer' } } } as const;

const facilitiesResponse = {
  type: 'object',
  properties: {
    packing_facilities: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          abbreviated_name: { type: 'string' },
          ship_days: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                day: { type: 'string' },
                labels_generated_at: nullableString,
                labels_generated_at_stringify: nullableString,
                expected_shipments: { type: 'integer' },
                estimated_postponed_count: { type: 'integer' },
              },
            },
          },
        },
      },
    },
  },
} as const;

const shipDayResponse = {
  type: 'object',
  properties: {
    regions_shipping_on_day: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          ship_date: { type: 'string' },
          expected_shipments: count,
          labels_progress: { type: 'object', properties: { status: nullableString } },
          postponed_shipments: count,
          labels_error: {
            type: 'array',
            items: {
              type: 'object',
              properties: { error_class: { type: 'string' }, error_message: { type: 'string' } },
            },
          },
        },
      },
    },
  },
} as const;

interface ShipDayParams {
  packingFacilityId: number;
  shipDay: string;
}

export function labelStatusRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(
    '/label_status_tracker/packing_facilities',
    { schema: { response: { 200: facilitiesResponse } } },
    async (request) => {
      const user = request.caller?.kind === 'service' ? undefined : requireUser(request);
      return { packing_facilities: await trackerFacilities(deps.db, user?.facilityIds) };
    },
  );

  app.get<{ Params: ShipDayParams }>(
    '/label_status_tracker/packing_facilities/:packingFacilityId/ship_day/:shipDay',
    {
      schema: {
        params: {
          type: 'object',
          required: ['packingFacilityId', 'shipDay'],
          properties: {
            packingFacilityId: { type: 'integer', minimum: 1 },
            // A calendar day; the ship day entry's `day`.
            shipDay: { type: 'string', format: 'date' },
          },
        },
        response: { 200: shipDayResponse },
      },
    },
    async (request) => {
      const { packingFacilityId, shipDay } = request.params;
      assertFacilityAccess(request, packingFacilityId);
      return {
        regions_shipping_on_day: await regionsShippingOnDay(deps.db, packingFacilityId, shipDay),
      };
    },
  );
}
