import { randomInt } from 'node:crypto';
import type { HistoryAuthor } from '@ops/schema/history';
import { channels, events } from '@ops/schema/realtime';
import { sql } from 'kysely';
import type { Db, Queryable, Tx } from '../db/database.ts';
import { recordHistory } from '../history/record.ts';
import { publishEvent } from '../realtime/publish.ts';

export const LOGIN_CODE_CHANNEL = channels.loginCode();
export const LOGIN_CODE_REFRESH_EVENT = events.printerLoginCodeRefresh;

const newCode = () => String(randomInt(0, 100_000)).padStart(5, '0');

/**
 * Key of the advisory lock that makes rotations take turns across every host process and every
 * facility (any constant of ours): hosts whose schedules fire at the same moment rotate once, and
 * a new code is chosen knowing every other facility's accepted codes.
 */
const ROTATION_LOCK_KEY = 7_310_002;

export interface LoginCode {
  code: string;
  createdAt: Date;
}

/** A facility as a rotation names it in its event. */
interface RotatedFacility {
  id: number;
  abbreviated_name: string;
}

/** The newest row of a facility's codes: its current code. */
function newestCode(db: Queryable, facilityId: number) {
  return db
    .selectFrom('printer_login_codes')
    .select(['id', 'code', 'created_at'])
    .where('packing_facility_id', '=', facilityId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A facility's current code: its newest one. */
export async function currentLoginCode(
  db: Queryable,
  facilityId: number,
): Promise<LoginCode | undefined> {
  const row = await newestCode(db, facilityId);
  return row && { code: row.code, createdAt: row.created_at };
}

/** The row `c` is its facility's newest code: the facility's current one. */
const isCurrent = sql<boolean>`c.id = (
  SELECT max(newest.id) FROM printer_login_codes newest
  WHERE newest.packing_facility_id = c.packing_facility_id)`;

/**
 * Codes accepted now, with their facility: each facility's current code and those still in
 * their grace period (of one facility, or of all).
 */
function acceptedRows(db: Queryable, now: Date, facilityId?: number) {
  let query = db
    .selectFrom('printer_login_codes as c')
    .select(['c.packing_facility_id', 'c.code'])
    .where((eb) => eb.or([eb('c.accepted_until', '>', now), isCurrent]));
  if (facilityId !== undefined) query = query.where('c.packing_facility_id', '=', facilityId);
  return query.execute();
}

/** Deletes codes past their grace period; each facility's current code stays, whatever its age. */
export async function pruneLoginCodes(db: Queryable, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('printer_login_codes as c')
    .where(sql<boolean>`NOT ${isCurrent}`)
    .where((eb) => eb.or([eb('c.accepted_until', 'is', null), eb('c.accepted_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Codes a floor screen of the facility may sign in with now: its current one and those in grace. */
export async function acceptedLoginCodes(
  db: Queryable,
  facilityId: number,
  now = new Date(),
): Promise<string[]> {
  return [...new Set((await acceptedRows(db, now, facilityId)).map((row) => row.code))];
}

/** True when the code opens the facility's floor screens now (and no other facility's). */
export async function isAcceptedLoginCode(
  db: Queryable,
  facilityId: number,
  code: string,
): Promise<boolean> {
  return (await acceptedLoginCodes(db, facilityId)).includes(code);
}

/**
 * Replaces a facility's code with a new one: its old one stays accepted for graceMs (at this
 * facility only), and the facility's code cards are told to refresh (the event names the
 * facility, never the code; cards fetch it with their own session).
 */
export async function rotateLoginCode(
  db: Db,
  facilityId: number,
  graceMs: number,
  /** Who rotates it, for history (the operator's command); none records nothing. */
  author?: HistoryAuthor,
): Promise<LoginCode> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${ROTATION_LOCK_KEY})`.execute(tx);
    const facility = await tx
      .selectFrom('packing_facilities')
      .select(['id', 'abbreviated_name'])
      .where('id', '=', facilityId)
      .executeTakeFirst();
    if (!facility) throw new Error(`No packing facility ${facilityId}.`);
    return replaceCode(tx, facility, graceMs, author);
  });
}

/**
 * Rotates each facility's code that is missing or older than the rotation period; returns the
 * ids of the facilities it rotated. The check and the rotations hold the rotation lock
 * together: of several hosts asking at once, the first rotates and the others find fresh codes.
 */
export async function rotateIfDue(
  db: Db,
  rotationMs: number,
  graceMs: number,
  author?: HistoryAuthor,
): Promise<number[]> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${ROTATION_LOCK_KEY})`.execute(tx);
    const facilities = await tx
      .selectFrom('packing_facilities as f')
      .select(['f.id', 'f.abbreviated_name'])
      .select((eb) =>
        eb
          .selectFrom('printer_login_codes as c')
          .select((inner) => inner.fn.max('c.created_at').as('created_at'))
          .whereRef('c.packing_facility_id', '=', 'f.id')
          .as('newest_at'),
      )
      .orderBy('f.id')
      .execute();
    const due = facilities.filter(
      (facility) =>
        !facility.newest_at || Date.now() - new Date(facility.newest_at).getTime() >= rotationMs,
    );
    for (const facility of due) await replaceCode(tx, facility, graceMs, author);
    return due.map((facility) => facility.id);
  });
}

/**
 * A code no facility accepts now (the facility's own old ones included): no code opens two
 * facilities, even by chance. Called under the rotation lock, so no other rotation can take it
 * meanwhile.
 */
async function unusedCode(tx: Tx, now: Date): Promise<string> {
  const taken = new Set((await acceptedRows(tx, now)).map((row) => row.code));
  let code = newCode();
  while (taken.has(code)) code = newCode();
  return code;
}

async function replaceCode(
  tx: Tx,
  facility: RotatedFacility,
  graceMs: number,
  author: HistoryAuthor | undefined,
): Promise<LoginCode> {
  const now = new Date();
  const previous = await newestCode(tx, facility.id);
  const code = await unusedCode(tx, now);
  if (previous) {
    await tx
      .updateTable('printer_login_codes')
      .set({ accepted_until: new Date(now.getTime() + graceMs) })
      .where('id', '=', previous.id)
      .execute();
  }
  const row = await tx
    .insertInto('printer_login_codes')
    .values({ packing_facility_id: facility.id, code, created_at: now })
    .returning(['code', 'created_at'])
    .executeTakeFirstOrThrow();
  await publishEvent(tx, LOGIN_CODE_CHANNEL, LOGIN_CODE_REFRESH_EVENT, {
    packing_facility_id: facility.id,
    packing_facility_abbreviation: facility.abbreviated_name,
    rotated_at: now.toISOString(),
  });
  // Never the code itself: that a new one was made, and until when the old one still opens.
  if (author) {
    await recordHistory(tx, author, {
      facilityId: facility.id,
      kind: 'login_code.rotated',
      summary: `Supervisor code of ${facility.abbreviated_name} rotated`,
      before: previous ? { acceptedUntil: new Date(now.getTime() + graceMs).toISOString() } : null,
      after: { createdAt: now.toISOString() },
    });
  }
  return { code: row.code, createdAt: row.created_at };
}

const SCHEDULE: HistoryAuthor = { kind: 'system', id: null, name: 'Scheduled rotation' };

/** Rotates on schedule, each facility's code on its own; returns the function that stops it. */
export function scheduleLoginCodeRotation(
  db: Db,
  options: { rotationMs: number; graceMs: number; onError: (error: unknown) => void },
): () => void {
  // Check often so a host that was down past a rotation catches up soon after it starts.
  const checkEveryMs = Math.min(options.rotationMs, 60_000);
  const timer = setInterval(() => {
    rotateIfDue(db, options.rotationMs, options.graceMs, SCHEDULE).catch(options.onError);
  }, checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
