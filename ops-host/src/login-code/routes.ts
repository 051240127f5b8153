import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { checkedFacility, HttpError } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { id, object } from '../http/schemas.ts';
import { currentLoginCode } from './service.ts';

export function loginCodeRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get<{ Querystring: { packing_facility_id: number } }>(
    '/pack_line_planner/authentication/fetch_login_code',
    {
      // A facility's code opens its floor screens: admin users of that facility and its
      // read-write API keys only; never a floor screen, never a read-only key.
      config: access.admin(facilityIn.query(), { notForReadOnlyKeys: true }),
      schema: {
        querystring: object({ packing_facility_id: id }, ['packing_facility_id']),
        response: {
          200: {
            type: 'object',
            properties: {
              login_code: { type: 'string' },
              packing_facility_id: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request) => {
      const facility = checkedFacility(request);
      const current = await currentLoginCode(deps.db, facility.id);
      if (!current) throw new HttpError(503, 'No login code has been generated yet.');
      return { login_code: current.code, packing_facility_id: facility.id };
    },
  );
}
