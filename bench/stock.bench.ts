/**
 * The stock ledger under load (docs/PERFORMANCE.md, "Stock ledger (issue 5)").
 *
 * Posting: CLIENTS concurrent clients each post multi-line documents (LINES lines, receipts and
 * issues) for a fixed time over ITEMS items, HOT of which take half the lines, through the
 * ledger service (`postMoves`, one transaction per document), on PostgreSQL and on PGlite. The
 * same workload then runs as plain SQL (the fewest statements that post the same lines) for the
 * floor. Afterwards: oversell (a balance below zero, or one the acknowledged documents do not
 * explain) and ledger mismatches (balance ≠ Σ moves, item cost ≠ Σ moves).
 *
 * Batch ledger: one material with 1,000,000 moves over 36 months (month-end snapshots of the
 * closed months, closed by the period service), pages of /materielBatchNoLedger through the real route.
 *
 * `npm run bench:stock [-- --db postgres,pglite --seconds 20 --clients 32 --items 10000 --hot 20
 * --lines 5 --ledger-moves 1000000]`: prints tables, then one JSON object as the last line.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CSRF_HEADER_VALUE } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type MoveInput, postMoves } from '../server/src/modules/inventory/stock-ledger.service.ts';
import { closePeriod } from '../server/src/modules/inventory/stock-period.service.ts';
import { type DbOrTx, queryRows } from '../server/src/platform/db/client.ts';
import { AppError } from '../server/src/platform/http/app-error.ts';
import { seedDemo } from '../server/src/seed/demo.seed.ts';
import { type BenchApp, type DbKind, openBenchApp } from './lib/list-db.ts';
import { round, summarize, table } from './lib/report.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres,pglite' },
    seconds: { type: 'string', default: '20' },
    clients: { type: 'string', default: '32' },
    items: { type: 'string', default: '10000' },
    hot: { type: 'string', default: '20' },
    lines: { type: 'string', default: '5' },
    'ledger-moves': { type: 'string', default: '1000000' },
    'ledger-runs': { type: 'string', default: '20' },
  },
});
const KINDS = args.db.split(',') as DbKind[];
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const ITEMS = Number(args.items);
const HOT = Number(args.hot);
const LINES = Number(args.lines);
const LEDGER_MOVES = Number(args['ledger-moves']);
const LEDGER_RUNS = Number(args['ledger-runs']);

const KG = 1_000_000;
const WAREHOUSE = 1;
const DATE = '20261123';
/** Hot items start with little stock so that, under load, their issues run short and are refused. */
const HOT_START_KG = 100;
const COLD_START_KG = 1000;

const GOALS = { linesPerSecond: 1000, ofFloor: 0.5, pgliteOfPostgres: 0.4, ledgerMs: 200 };

/** A deterministic random stream per client, so runs are comparable. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

interface Line {
  item: number;
  batch: string;
  qty: number;
  unitCost: number;
}

function makeDocument(next: () => number, itemBase: number): Line[] {
  return Array.from({ length: LINES }, () => {
    const hot = next() < 0.5;
    const item = itemBase + (hot ? Math.floor(next() * HOT) : HOT + Math.floor(next() * (ITEMS - HOT)));
    const batch = next() < 0.5 ? 'B1' : 'B2';
    const receipt = next() < 0.3;
    const qty = (receipt ? 1 + Math.floor(next() * 10) : -(1 + Math.floor(next() * 5))) * KG;
    return { item, batch, qty, unitCost: (8 + Math.floor(next() * 5)) * 1_000_000 };
  });
}

/** Opening stock of every item × batch as one opening move each (plain SQL, set-based). */
async function openingStock(db: DbOrTx, itemBase: number) {
  const keys = sql`select ${itemBase} + i as item_id, b as batch_no,
      (case when i < ${HOT} then ${HOT_START_KG} else ${COLD_START_KG} end)::bigint * ${KG} as qty
    from generate_series(0, ${ITEMS - 1}) i, unnest(array['B1', 'B2']) b`;
  await db.execute(sql`insert into stock_moves (item_kind, item_id, warehouse_id, allocation_id, batch_no, qty,
      unit_cost, value, doc_key, doc_id, doc_line, business_date)
    select 'MATERIAL', item_id, ${WAREHOUSE}, 0, batch_no, qty, 10000000, qty * 10, 'bench-opening', 0, 0, ${DATE}
    from (${keys}) k`);
  await db.execute(sql`insert into stock_balances (item_kind, item_id, warehouse_id, allocation_id, batch_no, on_hand)
    select 'MATERIAL', item_id, ${WAREHOUSE}, 0, batch_no, qty from (${keys}) k`);
  await db.execute(sql`insert into item_costs (item_kind, item_id, qty, value)
    select 'MATERIAL', item_id, sum(qty), sum(qty) * 10 from (${keys}) k group by item_id`);
}

