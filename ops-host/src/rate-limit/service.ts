import { sql } from 'kysely';
import type { Db, Queryable } from '../db/database.ts';
import { HttpError } from '../http/access.ts';

export interface Limit {
  /** Attempts allowed within the window. */
  attempts: number;
  windowMs: number;
}

/** One bucket an attempt counts against, and its limit. */
export interface LimitedBucket {
  bucket: string;
  limit: Limit;
}

/** The attempt's place in its buckets; given back when the attempt turned out fine. */
export interface Slot {
  /** Forgets the attempt's hits (a right password does not count as a wrong one). */
  giveBack(): Promise<void>;
}

/** Advisory lock space of the buckets (key: hashtext(bucket)); other locks use 7_310_001–005. */
const BUCKET_LOCK_SPACE = 7_310_006;

/**
 * Attempts per bucket within a sliding window, counted in the database so that every
 * operations-host process shares one count (a client cannot spread its guesses over several).
 */
async function recentHits(db: Queryable, bucket: string, limit: Limit, now: Date) {
  const since = new Date(now.getTime() - limit.windowMs);
  const row = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => [eb.fn.countAll<string>().as('hits'), eb.fn.min('hit_at').as('oldest')])
    .where('bucket', '=', bucket)
    // No upper bound: an attempt that waited for the lock counts the hits of those that took
    // theirs meanwhile, even when their clocks read later than its own.
    .where('hit_at', '>', since)
    .executeTakeFirst();
  return { hits: Number(row?.hits ?? 0), oldest: row?.oldest ? new Date(row.oldest) : undefined };
}

/** Waits for the buckets' advisory locks (until the transaction ends), in one order for all. */
async function lockBuckets(tx: Queryable, buckets: string[]) {
  const distinct = [...new Set(buckets)];
  if (distinct.length === 1) {
    await sql`SELECT pg_advisory_xact_lock(${BUCKET_LOCK_SPACE}, hashtext(${distinct[0]}))`.execute(
      tx,
    );
    return;
  }
  // Locked in the order of their keys, so two attempts sharing buckets never wait on each other.
  const { rows } = await sql<{ key: number }>`
    SELECT DISTINCT hashtext(bucket) AS key
    FROM (VALUES ${sql.join(distinct.map((bucket) => sql`(${bucket}::text)`))}) AS b (bucket)
    ORDER BY key`.execute(tx);
  for (const { key } of rows) {
    await sql`SELECT pg_advisory_xact_lock(${BUCKET_LOCK_SPACE}, ${key}::int4)`.execute(tx);
  }
}

/**
 * Takes one attempt's slot in each bucket at once: refuses with 429 when a bucket has used up
 * its attempts (the answer says when to try again, in seconds, also as Retry-After; the first
 * full bucket in the given order says), otherwise counts the attempt in every bucket. The count
 * and the hit are one step under the buckets' locks, so concurrent attempts cannot all pass the
 * count before any is counted. The caller gives the slot back when the attempt turned out fine.
 */
export async function takeSlot(
  db: Db,
  buckets: readonly LimitedBucket[],
  message: (seconds: number) => string,
  now: Date = new Date(),
): Promise<Slot> {
  if (buckets.length === 0) return { giveBack: async () => undefined };
  const ids = await db.transaction().execute(async (tx) => {
    await lockBuckets(
      tx,
      buckets.map((b) => b.bucket),
    );
    for (const { bucket, limit } of buckets) {
      const { hits, oldest } = await recentHits(tx, bucket, limit, now);
      if (hits < limit.attempts) continue;
      const freedAt = (oldest?.getTime() ?? now.getTime()) + limit.windowMs;
      const seconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
      throw new HttpError(
        429,
        message(seconds),
        { retry_after_seconds: seconds },
        { 'retry-after': String(seconds) },
      );
    }
    const rows = await tx
      .insertInto('rate_limit_hits')
      .values(buckets.map(({ bucket }) => ({ bucket, hit_at: now })))
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  });
  return {
    async giveBack() {
      if (ids.length === 0) return;
      await db.deleteFrom('rate_limit_hits').where('id', 'in', ids).execute();
    },
  };
}

/** Forgets attempts older than any window in use (hourly, with the other pruning). */
export async function pruneHits(db: Queryable, olderThan: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_hits')
    .where('hit_at', '<', olderThan)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
