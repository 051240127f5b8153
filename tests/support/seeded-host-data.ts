import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seededTemplate, type DatabaseKind } from './ops-host.ts';
import { createThrowawayDatabase } from './postgres.ts';

/**
 * The seeded demo data of the run (template-database.ts) for an operations host started as a
 * process of its own (host-process.ts, scripts/start.mjs): a data folder whose embedded database
 * holds it, or on PostgreSQL a throwaway copy named by DATABASE_URL in env. The host then skips
 * the seed; the admin's password is TEST_ADMIN_PASSWORD.
 */
export async function seededHostData(database: DatabaseKind) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'seeded-host-'));
  const template = await seededTemplate(database, true);
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let drop: () => Promise<void> = async () => undefined;
  if (database === 'postgres') {
    const throwaway = await createThrowawayDatabase(template.postgres);
    env.DATABASE_URL = throwaway.url;
    drop = throwaway.drop;
  } else {
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
      ...(template.pglite ? { loadDataDir: template.pglite } : {}),
    });
    await pglite.close();
  }
  return {
    dataDir,
    env,
    async remove() {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
