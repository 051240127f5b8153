import type { RestrictionMenu, RestrictionState } from '@ops/schema/ice-restrictions/rules';
import type {
  IceRestrictionRow_RestrictionFragment,
  IceRestrictionsPageQueryQuery,
} from '../../generated/graphql.ts';

export type IceRestrictionRow = IceRestrictionRow_RestrictionFragment;
export type ListedMenu = IceRestrictionsPageQueryQuery['iceRestrictions']['menus'][number];

/** The listed menus as the shared rules read them. */
export function toRestrictionMenus(menus: readonly ListedMenu[]): RestrictionMenu[] {
  return menus.map((menu) => ({
    id: Number(menu.menuId),
    slug: menu.menuSlug,
    isPast: menu.isPast,
  }));
}

/** What a saved row restricts, as the shared rules read it. */
export function toRestrictionState(row: IceRestrictionRow): RestrictionState {
  const from = row.indefiniteRestriction;
  return {
    indefiniteFrom: from ? { id: Number(from.menuId), slug: from.menuSlug } : null,
    menuIds: row.menuRestrictions
      .filter((menu) => menu.iceRestriction)
      .map((menu) => Number(menu.menuId)),
  };
}
