// npm run build (server half): compiles the shared schema package, the operations host and the
// gateway to JavaScript in each workspace's dist/, for `NODE_ENV=production npm start` to run with
// plain node (`--conditions=ops-compiled` makes @ops/schema resolve to its compiled files).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, runOrExit } from './lib.mjs';

// --no-check: emit only, for npm test, whose own check type-checks the same sources beside it
// (the files written are the same; type-checking is most of the compiler's work).
const check = !process.argv.includes('--no-check');

for (const workspace of ['schema', 'ops-host', 'gateway']) {
  rmSync(path.join(root, workspace, 'dist'), { recursive: true, force: true });
  console.log(`Compiling ${workspace}…`);
  runOrExit(process.execPath, [
    path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-p',
    path.join(root, workspace, 'tsconfig.build.json'),
    ...(check ? [] : ['--noCheck']),
  ]);
}
// The migrations are read from beside the compiled migrate.js.
cpSync(
  path.join(root, 'ops-host', 'src', 'db', 'migrations'),
  path.join(root, 'ops-host', 'dist', 'db', 'migrations'),
  { recursive: true },
);
