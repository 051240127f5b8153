import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { mayAccess, type Caller } from '../http/access.ts';
import { access } from '../http/route-access.ts';
import { MAX_BIG_ID, object } from '../http/schemas.ts';
import type { RealtimeHub } from './hub.ts';
import { eventsAfter, latestEventId, type RealtimeEvent } from './publish.ts';

const KEEP_ALIVE_MS = 15_000;
/** Not a spec event: the stream's own first event (docs/rest-api.md). */
export const STREAM_READY_EVENT = 'stream_ready';

// Single spaces between words: label-status-{regionName}-{shipDate} carries region names such as
// 'Upper Peninsula' or "Coeur d'Alene".
const channelField = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  pattern: "^[A-Za-z0-9_.:'-]+( [A-Za-z0-9_.:'-]+)*$",
} as const;

const eventId = { type: 'integer', minimum: 0, maximum: MAX_BIG_ID } as const;

const querySchema = object({ channel: channelField, last_event_id: eventId }, ['channel']);

// An event id as text: at most 15 digits, so that it is read exactly.
const headersSchema = {
  type: 'object',
  properties: { 'last-event-id': { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

/**
 * A channel is readable by callers of its facility (the facility is in its name, or is its
 * shipping region's); the supervisor code's channel by admin users and read-write API keys, each
 * getting the events of its own facilities (docs/security.md).
 */
const channelAccess = access.floor({ part: 'query', field: 'channel', by: 'channel' });

/**
 * An event that names a facility (a supervisor code's refresh, on the one channel of every
 * facility's codes) goes only to callers who may see that facility.
 */
function visibleTo(caller: Caller | null, event: RealtimeEvent): boolean {
  const facilityId = (event.payload as { packing_facility_id?: unknown } | null)
    ?.packing_facility_id;
  return typeof facilityId !== 'number' || (caller !== null && mayAccess(caller, facilityId));
}

function formatEvent(event: RealtimeEvent): string {
  return `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

/** GET /realtime/stream?channel=…: the channel's events as Server-Sent Events, resumable. */
export function realtimeRoutes(app: FastifyInstance, deps: { db: Db; hub: RealtimeHub }) {
  // The gateway asks here, with each subscriber's own credentials, before it hands a subscriber
  // the channel's events (its one upstream stream per channel reads as a service).
  app.get<{ Querystring: { channel: string } }>(
    '/realtime/access',
    {
      config: channelAccess,
      schema: { querystring: object({ channel: channelField }, ['channel']) },
    },
    async (_request, reply) => reply.code(204).send(),
  );

  app.get<{ Querystring: { channel: string; last_event_id?: number } }>(
    '/realtime/stream',
    { config: channelAccess, schema: { querystring: querySchema, headers: headersSchema } },
    async (request, reply) => {
      const { channel } = request.query;
      const caller = request.caller;
      const header = request.headers['last-event-id'];
      let lastSent =
        typeof header === 'string'
          ? Number(header)
          : (request.query.last_event_id ?? (await latestEventId(deps.db)));

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // The first event tells the client where the stream starts, so that a reconnect before any
      // real event still resumes from here, and that the stream is live.
      res.write(`id: ${lastSent}\nevent: ${STREAM_READY_EVENT}\ndata: {}\n\n`);

      // One read at a time per stream; a wake during a read triggers one more read after it.
      let reading = false;
      let again = false;
      let closed = false;
      const pump = async () => {
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            let batch: RealtimeEvent[];
            do {
              batch = await eventsAfter(deps.db, channel, lastSent);
              for (const event of batch) {
                if (closed) return;
                if (visibleTo(caller, event)) res.write(formatEvent(event));
                lastSent = event.id;
              }
            } while (batch.length > 0 && !closed);
          } while (again && !closed);
        } catch (error) {
          request.log.error({ err: error, channel }, 'realtime stream read failed');
          res.destroy();
        } finally {
          reading = false;
        }
      };

      const unsubscribe = deps.hub.onChannel(channel, () => void pump());
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      request.raw.on('close', () => {
        closed = true;
        clearInterval(keepAlive);
        unsubscribe();
      });
      await pump();
    },
  );
}
