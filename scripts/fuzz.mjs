#!/usr/bin/env node
// `npm run fuzz`: the route fuzzer (server/src/test/route-fuzz.test.ts) at its long size — 5
// payloads per kind and route (FUZZ_SCALE), a new seed each run (FUZZ_SEED), a checksum of every
// table around each batch (FUZZ_CHECKSUMS) — over every route, in groups of modules (by the path's
// first segment after /api), one vitest run per group, one after another: each group stays well
// inside the test's own 600 s limit however many routes the app grows, and a failing group names
// its modules. The last group takes every route no other group names, so none is left out.
// Ends with one verdict line: `fuzz: N groups, N routes, N calls, N faults — PASS` (or FAIL and the
// failing groups); exit code 1 on any fault or failed run.
//
// FUZZ_GROUPS=finance,sales runs only those groups; FUZZ_ONLY=<regex on "METHOD /api/…"> runs one
// vitest run of the matching routes instead of the groups. FUZZ_TRACE=1 logs each call.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');

/** Groups of module prefixes, of about 150–250 routes each (2026-11: 1,045 routes). */
const named = [
  ['finance', ['finance', 'finAcc', 'stockOutOfFin']],
  ['masterdata-admin', ['base', 'productRelate', 'user', 'auth', 'public']],
  ['purchase', ['purchase', 'purchaseInvoice', 'materielPrice', 'acceptanceCheck']],
  ['sales-crm', ['customer', 'order', 'sales', 'approve']],
];
const prefixRegex = (prefixes) => `^\\S+ /api/(${prefixes.join('|')})/`;
const groups = [
  ...named.map(([name, prefixes]) => ({ name, only: prefixRegex(prefixes) })),
  // The warehouses (inventory, product, trusted stock, month-end) and any module added later.
  { name: 'inventory-rest', only: `^\\S+ /api/(?!(${named.flatMap(([, p]) => p).join('|')})/)` },
];

const scale = process.env.FUZZ_SCALE ?? '5';
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Date.now() / 1000));
const wanted = process.env.FUZZ_GROUPS?.split(',').map((g) => g.trim());
const runs = process.env.FUZZ_ONLY
  ? [{ name: 'FUZZ_ONLY', only: process.env.FUZZ_ONLY }]
  : groups.filter((g) => !wanted || wanted.includes(g.name));
if (runs.length === 0) {
  console.error(
    `fuzz: no group named ${wanted?.join(', ')} (groups: ${groups.map((g) => g.name).join(', ')})`,
  );
  process.exit(2);
}

/** One vitest run of the fuzzer over the routes `only` matches; its figures read from its output. */
function runGroup(group) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(
      'npx',
      ['vitest', 'run', '--project', 'server', 'server/src/test/route-fuzz.test.ts'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          FUZZ_CHECKSUMS: '1',
          FUZZ_SCALE: scale,
          FUZZ_SEED: seed,
          FUZZ_ONLY: group.only,
        },
      },
    );
    let output = '';
    const echo = (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('close', (code) => {
      // The test's figures line: "fuzz: 212 routes, 9,500 calls (…), … 0 faults, …".
      const line = /fuzz: (\d+) routes, (\d+) calls.*?(\d+) faults/.exec(stripVTControlCharacters(output));
      resolve({
        ...group,
        ok: code === 0 && !!line,
        routes: line ? Number(line[1]) : 0,
        calls: line ? Number(line[2]) : 0,
        faults: line ? Number(line[3]) : undefined,
        seconds: Math.round((Date.now() - started) / 1000),
      });
    });
  });
}

const started = Date.now();
console.log(`fuzz: ${runs.length} groups, seed ${seed}, scale ${scale}, table checksums on`);
const results = [];
for (const [i, group] of runs.entries()) {
  console.log(`\n=== fuzz group ${i + 1}/${runs.length}: ${group.name} (${group.only}) ===`);
  const r = await runGroup(group);
  results.push(r);
  console.log(
    `=== ${group.name}: ${r.routes} routes, ${r.calls} calls, ${r.faults ?? '?'} faults, ${r.seconds} s — ${r.ok ? 'ok' : 'FAILED'} ===`,
  );
}

const sum = (key) => results.reduce((n, r) => n + (r[key] ?? 0), 0);
const failed = results.filter((r) => !r.ok);
// A group that matched no route names modules the app no longer has: its regex is stale.
const empty = results.filter((r) => r.ok && r.routes === 0);
// Every group together is every route: as many as the test asks of a run without FUZZ_ONLY.
const tooFew = !process.env.FUZZ_ONLY && !wanted && sum('routes') <= 300;
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log('');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(16)} ${String(r.routes).padStart(4)} routes ${String(r.calls).padStart(7)} calls ${String(r.faults ?? '?').padStart(3)} faults ${String(r.seconds).padStart(4)} s`,
  );
const verdict =
  failed.length || empty.length || tooFew
    ? `FAIL (${[
        ...failed.map((r) => `${r.name} failed`),
        ...empty.map((r) => `${r.name} matched no route`),
        ...(tooFew ? ['300 routes or fewer in all'] : []),
      ].join(', ')})`
    : 'PASS';
console.log(
  `fuzz: ${results.length} groups, ${sum('routes')} routes, ${sum('calls')} calls, ${sum('faults')} faults, ${minutes} min, seed ${seed}, scale ${scale} — ${verdict}`,
);
process.exit(verdict === 'PASS' ? 0 : 1);
