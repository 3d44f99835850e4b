/**
 * Filtered, sorted, paged product and supplier lists and lookups over 1,000,000 rows each, on
 * PostgreSQL and PGlite (docs/PERFORMANCE.md, "Lists and lookups at a million rows (issue 12)").
 * `npm run bench:list [-- --rows 1000000 --runs 50 --warmup 5 --budget 45 --db postgres,pglite
 * --only a,g]`: prints tables, then one JSON object as the last line. `--budget` caps the seconds
 * of timed runs per scenario (never fewer than 10 runs; 0 = always all runs); `--only` measures
 * only the scenarios named.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CSRF_HEADER_VALUE, product } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/src/platform/db/client.ts';
import { listDocuments } from '../server/src/platform/documents/document-query.ts';
import { SYSTEM_READER } from '../server/src/platform/documents/document-scope.ts';
import { nameContains } from '../server/src/platform/documents/document-search.ts';
import { pageWindow } from '../server/src/platform/http/paging.ts';
import { type Generated, generate, insertReferenceRows } from './lib/list-data.ts';
import { type BenchApp, type DbKind, openBenchApp } from './lib/list-db.ts';
import { type LatencySummary, summarize, table } from './lib/report.ts';
import { captureStatements, type DriverQuery, planSummary, runOnDriver } from './lib/sql-capture.ts';

const { values: args } = parseArgs({
  allowNegative: true,
  options: {
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    db: { type: 'string', default: 'postgres,pglite' },
    budget: { type: 'string', default: '45' },
    only: { type: 'string', default: '' },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);
const KINDS = args.db.split(',') as DbKind[];
/** Timed runs stop early (but not before MIN_RUNS) once a scenario has spent this many seconds. */
const BUDGET_MS = Number(args.budget) * 1000;
const MIN_RUNS = 10;
const PAGE_SIZE = 25;
const ONLY = new Set(args.only ? args.only.split(',') : []);
/** p95 goals of issue 12: PGlite runs in the server's process, one statement at a time. */
const GOAL_MS: Record<DbKind, number> = { postgres: 30, pglite: 60 };
const overheadGoal = (floorP95: number) => Math.round((1.5 * floorP95 + 5) * 10) / 10;

interface Scenario {
  id: string;
  label: string;
  pageIndex: number;
  /** 25 for lists; lookups ask for SPEC §9's 40. */
  pageSize?: number;
  /** Lookups (RefSelect, ProductLookup) show no pager and ask for no count. */
  count?: false;
  filters: Record<string, unknown>;
  sort?: { field: string; order: 'asc' | 'desc' };
}

const common: Scenario[] = [
  { id: 'a', label: 'page 1, no filter, default sort (code)', pageIndex: 1, filters: {} },
  { id: 'b', label: 'page 1000, no filter', pageIndex: 1000, filters: {} },
  {
    id: 'c',
    label: 'page 1, status EBL, name desc',
    pageIndex: 1,
    filters: { status: 'EBL' },
    sort: { field: 'name', order: 'desc' },
  },
  {
    id: 'd',
    label: 'page 1000, status EBL, code asc',
    pageIndex: 1000,
    filters: { status: 'EBL' },
    sort: { field: 'code', order: 'asc' },
  },
  { id: 'e', label: "page 1, code contains '1234'", pageIndex: 1, filters: { code: '1234' } },
];

/** The reference pickers' one box (`keyword`: code, name, its pinyin or mnemonic), at their page size. */
const lookup = (id: string, label: string, keyword: string): Scenario => ({
  id,
  label,
  pageIndex: 1,
  pageSize: 40,
  filters: { keyword, status: 'EBL' },
  count: false,
});

const targets = [
  {
    key: 'product',
    table: 'md_products',
    url: '/api/base/queryProductPageList',
    scenarios: [
      ...common,
      {
        id: 'f',
        label: "lookup productCode '酞菁' (code, name or mnemonic)",
        pageIndex: 1,
        pageSize: 40,
        filters: { productCode: '酞菁' },
        count: false,
      },
      lookup('g', "lookup by name '铁红水性色浆'", '铁红水性色浆'),
      lookup('h', "lookup by pinyin 'thsxsj'", 'thsxsj'),
      lookup('j', "lookup by full pinyin 'tiehongshuixing'", 'tiehongshuixing'),
      lookup('i', "lookup by name, a few rows '铁红色浆 HF-123'", '铁红色浆 HF-123'),
    ],
  },
  {
    key: 'supplier',
    table: 'md_suppliers',
    url: '/api/purchase/querySupplierPageList',
    scenarios: [
      ...common,
      { id: 'f', label: "page 1, name contains '金彩'", pageIndex: 1, filters: { name: '金彩' } },
      lookup('g', "lookup by name '苏州金彩'", '苏州金彩'),
      lookup('h', "lookup by pinyin 'szjc'", 'szjc'),
      lookup('j', "lookup by full pinyin 'suzhoujincai'", 'suzhoujincai'),
      lookup('i', "lookup by name, one row '公司（123456）'", '公司（123456）'),
    ],
  },
] as const;
type Target = (typeof targets)[number];

