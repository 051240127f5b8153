import { iceSizeFromKey, type IceSizeOz } from '@ops/schema/ice-restrictions/ice-sizes';
import type { RestrictionMenu, RestrictionState } from '@ops/schema/ice-restrictions/rules';
import type {
  IceRestrictionRow_RestrictionFragment,
  IceRestrictionsPageQueryQuery,
  IceSize,
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

export type Facility = IceRestrictionsPageQueryQuery['iceRestrictions']['facilities'][number];

/**
 * Every size's state for one meal plan of a facility, with the row being edited replaced by its
 * draft: what the rule "at least one size stays allowed" is checked against before saving.
 */
export function planStatesWithDraft(
  facility: Facility,
  mealPlanId: string,
  edited: { iceSize: IceSize; draft: RestrictionState },
): Map<IceSizeOz, RestrictionState> {
  const states = new Map<IceSizeOz, RestrictionState>();
  for (const size of facility.iceRestrictions) {
    const oz = iceSizeFromKey(size.iceSize.toLowerCase());
    const row = size.mealPlans.find((plan) => plan.mealPlanId === mealPlanId);
    if (oz === undefined || !row) continue;
    states.set(oz, size.iceSize === edited.iceSize ? edited.draft : toRestrictionState(row));
  }
  return states;
}
