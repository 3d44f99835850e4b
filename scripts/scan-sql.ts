/**
 * `npm run scan:sql`: sqlmap against the real server (docs/SECURITY.md, "SQL injection scan").
 *
 * Starts `server/src/main.ts` on 127.0.0.1 with the demo company on a fresh PGlite data dir — or,
 * with DATABASE_URL set, on a throw-away PostgreSQL database dropped afterwards — logs in as the
 * super admin (every route open), resolves the targets of scripts/scan-sql.targets.ts against
 * that demo company (every list of the registry finds a row and derives its filters from it) and
 * runs sqlmap on each with the session cookie and the CSRF header, each injected parameter marked
 * with `*`. First it proves itself on a route built injectable on purpose (`selfCheck`). Exits
 * non-zero on any finding, on a target whose baseline call does not answer as declared, or when
 * sqlmap did not test every marked parameter; a list with no row even unfiltered is reported as
 * "skipped: empty" and counted, not failed. Ends with one summary line (PASS or FAIL).
 *
 * Settings: SCAN_SQL_LEVEL (3), SCAN_SQL_RISK (2), SCAN_SQL_JOBS (2 sqlmap runs at once),
 * SCAN_SQL_ONLY=<regex on the url> to scan some targets, SCAN_SQL_KEEP=1 to keep sqlmap's output,
 * SCAN_SQL_DRY=1 for the self-check and the baseline calls only (the target list against the demo data),
 * SCAN_SQL_QUICK=1 for the baselines and a level 1 scan of a handful of lists (CI),
 * SCAN_SQL_DEEP=1 to scan every parameter at the level and risk, the shallow ones too (hours).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  checkAnswer,
  type Envelope,
  type Json,
  resolveTargets,
  type ScanCall,
  type SqlScanTarget,
} from './scan-sql.targets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CSRF = { name: 'X-Requested-With', value: 'XMLHttpRequest' };

// Level 3 adds to level 1's basic boundaries the closing quotes and brackets (`%'`, `')`, `"))`)
// that reach out of a `like '%…%'`, an `in (…)` or a sub-select, and the tests sqlmap keeps for
// ORDER BY and for replacing the whole value — the contexts our list filters and sorts would be
// in. Risk 2 adds the heavy-query time-based tests. Risk 3's OR payloads are left out: every
// baseline here answers rows, so AND-based boolean tests already tell a true condition from a
// false one, and OR would double the run (615 requests a parameter instead of 374).
// --dbms PostgreSQL: both databases are PostgreSQL (PGlite is PostgreSQL in WebAssembly), so the
// payloads of other engines could only miss. Parameters a target marks `shallow` (numbers, sorts,
// paging, the repeated engine filters of most document lists) get level 1, risk 1 — about 36
// requests a parameter instead of 362 (`passesOf`). docs/SECURITY.md has the figures.
const quick = process.env.SCAN_SQL_QUICK === '1';
const level = Number(process.env.SCAN_SQL_LEVEL ?? (quick ? 1 : 3));
const risk = Number(process.env.SCAN_SQL_RISK ?? (quick ? 1 : 2));
const jobs = Math.max(1, Number(process.env.SCAN_SQL_JOBS ?? 2));
const only = process.env.SCAN_SQL_ONLY ? new RegExp(process.env.SCAN_SQL_ONLY) : undefined;
const keep = process.env.SCAN_SQL_KEEP === '1';
const dry = process.env.SCAN_SQL_DRY === '1';
const deepAll = process.env.SCAN_SQL_DEEP === '1';

/**
 * SCAN_SQL_QUICK=1 (CI): every target resolved and its baseline checked, then sqlmap at level 1,
 * risk 1 on these generated lists only — a record rule with the lookup keyword, a document with
 * ranges, refs and a derived column, a finance document, a stock report and the receivable (its
 * totals read with the page).
 */
const QUICK = new Set([
  '/customer/queryCustomerPageList',
  '/warehouse/queryMaterialInPageList',
  '/finance/querySalesInvoicePageList',
  '/inventory/queryMaterialStockList',
  '/finance/queryAccountReceivableList',
]);

const MARK = '*';

// ── sqlmap itself ──

