/**
 * BOM 价格 over 2,000 recipes (three levels of half-stuff) and 12 months × 100,000 material
 * receipts (issue 30, "Speed"), on PostgreSQL and PGlite (docs/PERFORMANCE.md, `npm run bench:bom`).
 * `npm run bench:bom [-- --recipes 2000 --materials 2000 --receipts 1200000 --runs 20 --warmup 2
 * --budget 30 --db postgres,pglite]`: (1) one recipe's BOM price — BOM价格明细 of a production recipe
 * over 近1年, the route (`app.inject`); (2) the whole /scale-prc-report page — 25 recipes in force
 * over 近1年 with their count; each beside a plain-SQL floor (bench/lib/bom-floor.ts), p50/p95, and
 * a check that route and floor agree on the cost. Prints a table, then one JSON object.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { bomPriceRange, CSRF_HEADER_VALUE, companyToday } from '@tiangong/domain';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../server/src/platform/db/client.ts';
import { generateBom } from './lib/bom-data.ts';
import { pageFloor, recipeFloor } from './lib/bom-floor.ts';
import { type BenchApp, type DbKind, openBenchApp } from './lib/list-db.ts';
import { type LatencySummary, summarize, table } from './lib/report.ts';

const { values: args } = parseArgs({
  options: {
    recipes: { type: 'string', default: '2000' },
    materials: { type: 'string', default: '2000' },
    receipts: { type: 'string', default: '1200000' },
    runs: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    budget: { type: 'string', default: '30' },
    db: { type: 'string', default: 'postgres,pglite' },
  },
});
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);
const BUDGET_MS = Number(args.budget) * 1000;
const MIN_RUNS = 5;
const KINDS = args.db.split(',') as DbKind[];
const PAGE_SIZE = 25;
const FLOOR_FACTOR = 1.5;
const AS_OF = companyToday();
const PERIOD = '12';
const { from: FROM, to: TO } = bomPriceRange(12, AS_OF);

interface Scenario {
  id: string;
  label: string;
  goalMs: number;
  url: string;
  filters: Record<string, unknown>;
  floor: SQL;
  /** The cost the route answers and the one the floor does, to agree on (元 ×1e6). */
  routeCost: (rows: Row[], totals: Record<string, number>) => number;
  floorCost: (rows: Row[]) => number;
}
type Row = Record<string, unknown>;

interface Figures {
  id: string;
  label: string;
  rows: number;
  route: LatencySummary;
  floor: LatencySummary;
  agree: boolean;
  goals: { p95: boolean; vsFloor: boolean; goalMs: number; limitMs: number };
}

const time = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

async function measure(b: BenchApp, sc: Scenario): Promise<Figures> {
  const route = async () => {
    const res = await b.app.inject({
      method: 'POST',
      url: sc.url,
      headers: { cookie: b.cookie, 'x-requested-with': CSRF_HEADER_VALUE },
      payload: { page: { pageIndex: 1, pageSize: PAGE_SIZE }, queryParameterVo: sc.filters },
    });
    const json = res.json() as {
      resultCode: string;
      result: { requestList: Row[]; totalRec: number; totals: Record<string, number> };
    };
    if (json.resultCode !== '0') throw new Error(`${sc.url} answered ${res.body.slice(0, 300)}`);
    return json.result;
  };
  const floor = () => queryRows<Row>(b.database.db, sc.floor);
  const samples = { route: [] as number[], floor: [] as number[] };
  let timedFrom = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    if (i === WARMUP) timedFrom = performance.now();
    if (BUDGET_MS > 0 && i >= WARMUP + MIN_RUNS && performance.now() - timedFrom > BUDGET_MS) break;
    const r = await time(route);
    const f = await time(floor);
    if (i < WARMUP) continue;
    samples.route.push(r);
    samples.floor.push(f);
  }
  const answer = await route();
  const routeCost = sc.routeCost(answer.requestList, answer.totals);
  const floorCost = sc.floorCost(await floor());
  // The floor rounds each line from numeric, the route from exact fractions: a unit per line apart at most.
  const agree = Math.abs(routeCost - floorCost) <= answer.requestList.length * 10 + 10;
  const routeS = summarize(samples.route, 1);
  const floorS = summarize(samples.floor, 1);
  const limitMs = Math.round(FLOOR_FACTOR * floorS.p95 * 10) / 10;
  return {
    id: sc.id,
    label: sc.label,
    rows: answer.requestList.length,
    route: routeS,
    floor: floorS,
    agree,
    goals: { p95: routeS.p95 <= sc.goalMs, vsFloor: routeS.p95 <= limitMs, goalMs: sc.goalMs, limitMs },
  };
}

