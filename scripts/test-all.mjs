#!/usr/bin/env node
// `npm test`: every check and test of the project, in the order a failure is cheapest to find.
// Lint, then the end-to-end tests in the system's Chromium beside the type check, the unit + API
// tests on PGlite and the API tests again on PostgreSQL when DATABASE_URL is set. Ends with one
// summary line "tests: N passed, N failed" and a non-zero exit code when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureSystemPackages } from './system-packages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.vitest-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const failures = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
/** Names of the failed tests, repeated at the very end: CI keeps only the tail of the output. */
const failedTests = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) failures.push(title);
  return res.status === 0;
}

/** Runs a step beside the next ones; its output goes to a file, printed when it ends. */
function runBeside(title, command, args, env = {}) {
  const log = path.join(results, `${title.replace(/\W+/g, '-')}.log`);
  const out = fs.openSync(log, 'w');
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
  console.log(`\n=== ${title} (started; its output follows when it ends) ===`);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(out);
      console.log(`\n=== ${title} ===`);
      process.stdout.write(fs.readFileSync(log));
      if (code !== 0) failures.push(title);
      resolve(code === 0);
    });
  });
}

function addVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  const pass = path.basename(file, '.json');
  for (const f of r.testResults ?? []) {
    const rel = path.relative(root, f.name);
    const failed = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) failedTests.push(`[${pass}] ${rel} › ${a.fullName}`);
    if (f.status === 'failed' && failed.length === 0)
      failedTests.push(`[${pass}] ${rel}: ${f.message ?? 'failed'}`);
  }
}

function addPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const s = report.stats;
  counts.passed += s.expected + s.flaky;
  counts.failed += s.unexpected;
  counts.skipped += s.skipped;
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error?.message ?? '';
      const firstLine =
        stripVTControlCharacters(error)
          .split('\n')
          .find((l) => l.trim()) ?? '';
      failedTests.push(
        `[e2e] ${spec.file} › ${[...trail, spec.title].join(' › ')}\n    ${firstLine.slice(0, 300)}`,
      );
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

const npx = 'npx';
run('lint (biome)', npx, ['biome', 'check', '.']);

// The end-to-end tests run from the start, beside everything else: a browser waiting for screens
// uses a fraction of a core (≈ 4½ min of CPU over their ≈ 13 min), while the vitest passes keep
// both cores busy — one after the other they were ≈ 8 + 13 min. The build is seconds (vite).
ensureSystemPackages();
const e2eJson = path.join(root, 'e2e/artifacts/report.json');
fs.rmSync(e2eJson, { force: true });
const e2ePass = run('build web', 'npm', ['run', 'build'])
  ? runBeside('end-to-end tests (Chromium)', npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      DATABASE_URL: '',
      // The servers run the bundle the build step just made.
      E2E_PREBUILT: '1',
    })
  : null;

// The type check is one tsc at a time (one core, ≈ 1–1.5 min): it runs beside the PGlite pass too.
const typesPass = runBeside('types (tsc)', 'npm', ['run', 'typecheck']);

const pgliteJson = path.join(results, 'pglite.json');
run(
  'unit and API tests on PGlite',
  npx,
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${pgliteJson}`],
  {
    DATABASE_URL: '',
  },
);
addVitest(pgliteJson);
await typesPass;

// The SQL injection scan at its CI size (SCAN_SQL_QUICK: the real server with the demo months, on
// PostgreSQL when DATABASE_URL is set; every target's baseline, then sqlmap at level 1 on five
// generated lists), beside the PostgreSQL pass and what is left of the end-to-end tests. The full
// scan is `npm run scan:sql` (docs/SECURITY.md).
const canScan =
  spawnSync('sqlmap', ['--version']).status === 0 ||
  (process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0);
const scanPass = canScan
  ? runBeside('SQL injection scan (quick)', 'npm', ['run', 'scan:sql'], { SCAN_SQL_QUICK: '1' })
  : null;
if (!canScan)
  console.log('\n(sqlmap not installed: the SQL injection scan is skipped; apt-get install sqlmap)');

// The PostgreSQL pass, after the PGlite pass (both keep the two cores busy) and beside the rest of
// the end-to-end tests.
const pgJson = path.join(results, 'postgres.json');
if (process.env.DATABASE_URL) {
  run(
    'API tests on PostgreSQL',
    npx,
    [
      'vitest',
      'run',
      '--project',
      'server',
      // The access matrix (≈ 20,000 calls) and the route fuzzer check the app's own rules and
      // refusals; PGlite is the same PostgreSQL engine, so on the server they would prove nothing
      // new and cost ≈ 4 minutes.
      '--exclude',
      '**/test/access-matrix.test.ts',
      '--exclude',
      '**/test/route-fuzz.test.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgJson}`,
    ],
    { DATABASE_URL: process.env.DATABASE_URL },
  );
  addVitest(pgJson);
} else console.log('\n(DATABASE_URL not set: API tests ran on PGlite only)');

await scanPass;
if (e2ePass) {
  await e2ePass;
  addPlaywright(e2eJson);
}

console.log('');
if (failedTests.length) console.log(`failed tests:\n  ${failedTests.join('\n  ')}`);
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
if (failures.length && counts.failed === 0) counts.failed = failures.length; // a step failed outside any test
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
