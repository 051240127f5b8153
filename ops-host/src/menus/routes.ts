import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
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
      schema: {
        querystring: {
          type: 'object',
          properties: {
            get_menus_cached_for_pickables: { type: 'boolean' },
            get_previous_menu_only: { type: 'boolean' },
          },
          additionalProperties: false,
        },
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
