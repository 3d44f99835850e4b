/**
 * 批次追溯 over 200,000 batches (issue 30, "Speed": a trace of one batch over 5 levels, p95 ≤ 50 ms),
 * on PostgreSQL and PGlite (docs/PERFORMANCE.md, `npm run bench:trace`).
 * `npm run bench:trace [-- --batches 200000 --runs 30 --warmup 3 --budget 20 --db postgres,pglite]`:
 * the route `/api/trace/queryBatchTrace` (`app.inject`, as the admin) for (1) a batch two merges deep
 * — merge → batch → merge → batch → feeding → material batch → warehouse-in → acceptance, and its
 * deliveries; (2) a produced batch with its delivery and complaint; (3) a material batch forward to
 * the feedings that used it, their product batches and customers. p50 / p95 and the nodes answered.
 * Prints a table, then one JSON object.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type BatchTraceAnswer, companyToday, type TraceNode } from '@tiangong/domain';
import { type BenchApp, type DbKind, openBenchApp } from './lib/list-db.ts';
import { type LatencySummary, summarize, table } from './lib/report.ts';
import { generateTrace } from './lib/trace-data.ts';

const { values: args } = parseArgs({
  options: {
    batches: { type: 'string', default: '200000' },
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    budget: { type: 'string', default: '20' },
    db: { type: 'string', default: 'postgres,pglite' },
  },
});
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);
const BUDGET_MS = Number(args.budget) * 1000;
const MIN_RUNS = 5;
const KINDS = args.db.split(',') as DbKind[];
const GOAL_MS = 50;

interface Scenario {
  id: string;
  label: string;
  query: { kind: 'PRODUCT' | 'MATERIAL'; itemId: number; batchNo: string };
}

interface Figures {
  id: string;
  label: string;
  nodes: number;
  depth: number;
  route: LatencySummary;
  pass: boolean;
}

const count = (nodes: TraceNode[]): number => nodes.reduce((n, x) => n + 1 + count(x.children), 0);
const depth = (nodes: TraceNode[]): number => Math.max(0, ...nodes.map((x) => 1 + depth(x.children)));

async function measure(b: BenchApp, sc: Scenario): Promise<Figures> {
  const route = async () => {
    const res = await b.app.inject({
      method: 'GET',
      url: '/api/trace/queryBatchTrace',
      headers: { cookie: b.cookie },
      query: { ...sc.query, itemId: String(sc.query.itemId) },
    });
    const json = res.json() as { resultCode: string; result: BatchTraceAnswer };
    if (json.resultCode !== '0') throw new Error(`trace answered ${res.body.slice(0, 300)}`);
    return json.result;
  };
  const samples: number[] = [];
  let timedFrom = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    if (i === WARMUP) timedFrom = performance.now();
    if (BUDGET_MS > 0 && i >= WARMUP + MIN_RUNS && performance.now() - timedFrom > BUDGET_MS) break;
    const t0 = performance.now();
    await route();
    if (i >= WARMUP) samples.push(performance.now() - t0);
  }
  const answer = await route();
  const trees = [...answer.backward, ...answer.forward];
  const s = summarize(samples, 1);
  return {
    id: sc.id,
    label: sc.label,
    nodes: count(trees),
    depth: Math.max(depth(answer.backward), depth(answer.forward)),
    route: s,
    pass: s.p95 <= GOAL_MS,
  };
}

let current: BenchApp | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void (current?.close() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

async function runOn(kind: DbKind) {
  console.log(`\n== ${kind}: migrate, seed, generate ${args.batches} batches`);
  current = await openBenchApp(kind, { name: 'tg_bench_trace' });
  const b = current;
  try {
    const t = await generateTrace(
      b.database.db,
      { batches: Number(args.batches), asOf: companyToday() },
      console.log,
    );
    const scenarios: Scenario[] = [
      {
        id: 'merged',
        label: 'product batch two merges deep (both ways)',
        query: { kind: 'PRODUCT', itemId: t.merged.productId, batchNo: t.merged.batchNo },
      },
      {
        id: 'produced',
        label: 'produced batch (both ways)',
        query: { kind: 'PRODUCT', itemId: t.produced.productId, batchNo: t.produced.batchNo },
      },
      {
        id: 'material',
        label: 'material batch forward to customers',
        query: { kind: 'MATERIAL', itemId: t.material.materielId, batchNo: t.material.batchNo },
      },
    ];
    const results: Figures[] = [];
    for (const sc of scenarios) {
      const f = await measure(b, sc);
      console.log(
        `  ${sc.label}: p95 ${f.route.p95} ms, ${f.nodes} nodes, depth ${f.depth} (n=${f.route.n})`,
      );
      results.push(f);
    }
    return { seconds: t.seconds, results };
  } finally {
    current = undefined;
    await b.close();
  }
}

async function main(): Promise<void> {
  const out: Record<string, Awaited<ReturnType<typeof runOn>>> = {};
  for (const kind of KINDS) out[kind] = await runOn(kind);
  for (const kind of KINDS)
    console.log(
      `\n${table(
        [`${kind} (ms)`, 'nodes', 'depth', 'n', 'p50 / p95', `goal ≤ ${GOAL_MS}`],
        out[kind].results.map((f) => [
          f.label,
          f.nodes,
          f.depth,
          f.route.n,
          `${f.route.p50} / ${f.route.p95}`,
          f.pass ? 'ok' : 'MISSED',
        ]),
      )}`,
    );
  console.log(
    JSON.stringify({
      machine: {
        cpus: os.availableParallelism(),
        memGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      batches: Number(args.batches),
      pass: Object.values(out).every((r) => r.results.every((f) => f.pass)),
      ...out,
    }),
  );
}

main().catch(async (err) => {
  console.error(err);
  await current?.close().catch(() => {});
  process.exit(1);
});
