import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { countPublished } from '../observability/metrics.ts';

/** The PostgreSQL NOTIFY channel that tells every operations-host process of a new event. */
export const REALTIME_NOTIFY_CHANNEL = 'realtime_events';

export interface RealtimeEvent {
  id: number;
  channel: string;
  event: string;
  payload: unknown;
}

/** Key of the advisory lock that orders event ids by commit (any constant of ours). */
const PUBLISH_LOCK_KEY = 7_310_001;

/**
 * Appends an event to its channel and notifies every listening process. Inside a transaction,
 * PostgreSQL delivers the notification only on commit, so listeners never see an event that was
 * rolled back.
 */
export async function publishEvent(
  db: Queryable,
  channel: string,
  event: string,
  payload: Record<string, unknown> = {},
): Promise<RealtimeEvent> {
  const { rows } = await sql<RealtimeEvent>`
    WITH ${publishing(sql`SELECT ${channel} AS channel, ${event} AS event, ${JSON.stringify(payload)}::jsonb AS payload`)}
    SELECT published.* FROM published, notified`.execute(db);
  countPublished(event);
  return rows[0]!;
}

/**
 * The common table expressions that publish the rows of `events` (a query of channel, event and
 * payload, which may read an earlier expression of the same statement): `published` holds the
 * appended events, `notified` their notifications; the statement must read `notified` for them
 * to be sent. Whoever publishes this way counts what it published (countPublished).
 *
 * Streams read "every event after the last id I sent", which is only lossless if ids become
 * visible in id order. Two transactions could otherwise commit their events out of order (the
 * later id first) and a stream would skip the earlier one; the transaction-scoped advisory lock
 * makes publishers take ids one after another, each holding the lock until it commits. The lock
 * comes first (the insert reads its row before it takes an id), the notification last.
 */
export function publishing(events: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`ordered AS (SELECT pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})),
    published AS (
      INSERT INTO realtime_events (channel, event, payload)
      SELECT events.channel, events.event, events.payload FROM (${events}) AS events, ordered
      RETURNING id, channel, event, payload
    ),
    notified AS (
      SELECT pg_notify(${REALTIME_NOTIFY_CHANNEL}, json_build_object('channel', channel, 'id', id)::text)
      FROM published
    )`;
}

/** Events of a channel after an id, oldest first. */
export async function eventsAfter(
  db: Queryable,
  channel: string,
  afterId: number,
  limit = 500,
): Promise<RealtimeEvent[]> {
  return db
    .selectFrom('realtime_events')
    .select(['id', 'channel', 'event', 'payload'])
    .where('channel', '=', channel)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The id of the newest event of any channel (0 when none): a new stream starts after it. */
export async function latestEventId(db: Queryable): Promise<number> {
  const row = await db
    .selectFrom('realtime_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
