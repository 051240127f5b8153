import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { checkedFacility } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { facilityAbbreviation, id, MAX_INT, object, text } from '../http/schemas.ts';
import { MEAL_CARD_ZONE, type ZoneRef } from '../pack-lines/lines.ts';
import { recordHeartbeat } from './heartbeats.ts';
import { OFFLINE_SWEEP_MS, publishStatusChange, sweepOfflineScreens } from './status-changes.ts';
import { facilityStatuses } from './statuses.ts';

/** A zone as floor screens name it: its number (0: the printer screen) or MealCard. */
export const zoneRefSchema = {
  anyOf: [
    { type: 'integer', minimum: 0, maximum: MAX_INT },
    { type: 'string', enum: [MEAL_CARD_ZONE] },
  ],
} as const;

export const lineLetterSchema = { type: 'string', pattern: '^[A-Za-z]$' } as const;

interface RegisterEventBody {
  packing_facility_abbreviation: string;
  line_letter: string;
  pack_line_zone_id: ZoneRef;
  event_type: string;
  zone_state?: string | null;
}

export function statusWallRoutes(app: FastifyInstance, deps: { db: Db }) {
  // Status walls hear of a screen going offline without waiting for their next poll.
  let sweep: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      sweepOfflineScreens(deps.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'offline sweep failed'),
      );
    }, OFFLINE_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post<{ Body: RegisterEventBody }>(
    '/register_event',
    {
      config: access.floor(facilityIn.body('packing_facility_abbreviation', 'abbreviation')),
      schema: {
        body: object(
          {
            packing_facility_abbreviation: facilityAbbreviation,
            line_letter: lineLetterSchema,
            pack_line_zone_id: zoneRefSchema,
            event_type: text(40, { minLength: 1 }),
            zone_state: { anyOf: [text(40), { type: 'null' }] },
          },
          ['packing_facility_abbreviation', 'line_letter', 'pack_line_zone_id', 'event_type'],
        ),
        response: {
          200: {
            type: 'object',
            properties: { registered: { type: 'boolean' }, received_at: { type: 'string' } },
          },
        },
      },
    },
    async (request) => {
      const { body } = request;
      const facility = checkedFacility(request);
      const { receivedAt, cameOnline } = await recordHeartbeat(deps.db, {
        facilityId: facility.id,
        lineLetter: body.line_letter,
        zone: body.pack_line_zone_id,
        eventType: body.event_type,
        zoneState: body.zone_state ?? null,
      });
      if (cameOnline) await publishStatusChange(deps.db, facility.abbreviation, 'online');
      return { registered: true, received_at: receivedAt.toISOString() };
    },
  );

  app.get<{ Querystring: { packing_facility_id: number } }>(
    '/statuses',
    {
      config: access.floor(facilityIn.query()),
      schema: { querystring: object({ packing_facility_id: id }, ['packing_facility_id']) },
    },
    async (request) => ({
      pack_lines: await facilityStatuses(deps.db, checkedFacility(request).id),
    }),
  );
}
