import { icePacksForBox } from '@ops/schema/ice-restrictions/ice-packs';
import type { IceSizeOz, MealPlanSlug } from '../db/tables/domain.ts';
import { ICE_PACK_SIZES } from './catalog-data.ts';
import type { SeedContext } from './context.ts';
import { menuAfter, type MenuPlan, type MenuSeed } from './menus.ts';
import { MEAL_PLAN_IDS } from './pickables.ts';
import { createRandom } from './random.ts';
import type { Row } from './writer.ts';

/** Restrictions that give the ice restrictions screen something to show. Weeks are relative
 *  to the packed menu; an indefinite restriction in the past shows as 'Restricted'. */
const RESTRICTIONS: {
  facilityId: number;
  plan: MealPlanSlug;
  size: IceSizeOz;
  menuWeeks?: number[];
  indefiniteFromWeek?: number;
}[] = [
  { facilityId: 1, plan: 'tempo', size: 96, menuWeeks: [0, 1] },
  { facilityId: 2, plan: 'family', size: 32, indefiniteFromWeek: -2 },
  { facilityId: 7, plan: 'standard', size: 64, indefiniteFromWeek: 2 },
  { facilityId: 8, plan: 'standard', size: 80, menuWeeks: [1, 2] },
];

export type IceRow = Omit<Row<'shipment_ice_packs'>, 'shipment_id'>;

/** Ice per box: from region category and box size, with restricted sizes swapped out (the
 *  operations host's rule, shared with it). */
export class IcePolicy {
  private readonly menuRestrictions = new Set<string>();
  private readonly indefinite = new Map<string, string>();

  restrict(facilityId: number, plan: MealPlanSlug, size: IceSizeOz, menu: MenuSeed): void {
    this.menuRestrictions.add(`${facilityId}:${plan}:${size}:${menu.id}`);
  }

  restrictFrom(facilityId: number, plan: MealPlanSlug, size: IceSizeOz, menu: MenuSeed): void {
    this.indefinite.set(`${facilityId}:${plan}:${size}`, menu.date);
  }

  isRestricted(facilityId: number, plan: MealPlanSlug, size: IceSizeOz, menu: MenuSeed): boolean {
    const from = this.indefinite.get(`${facilityId}:${plan}:${size}`);
    return (
      this.menuRestrictions.has(`${facilityId}:${plan}:${size}:${menu.id}`) ||
      (from !== undefined && from <= menu.date)
    );
  }

  icePacks(
    facilityId: number,
    plan: MealPlanSlug,
    menu: MenuSeed,
    category: string,
    boxSize: number,
  ): IceRow[] {
    return icePacksForBox(category, boxSize, (size) =>
      this.isRestricted(facilityId, plan, size, menu),
    );
  }
}

/** Writes a row per (facility, plan, size), so every row of the screen exists, and the policy. */
export async function seedIceRestrictions(ctx: SeedContext, plan: MenuPlan): Promise<IcePolicy> {
  const random = createRandom('ice-restrictions');
  const policy = new IcePolicy();
  const restrictions: Row<'ice_restrictions'>[] = [];
  const menuRows: Row<'ice_restriction_menus'>[] = [];
  for (const facilityId of ctx.profile.dataFacilityIds) {
    for (const slug of ['standard', 'family', 'tempo'] as const) {
      for (const size of ICE_PACK_SIZES) {
        const id = random.string.uuid();
        const spec = RESTRICTIONS.find(
          (r) => r.facilityId === facilityId && r.plan === slug && r.size === size,
        );
        const from =
          spec?.indefiniteFromWeek === undefined
            ? undefined
            : menuAfter(plan, spec.indefiniteFromWeek);
        if (from) policy.restrictFrom(facilityId, slug, size, from);
        for (const week of spec?.menuWeeks ?? []) {
          const menu = menuAfter(plan, week);
          if (!menu) continue;
          policy.restrict(facilityId, slug, size, menu);
          menuRows.push({ id: random.string.uuid(), ice_restriction_id: id, menu_id: menu.id });
        }
        restrictions.push({
          id,
          packing_facility_id: facilityId,
          meal_plan_id: MEAL_PLAN_IDS[slug],
          ice_size_oz: size,
          indefinite_restriction_menu_id: from?.id ?? null,
          updated_at: ctx.now,
        });
      }
    }
  }
  await ctx.writer.insert('ice_restrictions', restrictions);
  await ctx.writer.insert('ice_restriction_menus', menuRows);
  return policy;
}