const sum = (rows: Row[], key: string) => rows.reduce((a, r) => a + Number(r[key] ?? 0), 0);

let current: BenchApp | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void (current?.close() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

async function runOn(kind: DbKind) {
  console.log(`\n== ${kind}: migrate, seed, generate ${args.recipes} recipes and ${args.receipts} receipts`);
  current = await openBenchApp(kind, { name: 'tg_bench_bom' });
  const b = current;
  try {
    const generated = await generateBom(
      b.database.db,
      {
        recipes: Number(args.recipes),
        materials: Number(args.materials),
        receipts: Number(args.receipts),
        asOf: AS_OF,
      },
      console.log,
    );
    const scenarios: Scenario[] = [
      {
        id: 'recipe',
        label: "one recipe's BOM price (明细, 近1年)",
        goalMs: 50,
        url: '/api/formula/queryBomPriceLineList',
        filters: { recipeId: generated.topRecipe, period: PERIOD },
        floor: recipeFloor(generated.topRecipe, FROM, TO),
        routeCost: (_rows, totals) => Number(totals.amount),
        floorCost: (rows) => sum(rows, 'amount'),
      },
      {
        id: 'page',
        label: '/scale-prc-report page of 25 (近1年)',
        goalMs: 300,
        url: '/api/formula/queryBomPriceList',
        filters: { period: PERIOD },
        floor: pageFloor(AS_OF, PAGE_SIZE, FROM, TO),
        routeCost: (rows) => sum(rows, 'costPerBatch'),
        floorCost: (rows) => sum(rows, 'amount'),
      },
    ];
    const results: Figures[] = [];
    for (const sc of scenarios) {
      const f = await measure(b, sc);
      console.log(
        `  ${sc.label}: route p95 ${f.route.p95} ms, floor p95 ${f.floor.p95} ms (n=${f.route.n})${f.agree ? '' : ' — DISAGREE'}`,
      );
      results.push(f);
    }
    return { generated, results };
  } finally {
    current = undefined;
    await b.close();
  }
}

async function main(): Promise<void> {
  const out: Record<string, Awaited<ReturnType<typeof runOn>>> = {};
  for (const kind of KINDS) out[kind] = await runOn(kind);
  const ms = (s: LatencySummary) => `${s.p50} / ${s.p95}`;
  for (const kind of KINDS)
    console.log(
      `\n${table(
        [`${kind} (ms)`, 'rows', 'n', 'route p50/p95', 'floor p50/p95', 'goal', '≤ 1.5×floor', 'agree'],
        out[kind].results.map((f) => [
          f.label,
          f.rows,
          f.route.n,
          ms(f.route),
          ms(f.floor),
          `${f.goals.p95 ? 'ok' : 'MISSED'} (≤ ${f.goals.goalMs})`,
          `${f.goals.vsFloor ? 'ok' : 'MISSED'} (≤ ${f.goals.limitMs})`,
          f.agree ? 'yes' : 'NO',
        ]),
      )}`,
    );
  const all = Object.values(out).flatMap((r) => r.results);
  console.log(
    JSON.stringify({
      machine: {
        cpus: os.availableParallelism(),
        memGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      sizes: { recipes: args.recipes, materials: args.materials, receipts: args.receipts },
      asOf: AS_OF,
      pass: {
        p95: all.every((f) => f.goals.p95),
        vsFloor: all.every((f) => f.goals.vsFloor),
        agree: all.every((f) => f.agree),
      },
      ...out,
    }),
  );
}

main().catch(async (err) => {
  console.error(err);
  await current?.close().catch(() => {});
  process.exit(1);
});
