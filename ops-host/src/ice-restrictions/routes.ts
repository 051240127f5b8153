import {
  ICE_SIZE_KEY_LIST,
  iceSizeFromKey,
  type IceSizeKey,
} from '@ops/schema/ice-restrictions/ice-sizes';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { authorOf } from '../history/author.ts';
import { checkedFacility, visibleFacilityIds } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { id, nullableId, object } from '../http/schemas.ts';
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
  meal_plan_id: number;
  ice_size: IceSizeKey;
  indefinite_restriction_starting_menu_id: number | null;
  menu_ids: number[];
}

export function iceRestrictionRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(
    '/ice_restrictions',
    {
      config: access.admin('caller'),
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
    async (request) => listIceRestrictions(deps.db, visibleFacilityIds(request)),
  );

  app.put<{ Body: UpdateBody }>(
    '/ice_restrictions',
    {
      config: access.admin(facilityIn.body()),
      schema: {
        body: object(
          {
            packing_facility_id: id,
            meal_plan_id: id,
            ice_size: { type: 'string', enum: [...ICE_SIZE_KEY_LIST] },
            indefinite_restriction_starting_menu_id: nullableId,
            menu_ids: { type: 'array', items: id, maxItems: 100 },
          },
          [
            'packing_facility_id',
            'meal_plan_id',
            'ice_size',
            'indefinite_restriction_starting_menu_id',
            'menu_ids',
          ],
        ),
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
      const iceRestriction = await updateIceRestriction(
        deps.db,
        {
          facilityId: checkedFacility(request).id,
          mealPlanId: body.meal_plan_id,
          size: iceSizeFromKey(body.ice_size)!,
          indefiniteMenuId: body.indefinite_restriction_starting_menu_id,
          menuIds: body.menu_ids,
        },
        authorOf(request),
      );
      return { ice_restriction: iceRestriction };
    },
  );
}
