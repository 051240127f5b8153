import { PGlite } from '@electric-sql/pglite';
import type { Tracing } from '@ops/schema/observability/tracing';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database, Db } from './database.ts';
import { tracedDialect } from '../observability/tracing.ts';
import { preparingPool } from './prepared-statements.ts';

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
  /**
   * Runs fn for each NOTIFY on channel; returns a function that stops listening. When the
   * listening connection had to be re-opened, onResume runs: notifications sent meanwhile are
   * lost, so the caller must re-read what it listens for.
   */
  listen(
    channel: string,
    fn: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>;
  /** Runs a script of several SQL statements (migrations, resets) in one round trip. */
  execScript(text: string): Promise<void>;
  /**
   * Takes the PostgreSQL advisory lock (space, hashtext(key)) on a connection of its own, so
   * that one process at a time does what it guards; resolves to the function that releases it,
   * or undefined when another process holds it. The lock ends with its connection, so a process
   * that dies lets it go. PGlite serves one process: its lock is always granted.
   */
  tryLock(space: number, key: string): Promise<(() => Promise<void>) | undefined>;
  /** As tryLock, but waits for the lock while another process holds it. */
  lock(space: number, key: string): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Opens the database: a PostgreSQL server when databaseUrl is set, otherwise embedded PGlite
 * in dataDir ('memory://' keeps it in memory, for tests).
 */
export async function connectDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDataDir: string;
  /** A PGlite data folder dump to start an empty pgliteDataDir from. */
  pgliteInitialData?: Blob | undefined;
  /** Faults of idle server connections (a restarted server, say): reported, never fatal. */
  onConnectionError?: (error: Error) => void;
  /** With tracing on, every query is a span (observability/tracing.ts). */
  tracing?: Tracing | undefined;
}): Promise<DatabaseHandle> {
  const tracing = options.tracing;
  const dialectOf = (dialect: Dialect) => (tracing ? tracedDialect(dialect, tracing) : dialect);
  if (options.databaseUrl) {
    return connectPostgres(
      options.databaseUrl,
      options.onConnectionError ?? (() => undefined),
      dialectOf,
    );
  }
  return connectPglite(options.pgliteDataDir, options.pgliteInitialData, dialectOf);
}

type DialectOf = (dialect: Dialect) => Dialect;

async function connectPglite(
  dataDir: string,
  initialData: Blob | undefined,
  dialectOf: DialectOf,
): Promise<DatabaseHandle> {
  const pglite = await PGlite.create(dataDir, {
    ...(initialData ? { loadDataDir: initialData } : {}),
    parsers: { [INT8]: toNumber, [DATE]: keepText, [NUMERIC]: toNumber },
  });
  const db = new Kysely<Database>({ dialect: dialectOf(new PGliteDialect(pglite)) });
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
    async tryLock() {
      return async () => undefined;
    },
    async lock() {
      return async () => undefined;
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

const LISTEN_RETRY_MS = 1000;

function connectPostgres(
  databaseUrl: string,
  onConnectionError: (error: Error) => void,
  dialectOf: DialectOf,
): DatabaseHandle {
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
  // Without a handler, an idle client's error (server restart, terminated backend) crashes the
  // process; the pool replaces the client on the next query.
  pool.on('error', onConnectionError);
  const db = new Kysely<Database>({
    dialect: dialectOf(new PostgresDialect({ pool: preparingPool(pool) })),
  });
  return {
    db,
    kind: 'postgres',
    async listen(channel, fn, onResume) {
      // LISTEN holds a connection of its own for as long as we listen, re-opened if it drops.
      let client: pg.Client | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      // Both a failed re-open and the 'end' of a dropped client land here: one timer at a time.
      const reopenSoon = () => {
        if (stopped) return;
        clearTimeout(retry);
        retry = setTimeout(() => {
          open(true).catch((error: Error) => {
            onConnectionError(error);
            reopenSoon();
          });
        }, LISTEN_RETRY_MS);
      };
      const open = async (resumed: boolean): Promise<void> => {
        const next = new pg.Client({ connectionString: databaseUrl });
        client = next;
        next.on('notification', (message) => {
          if (message.channel === channel) fn(message.payload ?? '');
        });
        next.on('error', onConnectionError);
        next.on('end', () => {
          if (client === next) reopenSoon();
        });
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        if (resumed) onResume?.();
      };
      await open(false);
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    },
    async execScript(text) {
      await pool.query(text);
    },
    tryLock: (space, key) => advisoryLock(databaseUrl, onConnectionError, space, key, false),
    lock: async (space, key) =>
      (await advisoryLock(databaseUrl, onConnectionError, space, key, true))!,
    async close() {
      await db.destroy();
    },
  };
}

/**
 * A session advisory lock on a connection of its own; resolves to the function that releases
 * it (by closing the connection), or undefined when not waiting and another process holds it.
 */
async function advisoryLock(
  databaseUrl: string,
  onConnectionError: (error: Error) => void,
  space: number,
  key: string,
  wait: boolean,
): Promise<(() => Promise<void>) | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped connection has let the lock go; it must not crash the process.
  client.on('error', onConnectionError);
  const end = () => client.end().catch(() => undefined);
  try {
    await client.connect();
    if (wait) {
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [space, key]);
      return end;
    }
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
      [space, key],
    );
    if (rows[0]?.locked === true) return end;
  } catch (error) {
    await end();
    throw error;
  }
  await end();
  return undefined;
}
