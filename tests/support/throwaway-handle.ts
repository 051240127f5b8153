import { afterAll, beforeAll } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../ops-host/src/db/connect.ts';
import { createThrowawayDatabase } from './postgres.ts';

/**
 * For a describe block: an empty throwaway database on the server, connected as the operations
 * host connects (opened before the block's tests, closed and dropped after them).
 */
export function useThrowawayHandle() {
  const opened = {
    url: '',
    handle: undefined as unknown as DatabaseHandle,
  };
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  beforeAll(async () => {
    throwaway = await createThrowawayDatabase();
    opened.url = throwaway.url;
    opened.handle = await connectDatabase({ databaseUrl: throwaway.url, pgliteDataDir: 'unused' });
  }, 60_000);
  afterAll(async () => {
    await opened.handle?.close();
    await throwaway?.drop();
  });
  return opened;
}
