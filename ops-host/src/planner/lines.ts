import type { Db } from '../db/database.ts';
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
  change: { lineName: string; presetId: number; seenPresetId: number | null },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
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
      .select('id')
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
  });
}
