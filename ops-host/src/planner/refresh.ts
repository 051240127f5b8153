import type { HistoryAuthor } from '@ops/schema/history';
import type { Db } from '../db/database.ts';
import { recordHistory } from '../history/record.ts';
import { FORBIDDEN_FACILITY, HttpError } from '../http/access.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import {
  publishPrinterAppUpdates,
  publishPrinterUnassignment,
  publishZoneScreens,
} from '../pack-lines/events.ts';

/**
 * Refresh Lines: application_updates to the zone screens of the given lines, which reload.
 * `visible` is the caller's facilities (undefined: every one); a line of another is refused.
 */
export async function refreshLines(
  db: Db,
  lineIds: readonly number[],
  visible: readonly number[] | undefined,
  author: HistoryAuthor,
): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    const lines = await tx
      .selectFrom('pack_lines as pl')
      .innerJoin('packing_facilities as f', 'f.id', 'pl.packing_facility_id')
      .select(['pl.id', 'pl.name', 'f.id as facility_id', 'f.abbreviated_name'])
      .where('pl.id', 'in', [...lineIds])
      .execute();
    const found = new Set(lines.map((line) => line.id));
    const missing = lineIds.filter((id) => !found.has(id));
    if (missing.length) throw new HttpError(404, `No pack line ${missing.join(', ')}.`);
    if (visible && lines.some((line) => !visible.includes(line.facility_id))) {
      throw new HttpError(403, FORBIDDEN_FACILITY);
    }
    for (const line of lines) {
      await publishZoneScreens(tx, line.abbreviated_name, line.name, 'application_updates');
    }
    // One entry per facility whose lines were refreshed.
    for (const facilityId of [...new Set(lines.map((line) => line.facility_id))]) {
      const names = lines
        .filter((line) => line.facility_id === facilityId)
        .map((line) => line.name)
        .sort();
      await recordHistory(tx, author, {
        facilityId,
        kind: 'line_preset.pack_lines_refreshed',
        summary: `Zone screens of line${names.length > 1 ? 's' : ''} ${names.join(', ')} refreshed`,
        before: null,
        after: { lines: names },
      });
    }
    return lines.map((line) => `${line.abbreviated_name}-${line.name}`);
  });
}

/**
 * Refresh Printers: every printer of the facility is signed out (its assignment closed,
 * printer_unassignment to each line's kiosks), then every kiosk reloads (application_updates).
 */
export async function refreshPrinters(
  db: Db,
  facility: CheckedFacility,
  author: HistoryAuthor,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const closed = await tx
      .updateTable('printer_assignments')
      .set({ unassigned_at: new Date() })
      .where('packing_facility_id', '=', facility.id)
      .where('unassigned_at', 'is', null)
      .returning('id')
      .execute();
    const lines = await tx
      .selectFrom('pack_lines')
      .select('name')
      .where('packing_facility_id', '=', facility.id)
      .orderBy('name')
      .execute();
    for (const line of lines) {
      await publishPrinterUnassignment(tx, facility.slug, line.name, null);
    }
    await publishPrinterAppUpdates(tx, facility.slug);
    await recordHistory(tx, author, {
      facilityId: facility.id,
      kind: 'line_preset.printers_refreshed',
      summary: `Printers refreshed: ${closed.length} printer(s) signed out, every kiosk reloaded`,
      before: null,
      after: { signedOut: closed.length },
    });
    return closed.length;
  });
}
