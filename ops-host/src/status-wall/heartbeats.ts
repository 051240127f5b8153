import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { unflushedCommit } from '../db/unflushed-commit.ts';
import { HttpError } from '../http/access.ts';
import {
  lineNotFound,
  MEAL_CARD_TYPE,
  MEAL_CARD_ZONE,
  noMealCardZone,
  type ZoneRef,
} from '../pack-lines/lines.ts';
import { ONLINE_WINDOW_SECONDS } from './statuses.ts';

export interface Heartbeat {
  facilityId: number;
  lineLetter: string;
  /** 0 is the line's printer screen. */
  zone: ZoneRef;
  eventType: string;
  zoneState: string | null;
}

/**
 * Records a floor screen's register_event: zone screens at start and every 30 s,
 * printer screens as zone 0. A screen is online while its last heartbeat is under 120 s old;
 * `cameOnline` says this one brought it back (none before, or the last one 120 s old or more).
 *
 * One statement (a facility's screens send about 20 a second): the line by its letter, the zone
 * (MealCard: the preset's first meal card zone), the heartbeat, and whether an earlier one is
 * recent, read in the statement's snapshot, which does not hold the heartbeat it inserts. An
 * unknown line, or MealCard on a preset without one, is 404 and records nothing.
 */
export async function recordHeartbeat(
  db: Db,
  beat: Heartbeat,
): Promise<{ receivedAt: Date; cameOnline: boolean }> {
  const mealCard = beat.zone === MEAL_CARD_ZONE;
  const { rows } = await sql<{
    line_name: string;
    zone_id: number | null;
    received_at: Date | null;
    came_online: boolean | null;
  }>`
    WITH ${unflushedCommit},
    line AS (
      SELECT id, name, line_preset_id FROM pack_lines
      WHERE packing_facility_id = ${beat.facilityId} AND name = ${beat.lineLetter.toUpperCase()}
    ), zone AS (
      SELECT CASE WHEN ${mealCard}::boolean THEN (
               SELECT z.zone_id FROM zones z
               WHERE z.line_preset_id = line.line_preset_id AND z.pickable_type = ${MEAL_CARD_TYPE}
               ORDER BY z.zone_id LIMIT 1)
             ELSE ${mealCard ? null : beat.zone}::int END AS zone_id
      FROM line
    ), inserted AS (
      INSERT INTO heartbeats (packing_facility_id, pack_line_id, zone_id, event_type, zone_state)
      SELECT ${beat.facilityId}, line.id, zone.zone_id, ${beat.eventType}, ${beat.zoneState}
      FROM line, zone, unflushed WHERE zone.zone_id IS NOT NULL
      RETURNING pack_line_id, zone_id, received_at
    )
    SELECT line.name AS line_name, zone.zone_id, inserted.received_at,
      NOT EXISTS (
        SELECT 1 FROM heartbeats h
        WHERE h.pack_line_id = inserted.pack_line_id AND h.zone_id = inserted.zone_id
          AND h.received_at > inserted.received_at - make_interval(secs => ${ONLINE_WINDOW_SECONDS})
      ) AS came_online
    FROM line JOIN zone ON true LEFT JOIN inserted ON true`.execute(db);
  const row = rows[0];
  if (!row) throw new HttpError(404, lineNotFound(beat.lineLetter));
  if (row.received_at === null) throw new HttpError(404, noMealCardZone(row.line_name));
  return { receivedAt: new Date(row.received_at), cameOnline: row.came_online === true };
}
