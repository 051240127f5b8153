import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import { access } from '../http/route-access.ts';
import { currentLoginCode } from './service.ts';

export function loginCodeRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(
    '/pack_line_planner/authentication/fetch_login_code',
    {
      // The supervisor's code: admin users only, never a floor screen.
      config: access.admin('none'),
      schema: {
        response: { 200: { type: 'object', properties: { login_code: { type: 'string' } } } },
      },
    },
    async () => {
      const current = await currentLoginCode(deps.db);
      if (!current) throw new HttpError(503, 'No login code has been generated yet.');
      return { login_code: current.code };
    },
  );
}
