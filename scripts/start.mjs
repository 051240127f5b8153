// npm start: installs what is missing, builds the web app, starts the operations host (embedded
// PGlite under DATA_DIR, seeded on first start) and the gateway, and stops both on Ctrl-C.
// NODE_ENV=production npm start runs the compiled build (npm run build) with plain node instead.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild, root, startProcess, waitForHttp } from './lib.mjs';

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

const children = [];
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 5000);
  Promise.all(
    children.map((child) =>
      child.exitCode !== null ? null : new Promise((r) => child.once('exit', r)),
    ),
  ).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  // Virtual label printers for the demo lines (VIRTUAL_PRINTERS=off when real printers answer;
  // never in production, where the real printers answer).
  if (!production && process.env.VIRTUAL_PRINTERS !== 'off') {
    const printers = startProcess(
      'printers',
      process.execPath,
      ['--import', 'tsx', 'ops-host/src/printers/virtual-cli.ts'],
      { DATA_DIR: dataDir },
    );
    children.push(printers);
    printers.on(
      'exit',
      (code) =>
        !stopping && (console.error(`The virtual printers stopped (exit ${code}).`), stopAll(1)),
    );
  }
  if (!process.env.OPS_HOST_URL) {
    console.log(`Starting the operations host on ${opsUrl} (data in ${dataDir})…`);
    const ops = startProcess('ops-host', process.execPath, entry('ops-host'), {
      OPS_PORT: String(opsPort),
      DATA_DIR: dataDir,
    });
    children.push(ops);
    ops.on(
      'exit',
      (code) =>
        !stopping && (console.error(`The operations host stopped (exit ${code}).`), stopAll(1)),
    );
    await waitForHttp(`${opsUrl}/healthz`, ops);
  }
  const gateway = startProcess('gateway', process.execPath, entry('gateway'), {
    PORT: String(port),
    OPS_HOST_URL: opsUrl,
  });
  children.push(gateway);
  gateway.on(
    'exit',
    (code) => !stopping && (console.error(`The gateway stopped (exit ${code}).`), stopAll(1)),
  );
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, gateway);
  const password = process.env.ADMIN_PASSWORD ? '(the ADMIN_PASSWORD you set)' : 'admin';
  console.log(`
  Packing Operations is running on http://localhost:${port}
  Sign in as admin@example.com with password ${password}
  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
