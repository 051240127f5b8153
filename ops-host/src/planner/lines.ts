import type { HistoryAuthor } from '@ops/schema/history';
import type { Db, Tx } from '../db/database.ts';
import { recordHistory } from '../history/record.ts';
import { HttpError } from '../http/access.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import { publishPackLineUpdates, publishZoneScreens } from '../pack-lines/events.ts';
import { StaleData } from '../pack-lines/stale-data.ts';
import { lockLines, type LockedLine } from './locks.ts';

/** What a planner is told when the line's preset changed under its dialog. */
export function stalePresetMessage(line: LockedLine): string {
  const now = line.preset_name ? `it now uses preset ${line.preset_name}` : 'it now has no preset';
  return (
    `Pack Line ${line.name}'s preset was changed since you opened this dialog: ${now}. ` +
    'Your change was not saved; the dialog shows the current preset.'
  );
}

/**
 * Gives a line another preset of its facility, if its preset is still the one the planner saw
 * (409 otherwise): the planners' figures move (pack_line_updates) and the line's zone screens
 * reload their configuration (refetch_zone_configuration).
 */
export async function changeLinePreset(
  db: Db,
  facility: CheckedFacility,
  change: PresetChange,
): Promise<void> {
  await db.transaction().execute((tx) => changeLinePresetIn(tx, facility, change));
}

export interface PresetChange {
  lineName: string;
  presetId: number;
  seenPresetId: number | null;
  /** Who made the change, for history. */
  author?: HistoryAuthor;
}

/** What undo of a line's preset change needs (undoable when the line had a preset before). */
export interface LinePresetUndo {
  line: string;
  before: number;
  after: number;
}

/** changeLinePreset in the caller's transaction; returns the entry it recorded's words. */
export async function changeLinePresetIn(tx: Tx, facility: CheckedFacility, change: PresetChange) {
  {
    const line = (await lockLines(tx, facility.id, [change.lineName])).get(change.lineName);
    if (!line) throw new HttpError(422, `No pack line ${change.lineName} at this facility.`);
    if (line.line_preset_id !== change.seenPresetId) {
      throw new StaleData(stalePresetMessage(line), [], {
        field: 'seen_preset_id',
        preset_id: line.line_preset_id,
      });
    }
    const preset = await tx
      .selectFrom('line_presets')
      .select(['id', 'name'])
      .where('packing_facility_id', '=', facility.id)
      .where('id', '=', change.presetId)
      .executeTakeFirst();
    if (!preset) throw new HttpError(422, `No line preset ${change.presetId} at this facility.`);
    await tx
      .updateTable('pack_lines')
      .set({ line_preset_id: change.presetId })
      .where('id', '=', line.id)
      .execute();
    await publishPackLineUpdates(tx, facility.abbreviation, {
      reason: 'preset',
      packLineNames: [line.name],
    });
    await publishZoneScreens(tx, facility.abbreviation, line.name, 'refetch_zone_configuration', {
      preset_id: change.presetId,
    });
    const entry = {
      facilityId: facility.id,
      kind: 'planner.line_preset_changed' as const,
      summary: `Line ${line.name} preset: ${line.preset_name ?? 'none'} → ${preset.name}`,
      before: { line: line.name, preset: line.preset_name },
      after: { line: line.name, preset: preset.name },
      ...(line.line_preset_id === null
        ? {}
        : {
            undo: {
              line: line.name,
              before: line.line_preset_id,
              after: preset.id,
            } satisfies LinePresetUndo,
          }),
    };
    if (change.author && line.line_preset_id !== preset.id) {
      await recordHistory(tx, change.author, entry);
    }
    return entry;
  }
}
