import { connectDatabase, type DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import { migrate } from '../../../ops-host/src/db/migrate.ts';

/**
 * An embedded database migrated up to, not including, the given migration: rows written to it
 * are as an older release left them, for the migration's test to run it on.
 */
export async function databaseMigratedBefore(migration: string): Promise<DatabaseHandle> {
  const handle = await connectDatabase({ pgliteDataDir: 'memory://' });
  await migrate(handle, { before: migration });
  return handle;
}
