import type { Db } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import { publishPackLineUpdates, publishZoneScreens } from '../pack-lines/events.ts';

/**
 * Gives a line another preset of its facility: the planners' figures move (pack_line_updates)
 * and the line's zone screens reload their configuration (refetch_zone_configuration).
 */
export async function changeLinePreset(
  db: Db,
  facility: CheckedFacility,
  lineName: string,
  presetId: number,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const preset = await tx
      .selectFrom('line_presets')
      .select('id')
      .where('packing_facility_id', '=', facility.id)
      .where('id', '=', presetId)
      .executeTakeFirst();
    if (!preset) throw new HttpError(422, `No line preset ${presetId} at this facility.`);
    const line = await tx
      .updateTable('pack_lines')
      .set({ line_preset_id: presetId })
      .where('packing_facility_id', '=', facility.id)
      .where('name', '=', lineName)
      .returning('name')
      .executeTakeFirst();
    if (!line) throw new HttpError(422, `No pack line ${lineName} at this facility.`);
    await publishPackLineUpdates(tx, facility.abbreviation, {
      reason: 'preset',
      packLineNames: [line.name],
    });
    await publishZoneScreens(tx, facility.abbreviation, line.name, 'refetch_zone_configuration', {
      preset_id: presetId,
    });
  });
}
