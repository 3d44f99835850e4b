import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assertLedger, materialFixture } from './testing/material-fixture.ts';

/**
 * Random sequences of documents over the API, on both sides of the stock: 产品入库 at random prices,
 * sales deliveries (some of all there is), sales returns of part or all of what is left of a
 * delivery line (one or two lines of it on one return); material warehouse-ins at random prices and
 * 采购退货 of part or all of what is left of an in-line. After every step the item's stock value
 * and each move of the document equal an independent BigInt replay of the rules: moving average,
 * an issue rounds once, the issue that empties the item takes the rest of its value, a return of
 * q of a line of Q takes round(line value × q / Q) and the part that completes the line the rest
 * of it. At the end of each sequence every line returned in full has brought back exactly its value.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
let director: ApiClient;
let purchaser: ApiClient;
let manager: ApiClient;
let customer = 0;
let cny = 0;
const today = companyToday();
const SCALE = 1_000_000n;
const GRAM = 1_000n;
type Row = Record<string, unknown>;
type Doc = Row & { id: number; version: number; items: Row[] };

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const ok = <T>(res: { resultCode: string; result: T }, what: unknown) => {
  expect(res.resultCode, `${JSON.stringify(what, big)} → ${JSON.stringify(res)}`).toBe('0');
  return res.result;
};
const big = (_: string, v: unknown) => (typeof v === 'bigint' ? String(v) : v);

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [saler, director, purchaser, manager] = await Promise.all(
    ['saler', 'salederictor', 'purchaser', 'purchasingmanager'].map(login),
  );
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  customer = await one(sql`select id from md_customers where code = 'KH001'`);
  cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  await t.database.db.execute(sql`update md_customers set credit_limit = null where id = ${customer}`);
}, 120_000);
afterAll(() => t.close());

/** Half-up division, written again here so the replay does not lean on the code under test. */
function roundDiv(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (2n * a + b) / (2n * b);
  return neg ? -q : q;
}