type Poster = (db: BenchApp['database']['db'], lines: Line[], docId: number) => Promise<void>;

const viaLedger: Poster = async (db, lines, docId) => {
  const moves: MoveInput[] = lines.map((l, i) => ({
    itemKind: 'MATERIAL',
    itemId: l.item,
    warehouseId: WAREHOUSE,
    batchNo: l.batch,
    qty: l.qty,
    unitCost: l.unitCost,
    docKey: 'bench',
    docId,
    docLine: i + 1,
    businessDate: DATE,
  }));
  await db.transaction((tx) => postMoves(tx, moves));
};

class Refused extends Error {}

/**
 * The floor: the same postings as hand-written SQL in the fewest round trips, without the ledger
 * service (no period check, validation or messages): lock and read the items' cost rows in one
 * statement, a conditional update per balance line, the values worked out here, then one update
 * of the costs and one insert of the moves.
 */
const viaPlainSql: Poster = async (db, lines, docId) => {
  const ordered = [...lines].sort((a, b) => a.item - b.item || a.batch.localeCompare(b.batch));
  const items = [...new Set(ordered.map((l) => l.item))];
  await db.transaction(async (tx) => {
    const rows = await queryRows<{ item_id: number; qty: string; value: string }>(
      tx,
      sql`insert into item_costs (item_kind, item_id) values ${sql.join(
        items.map((id) => sql`('MATERIAL', ${id})`),
        sql`, `,
      )} on conflict (item_kind, item_id) do update set qty = item_costs.qty returning item_id, qty::text, value::text`,
    );
    const cost = new Map(rows.map((r) => [r.item_id, { qty: BigInt(r.qty), value: BigInt(r.value) }]));
    const values: bigint[] = [];
    for (const l of ordered) {
      const ok = await queryRows(
        tx,
        sql`update stock_balances set on_hand = on_hand + ${l.qty}::bigint
            where item_kind = 'MATERIAL' and item_id = ${l.item} and warehouse_id = ${WAREHOUSE}
              and allocation_id = 0 and batch_no = ${l.batch} and on_hand - reserved + least(${l.qty}::bigint, 0) >= 0
            returning on_hand`,
      );
      if (ok.length === 0) throw new Refused();
      const c = cost.get(l.item) as { qty: bigint; value: bigint };
      const q = BigInt(l.qty);
      const v =
        q > 0n
          ? (q * BigInt(l.unitCost) + 500_000n) / 1_000_000n
          : -q === c.qty
            ? -c.value
            : -((c.value * -q * 2n + c.qty) / (2n * c.qty));
      c.qty += q;
      c.value += v;
      values.push(v);
    }
    await tx.execute(
      sql`update item_costs c set qty = v.qty, value = v.value from (values ${sql.join(
        [...cost].map(([id, c]) => sql`(${id}::int, ${String(c.qty)}::bigint, ${String(c.value)}::bigint)`),
        sql`, `,
      )}) as v (item_id, qty, value) where c.item_kind = 'MATERIAL' and c.item_id = v.item_id`,
    );
    await tx.execute(sql`insert into stock_moves (item_kind, item_id, warehouse_id, allocation_id, batch_no, qty,
        unit_cost, value, doc_key, doc_id, doc_line, business_date)
      values ${sql.join(
        ordered.map(
          (l, n) =>
            sql`('MATERIAL', ${l.item}, ${WAREHOUSE}, 0, ${l.batch}, ${l.qty}::bigint, ${l.unitCost}::bigint,
                 ${String(values[n])}::bigint, 'bench-sql', ${docId}, ${n + 1}, ${DATE})`,
        ),
        sql`, `,
      )}`);
  });
};

interface RunResult {
  mode: string;
  documents: number;
  refusedDocuments: number;
  lines: number;
  linesPerSecond: number;
  p50: number;
  p95: number;
  oversell: number;
  mismatches: number;
}

