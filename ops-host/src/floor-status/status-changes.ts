import { channels, events } from '@ops/schema/realtime';
import { sql } from 'kysely';
import type { Db, Queryable } from '../db/database.ts';
import { publishEvent } from '../realtime/publish.ts';
import { ONLINE_WINDOW_SECONDS } from './statuses.ts';

/** How often the host looks for screens that just went offline. */
export const OFFLINE_SWEEP_MS = 10_000;

/** The status walls of the facility refetch (a screen went offline or came back). */
export function publishStatusChange(db: Queryable, abbreviation: string, reason: string) {
  return publishEvent(db, channels.packLineStatus(abbreviation), events.refetch, { reason });
}

/** True when this heartbeat brings the screen back: none before, or the last one too old. */
export async function cameBack(
  db: Queryable,
  lineId: number,
  zoneId: number,
  before: Date,
): Promise<boolean> {
  const previous = await db
    .selectFrom('heartbeats')
    .select('received_at')
    .where('pack_line_id', '=', lineId)
    .where('zone_id', '=', zoneId)
    .where('received_at', '<', before)
    .orderBy('received_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (
    !previous ||
    before.getTime() - new Date(previous.received_at).getTime() >= ONLINE_WINDOW_SECONDS * 1000
  );
}

/**
 * Facilities with a screen whose last heartbeat crossed the 120 s mark since the previous sweep:
 * their walls are told to refetch, so an offline screen shows without waiting for the next poll.
 */
export async function sweepOfflineScreens(db: Db, sinceMs = OFFLINE_SWEEP_MS): Promise<string[]> {
  const { rows } = await sql<{ abbreviation: string }>`
    SELECT DISTINCT f.abbreviated_name AS abbreviation
    FROM (
      SELECT DISTINCT ON (h.pack_line_id, h.zone_id) h.packing_facility_id, h.received_at
      FROM heartbeats h
      WHERE h.received_at > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS + sinceMs / 1000 + 60})
      ORDER BY h.pack_line_id, h.zone_id, h.received_at DESC
    ) last
    JOIN packing_facilities f ON f.id = last.packing_facility_id
    WHERE last.received_at <= now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})
      AND last.received_at > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS + sinceMs / 1000})`.execute(
    db,
  );
  for (const row of rows) await publishStatusChange(db, row.abbreviation, 'offline');
  return rows.map((row) => row.abbreviation);
}
