import {
  authorKey,
  HISTORY_KINDS,
  HISTORY_RECORDED_EVENT,
  isHistoryKind,
} from '@ops/schema/history';
import { channels } from '@ops/schema/realtime';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import type { HistoryAuthorKind, Resolvers } from '../../generated/resolvers.ts';
import type { RealtimeEvent } from '../../realtime/subscriber.ts';
import { listen } from '../../realtime/listen.ts';
import { mapEvents } from '../../realtime/map-events.ts';
import { bodyOrThrow, upstreamError } from '../../upstream/errors.ts';
import { fetchFacility } from '../facilities/facilities-api.ts';
import { fetchHistory, fetchHistoryPeople, postUndo } from './history-api.ts';
import type { HistoryEventModel, HistoryFilterQuery, UpstreamHistoryEntry } from './types.ts';

/** An ID argument as the host's integer id, or undefined when it is not one. */
const integerId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : undefined);

function facilityIdOf(id: string): number {
  const facilityId = integerId(id);
  if (facilityId === undefined) {
    throw new GraphQLError('Not a packing facility id.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return facilityId;
}

const joined = (values: readonly string[] | null | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;

/**
 * The browser's CSV download of the same filters (gateway/src/http/downloads.ts passes it to the
 * host with the browser's own session, so the host's checks apply as for the list).
 */
function csvUrlOf(filter: HistoryFilterQuery): string {
  const params = new URLSearchParams({ packing_facility_id: String(filter.packingFacilityId) });
  for (const name of ['from', 'to', 'kinds', 'screen', 'authors'] as const) {
    const value = filter[name];
    if (value !== undefined) params.set(name, value);
  }
  return `/downloads/history.csv?${params}`;
}

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/**
 * historyRecorded: listens on the facility's history channel (the host refuses floor screens and
 * other facilities' callers), then hands on each entry as recorded, after a first LIVE.
 */
async function subscribeToHistory(packingFacilityId: string, context: GatewayContext) {
  const { upstream, logger } = context;
  const facility = bodyOrThrow(
    await fetchFacility(upstream, String(facilityIdOf(packingFacilityId))),
    logger,
  ).packingFacility;
  const channel = channels.history(facility.abbreviatedName);
  const source = await listen(context, channel);
  await context.realtime.whenLive(channel);
  return mapEvents<RealtimeEvent, HistoryEventModel>(
    source,
    (event) => {
      const entry = (event.payload as { entry?: UpstreamHistoryEntry } | null)?.entry;
      return event.event === HISTORY_RECORDED_EVENT && entry
        ? { value: { event: 'RECORDED', entry } }
        : undefined;
    },
    { first: { event: 'LIVE', entry: null } },
  );
}

export const historyResolvers: Resolvers = {
  Query: {
    async history(_parent, args, { upstream, logger }) {
      const filter: HistoryFilterQuery = {
        packingFacilityId: facilityIdOf(args.packingFacilityId),
        from: args.from ?? undefined,
        to: args.to ?? undefined,
        kinds: joined(args.kinds),
        screen: args.screen ?? undefined,
        authors: joined(args.authors),
      };
      const page = bodyOrThrow(
        await fetchHistory(upstream, {
          ...filter,
          after: args.after ?? undefined,
          first: args.first ?? undefined,
        }),
        logger,
      );
      return { ...page, csvUrl: csvUrlOf(filter) };
    },
    async historyPeople(_parent, { packingFacilityId }, { upstream, logger }) {
      const answer = await fetchHistoryPeople(upstream, facilityIdOf(packingFacilityId));
      return bodyOrThrow(answer, logger).people;
    },
  },

  Mutation: {
    async undoHistoryEntry(_parent, { input }, { upstream, logger }) {
      const facilityId = integerId(input.packingFacilityId);
      const bad = (field: string, message: string) => ({
        entry: null,
        userErrors: [{ field: ['input', field], message }],
      });
      if (facilityId === undefined) return bad('packingFacilityId', 'Not a packing facility id.');
      if (!/^\d{1,15}$/.test(input.id)) return bad('id', 'Not a history entry id.');
      const result = await postUndo(upstream, facilityId, input.id);
      // Refused (changed since, cannot be undone, already undone, no such entry): the user's to
      // read, as data; nothing was changed.
      if (!result.ok && [404, 409, 422].includes(result.status)) {
        const message = result.body?.message ?? 'The change was not undone.';
        return { entry: null, userErrors: [{ field: ['input', 'id'], message }] };
      }
      if (!result.ok) throw upstreamError(result, logger);
      return { entry: result.body.entry, userErrors: [] };
    },
  },

  Subscription: {
    historyRecorded: {
      subscribe: (_parent, { packingFacilityId }, context) =>
        subscribeToHistory(packingFacilityId, context),
      resolve: (event: HistoryEventModel) => event,
    },
  },

  HistoryEntry: {
    id: (entry) => String(entry.id),
    packingFacilityId: (entry) =>
      entry.packingFacilityId === null ? null : String(entry.packingFacilityId),
    kindLabel: (entry) =>
      isHistoryKind(entry.kind) ? HISTORY_KINDS[entry.kind].label : entry.kind,
    before: (entry) => json(entry.before),
    after: (entry) => json(entry.after),
    undoOf: (entry) => (entry.undoOf === null ? null : String(entry.undoOf)),
    undoneBy: (entry) => (entry.undoneBy === null ? null : String(entry.undoneBy)),
  },

  HistoryAuthor: {
    kind: (author) => author.kind.toUpperCase() as HistoryAuthorKind,
    key: (author) => authorKey(author),
  },
};
