// npm test: installs what is missing (npm packages; Debian's chromium when absent and root), then
// runs every check: generated code fresh, lint, types, unit and integration suites, and the
// browser flows. Ends with "N passed, N failed" counting every test and check it ran.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, root, run } from './lib.mjs';

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

/** Runs one check, printing its output in one piece once it ends; resolves true when it passed. */
async function check([name, command, args]) {
  const started = performance.now();
  const { code, output } = await runAsync(command, args);
  console.log(`\n▶ ${name} (${seconds(started)})\n${output}`);
  if (code === 0) results.passed += 1;
  else fail(name);
  return code === 0;
}

/** Seconds since a start, for the run's timings. */
function seconds(started) {
  return `${Math.round((performance.now() - started) / 1000)} s`;
}

/** How long each phase took, printed at the end so a slow run shows where its time went. */
const phases = [];
async function timed(name, body) {
  const started = performance.now();
  const result = await body();
  phases.push(`${name} ${seconds(started)}`);
  return result;
}

/**
 * Runs a command to its end; resolves with its exit code and, when `captured`, its output (else
 * the output goes to this terminal as it comes).
 */
function runAsync(command, args, { env = process.env, captured = true } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// Three lanes side by side, each starting its next step as soon as what it needs is there: the
// web app's build, then the browser flows; the server's build (the production start suite runs
// it), then the vitest suites; the other checks one after another, at a lower priority, so that
// they take what the two longer lanes leave (much: the flows and the suites often wait on the
// browser, the stack or a child process) rather than slow them on a busy machine. Each check and
// the suites print their output in one piece when they end; the flows print as they go.
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
// A report left by an earlier run must not count for a lane that does not get to write one.
for (const report of [vitestReport, playwrightReport]) rmSync(report, { force: true });
const [, vitestCode, playwrightCode] = await Promise.all([
  timed('checks', async () => {
    for (const [name, command, args] of [
      [
        'generated GraphQL code is up to date',
        'npx',
        ['graphql-codegen', '--config', 'codegen.ts', '--check'],
      ],
      ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
      ['formatting', 'npx', ['prettier', '--check', '.']],
      ['types (node workspaces)', 'npx', ['tsc', '-p', 'tsconfig.json']],
      ['types (web)', 'npx', ['tsc', '-p', 'web/tsconfig.json']],
      ['types (e2e)', 'npx', ['tsc', '-p', 'e2e/tsconfig.json']],
    ])
      await check([name, 'nice', ['-n', '10', command, ...args]]);
  }),
  timed('server build, vitest', async () => {
    // The types check checks the server's sources; this builds them as production runs them.
    await check([
      'production build (server)',
      process.execPath,
      ['scripts/build-server.mjs', '--no-check'],
    ]);
    const { code, output } = await runAsync('npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ]);
    console.log(`\n▶ unit and integration suites (vitest): their output\n${output}`);
    return code;
  }),
  timed('web build, browser flows', async () => {
    // The flows' stack serves this build; it compiles the generated code the first check compares.
    const built = await check([
      'production build (web app)',
      'npm',
      ['run', 'build', '--workspace', 'web', '--silent'],
    ]);
    if (!built) {
      fail('browser flows (not run: the web app did not build)');
      return undefined;
    }
    const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport };
    const args = ['playwright', 'test', '--reporter=list,json'];
    return (await runAsync('npx', args, { env, captured: false })).code;
  }),
]);

const vitest = readJson(vitestReport);
if (vitest) {
  results.passed += vitest.numPassedTests;
  results.failed += vitest.numFailedTests;
  results.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A suite that failed to load counts as a failure even when it reported no test.
  if (vitestCode !== 0 && vitest.numFailedTests === 0) fail('vitest (suite errors)');
} else if (vitestCode !== 0) fail('vitest');

const playwright = readJson(playwrightReport);
if (playwright?.stats) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = playwright.stats;
  results.passed += expected + flaky;
  results.failed += unexpected;
  results.skipped += skipped;
  if (playwrightCode !== 0 && unexpected === 0) fail('playwright (run error)');
} else if (playwrightCode !== undefined && playwrightCode !== 0) fail('playwright');

console.log(`\nTimes: ${phases.join(', ')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed > 0 ? 1 : 0);
