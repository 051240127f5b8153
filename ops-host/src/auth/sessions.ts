import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/database.ts';
import { verifyPassword } from './password.ts';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  /** The facilities this user may see. */
  facilityIds: number[];
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Checks the credentials; on success opens a session and returns its token and the user. */
export async function signIn(
  db: Queryable,
  email: string,
  password: string,
  ttlMs: number,
): Promise<{ token: string; user: SessionUser } | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  // Verify against a throwaway hash when the user is unknown so both paths take as long.
  const ok = await verifyPassword(password, row?.password_hash ?? UNKNOWN_USER_HASH);
  if (!row || !ok) return null;
  const token = await openSession(db, row.id, ttlMs);
  return { token, user: await loadUser(db, row.id, row.email, row.name) };
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

/** The user of a live session, or null when the token is unknown or expired. */
export async function userForSession(db: Db, token: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.name'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? loadUser(db, row.id, row.email, row.name) : null;
}

export async function signOut(db: Db, token: string): Promise<void> {
  // Expired sessions of others go with the hourly pruning (retention/service.ts).
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

async function loadUser(
  db: Queryable,
  id: number,
  email: string,
  name: string,
): Promise<SessionUser> {
  const facilities = await db
    .selectFrom('user_packing_facilities')
    .select('packing_facility_id')
    .where('user_id', '=', id)
    .orderBy('packing_facility_id')
    .execute();
  return { id, email, name, facilityIds: facilities.map((row) => row.packing_facility_id) };
}

// scrypt hash of a random password nobody knows.
const UNKNOWN_USER_HASH = 'scrypt$00000000000000000000000000000000$' + '0'.repeat(64);
