import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/access.ts';

/** What the admin screens open on for a user: the facility and menu chosen last (null: none). */
export interface UserPreferences {
  packing_facility_id: number | null;
  menu_id: number | null;
}

/**
 * The user's preferences. A facility the user may no longer see is left out (null), so the
 * screens fall back to the user's first facility rather than open on a refusal.
 */
export async function readPreferences(
  db: Queryable,
  userId: number,
  facilityIds: readonly number[],
): Promise<UserPreferences> {
  const row = await db
    .selectFrom('user_preferences')
    .select(['packing_facility_id', 'menu_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const facility = row?.packing_facility_id ?? null;
  return {
    packing_facility_id: facility !== null && facilityIds.includes(facility) ? facility : null,
    menu_id: row?.menu_id ?? null,
  };
}

/**
 * Keeps the choices given (a field left out keeps its value; null clears it). The facility has
 * been checked against the user's own (the access check); an unknown menu is refused with 422
 * and nothing is written.
 */
export async function savePreferences(
  db: Queryable,
  userId: number,
  facilityIds: readonly number[],
  change: Partial<UserPreferences>,
): Promise<UserPreferences> {
  if (change.menu_id != null) {
    const menu = await db
      .selectFrom('menus')
      .select('id')
      .where('id', '=', change.menu_id)
      .executeTakeFirst();
    if (!menu) throw new HttpError(422, `No menu ${change.menu_id}.`);
  }
  const values = {
    ...(change.packing_facility_id === undefined
      ? {}
      : { packing_facility_id: change.packing_facility_id }),
    ...(change.menu_id === undefined ? {} : { menu_id: change.menu_id }),
  };
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .execute();
  return readPreferences(db, userId, facilityIds);
}
