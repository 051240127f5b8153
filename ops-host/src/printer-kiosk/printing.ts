import type { HistoryAuthor } from '@ops/schema/history';
import { sql, type UpdateObject } from 'kysely';
import type { Database, Db, Queryable } from '../db/database.ts';
import type { FloorSession } from '../floor-sessions/service.ts';
import { recordHistory } from '../history/record.ts';
import { HttpError } from '../http/access.ts';
import { publishPackLineUpdates } from '../pack-lines/events.ts';
import { takeNextPrintableBox } from '../pack-lines/packability.ts';
import { PrinterConnection } from '../label-printers/client.ts';
import type { ShippingLabelContent } from '../label-printers/label-layout.ts';
import { shippingLabelZpl, trainingLabelZpl, type ShippingLabel } from '../label-printers/zpl.ts';
import { confirmedPrinter, type ConfirmedPrinter, type PrinterDeps } from './assignment.ts';
import { labelContent, labelContentQuery, returnAddressOf } from './label-content.ts';
import { printerRefusal } from './printer-errors.ts';

export const NO_LABELS_LEFT = 'There are no labels left to print in this group.';

/** A label record as the kiosk shows it. */
export interface LabelData {
  metadataId: number;
  packLinePlanGroupId: number | null;
  customerName: string;
  brand: string;
  trackingNumber: string | null;
  shippingRegion: string;
  shippingRegionCategory: string;
  shipDay: string;
  barcode: string;
  lastPrinted: Date;
  printState: 'sending' | 'uncertain' | 'printed';
}

/** What a label shows of its box (shipments s, shipping_regions r). */
const BOX_COLUMNS = [
  's.customer_name as customerName',
  's.brand',
  'r.name as shippingRegion',
  'r.category as shippingRegionCategory',
  's.ship_day as shipDay',
  's.barcode',
] as const;

/** What the kiosk shows of a label's record (labels lb), besides BOX_COLUMNS. */
const RECORD_COLUMNS = [
  'lb.id as metadataId',
  'lb.pack_line_plan_group_id as packLinePlanGroupId',
  'lb.tracking_number as trackingNumber',
  'lb.last_printed_at as lastPrinted',
  'lb.print_state as printState',
] as const;

/** A box with what its label shows. */
function boxQuery(db: Queryable) {
  return db
    .selectFrom('shipments as s')
    .innerJoin('shipping_regions as r', 'r.id', 's.shipping_region_id')
    .select(BOX_COLUMNS);
}

/** Labels as the kiosk shows them (no ZPL: only a reprint sends it, and selects it itself). */
function labelQuery(db: Queryable) {
  return boxQuery(db).innerJoin('labels as lb', 'lb.shipment_id', 's.id').select(RECORD_COLUMNS);
}

/** A label read as the kiosk shows it: its id as a number (the column is a bigint). */
const withNumericId = <Row extends { metadataId: number | string }>(row: Row) => ({
  ...row,
  metadataId: Number(row.metadataId),
});

/**
 * The query of a line's latest labels, newest print first: in the order of the index
 * labels_line_last_printed (060_labels_reprint_queue.sql), so it reads `limit` entries however
 * many labels the line has printed.
 */
export function recentLabelsQuery(db: Queryable, packLineId: number, limit = 30) {
  return labelQuery(db)
    .where('lb.pack_line_id', '=', packLineId)
    .orderBy('lb.last_printed_at', 'desc')
    .orderBy('lb.id', 'desc')
    .limit(limit);
}

/** The latest labels of a line, newest first (the reprint queue holds 30). */
export async function recentLabels(
  db: Queryable,
  packLineId: number,
  limit = 30,
): Promise<LabelData[]> {
  const rows = await recentLabelsQuery(db, packLineId, limit).execute();
  return rows.map(withNumericId);
}

/** Labels of the facility whose customer, tracking number or region contains the text. */
export async function searchLabels(
  db: Queryable,
  facilityId: number,
  text: string,
): Promise<LabelData[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await labelQuery(db)
    .where('s.packing_facility_id', '=', facilityId)
    .where((eb) =>
      eb.or([
        eb('s.customer_name', 'ilike', pattern),
        eb('lb.tracking_number', 'ilike', pattern),
        eb('r.name', 'ilike', pattern),
      ]),
    )
    .orderBy('lb.last_printed_at', 'desc')
    .limit(30)
    .execute();
  return rows.map(withNumericId);
}

