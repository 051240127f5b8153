import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { checkedFacility, visibleFacilityIds } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { date, id, object } from '../http/schemas.ts';
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
  shipDay: string;
}

export function labelStatusRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(
    '/label_status_tracker/packing_facilities',
    { config: access.admin('caller'), schema: { response: { 200: facilitiesResponse } } },
    async (request) => ({
      packing_facilities: await trackerFacilities(deps.db, visibleFacilityIds(request)),
    }),
  );

  app.get<{ Params: ShipDayParams }>(
    '/label_status_tracker/packing_facilities/:packingFacilityId/ship_day/:shipDay',
    {
      config: access.admin(facilityIn.path()),
      schema: {
        // shipDay: a calendar day, the ship day entry's `day`.
        params: object({ packingFacilityId: id, shipDay: date }, ['packingFacilityId', 'shipDay']),
        response: { 200: shipDayResponse },
      },
    },
    async (request) => {
      const facilityId = checkedFacility(request).id;
      return {
        regions_shipping_on_day: await regionsShippingOnDay(
          deps.db,
          facilityId,
          request.params.shipDay,
        ),
      };
    },
  );
}
