import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

/** Tables in the current schema, schema_migrations aside (it records what the schema is). */
async function dataTables(db: Queryable): Promise<string[]> {
  const result = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'
    ORDER BY tablename`.execute(db);
  return result.rows.map((row) => row.tablename);
}

/**
 * Empties every table, whichever migration created it, and restarts their id sequences, so a
 * reseed gives the same ids as a first seed.
 */
export async function truncateAll(db: Queryable): Promise<void> {
  const tables = await dataTables(db);
  if (tables.length === 0) return;
  await sql`TRUNCATE ${sql.join(tables.map((table) => sql.table(table)))} RESTART IDENTITY CASCADE`.execute(
    db,
  );
}

/**
 * The seed writes ids itself (so related rows can be built before any is written); this moves
 * every serial sequence past the highest id so the application's own inserts do not collide.
 */
export async function syncSequences(db: Queryable): Promise<void> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'
    ORDER BY table_name, column_name`.execute(db);
  for (const { table_name: table, column_name: column } of columns.rows) {
    await sql`SELECT setval(
        pg_get_serial_sequence(${table}, ${column}),
        (SELECT coalesce(max(${sql.ref(column)}), 0) + 1 FROM ${sql.table(table)}),
        false)`.execute(db);
  }
}
