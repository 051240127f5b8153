import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/access.ts';

/** The zone id floor screens use for the meal card zone. */
export const MEAL_CARD_ZONE = 'MealCard';
/** The zone type of a preset's meal card zone. */
export const MEAL_CARD_TYPE = 'Meal Card';

export const lineNotFound = (letter: string) => `No pack line ${letter} at this facility.`;

/** How a floor screen names its zone: a number, 0 for the printer, or MealCard. */
export type ZoneRef = number | typeof MEAL_CARD_ZONE;

export interface LineRow {
  id: number;
  name: string;
  linePresetId: number | null;
}

/** A pack line of a facility by its letter; 404 when the facility has no such line. */
export async function findLine(
  db: Queryable,
  facilityId: number,
  letter: string,
): Promise<LineRow> {
  const line = await db
    .selectFrom('pack_lines')
    .select(['id', 'name', 'line_preset_id'])
    .where('packing_facility_id', '=', facilityId)
    .where('name', '=', letter.toUpperCase())
    .executeTakeFirst();
  if (!line) throw new HttpError(404, lineNotFound(letter));
  return { id: line.id, name: line.name, linePresetId: line.line_preset_id };
}

/**
 * The zone id a floor screen means: its number as it is, MealCard the line preset's meal card
 * zone (404 when the preset has none).
 */
export async function resolveZoneId(db: Queryable, line: LineRow, zone: ZoneRef): Promise<number> {
  if (zone !== MEAL_CARD_ZONE) return zone;
  const mealCard = line.linePresetId
    ? await db
        .selectFrom('zones')
        .select('zone_id')
        .where('line_preset_id', '=', line.linePresetId)
        .where('pickable_type', '=', MEAL_CARD_TYPE)
        .orderBy('zone_id')
        .executeTakeFirst()
    : undefined;
  if (!mealCard) throw new HttpError(404, `Line ${line.name} has no meal card zone.`);
  return mealCard.zone_id;
}
