/**
 * Receivables aging over 100,000 invoices with ≈ 300,000 receipts and write-offs (issue 18 item 8),
 * on PostgreSQL and PGlite (docs/PERFORMANCE.md, "Receivables aging (issue 18)").
 * `npm run bench:aging [-- --invoices 100000 --parties 3000 --runs 20 --warmup 2 --budget 60
 * --db postgres,pglite]`: per side (应收, 应付: the same generation over their own tables) and scenario,
 * the route (`app.inject`), the report's own SQL alone (the statements the route runs, on the
 * driver) and a hand-written plain-SQL floor of the same answer, p50/p95 each, the plans, and a
 * check that the floor and the route agree. Prints tables, then one JSON object as the last line.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addDays, CSRF_HEADER_VALUE, companyToday } from '@tiangong/domain';
import {
  type AgingGenerated,
  type Book,
  generateBook,
  payableBook,
  receivableBook,
} from './lib/aging-data.ts';
import { type AgingFilters, agingFloor } from './lib/aging-floor.ts';
import { insertReferenceRows } from './lib/list-data.ts';
import { type BenchApp, type DbKind, openBenchApp } from './lib/list-db.ts';
import { type LatencySummary, summarize, table } from './lib/report.ts';
import { captureStatements, type DriverQuery, planSummary, runOnDriver } from './lib/sql-capture.ts';

const { values: args } = parseArgs({
  options: {
    invoices: { type: 'string', default: '100000' },
    parties: { type: 'string', default: '3000' },
    runs: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    budget: { type: 'string', default: '60' },
    db: { type: 'string', default: 'postgres,pglite' },
  },
});
const INVOICES = Number(args.invoices);
const PARTIES = Number(args.parties);
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);
const BUDGET_MS = Number(args.budget) * 1000;
const MIN_RUNS = 5;
const KINDS = args.db.split(',') as DbKind[];
const PAGE_SIZE = 25;
/** Issue 18 item 8: p95 ≤ 1 s, and ≤ 1.5 × the floor's p95. */
const GOAL_MS = 1000;
const FLOOR_FACTOR = 1.5;
const AS_OF = companyToday();

interface Scenario {
  id: string;
  label: string;
  filters: AgingFilters;
}

/**
 * One side of the books: how to fill it (a `Book` of generated documents), the route of its
 * report, its query's filter and output keys (to compare with the floor), and its floor.
 */
interface Side {
  book: Book;
  url: string;
  /** The report's filter and output key of the party, and its key of what was paid. */
  partyKey: string;
  paidAs: string;
}

const sides: Side[] = [
  {
    book: receivableBook,
    url: '/api/finance/queryAccountReceivableList',
    partyKey: 'customerId',
    paidAs: 'received',
  },
  {
    book: payableBook,
    url: '/api/purchaseInvoice/queryPurchasePayableList',
    partyKey: 'supplierId',
    paidAs: 'paid',
  },
];

/** The columns of a row that must agree between the route and the floor. */
const compareOf = (side: Side) => [
  side.partyKey,
  'currencyId',
  'invoiced',
  side.paidAs,
  'balance',
  'advance',
  'notDue',
  'overdue30',
  'overdue60',
  'overdue90',
  'overdue120',
  'overdueMore',
  'balanceCny',
];

const floorOf = (side: Side, filters: AgingFilters, limit: number) =>
  agingFloor(side.book, { party: side.partyKey, paid: side.paidAs }, filters, limit);

async function scenariosOf(b: BenchApp, side: Side): Promise<Scenario[]> {
  // The party with the most invoices: one customer's (supplier's) statement of account.
  const column = side.book.party.column;
  const [{ id }] = (await runOnDriver(b.database, {
    text: `select ${column} as id from ${side.book.invoices.table} group by 1 order by count(*) desc limit 1`,
    params: [],
  })) as { id: number }[];
  return [
    { id: 'a', label: 'today, every party, page 1 by 余额（元）', filters: { asOf: AS_OF } },
    { id: 'b', label: 'today, the biggest party', filters: { asOf: AS_OF, partyId: id } },
    { id: 'c', label: 'a year ago, every party', filters: { asOf: addDays(AS_OF, -365) } },
  ];
}

interface Figures {
  side: string;
  id: string;
  label: string;
  rows: number;
  total: number;
  agree: boolean;
  route: LatencySummary;
  reportSql: LatencySummary;
  floor: LatencySummary;
  statements: number;
  plans: { report: string[]; floor: string };
  goals: { p95: boolean; vsFloor: boolean; limitMs: number };
}

const time = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

type Row = Record<string, unknown>;

