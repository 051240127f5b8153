import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { DatabaseHandle } from './connect.ts';

const migrationsDir = new URL('./migrations/', import.meta.url);

/**
 * Applies every SQL file of migrations/ not applied yet, in name order, each in its own
 * transaction together with its row in schema_migrations. Returns the names it applied.
 * `before` stops at the first file whose name sorts at or after it: a test of one migration
 * holds the data of the schema before it.
 */
export async function migrate(
  handle: DatabaseHandle,
  options: { before?: string } = {},
): Promise<string[]> {
  await handle.execScript(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(handle.db);
  const applied = new Set(done.rows.map((row) => row.name));
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const ran: string[] = [];
  for (const name of files) {
    if (options.before !== undefined && name >= options.before) break;
    if (applied.has(name)) continue;
    if (!/^[\w.-]+$/.test(name)) throw new Error(`Unexpected migration file name: ${name}`);
    const text = await readFile(new URL(name, migrationsDir), 'utf8');
    await handle.execScript(
      `BEGIN;\n${text}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
    );
    ran.push(name);
  }
  return ran;
}