function sqlmapVersion(): string | undefined {
  const res = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim().split('\n')[0] : undefined;
}

/** sqlmap is the Debian package `sqlmap`: installed here when missing and we may (root with apt-get). */
function ensureSqlmap(): string {
  const found = sqlmapVersion();
  if (found) return found;
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt) {
    console.error(
      'sqlmap is not installed: install the Debian package (apt-get install sqlmap) and run again.',
    );
    process.exit(2);
  }
  console.log('Installing sqlmap with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'sqlmap'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install sqlmap by hand.`);
      process.exit(2);
    }
  }
  const installed = sqlmapVersion();
  if (!installed) {
    console.error('sqlmap was installed but does not run.');
    process.exit(2);
  }
  return installed;
}

// ── the server ──

async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  srv.close();
  await once(srv, 'close');
  return port;
}

async function throwAwayDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tg_sqlscan_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

function startServer(port: number, env: Record<string, string | undefined>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The login is a target: thousands of failed logins from one address must reach the SQL
      // rather than the throttle's lock, or sqlmap would compare one lock message with another.
      LOGIN_MAX_FAILURES_ACCOUNT: '100000000',
      LOGIN_MAX_FAILURES_IP: '100000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c));
  child.stderr?.on('data', (c: Buffer) => (output += c));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

async function waitReady(server: Server, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/api/public/ready`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`server not ready within ${timeoutMs / 1000} s:\n${server.output()}`);
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF.name]: CSRF.value },
    body: JSON.stringify({ userName: 'admin', password: 'admin123' }),
  });
  const body = (await res.json()) as { resultCode: string };
  const sid = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('tg_sid='))
    ?.split(';')[0];
  if (body.resultCode !== '0' || !sid) throw new Error(`admin login failed: ${JSON.stringify(body)}`);
  return sid;
}

// ── targets as sqlmap requests ──

/** The JSON body with `*` after each injected value, and the parameter names in marker order. */
function markedJson(payload: Json, inject: readonly string[]): { text: string; order: string[] } {
  const order: string[] = [];
  const walk = (value: Json, at: string): string => {
    if (Array.isArray(value))
      return `[${value.map((v, i) => walk(v, at ? `${at}.${i}` : String(i))).join(',')}]`;
    if (value !== null && typeof value === 'object')
      return `{${Object.entries(value)
        .map(([k, v]) => `${JSON.stringify(k)}:${walk(v, at ? `${at}.${k}` : k)}`)
        .join(',')}}`;
    if (!inject.includes(at)) return JSON.stringify(value);
    order.push(at);
    // Inside a string the marker goes before the closing quote; after a number it follows it.
    return typeof value === 'string' ? `${JSON.stringify(value).slice(0, -1)}${MARK}"` : `${value}${MARK}`;
  };
  return { text: walk(payload, ''), order };
}

function markedQuery(
  payload: SqlScanTarget['payload'],
  inject: readonly string[],
): { text: string; order: string[] } {
  const order: string[] = [];
  const parts = Object.entries(payload).map(([k, v]) => {
    const value = `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`;
    if (!inject.includes(k)) return value;
    order.push(k);
    return `${value}${MARK}`;
  });
  return { text: parts.join('&'), order };
}

