import type { DatabaseHandle } from '../db/connect.ts';

/**
 * Opens the database for an operator command that no running host answers, applies pending
 * migrations (their names are handed to `body`), runs `body` and closes it. The database drivers
 * load here, when needed: a command that a running host answers starts without them.
 */
export async function onDatabase<T>(
  config: { databaseUrl?: string | undefined; pgliteDataDir: string },
  body: (handle: DatabaseHandle, applied: string[]) => Promise<T>,
): Promise<T> {
  const [{ connectDatabase }, { migrate }] = await Promise.all([
    import('../db/connect.ts'),
    import('../db/migrate.ts'),
  ]);
  const handle = await connectDatabase(config);
  try {
    return await body(handle, await migrate(handle));
  } finally {
    await handle.close();
  }
}
