import { icePacksForBox } from '@ops/schema/ice-restrictions/ice-packs';
import type { IceSizeOz } from '@ops/schema/ice-restrictions/ice-sizes';
import type { Tx } from '../db/database.ts';

const CHUNK = 1000;

/**
 * Recomputes the ice packs of the boxes of one facility and meal plan, for the given menus, that
 * are not printed yet; printed boxes keep the ice their label was printed with.
 */
export async function recomputeUnprintedIce(
  tx: Tx,
  target: { facilityId: number; mealPlanId: number; menuIds: number[] },
  isRestricted: (menuId: number, size: IceSizeOz) => boolean,
): Promise<number> {
  if (target.menuIds.length === 0) return 0;
  const boxes = await tx
    .selectFrom('shipments')
    .innerJoin('shipping_regions', 'shipping_regions.id', 'shipments.shipping_region_id')
    .select([
      'shipments.id',
      'shipments.menu_id',
      'shipments.box_size_inches',
      'shipping_regions.category',
    ])
    .where('shipments.packing_facility_id', '=', target.facilityId)
    .where('shipments.meal_plan_id', '=', target.mealPlanId)
    .where('shipments.menu_id', 'in', target.menuIds)
    .where('shipments.printed_at', 'is', null)
    .forUpdate('shipments')
    .execute();
  for (let start = 0; start < boxes.length; start += CHUNK) {
    const chunk = boxes.slice(start, start + CHUNK);
    await tx
      .deleteFrom('shipment_ice_packs')
      .where(
        'shipment_id',
        'in',
        chunk.map((box) => box.id),
      )
      .execute();
    const rows = chunk.flatMap((box) =>
      icePacksForBox(box.category, box.box_size_inches, (size) =>
        isRestricted(box.menu_id, size),
      ).map((row) => ({ ...row, shipment_id: box.id })),
    );
    if (rows.length > 0) await tx.insertInto('shipment_ice_packs').values(rows).execute();
  }
  return boxes.length;
}