/** A call of the server as the logged-in admin (or as nobody): what the targets are resolved with. */
function caller(base: string, cookie: string, anonymous = false): ScanCall {
  const headers: Record<string, string> = { [CSRF.name]: CSRF.value, ...(anonymous ? {} : { cookie }) };
  return async (method, url, payload) => {
    const res =
      method === 'GET'
        ? await fetch(
            `${base}/api${url}?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]))}`,
            { headers },
          )
        : await fetch(`${base}/api${url}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(payload),
          });
    return (await res.json()) as Envelope;
  };
}

/** The baseline call, made by us: it must answer as the target declares, or sqlmap's comparisons mean nothing. */
async function baseline(base: string, cookie: string, t: SqlScanTarget): Promise<string | undefined> {
  return checkAnswer(t, await caller(base, cookie, t.anonymous)(t.method, t.url, t.payload));
}

interface TargetResult {
  target: SqlScanTarget;
  params: string[];
  tested: number;
  requests: number;
  findings: string[];
  problems: string[];
  seconds: number;
}

/** One sqlmap run over some of a target's parameters, at a level and a risk. */
interface Pass {
  inject: string[];
  level: number;
  risk: number;
}

/**
 * How a target is scanned: its parameters that reach SQL as text at the chosen level and risk; its
 * `shallow` ones (refused by the schema unless a number, a flag or a listed value; a document
 * list's filters built as those of the lists scanned in depth) at level 1, risk 1 — every parameter
 * is tested, the repetitive ones with sqlmap's basic boundaries (a tenth of the requests).
 * SCAN_SQL_DEEP=1 scans every parameter at the chosen level; the quick mode every one at level 1.
 */
function passesOf(t: SqlScanTarget): Pass[] {
  if (quick || deepAll) return [{ inject: t.inject, level, risk }];
  const shallow = new Set(t.shallow ?? []);
  const passes: Pass[] = [
    { inject: t.inject.filter((p) => !shallow.has(p)), level, risk },
    { inject: t.inject.filter((p) => shallow.has(p)), level: 1, risk: 1 },
  ];
  return passes.filter((p) => p.inject.length > 0);
}

/** Every pass of a target, one after another, as one result. */
async function scanTarget(
  t: SqlScanTarget,
  index: number,
  base: string,
  cookie: string,
  workDir: string,
): Promise<TargetResult> {
  const results: TargetResult[] = [];
  for (const [n, pass] of passesOf(t).entries())
    results.push(await runSqlmap(t, index, base, cookie, workDir, pass, n));
  return {
    target: t,
    params: results.flatMap((r) => r.params),
    tested: results.reduce((sum, r) => sum + r.tested, 0),
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    findings: results.flatMap((r) => r.findings),
    problems: results.flatMap((r) => r.problems),
    seconds: results.reduce((sum, r) => sum + r.seconds, 0),
  };
}

async function runSqlmap(
  t: SqlScanTarget,
  index: number,
  base: string,
  cookie: string,
  workDir: string,
  pass: Pass = { inject: t.inject, level, risk },
  passNo = 0,
): Promise<TargetResult> {
  const started = Date.now();
  const marked =
    t.method === 'GET' ? markedQuery(t.payload, pass.inject) : markedJson(t.payload, pass.inject);
  const problems: string[] = [];
  const missing = pass.inject.filter((p) => !marked.order.includes(p));
  if (missing.length) problems.push(`injected paths not in the payload: ${missing.join(', ')}`);
  // Each run its own folder (sqlmap's results CSV is read from it): the self-check's is its own.
  const outDir = path.join(
    workDir,
    index < 0 ? 'self-check' : `t${String(index).padStart(3, '0')}${passNo ? `-${passNo}` : ''}`,
  );
  fs.mkdirSync(outDir, { recursive: true });
  const traffic = path.join(outDir, 'traffic.txt');
  const args = [
    '-u',
    t.method === 'GET' ? `${base}/api${t.url}?${marked.text}` : `${base}/api${t.url}`,
    ...(t.method === 'POST' ? ['--method', 'POST', '--data', marked.text] : []),
    '-H',
    `${CSRF.name}: ${CSRF.value}`,
    ...(t.method === 'POST' ? ['-H', 'Content-Type: application/json'] : []),
    ...(t.anonymous ? [] : ['--cookie', cookie]),
    '--batch',
    '--dbms',
    'PostgreSQL',
    '--level',
    String(pass.level),
    '--risk',
    String(pass.risk),
    '--technique',
    'BEUSTQ',
    '--flush-session',
    '--skip-waf',
    '--disable-coloring',
    '--timeout',
    '30',
    '--output-dir',
    outDir,
    '-t',
    traffic,
  ];
  const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c));
  child.stderr.on('data', (c: Buffer) => (out += c));
  const [code] = (await once(child, 'exit')) as [number | null];
  fs.writeFileSync(path.join(outDir, 'sqlmap.out'), out);

  // Findings: sqlmap names each injectable parameter ("… parameter '#2*' is 'PostgreSQL AND
  // boolean-based blind …' injectable", "… appears to be … injectable") and lists injection
  // points in its CSV of results; either counts.
  const nameOf = (p: string) => {
    const n = /#(\d+)\*/.exec(p);
    return n ? (marked.order[Number(n[1]) - 1] ?? p) : p;
  };
  const findings = new Set<string>();
  for (const m of out.matchAll(/parameter '([^']+)' (?:is|appears to be) '([^']+)' injectable/g))
    findings.add(`${nameOf(m[1])}: ${m[2]}`);
  if (/following injection point\(s\)/.test(out)) findings.add('sqlmap reported injection point(s)');
  for (const csv of fs.readdirSync(outDir).filter((f) => f.startsWith('results-') && f.endsWith('.csv'))) {
    const rows = fs.readFileSync(path.join(outDir, csv), 'utf8').trim().split('\n').slice(1);
    for (const row of rows) findings.add(`csv: ${row}`);
  }
  const tested = new Set(
    [...out.matchAll(/testing for SQL injection on .*?parameter '([^']+)'/g)].map((m) => m[1]),
  ).size;
  if (tested !== marked.order.length)
    problems.push(`sqlmap tested ${tested} of ${marked.order.length} parameters`);
  if (/\[CRITICAL\]/.test(out)) problems.push(out.match(/\[CRITICAL\].*/g)!.join('; '));
  if (code !== 0) problems.push(`sqlmap exited with ${code}`);
  const requests = fs.existsSync(traffic)
    ? (fs.readFileSync(traffic, 'utf8').match(/^HTTP request \[#\d+\]:$/gm)?.length ?? 0)
    : 0;
  // The traffic holds every response; the count is all we keep of it.
  fs.rmSync(traffic, { force: true });
  return {
    target: t,
    params: marked.order,
    tested,
    requests,
    findings: [...findings],
    problems,
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * The scan's own proof, before it scans: a route built injectable on purpose (a filter pasted into
 * a `like '%…%'`, on an in-memory PGlite) must come out as a finding with the same options and the
 * same reading of sqlmap's output. Without it, "0 findings" could also mean a sqlmap that found
 * nothing or a reading that misses what it found.
 */
async function selfCheck(workDir: string): Promise<void> {
  const db = await PGlite.create();
  await db.exec(`create table items (id int, code text);
    insert into items select g, 'C' || g from generate_series(1, 20) g;`);
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    try {
      const { code } = JSON.parse(body || '{}') as { code?: string };
      const r = await db.query(`select id, code from items where code like '%${code}%' order by id`);
      res.end(JSON.stringify({ resultCode: '0', result: r.rows }));
    } catch {
      res.end(JSON.stringify({ resultCode: '10000001', result: '参数错误' }));
    }
  });
  server.listen(await freePort(), '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  try {
    const r = await runSqlmap(
      {
        method: 'POST',
        url: '/injectable',
        payload: { code: 'C1' },
        inject: ['code'],
        expect: 'rows',
        reaches: 'a string pasted into SQL (the self-check)',
        anonymous: true,
      },
      -1,
      `http://127.0.0.1:${port}`,
      '',
      workDir,
    );
    if (r.findings.length === 0) {
      console.error(
        `scan:sql: the self-check found nothing on a route built injectable; see ${workDir}/self-check`,
      );
      process.exit(1);
    }
    console.log(
      `scan:sql: self-check: the injectable route found (${r.findings[0]}), ${r.requests} requests`,
    );
  } finally {
    server.close();
    await db.close();
  }
}

