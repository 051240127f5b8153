import { judgeShipment } from '@ops/schema/label-status/rules';
import type { Queryable } from '../db/database.ts';
import type { LabelErrorPayload } from './events.ts';
import type { Scope } from './start-run.ts';

/** An error of a region, as label_errors stores it: usually a box's, null for a fault of the run. */
export type BoxError = LabelErrorPayload & { shipment_id: number | null };

/** Boxes of the region on the ship day that still wait for a label. */
export function pendingBoxes(db: Queryable, scope: Scope, regionId: number) {
  return db
    .selectFrom('shipments')
    .select(['id', 'address_line1', 'address_city', 'address_state', 'address_postal_code'])
    .where('packing_facility_id', '=', scope.facilityId)
    .where('ship_date', '=', scope.shipDate)
    .where('shipping_region_id', '=', regionId)
    .where('tracking_number', 'is', null)
    .where('is_postponed', '=', false)
    .orderBy('id');
}

export type PendingBox = Awaited<ReturnType<ReturnType<typeof pendingBoxes>['execute']>>[number];

export const verdictOf = (box: PendingBox) =>
  judgeShipment({
    line1: box.address_line1,
    city: box.address_city,
    state: box.address_state,
    postalCode: box.address_postal_code,
  });

export function brokenData(boxes: PendingBox[]): BoxError[] {
  return boxes.flatMap((box) => {
    const verdict = verdictOf(box);
    return verdict.kind === 'error'
      ? [
          {
            shipment_id: box.id,
            error_class: verdict.errorClass,
            error_message: verdict.message(box.id),
          },
        ]
      : [];
  });
}

/** Thrown inside a batch's transaction to roll it back when a box turns out to be broken. */
export class BrokenRegion extends Error {
  constructor(readonly errors: BoxError[]) {
    super('broken shipment data');
  }
}

export async function postponedCount(
  db: Queryable,
  scope: Scope,
  regionId: number,
): Promise<number> {
  const row = await db
    .selectFrom('shipments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('packing_facility_id', '=', scope.facilityId)
    .where('ship_date', '=', scope.shipDate)
    .where('shipping_region_id', '=', regionId)
    .where('is_postponed', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
