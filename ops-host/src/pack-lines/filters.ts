import { randomUUID } from 'node:crypto';
import { channels, events } from '@ops/schema/realtime';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import { publishEvent } from '../realtime/publish.ts';
import { publishPackLineUpdates } from './events.ts';

/** What a filter names: a letter (M12, P3) or an accessory code. */
export const FILTER_KEY_PATTERN = '^([A-Z][0-9]{1,3}|WB|PC|AC|FC|PI)$';

export const STALE_FILTERS =
  'The filters of this line were changed by someone else; here they are as they are now.';

export interface FilterChange {
  facility: CheckedFacility;
  lineName: string;
  /** The line's preset as the caller saw it; a different one now means its view is stale. */
  presetId?: number;
  /** The filtered letters as the caller saw them. */
  current: readonly string[];
  /** The filtered letters it wants. */
  next: readonly string[];
  by: 'planner' | 'printer';
}

const sorted = (letters: Iterable<string>) => [...new Set(letters)].sort();
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Replaces a line's filtered letters, only if they are still what the caller saw: two people
 * changing one line's filters at once, the second is refused with 409 and the filters as they
 * are now, never silently overwritten. On success, in the same transaction: filters_updated to
 * the planners (their data is out of date), pack_line_updates (counts move), and, when a planner
 * made the change, filters_updated_by_planner to the line's printer.
 */
export async function updateLineFilters(
  db: Db,
  change: FilterChange,
): Promise<{ filters: string[]; changeId: string }> {
  return db.transaction().execute(async (tx) => {
    const line = await tx
      .selectFrom('pack_lines')
      .select(['id', 'name', 'line_preset_id'])
      .where('packing_facility_id', '=', change.facility.id)
      .where('name', '=', change.lineName)
      .forUpdate()
      .executeTakeFirst();
    if (!line) throw new HttpError(404, `No pack line ${change.lineName} at this facility.`);
    const stored = await tx
      .selectFrom('pack_line_filters')
      .select('letter')
      .where('pack_line_id', '=', line.id)
      .execute();
    const now = sorted(stored.map((row) => row.letter));
    const stalePreset = change.presetId !== undefined && change.presetId !== line.line_preset_id;
    if (stalePreset || !same(now, sorted(change.current))) {
      throw new HttpError(409, STALE_FILTERS, {
        current_filters: now,
        preset_id: line.line_preset_id,
      });
    }
    const next = sorted(change.next);
    await tx.deleteFrom('pack_line_filters').where('pack_line_id', '=', line.id).execute();
    if (next.length > 0) {
      await tx
        .insertInto('pack_line_filters')
        .values(next.map((letter) => ({ pack_line_id: line.id, letter })))
        .execute();
    }
    const changeId = randomUUID();
    const payload = {
      pack_line_name: line.name,
      filters: next,
      by: change.by,
      change_id: changeId,
    };
    await publishEvent(
      tx,
      channels.planner(change.facility.abbreviation),
      events.filtersUpdated,
      payload,
    );
    if (change.by === 'planner') {
      await publishEvent(
        tx,
        channels.printerUpdates(change.facility.abbreviation, line.name),
        events.filtersUpdatedByPlanner,
        payload,
      );
    }
    // The printer already hears filters_updated_by_planner (or made the change itself).
    await publishPackLineUpdates(tx, change.facility.abbreviation, {
      reason: 'filters',
      packLineNames: [line.name],
      refetchPrinters: false,
    });
    return { filters: next, changeId };
  });
}