/**
 * A label updated, read back as the kiosk shows it in the same statement: its own columns come
 * from the update's RETURNING (the statement's other reads see the rows as they were before it).
 */
function updatedLabelQuery(
  db: Queryable,
  metadataId: number,
  changes: UpdateObject<Database, 'labels'>,
) {
  return db
    .with('lb', (qb) =>
      qb.updateTable('labels').set(changes).where('id', '=', metadataId).returningAll(),
    )
    .selectFrom('lb')
    .innerJoin('shipments as s', 's.id', 'lb.shipment_id')
    .innerJoin('shipping_regions as r', 'r.id', 's.shipping_region_id')
    .select(BOX_COLUMNS)
    .select(RECORD_COLUMNS);
}

async function printedCount(db: Queryable, groupId: number): Promise<number> {
  const row = await db
    .selectFrom('shipments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('pack_line_plan_group_id', '=', groupId)
    .where('printed_at', 'is not', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Prints the next box of the group on this kiosk's printer, exactly once (docs/label-printers.md,
 * 020_label_print_state.sql):
 * 1. connect and ask ~HS: a printer that cannot be reached or reports a fault is refused with
 *    its reason, and nothing is reserved;
 * 2. reserve: in one committed transaction, take the next box (FOR UPDATE SKIP LOCKED, so
 *    concurrent kiosks never take the same box), write its label record ('sending') and mark
 *    the box printed;
 * 3. send the label and ask ~HS again: the answer means the printer took the whole job
 *    ('printed'). When nothing of the job left the host the reservation is undone (the box is
 *    unprinted again); when it may have reached the printer the label stays recorded as
 *    'uncertain' and the kiosk warns about a duplicate; the operator reprints it if missing.
 * A host stopped between 2 and 3 leaves 'sending': recorded, never sent twice by itself.
 */
export async function printNextLabel(
  deps: PrinterDeps,
  input: {
    session: FloorSession;
    groupId: number;
    /** This kiosk's printer (confirmedPrinter). */
    printer: ConfirmedPrinter;
    /** The kiosk in words, for history (kioskAuthor). */
    author: (packLineName: string, address: string) => HistoryAuthor;
  },
): Promise<{ labelsPrinted: number; labelData: LabelData }> {
  const { db } = deps;
  const facilityId = input.session.facilityId;
  const { address, assignment } = input.printer;
  const group = await db
    .selectFrom('pack_line_plan_groups')
    .select(['id', 'name', 'packing_facility_id'])
    .where('id', '=', input.groupId)
    .executeTakeFirst();
  if (!group || group.packing_facility_id !== facilityId) {
    throw new HttpError(404, `No plan group ${input.groupId} at this facility.`);
  }
  // Any group of the facility may be printed from a line that can pack its boxes (a second
  // line helping to finish a group); the kiosk lists its own line's groups.

  let printer: PrinterConnection;
  try {
    printer = await PrinterConnection.open(address, deps.printer);
  } catch (error) {
    throw printerRefusal(error);
  }
  try {
    try {
      await printer.assertReady();
    } catch (error) {
      throw printerRefusal(error);
    }
    const author = input.author(assignment.packLineName, address);
    const reserved = await reserveNextLabel(db, {
      groupId: group.id,
      groupName: group.name,
      facilityId,
      packLineId: assignment.packLineId,
      packLineName: assignment.packLineName,
      address,
      author,
    });
    if (!reserved) {
      throw new HttpError(409, NO_LABELS_LEFT, {
        labels_printed: await printedCount(db, group.id),
      });
    }
    try {
      await printer.print(reserved.zpl);
    } catch (error) {
      await settleFailedSend(db, reserved, error, facilityId, author);
      throw printerRefusal(error);
    }
    return await markPrinted(db, reserved.metadataId, group.id);
  } finally {
    printer.close();
  }
}

/** The label confirmed by its printer, read back with the group's count of printed boxes. */
async function markPrinted(
  db: Queryable,
  metadataId: number,
  groupId: number,
): Promise<{ labelsPrinted: number; labelData: LabelData }> {
  const row = await updatedLabelQuery(db, metadataId, { print_state: 'printed' })
    .select((eb) =>
      eb
        .selectFrom('shipments')
        .select(eb.fn.countAll<string>().as('n'))
        .where('pack_line_plan_group_id', '=', groupId)
        .where('printed_at', 'is not', null)
        .as('labelsPrinted'),
    )
    .executeTakeFirstOrThrow();
  const { labelsPrinted, ...label } = row;
  return { labelsPrinted: Number(labelsPrinted), labelData: withNumericId(label) };
}

/**
 * The label as printed, or 422 when its data is broken: a carrier takes no label without a ship-to
 * and a return address (label generation postpones or errors such boxes, so this is a box whose
 * data changed since). Thrown inside the reservation's transaction, so nothing is taken.
 */
function printableLabel(
  content: ShippingLabelContent,
  box: { barcode: string; facility_name: string },
): ShippingLabel {
  const { shipTo, returnAddress, trackingNumber, packLineName, metadataId } = content;
  if (!shipTo) {
    throw new HttpError(
      422,
      `Box ${box.barcode} has no complete ship-to address, so its label cannot be printed. Fix its address first.`,
    );
  }
  if (!returnAddress) {
    throw new HttpError(
      422,
      `${box.facility_name} has no return address, so no label can be printed there.`,
    );
  }
  if (trackingNumber === null || packLineName === null || metadataId === null) {
    throw new Error(`Box ${box.barcode} was taken for printing without a tracking number`);
  }
  return { ...content, shipTo, returnAddress, trackingNumber, packLineName, metadataId };
}

interface Reservation {
  metadataId: number;
  shipmentId: number;
  zpl: string;
  /** The box and its group as the print's history entry names them, for its release's entry. */
  barcode: string;
  groupName: string;
}

async function reserveNextLabel(
  db: Db,
  input: {
    groupId: number;
    groupName: string;
    facilityId: number;
    packLineId: number;
    packLineName: string;
    address: string;
    author: HistoryAuthor;
  },
): Promise<Reservation | undefined> {
  return db.transaction().execute(async (tx) => {
    const shipmentId = await takeNextPrintableBox(tx, input.groupId, input.packLineId);
    if (shipmentId === undefined) return undefined;
    // The box's label fields and the label's id, which its ZPL carries, in one statement.
    const box = await labelContentQuery(tx)
      .select(sql<string>`nextval(pg_get_serial_sequence('labels', 'id'))`.as('labelId'))
      .where('s.id', '=', shipmentId)
      .executeTakeFirstOrThrow();
    const metadataId = Number(box.labelId);
    const zpl = shippingLabelZpl(
      printableLabel(labelContent(box, { packLineName: input.packLineName, metadataId }), box),
    );
    // The label record and the box marked printed, in one statement.
    const now = new Date();
    await tx
      .with('marked', (qb) =>
        qb
          .updateTable('shipments')
          .set({ printed_at: now })
          .where('id', '=', shipmentId)
          .returning('id'),
      )
      .insertInto('labels')
      .values({
        id: metadataId,
        shipment_id: shipmentId,
        pack_line_plan_group_id: input.groupId,
        pack_line_id: input.packLineId,
        printer_ip: input.address,
        tracking_number: box.tracking_number,
        zpl,
        printed_at: now,
        last_printed_at: now,
        print_state: 'sending',
      })
      .execute();
    await publishPackLineUpdates(tx, box.abbreviated_name, {
      reason: 'print',
      packLineNames: [input.packLineName],
      groupIds: [input.groupId],
      refetchPrinters: false,
    });
    // One entry per label, in the reservation's transaction: the print path's one more insert.
    await recordHistory(tx, input.author, {
      facilityId: input.facilityId,
      kind: 'printer_kiosk.label_printed',
      summary: `Label printed for box ${box.barcode} (group ${input.groupName})`,
      before: null,
      after: { box: box.barcode, group: input.groupName, labelId: metadataId },
    });
    return { metadataId, shipmentId, zpl, barcode: box.barcode, groupName: input.groupName };
  });
}

/**
 * After a failed send: undo the reservation when nothing left, else record the doubt. The print's
 * entry stays (it was announced when the box was taken, and history only grows): the release is
 * an entry of its own, in the transaction that releases the box.
 */
async function settleFailedSend(
  db: Db,
  reserved: Reservation,
  error: unknown,
  facilityId: number,
  author: HistoryAuthor,
) {
  const jobSent = (error as { jobSent?: boolean }).jobSent !== false;
  await db.transaction().execute(async (tx) => {
    if (!jobSent) {
      await tx.deleteFrom('labels').where('id', '=', reserved.metadataId).execute();
      const reason = error instanceof Error ? error.message : String(error);
      await recordHistory(tx, author, {
        facilityId,
        kind: 'printer_kiosk.label_released',
        summary: `Label for box ${reserved.barcode} not sent: ${reason}; box released to print again`,
        before: { box: reserved.barcode, group: reserved.groupName, labelId: reserved.metadataId },
        after: { box: reserved.barcode, group: reserved.groupName, reason },
      });
      await tx
        .updateTable('shipments')
        .set({ printed_at: null })
        .where('id', '=', reserved.shipmentId)
        .execute();
      return;
    }
    await tx
      .updateTable('labels')
      .set({ print_state: 'uncertain' })
      .where('id', '=', reserved.metadataId)
      .execute();
  });
}

/**
 * Sends a recorded label again (the reprint queue, a label found by search). Confirmed by the
 * printer it becomes 'printed'; a reprint that fails leaves the record as it was.
 */
export async function reprintLabel(
  deps: PrinterDeps,
  input: {
    session: FloorSession;
    metadataId: number;
    /** This kiosk's printer (confirmedPrinter). */
    printer: ConfirmedPrinter;
    author: (packLineName: string, address: string) => HistoryAuthor;
  },
): Promise<{ labelData: LabelData }> {
  const { db } = deps;
  const facilityId = input.session.facilityId;
  const { address, assignment } = input.printer;
  const label = await labelQuery(db)
    .select('lb.zpl')
    .where('lb.id', '=', input.metadataId)
    .where('s.packing_facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!label) throw new HttpError(404, `No label ${input.metadataId} at this facility.`);
  try {
    const printer = await PrinterConnection.open(address, deps.printer);
    try {
      await printer.assertReady();
      await printer.print(label.zpl);
    } finally {
      printer.close();
    }
  } catch (error) {
    throw printerRefusal(error);
  }
  const updated = await db.transaction().execute(async (tx) => {
    const row = await updatedLabelQuery(tx, input.metadataId, {
      print_state: 'printed',
      last_printed_at: new Date(),
      print_count: sql<number>`print_count + 1`,
    }).executeTakeFirstOrThrow();
    await recordHistory(tx, input.author(assignment.packLineName, address), {
      facilityId,
      kind: 'printer_kiosk.label_reprinted',
      summary: `Label reprinted for box ${row.barcode}`,
      before: null,
      after: { box: row.barcode, labelId: Number(row.metadataId) },
    });
    return row;
  });
  return { labelData: withNumericId(updated) };
}

/**
 * A sample label on the kiosk's printer. The supervisor's code is checked once the printer is
 * known to be this kiosk's, on its facility's network, so a request refused for its address does
 * not count as a wrong code.
 */
export async function printTrainingLabel(
  deps: PrinterDeps,
  input: {
    session: FloorSession;
    typedPrinterIp: string;
    checkCode: () => Promise<void>;
    author: (packLineName: string, address: string) => HistoryAuthor;
  },
): Promise<void> {
  const { address, assignment } = await confirmedPrinter(
    deps.db,
    input.session,
    input.typedPrinterIp,
  );
  await input.checkCode();
  const facility = await deps.db
    .selectFrom('packing_facilities')
    .selectAll()
    .where('id', '=', input.session.facilityId)
    .executeTakeFirstOrThrow();
  const zpl = trainingLabelZpl({
    packLineName: assignment.packLineName,
    returnAddress: returnAddressOf(facility),
  });
  try {
    const printer = await PrinterConnection.open(address, deps.printer);
    try {
      await printer.assertReady();
      await printer.print(zpl);
    } finally {
      printer.close();
    }
  } catch (error) {
    throw printerRefusal(error);
  }
  await deps.db.transaction().execute((tx) =>
    recordHistory(tx, input.author(assignment.packLineName, address), {
      facilityId: input.session.facilityId,
      kind: 'printer_kiosk.training_label_printed',
      summary: `Training label printed on line ${assignment.packLineName}`,
      before: null,
      after: { line: assignment.packLineName, printer: address },
    }),
  );
}
