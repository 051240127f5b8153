import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireUser } from '../http/access.ts';
import { access } from '../http/route-access.ts';
import { nullableId, object } from '../http/schemas.ts';
import { readPreferences, savePreferences, type UserPreferences } from './service.ts';

const preferencesSchema = {
  type: 'object',
  properties: {
    packing_facility_id: { type: ['integer', 'null'] },
    menu_id: { type: ['integer', 'null'] },
  },
} as const;

const answer = { 200: object({ user_preferences: preferencesSchema }) } as const;

/**
 * The signed-in user's own preferences: the facility and menu the admin screens open on. Kept on
 * the host, so they follow the user to another browser. A facility named in the body is checked
 * like any other (403 for one that is not the user's).
 */
export function userPreferenceRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(
    '/user_preferences',
    { config: access.admin('session'), schema: { response: answer } },
    async (request) => {
      const user = requireUser(request);
      return { user_preferences: await readPreferences(deps.db, user.id, user.facilityIds) };
    },
  );

  app.put<{ Body: Partial<UserPreferences> }>(
    '/user_preferences',
    {
      config: access.admin('session'),
      schema: {
        body: object({ packing_facility_id: nullableId, menu_id: nullableId }),
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        user_preferences: await savePreferences(deps.db, user.id, user.facilityIds, request.body),
      };
    },
  );
}
