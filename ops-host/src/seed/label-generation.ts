import type { Faker } from '@faker-js/faker';
import { addDays, atLocalTime, earliest, minutesBefore } from './calendar.ts';
import type { SeedContext } from './context.ts';
import type { BoxSeed, FacilityPlan } from './model.ts';
import { createRandom } from './random.ts';
import type { Row } from './writer.ts';

export interface LabelRunRows {
  runs: Row<'label_generation_runs'>[];
  regions: Row<'label_generation_regions'>[];
  errors: Row<'label_errors'>[];
}

/** A US ZIP code, the check label generation makes before asking the carrier for a label. */
const ZIP = /^\d{5}(-\d{4})?$/;

/**
 * Replays label generation for the ship days up to the one being packed (labels are generated
 * the evening before a ship day): boxes without an address are postponed and leave their group,
 * the others get tracking numbers, and a region with a malformed postal code is Errored with one
 * error per bad box and no labels at all. Later ship days are left for a real run.
 */
export function generateLabels(ctx: SeedContext, plans: FacilityPlan[]): LabelRunRows {
  const rows: LabelRunRows = { runs: [], regions: [], errors: [] };
  for (const plan of plans) {
    const random = createRandom(`labels:${plan.facilityId}`);
    const dates = plan.shipDates.filter(
      (date) => plan.packingDate === undefined || date <= plan.packingDate,
    );
    for (const shipDate of dates) {
      const generatedAt = earliest(
        atLocalTime(addDays(shipDate, -1), '18:00', plan.timezone),
        minutesBefore(ctx.now, 30),
      );
      const runId = ctx.writer.nextId('label_generation_runs');
      const groups = plan.groups.filter((group) => group.shipDate === shipDate);
      const regionIds = [...new Set(groups.map((group) => group.region.id))];
      let errored = false;
      for (const regionId of regionIds) {
        const boxes = groups.filter((g) => g.region.id === regionId).flatMap((g) => g.boxes);
        const bad = boxes.filter(
          (box) => box.address !== null && !ZIP.test(box.address.postalCode),
        );
        const regionRowId = ctx.writer.nextId('label_generation_regions');
        let postponed = 0;
        for (const box of boxes) {
          if (box.address === null) {
            box.postponedReason = 'Missing address';
            postponed += 1;
          } else if (bad.length === 0) {
            box.trackingNumber = trackingNumber(random);
          }
        }
        errored ||= bad.length > 0;
        rows.regions.push({
          id: regionRowId,
          label_generation_run_id: runId,
          shipping_region_id: regionId,
          status: bad.length > 0 ? 'Errored' : 'Completed',
          expected_count: boxes.length,
          postponed_count: postponed,
          updated_at: generatedAt,
        });
        rows.errors.push(...bad.map((box) => labelError(ctx, regionRowId, box, generatedAt)));
      }
      rows.runs.push({
        id: runId,
        packing_facility_id: plan.facilityId,
        ship_date: shipDate,
        status: errored ? 'Errored' : 'Completed',
        triggered_by: 'seed',
        started_at: minutesBefore(generatedAt, 20),
        labels_generated_at: generatedAt,
      });
      for (const group of groups) {
        plan.postponed.push(...group.boxes.filter((box) => box.postponedReason !== null));
        group.boxes = group.boxes.filter((box) => box.postponedReason === null);
      }
    }
  }
  return rows;
}

function trackingNumber(random: Faker): string {
  return `1Z${random.string.alphanumeric({ length: 16, casing: 'upper' })}`;
}

function labelError(
  ctx: SeedContext,
  regionRowId: number,
  box: BoxSeed,
  at: Date,
): Row<'label_errors'> {
  return {
    id: ctx.writer.nextId('label_errors'),
    label_generation_region_id: regionRowId,
    shipment_id: box.id,
    error_class: 'AddressValidationError',
    error_message: `Shipment ${box.id}: postal code "${box.address?.postalCode ?? ''}" is not a valid US ZIP code`,
    created_at: at,
  };
}
