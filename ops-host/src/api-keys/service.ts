import { OPERATOR_AUTHOR } from '../history/author.ts';
import { recordHistory } from '../history/record.ts';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/token-hash.ts';
import type { Db, Queryable } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import type { FacilityDirectory } from '../http/facility-directory.ts';
import { countRequest, type Limit } from '../rate-limit/service.ts';

/** An API key as the access check knows it. */
export interface ApiKey {
  id: number;
  name: string;
  readOnly: boolean;
  /** The facilities the key may see. */
  facilityIds: number[];
}

/** An API key as `api-key list` shows it. */
export interface ApiKeyListing {
  name: string;
  facilities: string[];
  scope: 'read-only' | 'read-write';
  created_at: string;
  last_used_at: string | null;
}

/** Keys start with this, so that a key found in a log or a file says what it is. */
export const API_KEY_PREFIX = 'opk_';

export const UNKNOWN_API_KEY = 'Unknown or revoked API key.';
export const READ_ONLY_API_KEY = 'This API key is read-only.';

export const tooManyRequests = (seconds: number) =>
  `Too many requests with this API key. Please wait ${seconds} seconds and try again.`;

/** last_used_at is written at most this often per key, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Creates a key for an internal tool. Returns the key itself, which is not stored (only its
 * hash) and cannot be shown again.
 */
export async function createApiKey(
  db: Db,
  directory: FacilityDirectory,
  input: { name: string; facilities: string[]; readOnly: boolean },
): Promise<{ key: string; listing: ApiKeyListing }> {
  const name = input.name.trim();
  if (!name) throw new HttpError(400, 'An API key needs a name (--name).');
  if (input.facilities.length === 0) {
    throw new HttpError(400, 'An API key needs at least one facility (--facility).');
  }
  const facilityIds: number[] = [];
  for (const given of input.facilities) {
    const facility = await directory.findTyped(given);
    if (!facility) throw new HttpError(400, `No packing facility matches "${given}".`);
    if (!facilityIds.includes(facility.id)) facilityIds.push(facility.id);
  }
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.transaction().execute(async (tx) => {
    const taken = await tx
      .selectFrom('api_keys')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (taken) throw new HttpError(409, `A live API key is already named "${name}".`);
    const created = await tx
      .insertInto('api_keys')
      .values({ name, key_hash: hashToken(key), read_only: input.readOnly })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('api_key_packing_facilities')
      .values(facilityIds.map((id) => ({ api_key_id: created.id, packing_facility_id: id })))
      .execute();
    // Never the key: its name and scope. Filed under each facility the key reaches, so that
    // each facility's History lists the key that may act there, and no facility learns of
    // another's keys (docs/screens/history.md).
    const scope = input.readOnly ? 'read-only' : 'read-write';
    for (const facilityId of facilityIds) {
      await recordHistory(tx, OPERATOR_AUTHOR, {
        facilityId,
        kind: 'api_key.created',
        summary: `API key ${name} created (${scope})`,
        before: null,
        after: { name, scope },
      });
    }
  });
  const listing = (await listApiKeys(db)).find((entry) => entry.name === name)!;
  return { key, listing };
}

/** Every live key: name, facilities (abbreviations), scope, created and last used. */
export async function listApiKeys(db: Queryable): Promise<ApiKeyListing[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'name', 'read_only', 'created_at', 'last_used_at'])
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const facilities = await db
    .selectFrom('api_key_packing_facilities')
    .innerJoin(
      'packing_facilities',
      'packing_facilities.id',
      'api_key_packing_facilities.packing_facility_id',
    )
    .select(['api_key_id', 'packing_facilities.abbreviated_name'])
    .orderBy('packing_facilities.id')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    facilities: facilities.filter((f) => f.api_key_id === row.id).map((f) => f.abbreviated_name),
    scope: row.read_only ? 'read-only' : 'read-write',
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  }));
}

/** Ends the live key of that name at once: its next request is refused. */
export async function revokeApiKey(db: Db, name: string): Promise<{ revoked: string }> {
  return db.transaction().execute(async (tx) => {
    const revoked = await tx
      .updateTable('api_keys')
      .set({ revoked_at: new Date() })
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
      .where('revoked_at', 'is', null)
      .returning(['id', 'name', 'read_only'])
      .executeTakeFirst();
    if (!revoked) throw new HttpError(404, `No live API key is named "${name}".`);
    // Under each facility the key could act in, as its creation was.
    for (const facilityId of await facilityIdsOf(tx, revoked.id)) {
      await recordHistory(tx, OPERATOR_AUTHOR, {
        facilityId,
        kind: 'api_key.revoked',
        summary: `API key ${revoked.name} revoked`,
        before: { name: revoked.name, scope: revoked.read_only ? 'read-only' : 'read-write' },
        after: null,
      });
    }
    return { revoked: name.trim() };
  });
}

/** The facilities a key may act in, by id. */
async function facilityIdsOf(db: Queryable, keyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('api_key_packing_facilities')
    .select('packing_facility_id')
    .where('api_key_id', '=', keyId)
    .orderBy('packing_facility_id')
    .execute();
  return rows.map((row) => row.packing_facility_id);
}

/** The live key a bearer token is, or null. Notes when it was last used. */
export async function apiKeyFor(db: Queryable, token: string): Promise<ApiKey | null> {
  if (!token.startsWith(API_KEY_PREFIX)) return null;
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'name', 'read_only', 'last_used_at'])
    .where('key_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const now = new Date();
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', row.id).execute();
  }
  return {
    id: row.id,
    name: row.name,
    readOnly: row.read_only,
    facilityIds: await facilityIdsOf(db, row.id),
  };
}

/**
 * Counts one request of the key against its limit; 429 (with when to retry) past it. The
 * gateway asks once per GraphQL operation (GET /api_key), so the limit counts operations.
 */
export async function countApiKeyRequest(db: Db, key: ApiKey, limit: Limit) {
  await countRequest(db, [{ bucket: `api-key:${key.id}`, limit }], tooManyRequests);
}
