import { randomInt } from 'node:crypto';
import type { HistoryAuthor } from '@ops/schema/history';
import type { Db, Queryable } from '../db/database.ts';
import type { FloorSession } from '../floor-sessions/service.ts';
import { recordHistory } from '../history/record.ts';
import { HttpError } from '../http/access.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import { publishPrinterUnassignment } from '../pack-lines/events.ts';
import { findLine } from '../pack-lines/lines.ts';
import { printOnPrinter, type PrinterOptions } from '../label-printers/client.ts';
import { testLabelZpl } from '../label-printers/zpl.ts';
import { limitedAttempt, type Limit } from '../rate-limit/service.ts';
import { facilityPrinterAddress } from './printer-address.ts';
import { printerRefusal } from './printer-errors.ts';

export const INCORRECT_PRINTER_CODE = 'Incorrect printer code';
/**
 * Wrong confirmation codes checked per printer, and per floor session, before the kiosk must
 * wait: 4 digits are few, and a new assignment (a new code) does not start a new count.
 */
const CONFIRMATION_LIMIT: Limit = { attempts: 5, windowMs: 5 * 60_000 };

export interface PrinterDeps {
  db: Db;
  printer: PrinterOptions;
  /** The time the confirmation codes' limit counts by. */
  now?: () => Date;
}

/** The kiosk in words for history, once its line and printer are known. */
export type KioskAuthor = (packLineName: string, address: string) => HistoryAuthor;

export interface Assignment {
  id: number;
  packLineId: number;
  packLineName: string;
  printerIp: string;
  confirmed: boolean;
}

/** The kiosk's conflicts: another kiosk's printer on this line, or this printer on another line. */
async function conflicts(
  db: Queryable,
  facilityId: number,
  lineId: number,
  address: string,
  session: FloorSession,
) {
  return db
    .selectFrom('printer_assignments as a')
    .innerJoin('pack_lines as l', 'l.id', 'a.pack_line_id')
    .select(['a.id', 'a.printer_ip', 'l.name as pack_line_name', 'a.floor_session_token_hash'])
    .where('a.packing_facility_id', '=', facilityId)
    .where('a.unassigned_at', 'is', null)
    .where((eb) => eb.or([eb('a.printer_ip', '=', address), eb('a.pack_line_id', '=', lineId)]))
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        own: row.floor_session_token_hash === session.tokenHash,
      })),
    );
}

/**
 * Assigns a printer to a line for this kiosk: a printer or line in
 * use by another kiosk answers 409 with the conflict unless the kiosk takes over; then a test
 * label with a fresh 4-digit code is printed (the printer must be reachable and ready), and the
 * assignment waits for the kiosk to type that code. Taking over sends the other kiosks of the
 * line back to their line selector (printer_unassignment with excluded_ip).
 */
