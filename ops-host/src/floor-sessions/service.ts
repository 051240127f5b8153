import type { HistoryAuthor } from '@ops/schema/history';
import { recordHistory } from '../history/record.ts';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/token-hash.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import { isAcceptedLoginCode } from '../login-code/service.ts';
import { limitedAttempt, type Limit } from '../rate-limit/service.ts';

export const FLOOR_SESSION_COOKIE = 'ops_floor_session';
export const WRONG_LOGIN_CODE = 'Incorrect login code, try again.';

/** 429 after 5 wrong codes in a minute from one client address. */
export const LOGIN_CODE_LIMIT: Limit = { attempts: 5, windowMs: 60_000 };

/** A floor screen's session: which facility it was signed in for. */
export interface FloorSession {
  tokenHash: string;
  facilityId: number;
  expiresAt: Date;
}

export const tooManyCodes = (seconds: number) =>
  `Too many incorrect codes. Please wait ${seconds} seconds and try again.`;

/**
 * Signs a floor screen in for a facility with that facility's supervisor login code (its current
 * one or one still in its grace period); another facility's code is a wrong code. Wrong codes count against the client's address; past the limit
 * every attempt is refused with 429 until the window has passed, right code or not.
 */
export async function signInFloor(
  db: Db,
  input: {
    code: string;
    facilityId: number;
    facilityName: string;
    clientAddress: string;
    ttlMs: number;
  },
): Promise<{ token: string; session: FloorSession }> {
  const bucket = `floor-login:${input.clientAddress}`;
  // Only a wrong code counts; guesses from one address take turns (rate-limit/service.ts).
  const right = await limitedAttempt(
    db,
    [{ bucket, limit: LOGIN_CODE_LIMIT }],
    tooManyCodes,
    async (tx) => ((await isAcceptedLoginCode(tx, input.facilityId, input.code)) ? true : null),
  );
  if (!right) throw new HttpError(401, WRONG_LOGIN_CODE);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('floor_sessions')
      .values({
        token_hash: hashToken(token),
        packing_facility_id: input.facilityId,
        client_address: input.clientAddress,
        expires_at: expiresAt,
      })
      .execute();
    // Never the code: who signed in, where, from which address.
    await recordHistory(tx, floorScreenAt(input.clientAddress, input.facilityName), {
      facilityId: input.facilityId,
      kind: 'floor_sessions.signed_in',
      summary: `Floor screen at ${input.clientAddress} signed in to ${input.facilityName}`,
      before: null,
      after: { address: input.clientAddress },
    });
  });
  return {
    token,
    session: { tokenHash: hashToken(token), facilityId: input.facilityId, expiresAt },
  };
}

/** The live session of a token's hash: not signed out, not expired. */
export async function floorSessionFor(db: Db, tokenHash: string): Promise<FloorSession | null> {
  const row = await db
    .selectFrom('floor_sessions')
    .select(['token_hash', 'packing_facility_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('signed_out_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row
    ? { tokenHash: row.token_hash, facilityId: row.packing_facility_id, expiresAt: row.expires_at }
    : null;
}

/**
 * Keeps a screen that is in use signed in: once half its time has run, a request pushes the end
 * a whole ttl on (one write per half ttl at most). A screen left off for a whole ttl signs in
 * again with the code.
 */
export async function renewFloorSession(
  db: Db,
  session: FloorSession,
  ttlMs: number,
): Promise<FloorSession> {
  if (session.expiresAt.getTime() - Date.now() > ttlMs / 2) return session;
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .updateTable('floor_sessions')
    .set({ expires_at: expiresAt })
    .where('token_hash', '=', session.tokenHash)
    .execute();
  return { ...session, expiresAt };
}

/** Ends a session at once; it stays on record for the printers' audit trail. */
export async function signOutFloor(db: Db, token: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const ended = await tx
      .updateTable('floor_sessions as s')
      .from('packing_facilities as f')
      .set({ signed_out_at: new Date() })
      .whereRef('f.id', '=', 's.packing_facility_id')
      .where('s.token_hash', '=', hashToken(token))
      .where('s.signed_out_at', 'is', null)
      .returning(['s.packing_facility_id', 's.client_address', 'f.name'])
      .executeTakeFirst();
    // A session signed out already changes nothing.
    if (!ended) return;
    await recordHistory(tx, floorScreenAt(ended.client_address, ended.name), {
      facilityId: ended.packing_facility_id,
      kind: 'floor_sessions.signed_out',
      summary: `Floor screen at ${ended.client_address ?? 'an unknown address'} signed out of ${ended.name}`,
      before: { address: ended.client_address },
      after: null,
    });
  });
}

/** A floor screen as history names it before it knows its line: by its address. */
const floorScreenAt = (address: string | null, facilityName: string): HistoryAuthor => ({
  kind: 'floor',
  id: `screen:${address ?? ''}`,
  name: `Floor screen ${address ?? ''}, ${facilityName}`.replace('  ', ' '),
});
