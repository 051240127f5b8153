import { randomInt } from 'node:crypto';
import { channels, events } from '@ops/schema/realtime';
import { sql } from 'kysely';
import type { Db, Queryable, Tx } from '../db/database.ts';
import { publishEvent } from '../realtime/publish.ts';

export const LOGIN_CODE_CHANNEL = channels.loginCode();
export const LOGIN_CODE_REFRESH_EVENT = events.printerLoginCodeRefresh;

const newCode = () => String(randomInt(0, 100_000)).padStart(5, '0');

/**
 * Key of the advisory lock that makes rotations take turns across every host process (any
 * constant of ours), so that hosts whose schedules fire at the same moment rotate once.
 */
const ROTATION_LOCK_KEY = 7_310_002;

export interface LoginCode {
  code: string;
  createdAt: Date;
}

/** The newest row of the codes: the current code. */
function newestCode(db: Queryable) {
  return db
    .selectFrom('printer_login_codes')
    .select(['id', 'code', 'created_at'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The current code: the newest one. */
export async function currentLoginCode(db: Queryable): Promise<LoginCode | undefined> {
  const row = await newestCode(db);
  return row && { code: row.code, createdAt: row.created_at };
}

/** Codes a printer may sign in with now: the current one and those still in their grace period. */
export async function acceptedLoginCodes(db: Queryable, now = new Date()): Promise<string[]> {
  const current = await currentLoginCode(db);
  const older = await db
    .selectFrom('printer_login_codes')
    .select('code')
    .where('accepted_until', '>', now)
    .execute();
  return [...new Set([...(current ? [current.code] : []), ...older.map((row) => row.code)])];
}

/**
 * Replaces the current code with a new one: the old one stays accepted for graceMs, and every
 * code card is told to refresh (the event does not carry the code; cards fetch it with their
 * own session).
 */
export async function rotateLoginCode(db: Db, graceMs: number): Promise<LoginCode> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${ROTATION_LOCK_KEY})`.execute(tx);
    return replaceCode(tx, graceMs);
  });
}

/**
 * Rotates now when there is no code or the current one is older than the rotation period. The
 * check and the rotation hold the rotation lock together: of several hosts asking at once, the
 * first rotates and the others then find a fresh code.
 */
export async function rotateIfDue(db: Db, rotationMs: number, graceMs: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${ROTATION_LOCK_KEY})`.execute(tx);
    const current = await currentLoginCode(tx);
    if (current && Date.now() - current.createdAt.getTime() < rotationMs) return false;
    await replaceCode(tx, graceMs);
    return true;
  });
}

async function replaceCode(tx: Tx, graceMs: number): Promise<LoginCode> {
  const previous = await newestCode(tx);
  let code = newCode();
  while (code === previous?.code) code = newCode();
  const now = new Date();
  if (previous) {
    await tx
      .updateTable('printer_login_codes')
      .set({ accepted_until: new Date(now.getTime() + graceMs) })
      .where('id', '=', previous.id)
      .execute();
  }
  const row = await tx
    .insertInto('printer_login_codes')
    .values({ code, created_at: now })
    .returning(['code', 'created_at'])
    .executeTakeFirstOrThrow();
  await publishEvent(tx, LOGIN_CODE_CHANNEL, LOGIN_CODE_REFRESH_EVENT, {
    rotated_at: now.toISOString(),
  });
  return { code: row.code, createdAt: row.created_at };
}

/** Rotates on schedule; returns the function that stops the schedule. */
export function scheduleLoginCodeRotation(
  db: Db,
  options: { rotationMs: number; graceMs: number; onError: (error: unknown) => void },
): () => void {
  // Check often so a host that was down past a rotation catches up soon after it starts.
  const checkEveryMs = Math.min(options.rotationMs, 60_000);
  const timer = setInterval(() => {
    rotateIfDue(db, options.rotationMs, options.graceMs).catch(options.onError);
  }, checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
