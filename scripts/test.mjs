// npm test: installs what is missing (npm packages; Debian's chromium when absent and root), then
// runs every check: generated code fresh, lint, types, unit and integration suites, and the
// browser flows. Ends with "N passed, N failed" counting every test and check it ran.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild, root, run } from './lib.mjs';

const reports = path.join(root, '.reports');
mkdirSync(reports, { recursive: true });

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    console.error(
      'Debian chromium is missing and we are not root: install the "chromium" package.',
    );
    return;
  }
  console.log('Installing Debian chromium…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

ensureDependencies();
ensureChromium();

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function fail(name) {
  results.failed += 1;
  failures.push(name);
}

function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args) === 0;
  results[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(name);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

check('generated GraphQL code is up to date', 'npx', [
  'graphql-codegen',
  '--config',
  'codegen.ts',
  '--check',
]);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('formatting', 'npx', ['prettier', '--check', '.']);
check('types (node workspaces)', 'npx', ['tsc', '-p', 'tsconfig.json']);
check('types (web)', 'npx', ['tsc', '-p', 'web/tsconfig.json']);
check('types (e2e)', 'npx', ['tsc', '-p', 'e2e/tsconfig.json']);

// The production start suite runs the compiled build.
check('production build (server)', process.execPath, ['scripts/build-server.mjs']);

console.log('\n▶ unit and integration suites (vitest)');
const vitestReport = path.join(reports, 'vitest.json');
const vitestCode = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  results.passed += vitest.numPassedTests;
  results.failed += vitest.numFailedTests;
  results.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A suite that failed to load counts as a failure even when it reported no test.
  if (vitestCode !== 0 && vitest.numFailedTests === 0) fail('vitest (suite errors)');
} else if (vitestCode !== 0) fail('vitest');

ensureWebBuild();
console.log('\n▶ browser flows (Playwright, Debian chromium)');
const playwrightReport = path.join(reports, 'playwright.json');
const playwrightCode = run('npx', ['playwright', 'test', '--reporter=list,json'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});
const playwright = readJson(playwrightReport);
if (playwright?.stats) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = playwright.stats;
  results.passed += expected + flaky;
  results.failed += unexpected;
  results.skipped += skipped;
  if (playwrightCode !== 0 && unexpected === 0) fail('playwright (run error)');
} else if (playwrightCode !== 0) fail('playwright');

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed > 0 ? 1 : 0);