/** A fresh item per sequence, a copy of a demo one the demo never stocked (same prices and rules). */
async function copyItem(table: 'md_products' | 'md_materiels', from: string, code: string) {
  const columns = await queryRows<{ c: string }>(
    t.database.db,
    sql`select column_name as c from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
          and column_default is null and column_name not in ('code', 'name')
        order by ordinal_position`,
  );
  const list = sql.join(
    columns.map((c) => sql.identifier(c.c)),
    sql`, `,
  );
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into ${sql.identifier(table)} (code, name, ${list})
        select ${code}, name || ' ' || ${code}, ${list} from ${sql.identifier(table)} where code = ${from}
        returning id`,
  );
  return row.id;
}

/** A document's line sent out or in, and what returns of it have taken so far. */
interface SourceLine {
  id: number;
  qty: bigint;
  value: bigint;
  backQty: bigint;
  backValue: bigint;
  /** The sales order it was delivered on (closed after each return, so nothing stays held). */
  orderId?: number;
}

type Op =
  | { kind: 'productIn'; lines: { grams: number; price: number }[] }
  | { kind: 'deliver'; grams: number; all: boolean }
  | { kind: 'salesReturn'; pick: number; whole: boolean; permille: number; lines: number }
  /** `ballast`: stock never sent back, so no purchase return empties the item (the ledger would take all). */
  | { kind: 'materialIn'; lines: { grams: number; price: number }[]; ballast?: boolean }
  | { kind: 'purchaseReturn'; pick: number; whole: boolean; permille: number; lines: number };

const inLines = fc.array(
  fc.record({ grams: fc.integer({ min: 1, max: 20_000 }), price: fc.integer({ min: 1, max: 90_000_000 }) }),
  { minLength: 1, maxLength: 2 },
);
const back = {
  pick: fc.nat(),
  whole: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  permille: fc.integer({ min: 1, max: 999 }),
  lines: fc.integer({ min: 1, max: 3 }),
};
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: inLines.map((lines) => ({ kind: 'productIn' as const, lines })) },
  {
    weight: 3,
    arbitrary: fc
      .record({ grams: fc.integer({ min: 1, max: 15_000 }), all: fc.boolean() })
      .map((o) => ({ kind: 'deliver' as const, ...o })),
  },
  { weight: 4, arbitrary: fc.record(back).map((o) => ({ kind: 'salesReturn' as const, ...o })) },
  { weight: 2, arbitrary: inLines.map((lines) => ({ kind: 'materialIn' as const, lines })) },
  { weight: 4, arbitrary: fc.record(back).map((o) => ({ kind: 'purchaseReturn' as const, ...o })) },
);
/** Each sequence starts with stock on both sides. */
const sequenceArb = fc
  .tuple(inLines, inLines, fc.array(opArb, { minLength: 8, maxLength: 16 }))
  .map(([p, m, ops]): Op[] => [
    { kind: 'productIn', lines: p },
    { kind: 'materialIn', lines: [{ grams: 1_000, price: 1_234_567 }], ballast: true },
    { kind: 'materialIn', lines: m },
    ...ops,
  ]);

/**
 * The quantities (×1e6, whole grams) one return sends back of what is left of a line: all of it
 * or a part, on one to three lines (near-equal parts; the last takes the odd grams).
 */
function parts(left: bigint, o: { whole: boolean; permille: number; lines: number }): bigint[] {
  const grams = left / GRAM;
  const total = o.whole ? grams : (grams * BigInt(o.permille)) / 1000n || 1n;
  const n = BigInt(o.lines);
  if (total < n) return [total * GRAM];
  const each = total / n;
  return [...Array(o.lines - 1).fill(each * GRAM), (total - each * (n - 1n)) * GRAM];
}

/** The value a return of q of a line takes, as the rule says; records it on the line. */
function share(line: SourceLine, q: bigint): bigint {
  const value =
    line.backQty + q >= line.qty ? line.value - line.backValue : roundDiv(line.value * q, line.qty);
  line.backQty += q;
  line.backValue += value;
  return value;
}

let run = 0;

async function runSequence(ops: Op[]) {
  run += 1;
  const db = t.database.db;
  const product = await copyItem('md_products', 'CNT-SW-04', `PROP-P${run}`);
  const material = await copyItem('md_materiels', 'ZJ-FF', `PROP-M${run}`);
  const cost = { PRODUCT: { qty: 0n, value: 0n }, MATERIAL: { qty: 0n, value: 0n } };
  const delivered: SourceLine[] = [];
  const received: SourceLine[] = [];
  let batches = 0;

  /** A receipt or an issue, as the moving average says. `preferred`: an issue's own value (a return). */
  const move = (kind: keyof typeof cost, qty: bigint, value?: bigint): bigint => {
    const c = cost[kind];
    let v: bigint;
    if (qty > 0n) v = value as bigint;
    else {
      const out = -qty;
      const atAverage = -roundDiv(c.value * out, c.qty);
      const preferred = value ?? atAverage;
      v = out === c.qty ? -c.value : c.value + preferred < 0n ? atAverage : preferred;
    }
    c.qty += qty;
    c.value += v;
    return v;
  };

  const detail = async (prefix: string, name: string, id: number) =>
    ok(await f.admin.get<Doc>(`${prefix}/query${name}Detail`, { id: String(id) }), name);
  /** Saves a document and runs its transitions in turn (each by its own user). */
  async function post(
    prefix: string,
    name: string,
    by: ApiClient,
    body: Row,
    steps: [string, ApiClient, Row?][],
  ) {
    const { id } = ok(await by.post<{ id: number }>(`${prefix}/addOrUpdate${name}`, body), body);
    let { version } = await detail(prefix, name, id);
    for (const [action, who, extra] of steps) {
      ok(await who.post(`${prefix}/change${name}State`, { id, version, action, ...extra }), {
        name,
        action,
        body,
      });
      version += 1;
    }
    return id;
  }
  const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };
  /** The document's moves in line order: [line, qty, value]. */
  const movesOf = async (docKey: string, docId: number) =>
    (
      await queryRows<{ doc_line: number; qty: string; value: string }>(
        db,
        sql`select doc_line, qty::text, value::text from stock_moves
            where doc_key = ${docKey} and doc_id = ${docId} order by doc_line, id`,
      )
    ).map((m) => [m.doc_line, BigInt(m.qty), BigInt(m.value)]);

  for (const op of ops) {
    const what = JSON.stringify(op, big);
    if (op.kind === 'productIn' || op.kind === 'materialIn') {
      const kind = op.kind === 'productIn' ? 'PRODUCT' : 'MATERIAL';
      const lines = op.lines.map((l) => ({ qty: BigInt(l.grams) * GRAM, price: BigInt(l.price) }));
      // One batch for the product (each delivery is one line); one per in-line for the material.
      const items = lines.map((l) =>
        kind === 'PRODUCT'
          ? { productId: product, batchNo: `PB${run}`, qty: Number(l.qty), price: Number(l.price) }
          : {
              materielId: material,
              batchNo: `MB${String(++batches).padStart(3, '0')}`,
              qty: Number(l.qty),
              price: Number(l.price),
            },
      );
      const id =
        kind === 'PRODUCT'
          ? await post(
              '/productWarehouse',
              'ProductIn',
              f.finance,
              { inDate: today, warehouseId: f.ids.product, items },
              [['WAREHOUSE-IN', f.store]],
            )
          : await post(
              '/warehouse',
              'MaterialIn',
              f.admin,
              { inDate: today, warehouseId: f.ids.raw, items },
              [['WAREHOUSE-IN', f.store]],
            );
      const values = lines.map((l) => move(kind, l.qty, roundDiv(l.qty * l.price, SCALE)));
      const docKey = kind === 'PRODUCT' ? 'product-warehouse-in' : 'material-warehouse-in';
      expect(await movesOf(docKey, id), what).toEqual(lines.map((l, i) => [i + 1, l.qty, values[i]]));
      if (op.kind === 'materialIn' && !op.ballast) {
        const saved = await detail('/warehouse', 'MaterialIn', id);
        for (const [i, l] of saved.items.entries())
          received.push({
            id: l.id as number,
            qty: lines[i].qty,
            value: values[i],
            backQty: 0n,
            backValue: 0n,
          });
      }
    } else if (op.kind === 'deliver') {
      const [free] = await queryRows<{ q: string }>(
        db,
        sql`select coalesce(sum(on_hand - reserved), 0)::text as q from stock_balances
            where item_kind = 'PRODUCT' and item_id = ${product} and warehouse_id = ${f.ids.product}`,
      );
      const available = BigInt(free.q);
      const want = BigInt(op.grams) * GRAM;
      const qty = op.all ? available : want < available ? want : available;
      if (qty === 0n) continue;
      const orderId = await post(
        '/order',
        'SalesOrder',
        saler,
        {
          orderDate: today,
          customerId: customer,
          warehouseId: f.ids.product,
          deliveryDate: today,
          currencyId: cny,
          items: [{ productId: product, qty: Number(qty), price: 330_000_000 }],
        },
        [['CONFIRM', saler]],
      );
      const orderLine = (await detail('/order', 'SalesOrder', orderId)).items[0];
      const id = await post(
        '/order',
        'ProductStockOut',
        saler,
        {
          outDate: today,
          customerId: customer,
          warehouseId: f.ids.product,
          items: [{ orderLineId: orderLine.id, productId: product, qty: Number(qty) }],
        },
        [
          ['AUDIT', director, approve],
          ['WAREHOUSE-OUT', f.store],
        ],
      );
      const value = move('PRODUCT', -qty);
      expect(await movesOf('sales-delivery', id), what).toEqual([[1, -qty, value]]);
      const [line] = (await detail('/order', 'ProductStockOut', id)).items;
      expect(line.amount, 'the delivery line reads what its move took').toBe(Number(-value));
      delivered.push({ id: line.id as number, qty, value: -value, backQty: 0n, backValue: 0n, orderId });
    } else {
      const sales = op.kind === 'salesReturn';
      const open = (sales ? delivered : received).filter((l) => l.backQty < l.qty);
      if (open.length === 0) continue;
      const line = open[op.pick % open.length];
      const qtys = parts(line.qty - line.backQty, op);
      const shares = qtys.map((q) => share(line, q));
      const id = sales
        ? await post(
            '/order',
            'SalesReturn',
            saler,
            {
              returnDate: today,
              customerId: customer,
              warehouseId: f.ids.product,
              reason: '退货',
              items: qtys.map((q) => ({ deliveryLineId: line.id, productId: product, qty: Number(q) })),
            },
            [
              ['AUDIT', director, approve],
              ['CONFIRM', f.store],
            ],
          )
        : await post(
            '/purchase',
            'PurchaseReturn',
            purchaser,
            {
              returnDate: today,
              supplierId: f.ids.supplier,
              warehouseId: f.ids.raw,
              reason: '退货',
              items: qtys.map((q) => ({ warehouseInLineId: line.id, materielId: material, qty: Number(q) })),
            },
            [
              ['AUDIT', manager, approve],
              ['WAREHOUSE-RETURN', f.store],
            ],
          );
      const values = qtys.map((q, i) =>
        sales ? move('PRODUCT', q, shares[i]) : move('MATERIAL', -q, -shares[i]),
      );
      expect(await movesOf(sales ? 'sales-return' : 'purchase-return', id), what).toEqual(
        qtys.map((q, i) => [i + 1, sales ? q : -q, values[i]]),
      );
      if (sales) {
        // The order holds what came back for a new delivery: closed, so all stock is free again.
        const { version } = await detail('/order', 'SalesOrder', line.orderId as number);
        ok(
          await saler.post('/order/closeSalesOrderLines', { id: line.orderId, version, closed: true }),
          what,
        );
      }
    }
    // After every step: the item's quantity and value are the replay's.
    const costs = await queryRows<{ item_kind: keyof typeof cost; qty: string; value: string }>(
      db,
      sql`select item_kind, qty::text, value::text from item_costs
          where (item_kind = 'PRODUCT' and item_id = ${product}) or (item_kind = 'MATERIAL' and item_id = ${material})`,
    );
    for (const c of costs)
      expect([BigInt(c.qty), BigInt(c.value)], `${c.item_kind} after ${what}`).toEqual([
        cost[c.item_kind].qty,
        cost[c.item_kind].value,
      ]);
  }

  // Every line returned in full brought back exactly what it moved, by its returns' moves.
  const returned = async (
    link: string,
    lines: SourceLine[],
    docKey: string,
    table: string,
    column: string,
  ) => {
    const full = lines.filter((l) => l.backQty === l.qty);
    if (full.length === 0) return;
    const rows = await queryRows<{ id: number; qty: string; value: string }>(
      db,
      sql`select r.${sql.identifier(column)} as id, sum(m.qty)::text as qty, sum(m.value)::text as value
          from ${sql.identifier(table)} r
          join stock_moves m on m.doc_key = ${docKey} and m.doc_id = r.doc_id and m.doc_line = r.line_no
          where r.${sql.identifier(column)} in (${sql.join(
            full.map((l) => sql`${l.id}`),
            sql`, `,
          )})
          group by 1`,
    );
    const abs = (v: string) => (BigInt(v) < 0n ? -BigInt(v) : BigInt(v));
    expect(
      rows.map((r) => [Number(r.id), abs(r.qty), abs(r.value)]).sort((a, b) => Number(a[0]) - Number(b[0])),
      `${link}: fully returned lines`,
    ).toEqual(full.map((l) => [l.id, l.qty, l.value]).sort((a, b) => Number(a[0]) - Number(b[0])));
  };
  await returned('sales', delivered, 'sales-return', 'sal_returns_items', 'delivery_line_id');
  await returned('purchase', received, 'purchase-return', 'pur_returns_items', 'warehouse_in_line_id');
  await assertLedger(t, product, 'PRODUCT');
  await assertLedger(t, material, 'MATERIAL');
}

describe('returns at their share of what went out', () => {
  it('keep every stock value equal to an independent replay, and a full return exact', async () => {
    await fc.assert(fc.asyncProperty(sequenceArb, runSequence), {
      // A fixed seed (FC_SEED to try others): the same sequences each run.
      numRuns: 8,
      seed: Number(process.env.FC_SEED ?? 20_261_127),
      // Shrinking through the API would outlast the timeout: report the first failing sequence.
      endOnFailure: true,
    });
  }, 300_000);
});
