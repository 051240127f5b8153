import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database, Db } from './database.ts';

/** OIDs whose text form we keep or convert the same way on PGlite and node-postgres. */
const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;

const keepText = (value: string) => value;
const toNumber = (value: string) => Number(value);

export interface DatabaseHandle {
  db: Db;
  /** 'pglite' (embedded) or 'postgres' (a server reached by DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** Runs fn for each NOTIFY on channel; returns a function that stops listening. */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs a script of several SQL statements (migrations, resets) in one round trip. */
  execScript(text: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database: a PostgreSQL server when databaseUrl is set, otherwise embedded PGlite
 * in dataDir ('memory://' keeps it in memory, for tests).
 */
export async function connectDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  return connectPglite(options.pgliteDataDir);
}

async function connectPglite(dataDir: string): Promise<DatabaseHandle> {
  const pglite = await PGlite.create(dataDir, {
    parsers: { [INT8]: toNumber, [DATE]: keepText, [NUMERIC]: toNumber },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async listen(channel, fn) {
      const unsubscribe = await pglite.listen(channel, fn);
      return unsubscribe;
    },
    async execScript(text) {
      await pglite.exec(text);
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

function connectPostgres(databaseUrl: string): DatabaseHandle {
  const typeParsers: Record<number, (value: string) => unknown> = {
    [INT8]: toNumber,
    [DATE]: keepText,
    [NUMERIC]: toNumber,
  };
  const poolTypes = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      typeParsers[oid] ?? pg.types.getTypeParser(oid, format),
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, types: poolTypes, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async listen(channel, fn) {
      // LISTEN holds a connection of its own for as long as we listen.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) fn(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end();
      };
    },
    async execScript(text) {
      await pool.query(text);
    },
    async close() {
      await db.destroy();
    },
  };
}
