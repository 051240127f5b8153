import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

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
  if (!db.isTransaction) {
    return db.transaction().execute((tx) => publishEvent(tx, channel, event, payload));
  }
  await sql`SELECT pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})`.execute(db);
  const row = await db
    .insertInto('realtime_events')
    .values({ channel, event, payload: JSON.stringify(payload) })
    .returning(['id', 'channel', 'event', 'payload'])
    .executeTakeFirstOrThrow();
  const note = JSON.stringify({ channel, id: row.id });
  await sql`SELECT pg_notify(${REALTIME_NOTIFY_CHANNEL}, ${note})`.execute(db);
  return row;
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
