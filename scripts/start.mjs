// npm start: installs what is missing, builds the web app, starts the operations host (embedded
// PGlite under DATA_DIR, seeded on first start), the gateway and the virtual printers, keeps them
// running (a process that dies is restarted: supervise.mjs), and stops them all on Ctrl-C.
// NODE_ENV=production npm start runs the compiled build (npm run build) with plain node instead.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild, root, waitForHttp } from './lib.mjs';
import { GATEWAY_NODE_ARGS } from './node-args.mjs';
import { createSupervisor } from './supervise.mjs';

const production = process.env.NODE_ENV === 'production';
if (production) {
  const webIndex = path.join(
    process.env.WEB_DIST_DIR ?? path.join(root, 'web', 'dist'),
    'index.html',
  );
  const missing = [
    path.join(root, 'ops-host/dist/main.js'),
    path.join(root, 'gateway/dist/main.js'),
    webIndex,
  ].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`Not built (${missing.join(', ')} missing): run \`npm run build\` first.`);
    process.exit(1);
  }
} else {
  ensureDependencies();
  // A web app given by WEB_DIST_DIR is served as it is.
  if (!process.env.WEB_DIST_DIR) ensureWebBuild();
}

const port = Number(process.env.PORT ?? 4000);
const opsPort = Number(process.env.OPS_PORT ?? port + 1);
const dataDir = process.env.DATA_DIR ?? '.data';
const opsUrl = process.env.OPS_HOST_URL ?? `http://127.0.0.1:${opsPort}`;
// The compiled code runs with plain node; @ops/schema then resolves to its compiled files.
const entry = (workspace) =>
  production
    ? ['--conditions=ops-compiled', `${workspace}/dist/main.js`]
    : ['--import', 'tsx', `${workspace}/src/main.ts`];

let exiting;
function stopAll(code) {
  exiting ??= supervisor.stop().then(() => process.exit(code));
}
const supervisor = createSupervisor({
  onFailedStart: (message) => {
    if (!exiting) console.error(message);
    stopAll(1);
  },
});
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Starts a workspace's service, kept running, and waits until its /healthz answers. */
async function startService(workspace, label, url, env, nodeArgs = []) {
  const ready = (child) => waitForHttp(`${url}/healthz`, child);
  const service = supervisor.supervise({
    name: workspace,
    label,
    command: process.execPath,
    args: [...nodeArgs, ...entry(workspace)],
    env,
    ready,
  });
  await ready(service.child);
}

try {
  // Virtual label printers for the demo lines (VIRTUAL_PRINTERS=off when real printers answer;
  // never in production, where the real printers answer).
  if (!production && process.env.VIRTUAL_PRINTERS !== 'off') {
    supervisor.supervise({
      name: 'printers',
      label: 'the virtual printers',
      command: process.execPath,
      args: ['--import', 'tsx', 'ops-host/src/label-printers/virtual-cli.ts'],
      env: { DATA_DIR: dataDir },
    });
  }
  if (!process.env.OPS_HOST_URL) {
    console.log(`Starting the operations host on ${opsUrl} (data in ${dataDir})…`);
    await startService('ops-host', 'the operations host', opsUrl, {
      OPS_PORT: String(opsPort),
      DATA_DIR: dataDir,
      // Links in chat messages lead to the app where the gateway serves it, whatever its port.
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    });
  }
  await startService(
    'gateway',
    'the gateway',
    `http://127.0.0.1:${port}`,
    { PORT: String(port), OPS_HOST_URL: opsUrl },
    GATEWAY_NODE_ARGS,
  );
  supervisor.running();
  const password = process.env.ADMIN_PASSWORD ? '(the ADMIN_PASSWORD you set)' : 'admin';
  console.log(`
  Packing Operations is running on http://localhost:${port}
  Sign in as admin@example.com with password ${password}
  A process that stops is restarted; press Ctrl-C to stop.
`);
} catch (error) {
  if (!exiting) console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
