import { HISTORY_PAGE_MAX, HISTORY_SCREENS } from '@ops/schema/history';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { checkedFacility } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { bigId, id, object, text } from '../http/schemas.ts';
import { authorOf } from './author.ts';
import { historyCsv, historyPeople, listHistory, type HistoryFilter } from './list.ts';
import { undoHistoryEntry } from './undo.ts';

interface FilterQuery {
  packing_facility_id: number;
  from?: string;
  to?: string;
  /** Comma-separated kinds. */
  kinds?: string;
  screen?: string;
  /** Comma-separated author keys (user:3,api_key:7). */
  authors?: string;
}

const filterProperties = {
  packing_facility_id: id,
  from: { type: 'string', format: 'date-time' },
  to: { type: 'string', format: 'date-time' },
  kinds: text(2000),
  screen: { type: 'string', enum: [...HISTORY_SCREENS] },
  authors: text(2000),
} as const;

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function filterOf(request: FastifyRequest<{ Querystring: FilterQuery }>): HistoryFilter {
  const query = request.query;
  return {
    facilityId: checkedFacility(request).id,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    kinds: list(query.kinds),
    screen: query.screen,
    authors: list(query.authors),
  };
}

const authorSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string' },
    id: { type: ['string', 'null'] },
    name: { type: 'string' },
  },
} as const;

const entrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    recorded_at: { type: 'string', format: 'date-time' },
    packing_facility_id: { type: ['integer', 'null'] },
    screen: { type: 'string' },
    kind: { type: 'string' },
    author: authorSchema,
    summary: { type: 'string' },
    // The recording screen's own JSON, passed on as it is.
    before: {},
    after: {},
    undoable: { type: 'boolean' },
    not_undoable_reason: { type: ['string', 'null'] },
    undo_of: { type: ['integer', 'null'] },
    undone_by: { type: ['integer', 'null'] },
  },
} as const;

/**
 * A facility's history: for its admin users and API keys (the undo for read-write keys, as every
 * change), never a floor screen, whose changes it lists.
 */
export function historyRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const read = access.admin(facilityIn.query());

  app.get<{ Querystring: FilterQuery & { after?: string; first?: number } }>(
    '/history',
    {
      config: read,
      schema: {
        querystring: object(
          {
            ...filterProperties,
            after: text(200),
            first: { type: 'integer', minimum: 1, maximum: HISTORY_PAGE_MAX },
          },
          ['packing_facility_id'],
        ),
        response: {
          200: {
            type: 'object',
            properties: {
              entries: { type: 'array', items: entrySchema },
              next_cursor: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    async (request) =>
      listHistory(db, filterOf(request), {
        after: request.query.after,
        first: request.query.first,
      }),
  );

  app.get<{ Querystring: { packing_facility_id: number } }>(
    '/history/people',
    {
      config: read,
      schema: {
        querystring: object({ packing_facility_id: id }, ['packing_facility_id']),
        response: {
          200: {
            type: 'object',
            properties: { people: { type: 'array', items: authorSchema } },
          },
        },
      },
    },
    async (request) => ({ people: await historyPeople(db, checkedFacility(request).id) }),
  );

  app.get<{ Querystring: FilterQuery }>(
    '/history.csv',
    {
      config: read,
      schema: { querystring: object(filterProperties, ['packing_facility_id']) },
    },
    async (request, reply) => {
      const facility = checkedFacility(request);
      const csv = await historyCsv(db, filterOf(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="history-${facility.slug}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post<{ Params: { id: number }; Body: { packing_facility_id: number } }>(
    '/history/:id/undo',
    {
      config: access.admin(facilityIn.body()),
      schema: {
        params: object({ id: bigId }, ['id']),
        body: object({ packing_facility_id: id }, ['packing_facility_id']),
        response: { 200: { type: 'object', properties: { entry: entrySchema } } },
      },
    },
    async (request) => ({
      entry: await undoHistoryEntry(
        db,
        checkedFacility(request),
        request.params.id,
        authorOf(request),
      ),
    }),
  );
}
