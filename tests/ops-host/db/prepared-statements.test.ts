import { Kysely, PostgresDialect, sql, type QueryExecutorProvider } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  MAX_PREPARED_TEXT,
  preparingPool,
  statementName,
} from '../../../ops-host/src/db/prepared-statements.ts';
import { postgresReachable } from '../../support/postgres.ts';
import { useThrowawayHandle } from '../../support/throwaway-handle.ts';

const reachable = await postgresReachable();

/** The statements this connection keeps prepared, by name. */
async function preparedOn(db: QueryExecutorProvider) {
  const { rows } = await sql<{
    name: string;
    statement: string;
  }>`SELECT name, statement FROM pg_prepared_statements ORDER BY prepare_time`.execute(db);
  return rows;
}

describe.skipIf(!reachable)('statements on a PostgreSQL server', () => {
  const database = useThrowawayHandle();

  it('are prepared on a connection the first time, then run again by name', async () => {
    await database.handle.db.transaction().execute(async (tx) => {
      const answers: number[] = [];
      for (const value of [1, 2, 3]) {
        const { rows } = await sql<{ n: number }>`SELECT ${value}::int * 10 AS n`.execute(tx);
        answers.push(rows[0]!.n);
      }
      expect(answers).toEqual([10, 20, 30]);
      const text = 'SELECT $1::int * 10 AS n';
      const prepared = (await preparedOn(tx)).filter((row) => row.statement === text);
      expect(prepared).toEqual([{ name: statementName(text), statement: text }]);
    });
  });

  it('a script of several statements still runs, unnamed, as do begin and commit', async () => {
    await database.handle.execScript(
      'CREATE TABLE script_test (n int); INSERT INTO script_test VALUES (7); INSERT INTO script_test VALUES (8);',
    );
    const { rows } = await sql<{
      total: number;
    }>`SELECT sum(n)::int AS total FROM script_test`.execute(database.handle.db);
    expect(rows[0]!.total).toBe(15);
    await database.handle.db.transaction().execute(async (tx) => {
      const statements = (await preparedOn(tx)).map((row) => row.statement.toLowerCase());
      expect(statements).not.toContain('begin');
      expect(statements.some((text) => text.includes('script_test'))).toBe(false);
    });
  });

  it('a text longer than the limit is sent unnamed', async () => {
    await database.handle.db.transaction().execute(async (tx) => {
      const padding = sql.raw(`/* ${'x'.repeat(MAX_PREPARED_TEXT)} */`);
      const { rows } = await sql<{ n: number }>`SELECT ${5}::int AS n ${padding}`.execute(tx);
      expect(rows[0]!.n).toBe(5);
      const prepared = await preparedOn(tx);
      expect(prepared.some((row) => row.statement.includes('xxxx'))).toBe(false);
    });
  });

  it('a connection keeps at most its limit of prepared statements; the rest run unnamed', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: preparingPool(pool, { maxPerConnection: 2 }) }),
    });
    try {
      await db.transaction().execute(async (tx) => {
        const answers: number[] = [];
        for (const factor of [1, 2, 3]) {
          const { rows } = await sql<{
            n: number;
          }>`SELECT ${4}::int * ${sql.lit(factor)} AS n`.execute(tx);
          answers.push(rows[0]!.n);
        }
        expect(answers).toEqual([4, 8, 12]);
        const prepared = await preparedOn(tx);
        expect(prepared.map((row) => row.statement)).toEqual([
          'SELECT $1::int * 1 AS n',
          'SELECT $1::int * 2 AS n',
        ]);
      });
    } finally {
      await db.destroy();
    }
  });
});
