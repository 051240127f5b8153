import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from './database.ts';

/**
 * Runs a query that returns many rows and hands them back as one JSON array, decoded here. The
 * embedded database sends each row and field through its wire protocol, which costs far more
 * than the query itself when thousands of rows come back; one JSON value is one field. Rows keep
 * the query's order. Values are as JSON gives them: numbers (also for counts), strings for dates
 * and timestamps, arrays, booleans, null.
 */
export async function jsonRows<Row>(db: Queryable, query: RawBuilder<unknown>): Promise<Row[]> {
  const result = await sql<{ rows: string }>`
    SELECT COALESCE(json_agg(q), '[]')::text AS rows FROM (${query}) q`.execute(db);
  return JSON.parse(result.rows[0]!.rows) as Row[];
}
