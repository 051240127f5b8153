import type { Db } from '../../ops-host/src/db/database.ts';
import type { VirtualPrinter } from '../../ops-host/src/label-printers/virtual-printer.ts';
import { printedBarcodes } from '../ops-host/printer-kiosk/kiosk-support.ts';

/**
 * The labelled boxes of a group counted against the printers' received ZPL: each list names the
 * boxes (barcodes) that break a guarantee, so an empty list is the guarantee kept. Only the
 * boxes these printers could have printed count: a box labelled by another printer before the
 * test (the demo data prints part of today's boxes, so which group has some depends on the day
 * and hour) is not this proof's.
 */
export async function labelsAgainstPaper(db: Db, groupId: number, printers: VirtualPrinter[]) {
  const onPaper = printers.flatMap((printer) => printedBarcodes(printer));
  const addresses = new Set(printers.map((printer) => printer.address));
  const boxes = (
    await db
      .selectFrom('shipments as s')
      .leftJoin('labels as l', 'l.shipment_id', 's.id')
      .select(['s.barcode', 's.printed_at', 'l.id as labelId', 'l.print_state', 'l.printer_ip'])
      .where('s.pack_line_plan_group_id', '=', groupId)
      .where('s.tracking_number', 'is not', null)
      .execute()
  ).filter((box) => box.printer_ip === null || addresses.has(box.printer_ip));
  const copies = new Map<string, number>();
  for (const barcode of onPaper) copies.set(barcode, (copies.get(barcode) ?? 0) + 1);
  const confirmed = boxes.filter((b) => b.print_state === 'printed');
  return {
    /** Boxes with more than one label on paper. */
    printedTwice: [...copies.entries()].filter(([, n]) => n > 1).map(([barcode]) => barcode),
    /** Labels on paper whose box has no label record or is not marked printed. */
    onPaperWithoutRecord: [...copies.keys()].filter((barcode) => {
      const box = boxes.find((b) => b.barcode === barcode);
      return !box || box.labelId === null || box.printed_at === null;
    }),
    /** Records the printer confirmed that are not on paper exactly once. */
    confirmedNotOnPaperOnce: confirmed
      .filter((b) => copies.get(b.barcode) !== 1)
      .map((b) => b.barcode),
    /** A label record and the box's printed mark disagree. */
    recordWithoutPrintedBox: boxes
      .filter((b) => (b.labelId !== null) !== (b.printed_at !== null))
      .map((b) => b.barcode),
    /** How many records the printers confirmed. */
    confirmed: confirmed.length,
  };
}
