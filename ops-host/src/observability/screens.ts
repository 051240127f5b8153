import { sql } from 'kysely';
import { Gauge } from 'prom-client';
import type { Db } from '../db/database.ts';
import { ONLINE_WINDOW_SECONDS } from '../status-wall/statuses.ts';
import { registry } from './metrics.ts';

/** Screens that sent no heartbeat for this long are left out: not in use this shift. */
const IN_USE_HOURS = 12;

interface ScreenCount {
  facility: string;
  line: string;
  online: number;
  offline: number;
}

/**
 * Zone and printer screens in use (a heartbeat in the last 12 h) by facility, line and status,
 * online as on the status wall (a heartbeat under 120 s old): one query per scrape, each screen's
 * latest heartbeat read from the heartbeats' (line, zone, time) index.
 */
async function screenCounts(db: Db): Promise<ScreenCount[]> {
  const { rows } = await sql<ScreenCount>`
    SELECT f.abbreviated_name AS facility, pl.name AS line,
      count(*) FILTER (
        WHERE hb.received_at > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})
      )::int AS online,
      count(*) FILTER (
        WHERE hb.received_at <= now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})
      )::int AS offline
    FROM pack_lines pl
    JOIN packing_facilities f ON f.id = pl.packing_facility_id
    CROSS JOIN LATERAL (
      SELECT z.zone_id FROM zones z WHERE z.line_preset_id = pl.line_preset_id
      UNION ALL SELECT 0
    ) s
    JOIN LATERAL (
      SELECT h.received_at FROM heartbeats h
      WHERE h.pack_line_id = pl.id AND h.zone_id = s.zone_id
      ORDER BY h.received_at DESC LIMIT 1
    ) hb ON hb.received_at > now() - make_interval(hours => ${IN_USE_HOURS})
    GROUP BY f.abbreviated_name, pl.name`.execute(db);
  return rows;
}

let source: Db | undefined;

/** The database whose screens the gauge counts, until the returned function forgets it. */
export function countScreensOf(db: Db): () => void {
  source = db;
  return () => {
    if (source === db) source = undefined;
  };
}

new Gauge({
  name: 'ops_host_screens',
  help: 'Zone and printer screens in use this shift (a heartbeat in the last 12 h), by facility, line and status (online: a heartbeat in the last 120 s).',
  labelNames: ['facility', 'line', 'status'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (!source) return;
    for (const row of await screenCounts(source)) {
      this.set({ facility: row.facility, line: row.line, status: 'online' }, row.online);
      this.set({ facility: row.facility, line: row.line, status: 'offline' }, row.offline);
    }
  },
});
