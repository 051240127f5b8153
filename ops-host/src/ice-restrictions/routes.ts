import {
  ICE_SIZE_KEY_LIST,
  iceSizeFromKey,
  type IceSizeKey,
} from '@ops/schema/ice-restrictions/ice-sizes';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { menuSchema } from '../menus/routes.ts';
import { listIceRestrictions, updateIceRestriction } from './service.ts';

const menuRef = {
  type: 'object',
  properties: { menu_id: { type: 'integer' }, menu_slug: { type: 'string' } },
} as const;

const mealPlanSchema = {
  type: 'object',
  properties: {
    uuid: { type: 'string' },
    meal_plan_id: { type: 'integer' },
    meal_plan_slug: { type: 'string' },
    indefinite_restriction: { anyOf: [menuRef, { type: 'null' }] },
    menu_restrictions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          uuid: { type: ['string', 'null'] },
          menu_id: { type: 'integer' },
          menu_slug: { type: 'string' },
          ice_restriction: { type: 'boolean' },
        },
      },
    },
  },
} as const;

interface UpdateBody {
  packing_facility_id: number;
  meal_plan_id: number;
  ice_size: IceSizeKey;
  indefinite_restriction_starting_menu_id: number | null;
  menu_ids: number[];
}

export function iceRestrictionRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(
    '/ice_restrictions',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              menus: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { ...menuSchema.properties, is_past: { type: 'boolean' } },
                },
              },
              packing_facilities: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    packing_facility_id: { type: 'integer' },
                    packing_facility_name: { type: 'string' },
                    ice_restrictions: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          ice_size: { type: 'string' },
                          meal_plans: { type: 'array', items: mealPlanSchema },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const caller = request.caller;
      return listIceRestrictions(
        deps.db,
        caller?.kind === 'user' ? caller.user.facilityIds : undefined,
      );
    },
  );

  // The facility check is central (http/authenticate.ts): a user reaches this handler only for a
  // facility they may see.
  app.put<{ Body: UpdateBody }>(
    '/ice_restrictions',
    {
      schema: {
        body: {
          type: 'object',
          required: [
            'packing_facility_id',
            'meal_plan_id',
            'ice_size',
            'indefinite_restriction_starting_menu_id',
            'menu_ids',
          ],
          additionalProperties: false,
          properties: {
            packing_facility_id: { type: 'integer', minimum: 1 },
            meal_plan_id: { type: 'integer', minimum: 1 },
            ice_size: { type: 'string', enum: [...ICE_SIZE_KEY_LIST] },
            indefinite_restriction_starting_menu_id: { type: ['integer', 'null'], minimum: 1 },
            menu_ids: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 100 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              ice_restriction: {
                type: 'object',
                properties: {
                  packing_facility_id: { type: 'integer' },
                  ice_size: { type: 'string' },
                  meal_plan: mealPlanSchema,
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const body = request.body;
      const iceRestriction = await updateIceRestriction(deps.db, {
        facilityId: body.packing_facility_id,
        mealPlanId: body.meal_plan_id,
        size: iceSizeFromKey(body.ice_size)!,
        indefiniteMenuId: body.indefinite_restriction_starting_menu_id,
        menuIds: body.menu_ids,
      });
      return { ice_restriction: iceRestriction };
    },
  );
}