/** The product route's code-or-name search, as in server/src/modules/masterdata/masterdata.routes.ts. */
function lookupWhere(target: Target, filters: Record<string, unknown>) {
  if (target.key !== 'product' || typeof filters.productCode !== 'string') return undefined;
  const like = `%${filters.productCode.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(t.code ilike ${like} or ${nameContains(product, 'name', filters.productCode)})`;
}

interface ScenarioFigures {
  id: string;
  label: string;
  pageIndex: number;
  pageRows: number;
  totalRec: number;
  totalExact: boolean;
  sameSqlAsRoute: boolean;
  direct: LatencySummary;
  route: LatencySummary;
  sqlAlone: LatencySummary;
  selectAlone: LatencySummary;
  countAlone: LatencySummary;
  statements: number;
  selectPlan: string;
  countPlan: string;
  goals: {
    p95: { goalMs: number; direct: boolean; route: boolean };
    overheadLimitMs: number;
    overhead: { direct: boolean; route: boolean };
  };
}

const time = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

async function measure(b: BenchApp, target: Target, sc: Scenario): Promise<ScenarioFigures> {
  const { def } = b.app.documents.get(target.key);
  const body = {
    page: { pageIndex: sc.pageIndex, pageSize: sc.pageSize ?? PAGE_SIZE },
    queryParameterVo: sc.filters,
    sort: sc.sort,
    count: sc.count,
  };
  const direct = () =>
    listDocuments(b.app.db, b.app.documents, def, SYSTEM_READER, {
      filters: sc.filters,
      page: pageWindow(body),
      sort: sc.sort,
      extraWhere: lookupWhere(target, sc.filters),
      count: sc.count,
    });
  const route = async () => {
    const res = await b.app.inject({
      method: 'POST',
      url: target.url,
      headers: { cookie: b.cookie, 'x-requested-with': CSRF_HEADER_VALUE },
      payload: body,
    });
    const json = res.json() as { resultCode: string; result: unknown };
    if (json.resultCode !== '0') throw new Error(`${target.url} answered ${res.body.slice(0, 300)}`);
    return json.result;
  };
  // The statements the route runs for this list (page select, capped count, EXPLAIN past the cap).
  const statements = await captureStatements(b.database, target.table, route);
  const sameSqlAsRoute =
    JSON.stringify(statements) === JSON.stringify(await captureStatements(b.database, target.table, direct));
  // The page's selects (a lookup of typed text may run two: the probe of the list's first rows,
  // then the trigram search when the probe did not fill the page); the rest is the count (counted
  // first for a search: capped count, and EXPLAIN past the cap).
  const isCount = (q: DriverQuery) => /^\s*(select count\(\*\)|explain)/i.test(q.text);
  const selects = statements.filter((q) => !isCount(q));
  const select = selects.at(-1);
  if (!select) throw new Error(`${target.url}: no page select among ${statements.length} statements`);
  const count = statements.filter(isCount);
  const runAll = async (qs: DriverQuery[]) => {
    for (const q of qs) await runOnDriver(b.database, q);
  };
  const samples = {
    direct: [] as number[],
    route: [] as number[],
    select: [] as number[],
    count: [] as number[],
  };
  let timedFrom = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    if (i === WARMUP) timedFrom = performance.now();
    const spent = performance.now() - timedFrom;
    if (BUDGET_MS > 0 && i >= WARMUP + MIN_RUNS && spent > BUDGET_MS) break;
    const d = await time(direct);
    const r = await time(route);
    const s = await time(() => runAll(selects));
    const c = await time(() => runAll(count));
    if (i < WARMUP) continue;
    samples.direct.push(d);
    samples.route.push(r);
    samples.select.push(s);
    samples.count.push(c);
  }
  const page = await direct();
  const sqlAlone = summarize(
    samples.select.map((s, i) => s + samples.count[i]),
    1,
  );
  const directS = summarize(samples.direct, 1);
  const routeS = summarize(samples.route, 1);
  const limit = overheadGoal(sqlAlone.p95);
  const goal = GOAL_MS[b.kind];
  return {
    id: sc.id,
    label: sc.label,
    pageIndex: sc.pageIndex,
    pageRows: page.requestList.length,
    totalRec: page.totalRec,
    totalExact: page.totalExact,
    sameSqlAsRoute,
    direct: directS,
    route: routeS,
    sqlAlone,
    selectAlone: summarize(samples.select, 1),
    countAlone: summarize(samples.count, 1),
    statements: statements.length,
    selectPlan: (await planSummary(b.database, select, target.table)).plan,
    countPlan: count[0]
      ? (
          await planSummary(
            b.database,
            count.find((q) => !/^\s*explain/i.test(q.text)) ?? count[0],
            target.table,
          )
        ).plan
      : 'none (count: false)',
    goals: {
      p95: { goalMs: goal, direct: directS.p95 <= goal, route: routeS.p95 <= goal },
      overheadLimitMs: limit,
      overhead: { direct: directS.p95 <= limit, route: routeS.p95 <= limit },
    },
  };
}