export async function assignPrinter(
  deps: PrinterDeps,
  input: {
    facility: CheckedFacility;
    session: FloorSession;
    packLineName: string;
    typedPrinterIp: string;
    takeOver: boolean;
    author: KioskAuthor;
  },
): Promise<Assignment> {
  const { db } = deps;
  const line = await findLine(db, input.facility.id, input.packLineName);
  const address = await facilityPrinterAddress(db, input.facility.id, input.typedPrinterIp);
  const others = (await conflicts(db, input.facility.id, line.id, address, input.session)).filter(
    (row) => !row.own,
  );
  if (others.length > 0 && !input.takeOver) {
    const conflict = others[0]!;
    const message =
      conflict.printer_ip === address
        ? `Printer ${address} is in use on line ${conflict.pack_line_name}.`
        : `Line ${line.name} is in use with printer ${conflict.printer_ip}.`;
    throw new HttpError(409, message, {
      conflicts: others.map((row) => ({
        pack_line_name: row.pack_line_name,
        printer_ip: row.printer_ip,
      })),
    });
  }

  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  try {
    await printOnPrinter(
      address,
      testLabelZpl({ confirmationCode: code, packLineName: line.name, printerIp: address }),
      deps.printer,
    );
  } catch (error) {
    throw printerRefusal(error);
  }

  return db.transaction().execute(async (tx) => {
    const now = new Date();
    const current = await conflicts(tx, input.facility.id, line.id, address, input.session);
    // This kiosk's own earlier assignment (another line or printer) ends too.
    const mine = await tx
      .selectFrom('printer_assignments')
      .select('id')
      .where('floor_session_token_hash', '=', input.session.tokenHash)
      .where('unassigned_at', 'is', null)
      .execute();
    const ending = [...new Set([...current.map((row) => row.id), ...mine.map((row) => row.id)])];
    if (ending.length > 0) {
      await tx
        .updateTable('printer_assignments')
        .set({ unassigned_at: now })
        .where('id', 'in', ending)
        .execute();
    }
    const created = await tx
      .insertInto('printer_assignments')
      .values({
        packing_facility_id: input.facility.id,
        pack_line_id: line.id,
        printer_ip: address,
        confirmation_code: code,
        floor_session_token_hash: input.session.tokenHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines = new Set([line.name, ...current.map((row) => row.pack_line_name)]);
    for (const name of lines) {
      await publishPrinterUnassignment(tx, input.facility.slug, name, address);
    }
    const taken = current.filter((row) => !row.own);
    await recordHistory(tx, input.author(line.name, address), {
      facilityId: input.facility.id,
      kind: 'printer_kiosk.printer_assigned',
      summary:
        `Printer ${address} signed onto line ${line.name}` +
        (taken.length > 0
          ? `, taking over from ${taken.map((row) => `printer ${row.printer_ip} on line ${row.pack_line_name}`).join(', ')}`
          : ''),
      before: {
        signedOn: taken.map((row) => ({ line: row.pack_line_name, printer: row.printer_ip })),
      },
      after: { line: line.name, printer: address, confirmed: false },
    });
    return {
      id: created.id,
      packLineId: line.id,
      packLineName: line.name,
      printerIp: address,
      confirmed: false,
    };
  });
}

/** This kiosk's current assignment on the line (confirmed or not), or 404. */
export async function kioskAssignment(
  db: Queryable,
  session: FloorSession,
  facilityId: number,
  filter: { packLineName?: string; printerIp?: string },
): Promise<Assignment & { confirmationCode: string }> {
  let query = db
    .selectFrom('printer_assignments as a')
    .innerJoin('pack_lines as l', 'l.id', 'a.pack_line_id')
    .select([
      'a.id',
      'a.pack_line_id',
      'l.name',
      'a.printer_ip',
      'a.confirmed_at',
      'a.confirmation_code',
    ])
    .where('a.floor_session_token_hash', '=', session.tokenHash)
    .where('a.packing_facility_id', '=', facilityId)
    .where('a.unassigned_at', 'is', null);
  if (filter.packLineName) query = query.where('l.name', '=', filter.packLineName.toUpperCase());
  if (filter.printerIp) query = query.where('a.printer_ip', '=', filter.printerIp);
  const row = await query.executeTakeFirst();
  if (!row) {
    throw new HttpError(
      409,
      'This kiosk has no printer on this line. Sign in to your line again.',
      { signed_out: true },
    );
  }
  return {
    id: row.id,
    packLineId: row.pack_line_id,
    packLineName: row.name,
    printerIp: row.printer_ip,
    confirmed: row.confirmed_at !== null,
    confirmationCode: row.confirmation_code,
  };
}

/** The printer a kiosk signed in with and confirmed: its full address and its assignment. */
export interface ConfirmedPrinter {
  address: string;
  assignment: Assignment;
}

/** The printer this kiosk signed in with and confirmed; 409 (back to the line selector) if none. */
export async function confirmedPrinter(
  db: Queryable,
  session: FloorSession,
  typedPrinterIp: string,
): Promise<ConfirmedPrinter> {
  const address = await facilityPrinterAddress(db, session.facilityId, typedPrinterIp);
  const assignment = await kioskAssignment(db, session, session.facilityId, { printerIp: address });
  if (!assignment.confirmed) {
    throw new HttpError(409, 'Type the code of the test label first.', { signed_out: true });
  }
  return { address, assignment };
}

/** The kiosk types the test label's code; the host compares (the browser never sees it). */
export async function confirmPrinter(
  { db, now }: { db: Db; now?: () => Date },
  input: {
    facility: CheckedFacility;
    session: FloorSession;
    packLineName: string;
    typedPrinterIp: string;
    confirmationCode: string;
    author: KioskAuthor;
  },
): Promise<Assignment> {
  const address = await facilityPrinterAddress(db, input.facility.id, input.typedPrinterIp);
  const assignment = await kioskAssignment(db, input.session, input.facility.id, {
    packLineName: input.packLineName,
    printerIp: address,
  });
  // Only a wrong code counts, against the printer (whichever kiosk or assignment guesses) and
  // the session (whichever printer it guesses on); guesses take turns (rate-limit/service.ts).
  const right = await limitedAttempt(
    db,
    [
      { bucket: `printer-code:${input.facility.id}:${address}`, limit: CONFIRMATION_LIMIT },
      { bucket: `printer-code-session:${input.session.tokenHash}`, limit: CONFIRMATION_LIMIT },
    ],
    (seconds) => `Too many incorrect codes. Please wait ${seconds} seconds and try again.`,
    async () => (assignment.confirmationCode === input.confirmationCode ? true : null),
    now?.(),
  );
  if (!right) throw new HttpError(422, INCORRECT_PRINTER_CODE);
  await db.transaction().execute(async (tx) => {
    const confirmed = await tx
      .updateTable('printer_assignments')
      .set({ confirmed_at: new Date() })
      .where('id', '=', assignment.id)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    // The code typed again for a confirmed printer changes nothing.
    if (confirmed.numUpdatedRows === 0n) return;
    await recordHistory(tx, input.author(assignment.packLineName, address), {
      facilityId: input.facility.id,
      kind: 'printer_kiosk.printer_confirmed',
      summary: `Printer ${address} confirmed on line ${assignment.packLineName}`,
      before: { line: assignment.packLineName, printer: address, confirmed: false },
      after: { line: assignment.packLineName, printer: address, confirmed: true },
    });
  });
  return { ...assignment, confirmed: true };
}

/**
 * The kiosk signs its printer off the line (the back arrow). The address it names must be on the
 * facility's network; a service, which has no printer of its own, changes nothing.
 */
export async function unassignPrinter(
  db: Db,
  input: {
    facility: CheckedFacility;
    session: FloorSession | null;
    packLineName: string;
    typedPrinterIp: string;
    author: KioskAuthor;
  },
): Promise<void> {
  const address = await facilityPrinterAddress(db, input.facility.id, input.typedPrinterIp);
  const session = input.session;
  if (!session) return;
  const lineName = input.packLineName.toUpperCase();
  await db.transaction().execute(async (tx) => {
    const ended = await tx
      .updateTable('printer_assignments')
      .set({ unassigned_at: new Date() })
      .where('floor_session_token_hash', '=', session.tokenHash)
      .where('packing_facility_id', '=', input.facility.id)
      .where('unassigned_at', 'is', null)
      .where('pack_line_id', 'in', (eb) =>
        eb
          .selectFrom('pack_lines')
          .select('id')
          .where('packing_facility_id', '=', input.facility.id)
          .where('name', '=', lineName),
      )
      .returning('printer_ip')
      .execute();
    // A kiosk with no printer on the line (signed off already) changes nothing.
    if (ended.length === 0) return;
    const printers = ended.map((row) => row.printer_ip);
    await recordHistory(tx, input.author(lineName, printers[0] ?? address), {
      facilityId: input.facility.id,
      kind: 'printer_kiosk.printer_unassigned',
      summary: `Printer ${printers.join(', ')} signed off line ${lineName}`,
      before: { line: lineName, printers },
      after: { line: lineName, printers: [] },
    });
  });
}