async function runLoad(bench: BenchApp, mode: string, poster: Poster, itemBase: number): Promise<RunResult> {
  const db = bench.database.db;
  await openingStock(db, itemBase);
  /** Acknowledged net quantity per key: what the ledger must show afterwards. */
  const expected = new Map<string, number>();
  const latencies: number[] = [];
  let documents = 0;
  let refused = 0;
  let lines = 0;
  let docId = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const client = async (c: number) => {
    const next = rng(c * 7919 + itemBase);
    while (performance.now() < deadline) {
      const doc = makeDocument(next, itemBase);
      const started = performance.now();
      try {
        await poster(db, doc, ++docId);
        latencies.push(performance.now() - started);
        documents++;
        lines += doc.length;
        for (const l of doc) {
          const key = `${l.item}|${l.batch}`;
          expected.set(key, (expected.get(key) ?? 0) + l.qty);
        }
      } catch (err) {
        const shortage =
          err instanceof Refused || (err instanceof AppError && err.message.startsWith('库存不足'));
        if (!shortage) throw err;
        refused++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  const elapsed = (performance.now() - started) / 1000;

  const range = sql`between ${itemBase} and ${itemBase + ITEMS - 1}`;
  const balances = await queryRows<{ item_id: number; batch_no: string; on_hand: number; moved: number }>(
    db,
    sql`select b.item_id, b.batch_no, b.on_hand::bigint as on_hand,
          (select coalesce(sum(m.qty), 0) from stock_moves m where m.item_kind = b.item_kind and m.item_id = b.item_id
             and m.warehouse_id = b.warehouse_id and m.allocation_id = b.allocation_id and m.batch_no = b.batch_no)::bigint as moved
        from stock_balances b where b.item_kind = 'MATERIAL' and b.item_id ${range}`,
  );
  let oversell = 0;
  let mismatches = 0;
  for (const b of balances) {
    const opening = (b.item_id - itemBase < HOT ? HOT_START_KG : COLD_START_KG) * KG;
    const acknowledged = opening + (expected.get(`${b.item_id}|${b.batch_no}`) ?? 0);
    if (Number(b.on_hand) < 0 || acknowledged < 0) oversell++;
    if (Number(b.on_hand) !== acknowledged || Number(b.on_hand) !== Number(b.moved)) mismatches++;
  }
  const [costs] = await queryRows<{ off: number }>(
    db,
    sql`select count(*)::int as off from item_costs c where c.item_kind = 'MATERIAL' and c.item_id ${range}
          and (c.qty, c.value) <> (select coalesce(sum(qty), 0), coalesce(sum(value), 0) from stock_moves m
                                   where m.item_kind = c.item_kind and m.item_id = c.item_id)`,
  );
  mismatches += Number(costs.off);
  const lat = summarize(latencies, 1);
  return {
    mode,
    documents,
    refusedDocuments: refused,
    lines,
    linesPerSecond: round(lines / elapsed),
    p50: lat.p50,
    p95: lat.p95,
    oversell,
    mismatches,
  };
}

/** 1M moves of one material over 36 months, 34 of them closed with snapshots; then the ledger's first page. */
async function batchLedger(bench: BenchApp) {
  const db = bench.database.db;
  await seedDemo(db);
  const [{ id: materielId }] = await queryRows<{ id: number }>(
    db,
    sql`select id from md_materiels where code = 'YL-PB153'`,
  );
  const [{ id: warehouseId }] = await queryRows<{ id: number }>(
    db,
    sql`select id from md_warehouses where code = 'YL01'`,
  );
  const genStarted = performance.now();
  // Receipts of 2 kg and issues of 1 kg alternate over 50 batches; day n of 1,095 days.
  await db.execute(sql`insert into stock_moves (item_kind, item_id, warehouse_id, allocation_id, batch_no, qty,
      unit_cost, value, doc_key, doc_id, doc_line, business_date)
    select 'MATERIAL', ${materielId}, ${warehouseId}, 0, 'L' || (g % 50), case when g % 2 = 0 then 2000000 else -1000000 end,
      10000000, case when g % 2 = 0 then 20000000 else -10000000 end, 'material-warehouse-in', g, 1,
      to_char(date '2023-12-01' + (g::bigint * 1095 / ${LEDGER_MOVES + 1})::int, 'YYYYMMDD')
    from generate_series(1, ${LEDGER_MOVES}) g`);
  const months = await queryRows<{ period: string }>(
    db,
    sql`select distinct substr(business_date, 1, 6) as period from stock_moves where item_id = ${materielId} order by 1`,
  );
  const closed = months.slice(0, -2).map((m) => m.period);
  // Closed the way finance closes them: snapshots and month flows written by the service.
  for (const period of closed) await db.transaction((tx) => closePeriod(tx, 'MATERIAL', period, 'bench', []));
  await db.execute(sql`analyze`);
  const generatedSeconds = round((performance.now() - genStarted) / 1000, 1);
  const last = months.at(-1)?.period ?? '202611';
  const newestFirst = { field: 'seq', order: 'desc' } as const;
  const scenarios: {
    name: string;
    filters: Record<string, unknown>;
    page?: number;
    sort?: { field: string; order: 'asc' | 'desc' };
  }[] = [
    { name: 'all 1M moves, first page', filters: { materielId } },
    { name: 'all 1M moves, newest first', filters: { materielId }, sort: newestFirst },
    { name: 'all 1M moves, page 1000', filters: { materielId }, page: 1000 },
    {
      name: 'one year, first page',
      filters: { materielId, businessDateStart: `${last.slice(0, 4)}0101`, businessDateEnd: `${last}31` },
    },
    {
      name: 'one month, first page',
      filters: { materielId, businessDateStart: `${last}01`, businessDateEnd: `${last}31` },
    },
    { name: 'one batch, first page', filters: { materielId, batchNo: 'L7' } },
  ];
  const results: { name: string; rows: number; p50: number; p95: number; max: number }[] = [];
  for (const s of scenarios) {
    const samples: number[] = [];
    let rows = 0;
    for (let run = 0; run < LEDGER_RUNS + 2; run++) {
      const started = performance.now();
      const res = await bench.app.inject({
        method: 'POST',
        url: '/api/finance/queryMaterielBatchNoLedgerList',
        headers: { 'x-requested-with': CSRF_HEADER_VALUE, cookie: bench.cookie },
        payload: {
          page: { pageIndex: s.page ?? 1, pageSize: 20 },
          sort: s.sort,
          queryParameterVo: s.filters,
        },
      });
      const ms = performance.now() - started;
      const body = res.json() as { resultCode: string; result: { totalRec: number } };
      if (body.resultCode !== '0') throw new Error(`batch ledger: ${res.body}`);
      rows = body.result.totalRec;
      if (run >= 2) samples.push(ms); // two warm-up runs
    }
    const lat = summarize(samples, 1);
    results.push({ name: s.name, rows, p50: lat.p50, p95: lat.p95, max: lat.max });
  }
  return { generatedSeconds, closedMonths: closed.length, results };
}

async function main() {
  const summary: Record<string, unknown> = {};
  const posting: Record<string, { ledger: RunResult; floor: RunResult }> = {};
  const ledgers: Record<string, Awaited<ReturnType<typeof batchLedger>>> = {};
  for (const kind of KINDS) {
    const bench = await openBenchApp(kind, { name: 'tg_bench_stock', poolSize: CLIENTS + 2 });
    try {
      console.log(
        `\n== ${kind}: ${CLIENTS} clients × ${SECONDS} s, ${ITEMS} items (${HOT} hot take half the lines), ${LINES} lines per document ==`,
      );
      const ledger = await runLoad(bench, 'ledger service', viaLedger, 100_000);
      const floor = await runLoad(bench, 'plain SQL (floor)', viaPlainSql, 200_000);
      posting[kind] = { ledger, floor };
      console.log(
        table(
          [
            'mode',
            'documents',
            'refused (short)',
            'lines',
            'lines/s',
            'p50 ms',
            'p95 ms',
            'oversell',
            'mismatches',
          ],
          [ledger, floor].map((r) => [
            r.mode,
            r.documents,
            r.refusedDocuments,
            r.lines,
            r.linesPerSecond,
            r.p50,
            r.p95,
            r.oversell,
            r.mismatches,
          ]),
        ),
      );
      if (LEDGER_MOVES > 0) {
        console.log(`\n== ${kind}: /materielBatchNoLedger over ${LEDGER_MOVES} moves of one material ==`);
        ledgers[kind] = await batchLedger(bench);
        console.log(
          `generated in ${ledgers[kind].generatedSeconds} s, ${ledgers[kind].closedMonths} months closed`,
        );
        console.log(
          table(
            ['scenario', 'rows', 'p50 ms', 'p95 ms', 'max ms'],
            ledgers[kind].results.map((r) => [r.name, r.rows, r.p50, r.p95, r.max]),
          ),
        );
      }
    } finally {
      await bench.close();
    }
  }
  for (const [kind, p] of Object.entries(posting)) {
    summary[kind] = {
      linesPerSecond: p.ledger.linesPerSecond,
      p95Ms: p.ledger.p95,
      floorLinesPerSecond: p.floor.linesPerSecond,
      ofFloor: round(p.ledger.linesPerSecond / p.floor.linesPerSecond, 2),
      refusedDocuments: p.ledger.refusedDocuments,
      oversell: p.ledger.oversell + p.floor.oversell,
      mismatches: p.ledger.mismatches + p.floor.mismatches,
      batchLedgerFirstPageP95Ms: ledgers[kind]?.results[0].p95,
    };
  }
  const pg = posting.postgres?.ledger.linesPerSecond;
  const lite = posting.pglite?.ledger.linesPerSecond;
  if (pg && lite) summary.pgliteOfPostgres = round(lite / pg, 2);
  summary.goals = GOALS;
  console.log(JSON.stringify(summary));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
