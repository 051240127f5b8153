import type { Kysely, Transaction } from 'kysely';
import type { ApiKeyTables } from './tables/api-keys.ts';
import type { GeneratedPdfTables } from './tables/generated-pdfs.ts';
import type { CoreTables } from './tables/core.ts';
import type { DomainTables } from './tables/domain.ts';
import type { HistoryTables } from './tables/history.ts';

/** Every table of the operations host, as Kysely sees it. */
export interface Database
  extends CoreTables, DomainTables, ApiKeyTables, GeneratedPdfTables, HistoryTables {}

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Either the database or an open transaction: services accept both. */
export type Queryable = Db | Tx;
