import { sql } from 'kysely';
import type { Db } from '../../ops-host/src/db/database.ts';

// A cheap fingerprint of every table, to prove that a request changed nothing (the fuzz suite's
// refusals, the access matrix's read-only keys).

/**
 * What a refused request may change by design, and why: the count of wrong login codes and
 * sign-ins (the whole table); and when an API key was last used, which the host notes as it
 * identifies the key (api-keys/service.ts, apiKeyFor), before the route admits or refuses the
 * request (http/authenticate.ts). Writing it only for admitted requests would let this column
 * in again; until then a refused request of a key unused for a minute writes it.
 */
export const BOOKKEEPING: Record<string, true | string[]> = {
  rate_limit_hits: true,
  api_keys: ['last_used_at'],
};

/**
 * Rows a host's own timers write whatever the requests do, left out of their table's
 * fingerprint: the offline sweep (status-wall/status-changes.ts) tells a facility's wall, every
 * 10 s, of screens whose heartbeats stopped, and the seeded heartbeats age while the run goes on.
 */
export const TIMER_ROWS: Record<string, ReturnType<typeof sql>> = {
  realtime_events: sql`coalesce(t.payload->>'reason', '') <> 'offline'`,
};

export type Fingerprint = Map<string, string>;

/**
 * One query that fingerprints every table but the bookkeeping: per table, its row count and the
 * sum of its rows' xmin (the transaction that wrote each row). A committed insert or update gives
 * rows a newer, larger xmin and a delete lowers the count, so any write shows, even one that
 * wrote the same values again; and it costs a third of hashing every row's text. A table with
 * bookkeeping columns is hashed row by row without them.
 */
export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const tables = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(
    db,
  );
  const parts = tables.rows
    .filter(({ tablename }) => BOOKKEEPING[tablename] !== true)
    .map(({ tablename }) => {
      const skipped = BOOKKEEPING[tablename];
      const row = Array.isArray(skipped)
        ? sql`hashtext((to_jsonb(t) - ${sql.lit(`{${skipped.join(',')}}`)}::text[])::text)`
        : sql`t.xmin::text`;
      const rows = TIMER_ROWS[tablename] ?? sql`true`;
      return sql`SELECT ${sql.lit(tablename)} AS name,
        count(*)::text || ':' || coalesce(sum(${row}::bigint), 0)::text AS print
        FROM ${sql.table(tablename)} t WHERE ${rows}`;
    });
  const query = sql<{ name: string; print: string }>`${sql.join(parts, sql` UNION ALL `)}`;
  return async () => new Map((await query.execute(db)).rows.map((r) => [r.name, r.print]));
}

export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}

/**
 * One past the newest transaction id: it moves only when a transaction that wrote something
 * ends (a read gets no id), so while it stays put no table can have changed and the costly
 * fingerprint need not be taken again.
 */
export async function writeHorizon(db: Db): Promise<string> {
  const row = await sql<{ xmax: string }>`
    SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax`.execute(db);
  return row.rows[0]!.xmax;
}
