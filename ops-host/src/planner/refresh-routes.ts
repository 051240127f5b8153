import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { authorOf } from '../history/author.ts';
import { checkedFacility, visibleFacilityIds } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { id, object, text } from '../http/schemas.ts';
import { refreshLines, refreshPrinters } from './refresh.ts';

/** The planner's pick-to-light refresh calls. */
export function plannerRefreshRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.put<{ Body: { ids: number[] } }>(
    '/pick_to_light/v2/pack_lines/refresh',
    {
      // The lines name their facilities; the service refuses a line of another (403).
      config: access.admin('caller'),
      schema: {
        body: object({ ids: { type: 'array', minItems: 1, maxItems: 100, items: id } }, ['ids']),
      },
    },
    async (request) => ({
      success: true,
      refreshed: await refreshLines(
        db,
        request.body.ids,
        visibleFacilityIds(request),
        authorOf(request),
      ),
    }),
  );

  app.put<{ Body: { packing_facility_name: string } }>(
    '/pick_to_light/v2/printers/refresh',
    {
      config: access.admin(facilityIn.body('packing_facility_name', 'name')),
      schema: {
        body: object({ packing_facility_name: text(100, { minLength: 1 }) }, [
          'packing_facility_name',
        ]),
      },
    },
    async (request) => ({
      success: true,
      signed_out: await refreshPrinters(db, checkedFacility(request), authorOf(request)),
    }),
  );
}
