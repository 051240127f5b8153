import type { Insertable } from 'kysely';
import type { Database, Queryable } from '../db/database.ts';

export type TableName = keyof Database & string;
export type Row<T extends TableName> = Insertable<Database[T]>;

/** PostgreSQL accepts at most 65,535 parameters in one statement; stay well under it. */
const MAX_PARAMETERS = 30_000;

/**
 * Writes seed rows in multi-row INSERTs (one round trip per chunk instead of per row, which is
 * what makes the benchmark size fast on PGlite), hands out ids so that related rows can be built
 * in memory before anything is written, and counts what it wrote.
 */
export class SeedWriter {
  readonly counts: Partial<Record<TableName, number>> = {};
  private readonly lastIds = new Map<TableName, number>();

  constructor(
    readonly db: Queryable,
    private readonly chunkRows = 1000,
  ) {}

  /** The next id of table: 1, 2, 3, … unless the first call names another start. */
  nextId(table: TableName, start = 1): number {
    const id = (this.lastIds.get(table) ?? start - 1) + 1;
    this.lastIds.set(table, id);
    return id;
  }

  async insert<T extends TableName>(table: T, rows: readonly Row<T>[]): Promise<void> {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0] as object).length || 1;
    const chunk = Math.max(1, Math.min(this.chunkRows, Math.floor(MAX_PARAMETERS / columns)));
    for (let start = 0; start < rows.length; start += chunk) {
      const slice = rows.slice(start, start + chunk);
      // Kysely cannot relate a generic table name to its row type; the signature above does.
      await this.db
        .insertInto(table)
        .values(slice as never)
        .execute();
    }
    this.counts[table] = (this.counts[table] ?? 0) + rows.length;
  }
}
