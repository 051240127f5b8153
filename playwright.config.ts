import { defineConfig } from '@playwright/test';

/** The whole stack on its own port and a throwaway data folder, so a dev server can keep running. */
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    // The admin screens honour a system's reduced motion (antd's dialogs and menus open at once),
    // so a flow never acts on a dialog half-way in or out; reduced-motion.spec.ts checks both.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace films every page (a frame for each paint): much of the flows' CPU. A test that
    // fails once runs again with one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'admin',
      // Rotations in the flows are asked for by the tests, not by the clock.
      LOGIN_CODE_ROTATION_MINUTES: '600',
      // Label generation runs when a flow asks, in small paced batches so a run can be watched.
      LABEL_GENERATION_TIME: 'off',
      LABEL_BATCH_SIZE: '5',
      LABEL_BATCH_PAUSE_MS: '150',
      LOG_LEVEL: 'warn',
      // Virtual printers and the host's printer client on a port of this run's own.
      PRINTER_PORT: String(port + 5000),
    },
  },
});
