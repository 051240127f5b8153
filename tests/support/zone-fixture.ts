import type { Db } from '../../ops-host/src/db/database.ts';

/** The boxes planned on a line of a facility, by id: barcode and shipping region. */
export function boxesOnLine(db: Db, facilityId: number, lineName: string) {
  return db
    .selectFrom('shipments as s')
    .innerJoin('pack_line_plan_groups as g', 'g.id', 's.pack_line_plan_group_id')
    .innerJoin('pack_lines as l', 'l.id', 'g.pack_line_id')
    .select(['s.barcode', 's.shipping_region_id'])
    .where('s.packing_facility_id', '=', facilityId)
    .where('l.name', '=', lineName)
    .orderBy('s.id')
    .execute();
}

/** The barcode of the first box planned on a line of a facility. */
export async function boxBarcodeOnLine(
  db: Db,
  facilityId: number,
  lineName: string,
): Promise<string> {
  const [box] = await boxesOnLine(db, facilityId, lineName);
  if (!box) throw new Error(`no box planned on line ${lineName}`);
  return box.barcode;
}

/**
 * A Chicago box planned on line A that no zone has scanned yet, holding proteins (zone 1) and,
 * when asked, bottom ice (zone 6) and an accessory (a pickable with a code of its own).
 */
export function unscannedBoxOnLineA(
  db: Db,
  options: { withBottomIce?: boolean; withAccessory?: boolean } = {},
) {
  return db
    .selectFrom('shipments as s')
    .innerJoin('pack_line_plan_groups as g', 'g.id', 's.pack_line_plan_group_id')
    .innerJoin('pack_lines as l', 'l.id', 'g.pack_line_id')
    .select(['s.id', 's.barcode'])
    .where('s.packing_facility_id', '=', 1)
    .where('l.name', '=', 'A')
    .where((eb) =>
      eb.and([
        eb.not(eb.exists(eb.selectFrom('scans').select('id').whereRef('shipment_id', '=', 's.id'))),
        eb.exists(
          eb
            .selectFrom('shipment_cell_keys as k')
            .select('k.cell_key')
            .whereRef('k.shipment_id', '=', 's.id')
            .where('k.cell_key', 'like', 'P%'),
        ),
        ...(options.withBottomIce
          ? [
              eb.exists(
                eb
                  .selectFrom('shipment_ice_packs as i')
                  .select('i.location')
                  .whereRef('i.shipment_id', '=', 's.id')
                  .where('i.location', '=', 'bottom'),
              ),
            ]
          : []),
        ...(options.withAccessory
          ? [
              eb.exists(
                eb
                  .selectFrom('shipment_contents as c')
                  .innerJoin('pickables as p', 'p.id', 'c.pickable_id')
                  .select('p.id')
                  .whereRef('c.shipment_id', '=', 's.id')
                  .where('p.accessory_code', 'is not', null),
              ),
            ]
          : []),
      ]),
    )
    .orderBy('s.id', 'desc')
    .executeTakeFirstOrThrow();
}

/** Scans recorded so far, whatever their outcome. */
export async function countScans(db: Db): Promise<number> {
  const row = await db
    .selectFrom('scans')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
