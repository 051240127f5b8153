import { listedMenus, type RestrictionMenu } from '@ops/schema/ice-restrictions/rules';
import type { Queryable } from '../db/database.ts';

/**
 * The menus ice restriction rows list. The current menu is the one being packed; when none is,
 * the next one to pack (the earliest whose packing has not started).
 */
export async function restrictionMenus(db: Queryable): Promise<RestrictionMenu[]> {
  const rows = await db
    .selectFrom('menus')
    .select(['id', 'menu_date as slug', 'is_being_packed', 'packing_started_at'])
    .orderBy('menu_date')
    .execute();
  const current =
    rows.find((menu) => menu.is_being_packed) ??
    rows.find((menu) => menu.packing_started_at === null) ??
    rows.at(-1);
  if (!current) return [];
  return listedMenus(
    rows.map(({ id, slug }) => ({ id, slug })),
    current.slug,
  );
}
