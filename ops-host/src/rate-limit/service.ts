import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/access.ts';

export interface Limit {
  /** Attempts allowed within the window. */
  attempts: number;
  windowMs: number;
}

/**
 * Failed attempts per bucket within a sliding window, counted in the database so that every
 * operations-host process shares one count (a client cannot spread its guesses over several).
 */
export async function recentHits(
  db: Queryable,
  bucket: string,
  limit: Limit,
  now: Date = new Date(),
) {
  const since = new Date(now.getTime() - limit.windowMs);
  const row = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => [eb.fn.countAll<string>().as('hits'), eb.fn.min('hit_at').as('oldest')])
    .where('bucket', '=', bucket)
    .where('hit_at', '>', since)
    .where('hit_at', '<=', now)
    .executeTakeFirst();
  return { hits: Number(row?.hits ?? 0), oldest: row?.oldest ? new Date(row.oldest) : undefined };
}

/**
 * Refuses with 429 when the bucket has used up its attempts; the answer says when to try again
 * (seconds, also as Retry-After).
 */
export async function assertWithinLimit(
  db: Queryable,
  bucket: string,
  limit: Limit,
  message: (seconds: number) => string,
  now: Date = new Date(),
): Promise<void> {
  const { hits, oldest } = await recentHits(db, bucket, limit, now);
  if (hits < limit.attempts) return;
  const freedAt = (oldest?.getTime() ?? now.getTime()) + limit.windowMs;
  const seconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
  throw new HttpError(
    429,
    message(seconds),
    { retry_after_seconds: seconds },
    { 'retry-after': String(seconds) },
  );
}

/** Counts one failed attempt against the bucket. */
export async function recordHit(
  db: Queryable,
  bucket: string,
  now: Date = new Date(),
): Promise<void> {
  await db.insertInto('rate_limit_hits').values({ bucket, hit_at: now }).execute();
}

/** Forgets attempts older than any window in use (hourly, with the other pruning). */
export async function pruneHits(db: Queryable, olderThan: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_hits')
    .where('hit_at', '<', olderThan)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
