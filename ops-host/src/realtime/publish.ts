import { sql } from 'kysely';
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
 *
 * Streams read "every event after the last id I sent", which is only lossless if ids become
 * visible in id order. Two transactions could otherwise commit their events out of order (the
 * later id first) and a stream would skip the earlier one; the transaction-scoped advisory lock
 * makes publishers take ids one after another, each holding the lock until it commits.
 */
export async function publishEvent(
  db: Queryable,
  channel: string,
  event: string,
  payload: Record<string, unknown> = {},
): Promise<RealtimeEvent> {
  // One statement, so a call outside a transaction is a transaction of its own: the lock, then
  // the insert (its id is taken once the lock is held, as the insert reads the lock's row), then
  // the notification of the inserted row.
  const { rows } = await sql<RealtimeEvent>`
    WITH ordered AS (SELECT pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})),
    inserted AS (
      INSERT INTO realtime_events (channel, event, payload)
      SELECT ${channel}, ${event}, ${JSON.stringify(payload)}::jsonb FROM ordered
      RETURNING id, channel, event, payload
    ),
    notified AS (
      SELECT pg_notify(${REALTIME_NOTIFY_CHANNEL}, json_build_object('channel', channel, 'id', id)::text)
      FROM inserted
    )
    SELECT inserted.* FROM inserted, notified`.execute(db);
  countPublished(event);
  return rows[0]!;
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
