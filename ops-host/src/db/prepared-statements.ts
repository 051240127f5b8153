import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Statements longer than this are sent unnamed: bulk inserts, each of its own size. */
export const MAX_PREPARED_TEXT = 8_192;
/** Statements one connection keeps prepared at most; any further new one is sent unnamed. */
export const MAX_PREPARED_PER_CONNECTION = 1_000;

const names = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 5_000;

/** The statement's name on a connection: the same text always gets the same name. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `k_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_REMEMBERED_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Kysely's pool on a PostgreSQL server, each statement sent as a named prepared statement, so
 * the server plans it once per connection and not on every call. The floor repeats a few
 * statements all day (a facility scans about 24 boxes a second); planning the scan's read took
 * the server several times longer than running it.
 *
 * A statement is prepared the first time a connection sends it, and reused after by its name
 * (node-postgres keeps which names each connection has). Left unnamed: statements without
 * parameters (a script of several statements, which cannot be prepared; begin and commit),
 * texts over MAX_PREPARED_TEXT, and new texts on a connection that already keeps
 * MAX_PREPARED_PER_CONNECTION, so a connection's prepared statements stay bounded.
 */
export function preparingPool(
  pool: pg.Pool,
  options: { maxPerConnection?: number } = {},
): PostgresPool {
  const maxPerConnection = options.maxPerConnection ?? MAX_PREPARED_PER_CONNECTION;
  const preparedBy = new WeakMap<pg.PoolClient, Set<string>>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let prepared = preparedBy.get(client);
      if (!prepared) {
        prepared = new Set();
        preparedBy.set(client, prepared);
      }
      const named = prepared;
      function query<R>(
        sql: string | PostgresCursor<R>,
        parameters?: ReadonlyArray<unknown>,
      ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        if (typeof sql !== 'string') {
          return client.query(sql as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
        }
        const values = parameters ? [...parameters] : undefined;
        const name = values?.length ? nameOnConnection(sql, named, maxPerConnection) : undefined;
        const sent = name ? client.query({ name, text: sql, values }) : client.query(sql, values);
        return sent as unknown as Promise<PostgresQueryResult<R>>;
      }
      return { query, release: () => client.release() } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

function nameOnConnection(text: string, prepared: Set<string>, max: number): string | undefined {
  if (text.length > MAX_PREPARED_TEXT) return undefined;
  const name = statementName(text);
  if (prepared.has(name)) return name;
  if (prepared.size >= max) return undefined;
  prepared.add(name);
  return name;
}
