import {
  iceSizeFromKey,
  iceSizeLabel,
  type IceSizeKey,
} from '@ops/schema/ice-restrictions/ice-sizes';
import type { IceSize, Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { fetchIceRestrictions, putIceRestriction } from './ice-restrictions-api.ts';

// GraphQL enum NINETY_SIX_OZ ⇄ REST ninety_six_oz.
const toEnum = (key: IceSizeKey) => key.toUpperCase() as IceSize;
const toKey = (size: IceSize) => size.toLowerCase() as IceSizeKey;

/** An ID argument as the host's integer id, or undefined when it is not one. */
function integerId(id: string): number | undefined {
  return /^\d{1,9}$/.test(id) ? Number(id) : undefined;
}

export const iceRestrictionResolvers: Resolvers = {
  Query: {
    async iceRestrictions(_parent, _args, { upstream, logger }) {
      return bodyOrThrow(await fetchIceRestrictions(upstream), logger);
    },
  },

  Mutation: {
    async updateIceRestriction(_parent, { input }, { upstream, logger }) {
      const facilityId = integerId(input.packingFacilityId);
      const mealPlanId = integerId(input.mealPlanId);
      const startId = input.indefiniteRestrictionStartingMenuId;
      const menuIds = input.menuIds.map(integerId);
      const bad = (field: string, message: string) => ({
        iceRestriction: null,
        userErrors: [{ field: ['input', field], message }],
      });
      if (facilityId === undefined) return bad('packingFacilityId', 'Not a packing facility id.');
      if (mealPlanId === undefined) return bad('mealPlanId', 'Not a meal plan id.');
      const start = startId == null ? null : integerId(startId);
      if (start === undefined) return bad('indefiniteRestrictionStartingMenuId', 'Not a menu id.');
      if (menuIds.includes(undefined)) return bad('menuIds', 'Not a menu id.');

      const result = await putIceRestriction(upstream, {
        packingFacilityId: facilityId,
        mealPlanId,
        iceSize: toKey(input.iceSize),
        indefiniteRestrictionStartingMenuId: start,
        menuIds: menuIds as number[],
      });
      // A change the rules refuse is the user's to fix: it comes back as data, with the host's reason.
      if (!result.ok && (result.status === 400 || result.status === 422)) {
        const message = result.body?.message ?? 'The ice restriction was not saved.';
        return { iceRestriction: null, userErrors: [{ field: ['input'], message }] };
      }
      return {
        iceRestriction: bodyOrThrow(result, logger).iceRestriction.mealPlan,
        userErrors: [],
      };
    },
  },

  IceRestrictionMenu: {
    menuId: (menu) => String(menu.menuId),
  },
  FacilityIceRestrictions: {
    packingFacilityId: (facility) => String(facility.packingFacilityId),
  },
  IceRestrictions: {
    facilities: (body) => body.packingFacilities,
  },
  IceSizeRestrictions: {
    iceSize: (restrictions) => toEnum(restrictions.iceSize),
    label: (restrictions) => iceSizeLabel(iceSizeFromKey(restrictions.iceSize)!),
  },
  IceRestriction: {
    id: (row) => row.uuid,
    mealPlanId: (row) => String(row.mealPlanId),
  },
  IndefiniteIceRestriction: {
    menuId: (restriction) => String(restriction.menuId),
  },
  MenuIceRestriction: {
    menuId: (restriction) => String(restriction.menuId),
  },
};
