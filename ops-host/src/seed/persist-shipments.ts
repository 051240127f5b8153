import { shippingLabelZpl } from '../label-printers/zpl.ts';
import { WEEKDAYS, weekdayIndex } from './calendar.ts';
import type { SeedContext } from './context.ts';
import { facilityById } from './facilities-and-users.ts';
import type { LabelRunRows } from './label-generation.ts';
import type { BoxSeed, FacilityPlan } from './model.ts';
import { MEAL_PLAN_IDS } from './pickables.ts';
import type { LineState } from './planning.ts';
import type { Row } from './writer.ts';

/** Writes the planned groups, boxes, labels and label runs, then points lines at their groups. */
export async function persistShipments(
  ctx: SeedContext,
  plans: FacilityPlan[],
  runs: LabelRunRows,
  lineStates: Map<number, LineState>,
): Promise<BoxSeed[]> {
  const { writer } = ctx;
  const groups = plans.flatMap((plan) => plan.groups).sort((a, b) => a.id - b.id);
  await writer.insert(
    'pack_line_plan_groups',
    groups.map((group) => ({
      id: group.id,
      packing_facility_id: group.facilityId,
      menu_id: group.menuId,
      name: group.name,
      ship_date: group.shipDate,
      shipping_region_id: group.region.id,
      meal_plan_id: MEAL_PLAN_IDS[group.plan],
      box_size_inches: group.boxSizeInches,
      pack_line_id: group.line?.id ?? null,
      display_order: group.displayOrder,
      is_complete: group.isComplete,
      is_soft_complete: group.isSoftComplete,
      dockout_at: group.dockoutAt,
      split_from_group_id: group.splitFrom?.id ?? null,
      created_at: ctx.now,
    })),
  );
  const groupOf = new Map<BoxSeed, number>();
  for (const group of groups) for (const box of group.boxes) groupOf.set(box, group.id);
  // Postponed boxes are in no group any more; they are still boxes of the menu.
  const boxes = [...allBoxes(plans, groupOf)].sort((a, b) => a.id - b.id);
  await writer.insert(
    'shipments',
    boxes.map((box) => shipmentRow(box, groupOf.get(box) ?? null)),
  );
  await writer.insert(
    'shipment_contents',
    boxes.flatMap((box) =>
      [...box.contents].map(([pickableId, quantity]) => ({
        shipment_id: box.id,
        pickable_id: pickableId,
        quantity,
      })),
    ),
  );
  await writer.insert(
    'shipment_ice_packs',
    boxes.flatMap((box) => box.ice.map((row) => ({ ...row, shipment_id: box.id }))),
  );
  await writer.insert('labels', labelRows(ctx, boxes, groupOf));
  await writer.insert('label_generation_runs', runs.runs);
  await writer.insert('label_generation_regions', runs.regions);
  await writer.insert('label_errors', runs.errors);
  for (const [lineId, state] of lineStates) {
    await writer.db
      .updateTable('pack_lines')
      .set({ current_group_id: state.current?.id ?? null, next_group_id: state.next?.id ?? null })
      .where('id', '=', lineId)
      .execute();
  }
  return boxes;
}

function* allBoxes(plans: FacilityPlan[], groupOf: Map<BoxSeed, number>): Generator<BoxSeed> {
  yield* groupOf.keys();
  for (const plan of plans) yield* plan.postponed;
}

function shipmentRow(box: BoxSeed, groupId: number | null): Row<'shipments'> {
  return {
    id: box.id,
    barcode_suffix: box.barcodeSuffix,
    packing_facility_id: box.facilityId,
    menu_id: box.menuId,
    ship_date: box.shipDate,
    shipping_region_id: box.region.id,
    meal_plan_id: MEAL_PLAN_IDS[box.plan],
    box_size_inches: box.boxSizeInches,
    brand: box.brand,
    customer_name: box.customerName,
    address_line1: box.address?.line1 ?? null,
    address_line2: box.address?.line2 ?? null,
    address_city: box.address?.city ?? null,
    address_state: box.address?.state ?? null,
    address_postal_code: box.address?.postalCode ?? null,
    tracking_number: box.trackingNumber,
    is_first_order: box.isFirstOrder,
    is_beta: box.isBeta,
    is_qc_sample: box.isQcSample,
    is_postponed: box.postponedReason !== null,
    postponed_reason: box.postponedReason,
    pack_line_plan_group_id: groupId,
    printed_at: box.printed?.at ?? null,
  };
}

function labelRows(
  ctx: SeedContext,
  boxes: BoxSeed[],
  groupOf: Map<BoxSeed, number>,
): Row<'labels'>[] {
  return boxes.flatMap((box) => {
    if (!box.printed) return [];
    const { at, line, reprinted } = box.printed;
    const id = ctx.writer.nextId('labels');
    return [
      {
        id,
        shipment_id: box.id,
        pack_line_plan_group_id: groupOf.get(box) ?? null,
        pack_line_id: line.id,
        printer_ip: line.printerIp,
        tracking_number: box.trackingNumber,
        zpl: zpl(box, line.name, id),
        printed_at: at,
        last_printed_at: reprinted ? new Date(at.getTime() + 60_000) : at,
        print_count: reprinted ? 2 : 1,
      },
    ];
  });
}

/** The label as the printer printed it: the same template as a print from the kiosk. */
function zpl(box: BoxSeed, packLineName: string, metadataId: number): string {
  if (box.address === null || box.trackingNumber === null) {
    throw new Error(`Seed box ${box.id} was printed without an address or tracking number`);
  }
  return shippingLabelZpl({
    barcode: `${box.id}-${box.barcodeSuffix}`,
    brand: box.brand,
    customerName: box.customerName,
    shipTo: box.address,
    returnAddress: facilityById(box.facilityId).returnAddress,
    trackingNumber: box.trackingNumber,
    shippingRegion: box.region.name,
    shipDate: box.shipDate,
    shipDay: WEEKDAYS[weekdayIndex(box.shipDate)]!,
    packLineName,
    metadataId,
  });
}