async function main(): Promise<void> {
  const version = ensureSqlmap();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-scan-sql-'));
  await selfCheck(workDir);
  const dataDir = path.join(workDir, 'data');
  const baseUrl = process.env.DATABASE_URL;
  const db = baseUrl ? await throwAwayDatabase(baseUrl) : undefined;
  const dbName = db ? `PostgreSQL (${new URL(db.url).pathname.slice(1)})` : 'PGlite';
  const started = Date.now();
  const server = startServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: db?.url });
  const stop = async () => {
    if (server.child.exitCode === null) {
      const exited = once(server.child, 'exit');
      server.child.kill('SIGTERM');
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await db?.drop();
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));

  let results: TargetResult[] = [];
  let targets: SqlScanTarget[] = [];
  let skipped = 0;
  const baselineProblems: string[] = [];
  try {
    await waitReady(server);
    const cookie = await login(server.base);
    // Each list finds its own rows on this demo company (scan-sql.targets.ts, resolveTargets).
    const resolveStarted = Date.now();
    const resolved = await resolveTargets(caller(server.base, cookie), { only });
    targets = resolved.targets;
    skipped = resolved.skipped.length;
    baselineProblems.push(...resolved.problems);
    const generated = targets.filter(
      (t) => t.reaches.includes('document-query.ts') || t.reaches.includes('report.routes.ts'),
    );
    console.log(
      `scan:sql: ${targets.length} targets (${generated.length} lists of the registry, ${resolved.filters - resolved.emptyFilters.length} of their ${resolved.filters} filters given a value that keeps rows, ${resolved.emptyFilters.length} sent empty), ` +
        `skipped: empty ${skipped}${skipped ? ` (${resolved.skipped.map((s) => `${s.url}: ${s.reason}`).join('; ')})` : ''}, ` +
        `${resolved.calls} calls in ${((Date.now() - resolveStarted) / 1000).toFixed(0)} s`,
    );
    for (const t of targets) {
      const problem = await baseline(server.base, cookie, t);
      if (problem) baselineProblems.push(`${t.method} ${t.url}: baseline ${problem}`);
    }
    const scanned = quick ? targets.filter((t) => QUICK.has(t.url)) : targets;
    const passes = scanned.flatMap(passesOf);
    const at = (deep: boolean) =>
      passes.filter((p) => (p.level === level) === deep).reduce((n, p) => n + p.inject.length, 0);
    console.log(
      `scan:sql: ${at(true)} parameters at level ${level}, risk ${risk}${at(false) ? `, ${at(false)} at level 1, risk 1 (shallow)` : ''}`,
    );
    console.log(
      `scan:sql: ${version}, level ${level}, risk ${risk}, ${dry ? 0 : scanned.length} of ${targets.length} targets to sqlmap on ${dbName}, ${jobs} at a time; output in ${workDir}`,
    );
    if (baselineProblems.length === 0 && !dry) {
      const queue = scanned.map((t, i) => ({ t, i }));
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const r = await scanTarget(next.t, next.i, server.base, cookie, workDir);
          const flag = r.findings.length ? 'FINDING' : r.problems.length ? 'PROBLEM' : 'ok';
          console.log(
            `  ${flag.padEnd(7)} ${r.target.method} ${r.target.url}: ${r.tested}/${r.params.length} parameters, ${r.requests} requests, ${r.seconds.toFixed(0)} s`,
          );
          for (const f of r.findings) console.log(`          finding: ${f}`);
          for (const p of r.problems) console.log(`          problem: ${p}`);
          results.push(r);
        }
      };
      await Promise.all(Array.from({ length: jobs }, worker));
      // The session must have lasted the whole scan, or later targets compared refusals.
      const stillIn = await baseline(server.base, cookie, targets.find((t) => !t.anonymous) ?? targets[0]);
      if (stillIn) baselineProblems.push(`after the scan: ${stillIn}`);
    }
  } finally {
    await stop();
  }
  results = results.sort((a, b) => targets.indexOf(a.target) - targets.indexOf(b.target));
  for (const p of baselineProblems) console.log(`  PROBLEM ${p}`);
  const findings = results.reduce((n, r) => n + r.findings.length, 0);
  const problems = baselineProblems.length + results.reduce((n, r) => n + r.problems.length, 0);
  const params = results.reduce((n, r) => n + r.params.length, 0);
  const requests = results.reduce((n, r) => n + r.requests, 0);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const mode = dry ? 'dry: baselines only' : quick ? 'quick' : 'full';
  console.log(
    `scan:sql: ${results.length} targets scanned of ${targets.length} (${mode}), ${params} parameters, ${requests} requests, ${findings} findings, ${problems} problems, skipped: empty ${skipped}, ${minutes} min (${dbName}, ${version}, level ${level}, risk ${risk}) — ${findings || problems ? 'FAIL' : 'PASS'}`,
  );
  if (findings || problems || keep) console.log(`sqlmap output kept in ${workDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(findings || problems ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
