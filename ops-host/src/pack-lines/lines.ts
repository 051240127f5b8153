import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/access.ts';

/** The zone id floor screens use for the meal card zone. */
export const MEAL_CARD_ZONE = 'MealCard';
/** The zone type of a preset's meal card zone. */
export const MEAL_CARD_TYPE = 'Meal Card';

export const lineNotFound = (letter: string) => `No pack line ${letter} at this facility.`;
export const noMealCardZone = (lineName: string) => `Line ${lineName} has no meal card zone.`;

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
