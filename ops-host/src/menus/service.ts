import type { Queryable } from '../db/database.ts';

export interface MenuView {
  id: number;
  slug: string;
  menu_id: number;
  menu_slug: string;
  ends_at: string;
}

function toView(row: { id: number; menu_date: string; ends_at: Date }): MenuView {
  return {
    id: row.id,
    slug: row.menu_date,
    menu_id: row.id,
    menu_slug: row.menu_date,
    ends_at: row.ends_at.toISOString(),
  };
}

/** Every menu, newest first. */
export async function listMenus(db: Queryable): Promise<MenuView[]> {
  const rows = await db
    .selectFrom('menus')
    .select(['id', 'menu_date', 'ends_at'])
    .orderBy('menu_date', 'desc')
    .execute();
  return rows.map(toView);
}

/** The menu being packed now, or null. */
export async function previousMenu(db: Queryable): Promise<MenuView | null> {
  const row = await db
    .selectFrom('menus')
    .select(['id', 'menu_date', 'ends_at'])
    .where('is_being_packed', '=', true)
    .executeTakeFirst();
  return row ? toView(row) : null;
}
