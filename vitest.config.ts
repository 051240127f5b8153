import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** What every web file runs with: jsdom, antd's setup, and time for a loaded machine. */
const web = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/web/setup.ts'],
  testTimeout: 20_000,
  // antd rendered in jsdom on a loaded, shared CI machine: one retry in CI (as the browser flows
  // have); a test that fails twice is a real failure.
  retry: process.env.CI ? 1 : 0,
};

/**
 * The web files that replace a module with vi.mock, found by reading them: a file added with a
 * mock runs with modules of its own without anyone listing it.
 */
const MOCKING_WEB_FILES = readdirSync('tests/web', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('tests/web', file.split(path.sep).join('/')))
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  test: {
    // Two test files at a time: most of a file's time is starting the host and the gateway,
    // and every file has its own database, ports and data folder.
    maxWorkers: 2,
    projects: [
      {
        // graphql ships CommonJS and ESM builds; without this, our files would get the ESM one and
        // the packages (graphql-tools, graphql-ws, Apollo) the CommonJS one: two realms, and
        // "Cannot use GraphQLSchema from another module or realm".
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/schema/**/*.test.ts',
            'tests/ops-host/**/*.test.ts',
            'tests/gateway/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // No mocks or global stand-ins here, so the files of a worker share their modules:
          // the gateway, the host and PGlite's compiled WebAssembly load once per worker
          // rather than once per file.
          isolate: false,
          // The demo data, migrated and seeded once for every test host of the run.
          globalSetup: ['tests/support/template-database.ts'],
        },
      },
      {
        test: {
          ...web,
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          exclude: MOCKING_WEB_FILES,
          // The files of a worker share one jsdom and their modules: React, antd and Apollo load
          // once per worker rather than once per file (most of a file's time). Vitest restores
          // spies after each file, Testing Library unmounts after each test, and the setup file
          // empties the storage before each file.
          isolate: false,
        },
      },
      {
        // Files that replace a module (vi.mock) get fresh modules of their own, so the stand-in
        // never reaches another file.
        test: { ...web, name: 'web (own modules)', include: MOCKING_WEB_FILES },
      },
    ],
  },
});
