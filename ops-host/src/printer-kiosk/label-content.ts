import { judgeShipment } from '@ops/schema/label-status/rules';
import type { Queryable } from '../db/database.ts';
import type { PostalAddress, ShippingLabelContent } from '../label-printers/label-layout.ts';

/**
 * A box with what its shipping label shows (shipments s, shipping_regions r, packing_facilities
 * f): the printer's label and the planner's label PDF read the same columns.
 */
export function labelContentQuery(db: Queryable) {
  return db
    .selectFrom('shipments as s')
    .innerJoin('shipping_regions as r', 'r.id', 's.shipping_region_id')
    .innerJoin('packing_facilities as f', 'f.id', 's.packing_facility_id')
    .select([
      's.id',
      's.barcode',
      's.brand',
      's.customer_name',
      's.address_line1',
      's.address_line2',
      's.address_city',
      's.address_state',
      's.address_postal_code',
      's.tracking_number',
      's.ship_date',
      's.ship_day',
      'r.name as region_name',
      'f.name as facility_name',
      'f.abbreviated_name',
      'f.return_address_line1',
      'f.return_address_line2',
      'f.return_address_city',
      'f.return_address_state',
      'f.return_address_postal_code',
    ]);
}

export type LabelContentRow = Awaited<
  ReturnType<ReturnType<typeof labelContentQuery>['execute']>
>[number];

interface AddressColumns {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

/** An address a carrier takes (label generation's rule), or null. */
function postalAddress(columns: AddressColumns): PostalAddress | null {
  if (judgeShipment(columns).kind !== 'label') return null;
  return {
    line1: columns.line1 ?? '',
    line2: columns.line2?.trim() ? columns.line2 : null,
    city: columns.city ?? '',
    state: columns.state ?? '',
    postalCode: columns.postalCode ?? '',
  };
}

/** The ship-to address of a box, or null when a carrier would not take it. */
export const shipToOf = (row: LabelContentRow) =>
  postalAddress({
    line1: row.address_line1,
    line2: row.address_line2,
    city: row.address_city,
    state: row.address_state,
    postalCode: row.address_postal_code,
  });

/** The facility's return address, or null when it has none (or one a carrier would not take). */
export const returnAddressOf = (row: {
  return_address_line1: string | null;
  return_address_line2: string | null;
  return_address_city: string | null;
  return_address_state: string | null;
  return_address_postal_code: string | null;
}) =>
  postalAddress({
    line1: row.return_address_line1,
    line2: row.return_address_line2,
    city: row.return_address_city,
    state: row.return_address_state,
    postalCode: row.return_address_postal_code,
  });

/** What the label of this box shows, for the given line and label record. */
export function labelContent(
  row: LabelContentRow,
  label: { packLineName: string | null; metadataId: number | null },
): ShippingLabelContent {
  return {
    barcode: row.barcode,
    brand: row.brand,
    customerName: row.customer_name,
    shipTo: shipToOf(row),
    returnAddress: returnAddressOf(row),
    trackingNumber: row.tracking_number,
    shippingRegion: row.region_name,
    shipDate: row.ship_date,
    shipDay: row.ship_day,
    ...label,
  };
}
