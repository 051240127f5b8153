import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the suites may use: DATABASE_URL, or the local one on 5432. */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let reachable: Promise<boolean> | undefined;

/** True when a PostgreSQL server answers (checked once per test process). */
export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

/**
 * Creates a throwaway database, empty or a copy of template; returns its URL and a function that
 * drops it.
 */
export async function createThrowawayDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ops_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
