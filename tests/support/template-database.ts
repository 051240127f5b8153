// Vitest global setup of the node suites: migrates and seeds the demo data once per run, as a
// PGlite data folder dump and (when a server answers) a PostgreSQL template database, so each
// test host starts from a copy instead of running initdb, the migrations and the seed again.
import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../ops-host/src/db/connect.ts';
import { migrate } from '../../ops-host/src/db/migrate.ts';
import { seedDatabase } from '../../ops-host/src/seed/index.ts';
import { TEST_ADMIN_PASSWORD } from './ops-host.ts';
import { createThrowawayDatabase, postgresReachable } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the seeded PGlite data folder dump. */
    pgliteTemplateFile: string;
    /** The seeded PostgreSQL template database's name, or '' without a server. */
    postgresTemplate: string;
  }
}

async function migrateAndSeed(options: { databaseUrl?: string; pgliteDataDir: string }) {
  const handle = await connectDatabase(options);
  try {
    await migrate(handle);
    await seedDatabase(handle.db, { size: 'demo', adminPassword: TEST_ADMIN_PASSWORD });
  } finally {
    await handle.close();
  }
}

async function pgliteTemplate(folder: string): Promise<string> {
  const dataDir = path.join(folder, 'pglite');
  await migrateAndSeed({ pgliteDataDir: dataDir });
  const pglite = await PGlite.create(dataDir);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(folder, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await rm(dataDir, { recursive: true, force: true });
  return file;
}

async function postgresTemplate() {
  if (!(await postgresReachable())) return undefined;
  const template = await createThrowawayDatabase();
  await migrateAndSeed({ databaseUrl: template.url, pgliteDataDir: '' });
  return template;
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'ops-template-'));
  const [file, template] = await Promise.all([pgliteTemplate(folder), postgresTemplate()]);
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', template ? new URL(template.url).pathname.slice(1) : '');
  return async () => {
    await template?.drop();
    await rm(folder, { recursive: true, force: true });
  };
}
