import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Queryable } from '../db/database.ts';
import { verifyPassword } from './password.ts';
import { hashToken } from './token-hash.ts';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  /** The facilities this user may see. */
  facilityIds: number[];
}

/** The user's facilities, read in the same statement as the user. */
const facilityIds = sql<number[]>`array(
  SELECT packing_facility_id FROM user_packing_facilities
  WHERE user_id = users.id ORDER BY packing_facility_id)`.as('facility_ids');

const sessionUser = (row: { id: number; email: string; name: string; facility_ids: number[] }) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  facilityIds: row.facility_ids,
});

/** Checks the credentials; on success opens a session and returns its token and the user. */
export async function signIn(
  db: Queryable,
  email: string,
  password: string,
  ttlMs: number,
): Promise<{ token: string; user: SessionUser } | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'password_hash', facilityIds])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  // Verify against a throwaway hash when the user is unknown so both paths take as long.
  const ok = await verifyPassword(password, row?.password_hash ?? UNKNOWN_USER_HASH);
  if (!row || !ok) return null;
  const token = await openSession(db, row.id, ttlMs);
  return { token, user: sessionUser(row) };
}

/** Opens a session for a user whose credentials were checked; returns its token. */
export async function openSession(db: Queryable, userId: number, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(Date.now() + ttlMs),
    })
    .execute();
  return token;
}

/**
 * The user of a live session, or null when the token is unknown or expired. Read on every admin
 * call (a user's facilities may change at any time), so it is one statement.
 */
export async function userForSession(db: Db, token: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.name', facilityIds])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? sessionUser(row) : null;
}

export async function signOut(db: Db, token: string): Promise<void> {
  // Expired sessions of others go with the hourly pruning (retention/service.ts).
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

// scrypt hash of a random password nobody knows.
const UNKNOWN_USER_HASH = 'scrypt$00000000000000000000000000000000$' + '0'.repeat(64);
