/** The operations host's ice restriction shapes after the client's camelCase mapping. */
import type { IceSizeKey } from '@ops/schema/ice-restrictions/ice-sizes';

export interface UpstreamIceRestrictionMenu {
  id: number;
  slug: string;
  menuId: number;
  menuSlug: string;
  isPast: boolean;
}

export interface UpstreamMenuIceRestriction {
  uuid: string | null;
  menuId: number;
  menuSlug: string;
  iceRestriction: boolean;
}

export interface UpstreamIceMealPlan {
  uuid: string;
  mealPlanId: number;
  mealPlanSlug: string;
  indefiniteRestriction: { menuId: number; menuSlug: string } | null;
  menuRestrictions: UpstreamMenuIceRestriction[];
}

export interface UpstreamIceSizeRestrictions {
  iceSize: IceSizeKey;
  mealPlans: UpstreamIceMealPlan[];
}

export interface UpstreamFacilityIceRestrictions {
  packingFacilityId: number;
  packingFacilityName: string;
  iceRestrictions: UpstreamIceSizeRestrictions[];
}

export interface UpstreamIceRestrictionsBody {
  menus: UpstreamIceRestrictionMenu[];
  packingFacilities: UpstreamFacilityIceRestrictions[];
}

export interface UpstreamUpdateIceRestrictionBody {
  iceRestriction: { packingFacilityId: number; iceSize: IceSizeKey; mealPlan: UpstreamIceMealPlan };
}

/** The PUT body before the client's snake_case mapping. */
export interface UpstreamIceRestrictionChange {
  packingFacilityId: number;
  mealPlanId: number;
  iceSize: IceSizeKey;
  indefiniteRestrictionStartingMenuId: number | null;
  menuIds: number[];
}
