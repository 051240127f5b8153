import type { Db } from '../db/database.ts';

export interface RetentionResult {
  realtimeEvents: number;
  sessions: number;
  loginCodes: number;
}

/**
 * Removes what no one needs any more: realtime events older than the resume window (a stream
 * resumes within seconds or minutes; a screen away longer refetches its state), expired sessions,
 * and login codes past their grace period (the current code is always kept).
 */
export async function pruneExpired(
  db: Db,
  options: { eventRetentionMs: number; now?: Date },
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
  const newest = db.selectFrom('printer_login_codes').select((eb) => eb.fn.max('id').as('id'));
  const codes = await db
    .deleteFrom('printer_login_codes')
    .where('id', '<>', newest)
    .where((eb) => eb.or([eb('accepted_until', 'is', null), eb('accepted_until', '<=', now)]))
    .executeTakeFirst();
  return {
    realtimeEvents: Number(events.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    loginCodes: Number(codes.numDeletedRows),
  };
}

/** Prunes every hour; returns the function that stops it. */
export function scheduleRetention(
  db: Db,
  options: {
    eventRetentionMs: number;
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
