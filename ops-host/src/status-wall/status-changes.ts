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

/** Key of the advisory lock that makes the hosts' sweeps take turns (any constant of ours). */
const SWEEP_LOCK_KEY = 7_310_004;

/**
 * Facilities with a screen whose last heartbeat crossed the 120 s mark since the previous sweep:
 * their walls are told to refetch, so an offline screen shows without waiting for the next poll.
 * Every host sweeps; the sweeps take turns and a facility already told since its screen went
 * offline is not told again, so the walls hear of it once however many hosts there are.
 */
export async function sweepOfflineScreens(db: Db, sinceMs = OFFLINE_SWEEP_MS): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${SWEEP_LOCK_KEY})`.execute(tx);
    const { rows } = await sql<{ abbreviation: string; went_offline_at: Date }>`
      SELECT f.abbreviated_name AS abbreviation,
        max(last.received_at) + make_interval(secs => ${ONLINE_WINDOW_SECONDS}) AS went_offline_at
      FROM (
        SELECT DISTINCT ON (h.pack_line_id, h.zone_id) h.packing_facility_id, h.received_at
        FROM heartbeats h
        WHERE h.received_at > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS + sinceMs / 1000 + 60})
        ORDER BY h.pack_line_id, h.zone_id, h.received_at DESC
      ) last
      JOIN packing_facilities f ON f.id = last.packing_facility_id
      WHERE last.received_at <= now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})
        AND last.received_at > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS + sinceMs / 1000})
      GROUP BY f.abbreviated_name`.execute(tx);
    const told: string[] = [];
    for (const row of rows) {
      const already = await tx
        .selectFrom('realtime_events')
        .select('id')
        .where('channel', '=', channels.packLineStatus(row.abbreviation))
        .where('event', '=', events.refetch)
        .where(sql<string>`payload->>'reason'`, '=', 'offline')
        .where('created_at', '>=', new Date(row.went_offline_at))
        .executeTakeFirst();
      if (already) continue;
      await publishStatusChange(tx, row.abbreviation, 'offline');
      told.push(row.abbreviation);
    }
    return told;
  });
}
