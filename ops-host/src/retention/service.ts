import type { Db } from '../db/database.ts';
import { pruneLoginCodes } from '../login-code/service.ts';
import { pruneHits } from '../rate-limit/service.ts';

/** Rate limits look back a minute; an hour of attempts is more than any of them reads. */
const RATE_LIMIT_HISTORY_MS = 3_600_000;
/** Zone error rates look back an hour. */
const ZONE_SCAN_MINUTES_KEPT_MS = 2 * 3_600_000;

export interface RetentionResult {
  realtimeEvents: number;
  sessions: number;
  loginCodes: number;
  rateLimitHits: number;
  history: number;
}

/**
 * Removes what no one needs any more: realtime events older than the resume window (a stream
 * resumes within seconds or minutes; a screen away longer refetches its state), expired sessions,
 * login codes past their grace period (each facility's current code is always kept), history entries
 * past their retention, and counted attempts
 * older than any rate limit reads (and per-minute scan counts older than zone error rates read).
 */
export async function pruneExpired(
  db: Db,
  options: { eventRetentionMs: number; historyRetentionMs: number; now?: Date },
): Promise<RetentionResult> {
  const now = options.now ?? new Date();
  const events = await db
    .deleteFrom('realtime_events')
    .where('created_at', '<', new Date(now.getTime() - options.eventRetentionMs))
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  const codes = await pruneLoginCodes(db, now);
  const rateLimitHits = await pruneHits(db, new Date(now.getTime() - RATE_LIMIT_HISTORY_MS));
  // Zone error rates read the last hour of per-minute scan counts; the scans themselves stay.
  await db
    .deleteFrom('zone_scan_minutes')
    .where('minute', '<', new Date(now.getTime() - ZONE_SCAN_MINUTES_KEPT_MS))
    .execute();
  // A box's misses are kept while they count: a box travels its line in minutes.
  await db
    .deleteFrom('zone_misses')
    .where('detected_at', '<', new Date(now.getTime() - ZONE_SCAN_MINUTES_KEPT_MS))
    .execute();
  // History is kept for its retention (a year and more): who changed what is asked months later.
  const history = await db
    .deleteFrom('history')
    .where('recorded_at', '<', new Date(now.getTime() - options.historyRetentionMs))
    .executeTakeFirst();
  return {
    history: Number(history.numDeletedRows),
    rateLimitHits,
    realtimeEvents: Number(events.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    loginCodes: codes,
  };
}

/** Prunes every hour; returns the function that stops it. */
export function scheduleRetention(
  db: Db,
  options: {
    eventRetentionMs: number;
    historyRetentionMs: number;
    onError: (error: unknown) => void;
    onPruned?: (result: RetentionResult) => void;
  },
): () => void {
  const timer = setInterval(() => {
    pruneExpired(db, options).then(options.onPruned, options.onError);
  }, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
