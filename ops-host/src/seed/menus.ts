import { addDays, atLocalTime, mondayOf } from './calendar.ts';
import type { SeedContext } from './context.ts';

export interface MenuSeed {
  id: number;
  /** The Monday the menu's week starts, also its slug. */
  date: string;
  /** Position relative to the week of `now`: -4 … 3. */
  week: number;
  packingStartedAt: Date | null;
  isBeingPacked: boolean;
}

export interface MenuPlan {
  menus: MenuSeed[];
  packed: MenuSeed;
}

const PAST_WEEKS = 4;
const UPCOMING_WEEKS = 4;

/**
 * Weekly menus around now: four weeks back and four ahead. Packing of a menu starts on the Friday
 * before its Monday; the latest menu whose packing has started is the one being packed, so from
 * Friday on the floor already packs next week's menu.
 */
export async function seedMenus(ctx: SeedContext): Promise<MenuPlan> {
  const thisMonday = mondayOf(ctx.now);
  const menus: MenuSeed[] = [];
  for (let week = -PAST_WEEKS; week < UPCOMING_WEEKS; week += 1) {
    const date = addDays(thisMonday, week * 7);
    const startsPacking = atLocalTime(addDays(date, -3), '06:00', 'America/Chicago');
    menus.push({
      id: ctx.writer.nextId('menus'),
      date,
      week,
      packingStartedAt: startsPacking.getTime() <= ctx.now.getTime() ? startsPacking : null,
      isBeingPacked: false,
    });
  }
  const packed = menus.filter((menu) => menu.packingStartedAt).at(-1);
  if (!packed) throw new Error('No menu has started packing; the menu window is wrong');
  packed.isBeingPacked = true;
  await ctx.writer.insert(
    'menus',
    menus.map((menu) => ({
      id: menu.id,
      menu_date: menu.date,
      ends_at: atLocalTime(addDays(menu.date, 6), '23:59', 'America/Chicago'),
      packing_started_at: menu.packingStartedAt,
      is_being_packed: menu.isBeingPacked,
    })),
  );
  return { menus, packed };
}

/** The menu `offset` weeks after the packed one, if seeded. */
export function menuAfter(plan: MenuPlan, offset: number): MenuSeed | undefined {
  return plan.menus.find((menu) => menu.week === plan.packed.week + offset);
}
