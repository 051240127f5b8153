import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';
import { ERROR_RATE_WINDOW, errorRateOf } from '../zone-display/zones.ts';

/** A screen is online while its last heartbeat is under this old. */
export const ONLINE_WINDOW_SECONDS = 120;

export type ScreenStatus = 'online' | 'offline';

interface StatusRow {
  line_id: number;
  line_name: string;
  zone_id: number;
  zone_type: string | null;
  last_heartbeat_at: Date | null;
  online: boolean;
  total: string;
  bad: string;
}

/**
 * Every pack line of a facility with its zone screens and its printer screen (zone 0): status
 * (online while the last heartbeat is under 120 s old) and error rate over the last hour, in
 * one query.
 */
export async function facilityStatuses(db: Queryable, facilityId: number) {
  const { rows } = await sql<StatusRow>`
    WITH screens AS (
      SELECT pl.id AS line_id, pl.name AS line_name, z.zone_id, z.pickable_type AS zone_type
      FROM pack_lines pl JOIN zones z ON z.line_preset_id = pl.line_preset_id
      WHERE pl.packing_facility_id = ${facilityId}
      UNION ALL
      SELECT pl.id, pl.name, 0, NULL FROM pack_lines pl WHERE pl.packing_facility_id = ${facilityId}
    )
    SELECT s.line_id, s.line_name, s.zone_id, s.zone_type,
           hb.received_at AS last_heartbeat_at,
           COALESCE(hb.received_at > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS}), false) AS online,
           sc.total, sc.bad
    FROM screens s
    LEFT JOIN LATERAL (
      SELECT h.received_at FROM heartbeats h
      WHERE h.pack_line_id = s.line_id AND h.zone_id = s.zone_id
      ORDER BY h.received_at DESC LIMIT 1
    ) hb ON true
    CROSS JOIN LATERAL (
      SELECT COALESCE(sum(m.total), 0) AS total, COALESCE(sum(m.bad), 0) AS bad
      FROM zone_scan_minutes m
      WHERE m.pack_line_id = s.line_id AND m.zone_id = s.zone_id AND m.minute > ${ERROR_RATE_WINDOW}
    ) sc
    ORDER BY s.line_name, s.zone_id`.execute(db);
  const lines = new Map<
    number,
    { id: number; name: string; zones: unknown[]; printers: unknown[] }
  >();
  for (const row of rows) {
    let line = lines.get(row.line_id);
    if (!line) {
      line = { id: row.line_id, name: row.line_name, zones: [], printers: [] };
      lines.set(row.line_id, line);
    }
    const tile = {
      zone_id: row.zone_id,
      zone_type: row.zone_type,
      status: (row.online ? 'online' : 'offline') satisfies ScreenStatus,
      error_rate: errorRateOf({ total: Number(row.total), bad: Number(row.bad) }),
      last_heartbeat_at: row.last_heartbeat_at
        ? new Date(row.last_heartbeat_at).toISOString()
        : null,
    };
    (row.zone_id === 0 ? line.printers : line.zones).push(tile);
  }
  return [...lines.values()];
}