async function measure(b: BenchApp, side: Side, sc: Scenario): Promise<Figures> {
  const { partyId, ...rest } = sc.filters;
  const body = {
    page: { pageIndex: 1, pageSize: PAGE_SIZE },
    queryParameterVo: { ...rest, ...(partyId === undefined ? {} : { [side.partyKey]: partyId }) },
  };
  const route = async () => {
    const res = await b.app.inject({
      method: 'POST',
      url: side.url,
      headers: { cookie: b.cookie, 'x-requested-with': CSRF_HEADER_VALUE },
      payload: body,
    });
    const json = res.json() as { resultCode: string; result: { requestList: Row[]; totalRec: number } };
    if (json.resultCode !== '0') throw new Error(`${side.url} answered ${res.body.slice(0, 300)}`);
    return json.result;
  };
  const table = side.book.invoices.table;
  const statements = await captureStatements(b.database, table, route, { unquoted: true });
  const floorSql = floorOf(side, sc.filters, PAGE_SIZE);
  const [floor] = await captureStatements(b.database, table, () => b.database.db.execute(floorSql), {
    unquoted: true,
  });
  const runAll = async (qs: DriverQuery[]) => {
    for (const q of qs) await runOnDriver(b.database, q);
  };
  const samples = { route: [] as number[], report: [] as number[], floor: [] as number[] };
  let timedFrom = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    if (i === WARMUP) timedFrom = performance.now();
    if (BUDGET_MS > 0 && i >= WARMUP + MIN_RUNS && performance.now() - timedFrom > BUDGET_MS) break;
    const r = await time(route);
    const s = await time(() => runAll(statements));
    const f = await time(() => runOnDriver(b.database, floor));
    if (i < WARMUP) continue;
    samples.route.push(r);
    samples.report.push(s);
    samples.floor.push(f);
  }
  // The same answer: the page in the same order (ties aside), each row's figures, count and total.
  const page = await route();
  const floorRows = (await runOnDriver(b.database, floor)) as Row[];
  const key = (r: Row) => `${r[side.partyKey]}:${r.currencyId}`;
  const byKey = new Map(floorRows.map((r) => [key(r), r]));
  const same = (a: Row, c: Row | undefined) =>
    !!c && compareOf(side).every((k) => Number(a[k]) === Number(c[k]));
  const agree =
    page.requestList.length === floorRows.length &&
    page.requestList.every((r, i) => Number(r.balanceCny) === Number(floorRows[i].balanceCny)) &&
    page.requestList.every((r) => same(r, byKey.get(key(r)))) &&
    page.totalRec === Number(floorRows[0]?.__count ?? 0);
  const routeS = summarize(samples.route, 1);
  const floorS = summarize(samples.floor, 1);
  const limitMs = Math.round(FLOOR_FACTOR * floorS.p95 * 10) / 10;
  return {
    side: side.book.key,
    id: sc.id,
    label: sc.label,
    rows: page.requestList.length,
    total: page.totalRec,
    agree,
    route: routeS,
    reportSql: summarize(samples.report, 1),
    floor: floorS,
    statements: statements.length,
    plans: {
      report: await Promise.all(statements.map(async (q) => (await planSummary(b.database, q, table)).plan)),
      floor: (await planSummary(b.database, floor, table)).plan,
    },
    goals: { p95: routeS.p95 <= GOAL_MS, vsFloor: routeS.p95 <= limitMs, limitMs },
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
  console.log(`\n== ${kind}: migrate, seed, generate ${INVOICES.toLocaleString('en')} invoices per side`);
  current = await openBenchApp(kind, { name: 'tg_bench_aging' });
  const b = current;
  try {
    await insertReferenceRows(b.database.db);
    const generated: Record<string, AgingGenerated> = {};
    const results: Figures[] = [];
    for (const side of sides) {
      const key = side.book.key;
      generated[key] = await generateBook(
        b.database.db,
        side.book,
        { invoices: INVOICES, parties: PARTIES, asOf: AS_OF },
        console.log,
      );
      console.log(`  ${key}: ${JSON.stringify(generated[key])}`);
      for (const sc of await scenariosOf(b, side)) {
        const f = await measure(b, side, sc);
        console.log(
          `  ${key} (${sc.id}) ${sc.label}: route p95 ${f.route.p95} ms, report SQL p95 ${f.reportSql.p95} ms, floor p95 ${f.floor.p95} ms (n=${f.route.n})${f.agree ? '' : ' — DISAGREE'}`,
        );
        results.push(f);
      }
    }
    return { generated, results };
  } finally {
    current = undefined;
    await b.close();
  }
}

function print(kind: DbKind, r: Awaited<ReturnType<typeof runOn>>): void {
  const ms = (s: LatencySummary) => `${s.p50} / ${s.p95}`;
  console.log('');
  console.log(
    table(
      [
        `${kind} (ms)`,
        'rows/total',
        'n',
        'route p50/p95',
        'report SQL p50/p95',
        'floor p50/p95',
        '≤ 1 s',
        '≤ 1.5×floor',
        'agree',
      ],
      r.results.map((f) => [
        `${f.side} (${f.id}) ${f.label}`,
        `${f.rows}/${f.total}`,
        f.route.n,
        ms(f.route),
        ms(f.reportSql),
        ms(f.floor),
        f.goals.p95 ? 'ok' : 'MISSED',
        `${f.goals.vsFloor ? 'ok' : 'MISSED'} (≤ ${f.goals.limitMs})`,
        f.agree ? 'yes' : 'NO',
      ]),
    ),
  );
  for (const f of r.results) {
    f.plans.report.forEach((p, i) => {
      console.log(`  (${f.id}) report statement ${i + 1}: ${p}`);
    });
    console.log(`  (${f.id}) floor: ${f.plans.floor}`);
  }
}

async function main(): Promise<void> {
  const out: Record<string, Awaited<ReturnType<typeof runOn>>> = {};
  for (const kind of KINDS) out[kind] = await runOn(kind);
  for (const kind of KINDS) print(kind, out[kind]);
  const all = Object.values(out).flatMap((r) => r.results);
  console.log(
    JSON.stringify({
      machine: {
        cpus: os.availableParallelism(),
        memGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      invoices: INVOICES,
      parties: PARTIES,
      asOf: AS_OF,
      runs: RUNS,
      warmup: WARMUP,
      goals: { p95Ms: GOAL_MS, vsFloor: `${FLOOR_FACTOR} × floor p95` },
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
