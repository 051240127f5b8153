import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { access } from '../http/route-access.ts';
import { object } from '../http/schemas.ts';
import { listMenus, previousMenu } from './service.ts';

export const menuSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    menu_id: { type: 'integer' },
    menu_slug: { type: 'string' },
    ends_at: { type: 'string' },
  },
} as const;

export function menuRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get<{
    Querystring: { get_menus_cached_for_pickables?: boolean; get_previous_menu_only?: boolean };
  }>(
    '/menus',
    {
      // Menus belong to no facility; the printer kiosk reads the menu being packed too.
      config: access.floor('none'),
      schema: {
        querystring: object({
          get_menus_cached_for_pickables: { type: 'boolean' },
          get_previous_menu_only: { type: 'boolean' },
        }),
        response: {
          200: {
            type: 'object',
            properties: {
              menus: { type: 'array', items: menuSchema },
              menu: { anyOf: [menuSchema, { type: 'null' }] },
            },
          },
        },
      },
    },
    async (request) => {
      if (request.query.get_previous_menu_only) return { menu: await previousMenu(deps.db) };
      return { menus: await listMenus(deps.db) };
    },
  );
}
