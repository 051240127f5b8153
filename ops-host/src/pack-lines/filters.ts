import { randomUUID } from 'node:crypto';
import { channels, events } from '@ops/schema/realtime';
import type { HistoryAuthor } from '@ops/schema/history';
import type { Db, Tx } from '../db/database.ts';
import { recordHistory } from '../history/record.ts';
import { HttpError } from '../http/access.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import { publishEvent } from '../realtime/publish.ts';
import { publishPackLineUpdates } from './events.ts';
import { namesAre, StaleData } from './stale-data.ts';

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
  /** Who made the change, for history (a change that changes the filters is recorded). */
  author?: HistoryAuthor;
}

/** What undo of a line's filters needs: the line and its filters before and after. */
export interface FiltersUndo {
  line: string;
  before: string[];
  after: string[];
}

/** 'Line A filters: M12, P3 → none'. */
export const filtersSummary = (undo: FiltersUndo) =>
  `Line ${undo.line} filters: ${undo.before.join(', ') || 'none'} → ${undo.after.join(', ') || 'none'}`;

const sorted = (letters: Iterable<string>) => [...new Set(letters)].sort();
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * What a planner is told when the line changed under its dialog: what is filtered now that it
 * did not see, what is no longer, or the preset the line uses now.
 */
export function staleFiltersMessage(
  lineName: string,
  seen: readonly string[],
  now: readonly string[],
  presetNow: { changed: boolean; name: string | null },
): string {
  const changes: string[] = [];
  if (presetNow.changed) {
    changes.push(presetNow.name ? `it now uses preset ${presetNow.name}` : 'it now has no preset');
  }
  const added = now.filter((letter) => !seen.includes(letter));
  const removed = seen.filter((letter) => !now.includes(letter));
  if (added.length > 0) changes.push(`${namesAre(added)} now filtered`);
  if (removed.length > 0) changes.push(`${namesAre(removed)} no longer filtered`);
  return (
    `Pack Line ${lineName}'s filters were changed since you opened this dialog: ` +
    `${changes.join('; ')}. Your change was not saved; the dialog shows the current filters.`
  );
}

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
  return db.transaction().execute((tx) => changeLineFilters(tx, change));
}

/** updateLineFilters in the caller's transaction (undo takes a planner's change back with it). */
export async function changeLineFilters(
  tx: Tx,
  change: FilterChange,
): Promise<{ filters: string[]; changeId: string }> {
  {
    const line = await tx
      .selectFrom('pack_lines as pl')
      .leftJoin('line_presets as lp', 'lp.id', 'pl.line_preset_id')
      .select(['pl.id', 'pl.name', 'pl.line_preset_id', 'lp.name as preset_name'])
      .where('pl.packing_facility_id', '=', change.facility.id)
      .where('pl.name', '=', change.lineName)
      .forUpdate('pl')
      .executeTakeFirst();
    if (!line) throw new HttpError(404, `No pack line ${change.lineName} at this facility.`);
    const stored = await tx
      .selectFrom('pack_line_filters')
      .select('letter')
      .where('pack_line_id', '=', line.id)
      .execute();
    const now = sorted(stored.map((row) => row.letter));
    const stalePreset = change.presetId !== undefined && change.presetId !== line.line_preset_id;
    const seen = sorted(change.current);
    if (stalePreset || !same(now, seen)) {
      const message =
        change.by === 'planner'
          ? staleFiltersMessage(line.name, seen, now, {
              changed: stalePreset,
              name: line.preset_name,
            })
          : STALE_FILTERS;
      throw new StaleData(message, [], {
        field: 'current_filters',
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
    if (change.author && !same(now, next)) {
      const undo: FiltersUndo = { line: line.name, before: now, after: next };
      // A planner's change is undone from history; a kiosk's is done again on the floor.
      await recordHistory(tx, change.author, {
        facilityId: change.facility.id,
        kind: change.by === 'planner' ? 'planner.filters_updated' : 'printer_kiosk.filters_updated',
        summary: filtersSummary(undo),
        before: { line: line.name, filters: now },
        after: { line: line.name, filters: next },
        ...(change.by === 'planner' ? { undo } : {}),
      });
    }
    return { filters: next, changeId };
  }
}