async function measureAll(b: BenchApp): Promise<Record<string, ScenarioFigures[]>> {
  const results: Record<string, ScenarioFigures[]> = {};
  for (const t of targets) {
    results[t.key] = [];
    for (const sc of t.scenarios) {
      if (ONLY.size > 0 && !ONLY.has(sc.id)) continue;
      const f = await measure(b, t, sc);
      console.log(
        `  ${t.key} (${sc.id}) ${sc.label}: route p95 ${f.route.p95} ms, SQL alone p95 ${f.sqlAlone.p95} ms (n=${f.route.n})`,
      );
      if (!f.sameSqlAsRoute) console.log('    warning: listDocuments ran other SQL than the route');
      results[t.key].push(f);
    }
  }
  return results;
}

let current: BenchApp | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void (current?.close() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

async function runOn(kind: DbKind) {
  console.log(`\n== ${kind}: migrate, seed, generate ${ROWS.toLocaleString('en')} rows per table`);
  const t0 = performance.now();
  current = await openBenchApp(kind);
  const b = current;
  try {
    const setupMs = Math.round(performance.now() - t0);
    const [settings] = await queryRows<Record<string, string>>(
      b.database.db,
      sql`select current_setting('server_version') as version, current_setting('shared_buffers') as "sharedBuffers",
        current_setting('work_mem') as "workMem",
        current_setting('max_parallel_workers_per_gather') as "parallelWorkersPerGather"`,
    );
    console.log(`  ${kind} ${JSON.stringify(settings)}`);
    await insertReferenceRows(b.database.db);
    const generated: Generated[] = [];
    for (const t of targets) generated.push(await generate(b.database.db, t.key, ROWS, console.log));
    const results = await measureAll(b);
    return { settings, setupMs, generated, results };
  } finally {
    current = undefined;
    await b.close();
  }
}

function printResults(title: string, results: Record<string, ScenarioFigures[]>): void {
  const ms = (s: LatencySummary) => `${s.p50} / ${s.p95} / ${s.max}`;
  const both = (route: boolean, direct: boolean) =>
    `${route ? 'ok' : 'MISSED'} / ${direct ? 'ok' : 'MISSED'}`;
  for (const [key, rows] of Object.entries(results)) {
    console.log('');
    console.log(
      table(
        [
          `${title}: ${key} (ms)`,
          'total',
          'n',
          'route p50/p95/max',
          'listDocuments p50/p95/max',
          'SQL alone p50/p95',
          'select/count p95',
          'p95 goal route/direct',
          '≤ 1.5×SQL+5 route/direct',
        ],
        rows.map((f) => [
          `(${f.id}) ${f.label}`,
          `${f.totalRec}${f.totalExact ? '' : '~'}`,
          f.route.n,
          ms(f.route),
          ms(f.direct),
          `${f.sqlAlone.p50} / ${f.sqlAlone.p95}`,
          `${f.selectAlone.p95} / ${f.countAlone.p95}`,
          `${both(f.goals.p95.route, f.goals.p95.direct)} (≤ ${f.goals.p95.goalMs})`,
          `${both(f.goals.overhead.route, f.goals.overhead.direct)} (≤ ${f.goals.overheadLimitMs})`,
        ]),
      ),
    );
    for (const f of rows) console.log(`  (${f.id}) select: ${f.selectPlan}\n      count: ${f.countPlan}`);
  }
}

function print(kind: DbKind, r: Awaited<ReturnType<typeof runOn>>): void {
  const gen = r.generated.map(
    (g) =>
      `${g.table} ${g.rows} rows in ${sec(g.insertMs)} s + indexes ${sec(g.indexMs)} s + vacuum analyze ${sec(g.analyzeMs)} s`,
  );
  console.log(`\n${kind}: ${gen.join('; ')}`);
  printResults(kind, r.results);
}

const sec = (ms: number) => (ms / 1000).toFixed(1);

/** Pass/fail per goal over both paths (route and listDocuments) of every scenario given. */
function verdicts(all: ScenarioFigures[]) {
  return {
    p95: all.every((f) => f.goals.p95.route && f.goals.p95.direct),
    overhead: all.every((f) => f.goals.overhead.route && f.goals.overhead.direct),
  };
}

async function main(): Promise<void> {
  const out: Record<string, Awaited<ReturnType<typeof runOn>>> = {};
  for (const kind of KINDS) out[kind] = await runOn(kind);
  for (const kind of KINDS) print(kind, out[kind]);
  console.log(
    JSON.stringify({
      machine: {
        cpus: os.availableParallelism(),
        memGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      rowsPerTable: ROWS,
      pageSize: PAGE_SIZE,
      runs: RUNS,
      warmup: WARMUP,
      goals: { p95Ms: GOAL_MS, overhead: '1.5 × SQL alone p95 + 5 ms' },
      pass: verdicts(Object.values(out).flatMap((r) => Object.values(r.results).flat())),
      ...out,
    }),
  );
}

main().catch(async (err) => {
  console.error(err);
  await current?.close().catch(() => {});
  process.exit(1);
});
