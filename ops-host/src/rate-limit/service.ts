import { sql } from 'kysely';
import type { Db, Queryable, Tx } from '../db/database.ts';
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

/** 429 with when to try again (seconds, also as Retry-After) when a bucket is full. */
async function assertRoom(
  tx: Queryable,
  buckets: readonly LimitedBucket[],
  message: (seconds: number) => string,
  now: Date,
) {
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
}

/**
 * Runs a guess (a password, a code) that counts against the buckets only when wrong: under the
 * buckets' locks, refuses with 429 when a bucket has used up its attempts (the first full bucket
 * in the given order says when to try again), otherwise runs `attempt` in the same transaction
 * and counts it in every bucket when it answers null. Guesses of one bucket take turns, so a
 * burst of wrong ones cannot all pass the count, and right ones never count, however many come
 * at once (a facility's screens signing in together from one address). Answers what `attempt`
 * answered.
 */
export async function limitedAttempt<T>(
  db: Db,
  buckets: readonly LimitedBucket[],
  message: (seconds: number) => string,
  attempt: (tx: Tx) => Promise<T | null>,
  now: Date = new Date(),
): Promise<T | null> {
  return db.transaction().execute(async (tx) => {
    await lockBuckets(
      tx,
      buckets.map((b) => b.bucket),
    );
    await assertRoom(tx, buckets, message, now);
    const result = await attempt(tx);
    if (result === null && buckets.length > 0) {
      await tx
        .insertInto('rate_limit_hits')
        .values(buckets.map(({ bucket }) => ({ bucket, hit_at: now })))
        .execute();
    }
    return result;
  });
}

/**
 * Counts a request that always counts (an API key's): under the buckets' locks, 429 when a bucket
 * is full (as limitedAttempt), otherwise one hit in every bucket, so concurrent requests cannot
 * all pass the count before any is counted.
 */
export async function countRequest(
  db: Db,
  buckets: readonly LimitedBucket[],
  message: (seconds: number) => string,
  now: Date = new Date(),
): Promise<void> {
  await limitedAttempt(db, buckets, message, async () => null, now);
}

/** Forgets attempts older than any window in use (hourly, with the other pruning). */
export async function pruneHits(db: Queryable, olderThan: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_hits')
    .where('hit_at', '<', olderThan)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
