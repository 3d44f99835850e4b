import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';
import { receivedGoods } from './testing/payable-documents.ts';
import { deliveredGoods } from './testing/sales-delivery.ts';

/**
 * Every summary equals the documents it sums (issue 27): random warehouse-ins, purchase returns,
 * purchase invoices at prices around the order's and red-letter purchase invoices of every reason
 * but 退货; deliveries, sales returns, sales invoices and red-letter invoices — all through the API.
 * After each sequence every touched summary is recomputed here, in BigInt, from the documents'
 * details read back through the API: 采购发票汇总 (each row and each warehouse-in line: received,
 * returned, billed net of red letters — their quantity only where the reason gives it back — the
 * price difference, what is left; and its own 未开票 = 入库 − 退货 − 已开票), 采购入库汇总, 应付分析's
 * months, 销售开票汇总 and 毛利 (a 折让 / 服务终止 off the revenue).
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
const c: Record<string, ApiClient> = {};
let supplier = 0;
let customer = 0;
let cny = 0;
/** The sales orders' tax rate (×100 %; every order here is 人民币 of this month, at rate 1). */
let TAX = 0n;
const today = companyToday();
const SCALE = 1_000_000n;
const REASONS = ['WRONG', 'DISCOUNT', 'TERMINATED'] as const;
const BACK = new Set<string>(['WRONG', 'RETURN']);
const CODES: Record<string, string> = {};
type Row = Record<string, unknown>;
type Doc = Row & { id: number; status: string; items: Row[] };

const B = (v: unknown) => BigInt(Math.round(Number(v ?? 0)));
const roundDiv = (n: bigint, d: bigint) => {
  const neg = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (2n * a + b) / (2n * b);
  return neg ? -q : q;
};
const sum = <T>(xs: T[], g: (x: T) => bigint) => xs.reduce((s, x) => s + g(x), 0n);

/** What the runs did, counted: the property must have met every case. */
const seen = new Map<string, number>();
const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

const login = async (user: string) => {
  const client = new ApiClient(t.app);
  expect((await client.login(user, 'demo1234')).resultCode).toBe('0');
  return client;
};
function ok<T = { id: number }>(res: { resultCode: string; result?: unknown }, what: string): T {
  expect(res.resultCode, `${what}: ${JSON.stringify(res)}`).toBe('0');
  return res.result as T;
}
/** A refusal in words (a business rule), never a fault: counted, the model left as it was. */
function refusedOrOk(res: { resultCode: string; result?: unknown }, what: string): boolean {
  if (res.resultCode === '0') return true;
  expect(['10000001', '10000009'], `${what}: ${JSON.stringify(res)}`).toContain(res.resultCode);
  expect(String(res.result), what).toMatch(/[\u4e00-\u9fff]/);
  count(`${what.split(' ')[0]}: refused`);
  return false;
}
const act = (prefix: string, name: string, id: number, action: string, by: ApiClient, extra: Row = {}) =>
  by.changeState<Row>(prefix, name, id, action, extra, f.admin);
const detail = async (prefix: string, name: string, id: number) =>
  ok<Doc>(await f.admin.get(`${prefix}/query${name}Detail`, { id: String(id) }), `${name} ${id}`);
async function report(prefix: string, name: string, filters: Row) {
  return ok<{ requestList: Row[]; totals: Row }>(
    await f.admin.post(`${prefix}/query${name}List`, {
      page: { pageIndex: 1, pageSize: 500 },
      queryParameterVo: filters,
    }),
    name,
  );
}
const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };

/** Source lines as the model follows them, to pick what may still be billed or sent back. */
interface SourceLine {
  doc: number;
  id: number;
  item: number;
  qty: bigint;
  returned: bigint;
  billed: bigint;
  price: bigint;
}
interface BlueLine {
  doc: number;
  id: number;
  source: SourceLine;
  qty: bigint;
  red: bigint;
}
const open = (l: SourceLine) => l.qty - l.returned - l.billed;

/** The documents made, by kind (their figures are read back from the API at every check). */
const made = {
  ins: [] as number[],
  purchaseReturns: [] as number[],
  purchaseInvoices: [] as number[],
  purchaseReds: [] as number[],
  deliveries: [] as number[],
  salesReturns: [] as number[],
  salesInvoices: [] as number[],
  salesReds: [] as number[],
};
const inLines: SourceLine[] = [];
const outLines: SourceLine[] = [];
const purchaseBlue: BlueLine[] = [];
const salesBlue: BlueLine[] = [];

async function receive(goods: [number, number, number][]) {
  const { inId } = await receivedGoods(t, f, { purchaser: c.purchaser, manager: c.manager }, goods);
  made.ins.push(inId);
  for (const l of (await detail('/warehouse', 'MaterialIn', inId)).items)
    inLines.push({
      doc: inId,
      id: Number(l.id),
      item: Number(l.materielId),
      qty: B(l.qty),
      returned: 0n,
      billed: 0n,
      price: B(l.price),
    });
}

async function deliver(kg: number, price: number, batchNo: string) {
  const id = await deliveredGoods(
    f,
    { saler: c.saler, director: c.director },
    { customerId: customer, currencyId: cny, stock: kg, qty: kg, price, batchNo },
  );
  made.deliveries.push(id);
  for (const l of (await detail('/order', 'ProductStockOut', id)).items)
    outLines.push({
      doc: id,
      id: Number(l.id),
      item: Number(l.productId),
      qty: B(l.qty),
      returned: 0n,
      billed: 0n,
      price: 0n,
    });
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  for (const [key, user] of [
    ['purchaser', 'purchaser'],
    ['manager', 'purchasingmanager'],
    ['boss', 'bigboss'],
    ['saler', 'saler'],
    ['director', 'salederictor'],
  ])
    c[key] = await login(user);
  ok(
    await c.boss.post('/purchase/addOrUpdatePurchaseSetting', { directorReviewAmount: 100_000_000 * YUAN }),
    'purchase setting',
  );
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  customer = await one(sql`select id from md_customers where code = 'KH001'`);
  cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  await t.database.db.execute(sql`update md_customers set credit_limit = null where id = ${customer}`);
  CODES[f.ids.red] = 'YL-PR101';
  CODES[f.ids.resin] = 'SZ-ACR01';
  // 宁波溶剂's first goods, and a first delivery to KH001.
  await receive([
    [f.ids.red, 800, 12.5],
    [f.ids.resin, 600, 19.5],
  ]);
  supplier = await one(sql`select id from md_suppliers where code = 'GYS004'`);
  await deliver(600, 61.3337, 'SP-0');
  const [order] = await queryRows<{ tax: number; rate: number }>(
    t.database.db,
    sql`select tax_rate as tax, exchange_rate as rate from sal_orders where customer_id = ${customer}`,
  );
  expect(Number(order.rate)).toBe(10_000);
  TAX = BigInt(Number(order.tax));
}, 180_000);
afterAll(() => t.close());

type Op =
  | { kind: 'receive'; red: boolean; kg: number; halves: number }
  | { kind: 'pinvoice'; pick: number; percent: number; dev: number }
  | { kind: 'pred'; pick: number; percent: number; reason: number }
  | { kind: 'preturn'; pick: number; percent: number }
  | { kind: 'deliver'; kg: number; price: number }
  | { kind: 'sinvoice'; pick: number; percent: number }
  | { kind: 'sred'; pick: number; percent: number; reason: number }
  | { kind: 'sreturn'; pick: number; percent: number };

const picked = { pick: fc.nat(), percent: fc.integer({ min: 1, max: 100 }) };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc
      .record({
        red: fc.boolean(),
        kg: fc.integer({ min: 20, max: 300 }),
        halves: fc.integer({ min: 20, max: 50 }),
      })
      .map((o) => ({ kind: 'receive' as const, ...o })),
  },
  {
    weight: 4,
    arbitrary: fc
      .record({ ...picked, dev: fc.integer({ min: -90, max: 90 }) })
      .map((o) => ({ kind: 'pinvoice' as const, ...o })),
  },
  {
    weight: 3,
    arbitrary: fc.record({ ...picked, reason: fc.nat(2) }).map((o) => ({ kind: 'pred' as const, ...o })),
  },
  { weight: 1, arbitrary: fc.record(picked).map((o) => ({ kind: 'preturn' as const, ...o })) },
  {
    weight: 1,
    arbitrary: fc
      .record({ kg: fc.integer({ min: 10, max: 200 }), price: fc.integer({ min: 600_000, max: 700_000 }) })
      .map((o) => ({ kind: 'deliver' as const, ...o })),
  },
  { weight: 4, arbitrary: fc.record(picked).map((o) => ({ kind: 'sinvoice' as const, ...o })) },
  {
    weight: 3,
    arbitrary: fc.record({ ...picked, reason: fc.nat(2) }).map((o) => ({ kind: 'sred' as const, ...o })),
  },
  { weight: 1, arbitrary: fc.record(picked).map((o) => ({ kind: 'sreturn' as const, ...o })) },
);

/** `percent` of what is left (whole grams, at least one). */
const part = (left: bigint, percent: number) => {
  const grams = ((left / 1000n) * BigInt(percent)) / 100n;
  return (grams > 0n ? grams : 1n) * 1000n;
};
const choose = <T>(xs: T[], pick: number) => (xs.length ? xs[pick % xs.length] : undefined);

/** An invoice of part of a source line, pushed down from its document, and 复核. */
async function invoice(side: 'purchase' | 'sales', op: { pick: number; percent: number; dev?: number }) {
  const lines = (side === 'purchase' ? inLines : outLines).filter((l) => open(l) >= 1000n);
  const line = choose(lines, op.pick);
  if (!line) return;
  const qty = part(open(line), op.percent);
  const [prefix, name, link, by, field] =
    side === 'purchase'
      ? (['/purchaseInvoice', 'PurchaseInvoice', 'in-invoice', c.purchaser, 'warehouseInLineId'] as const)
      : (['/finance', 'SalesInvoice', 'delivery-invoice', f.finance, 'deliveryLineId'] as const);
  const draft = ok<{ values: Row; items: Row[] }>(
    await by.post(`${prefix}/make${name}From`, { link, sourceIds: [line.doc] }),
    `${name} 下推`,
  );
  const item = draft.items.find((i) => Number(i[field]) === line.id);
  expect(item, `${name} 下推 offers line ${line.id}`).toBeDefined();
  const price =
    op.dev === undefined ? {} : { price: Number((line.price * BigInt(10_000 + op.dev)) / 10_000n) };
  const saved = await by.post<{ id: number }>(`${prefix}/addOrUpdate${name}`, {
    ...draft.values,
    invoiceDate: today,
    invoiceType: 'SPECIAL',
    invoiceNo: '04400555',
    items: [{ ...item, qty: Number(qty), ...price }],
  });
  const { id } = ok(saved, name);
  if (!refusedOrOk(await act(prefix, name, id, 'AUDIT', f.reviewer), `${side}Invoice 复核`)) return;
  count(`${side}Invoice`);
  (side === 'purchase' ? made.purchaseInvoices : made.salesInvoices).push(id);
  line.billed += qty;
  const [blue] = (await detail(prefix, name, id)).items;
  (side === 'purchase' ? purchaseBlue : salesBlue).push({
    doc: id,
    id: Number(blue.id),
    source: line,
    qty,
    red: 0n,
  });
}

/** A red-letter invoice of part of what a blue line has left, for a reason, and 复核. */
async function red(side: 'purchase' | 'sales', op: { pick: number; percent: number; reason: number }) {
  const blue = choose(
    (side === 'purchase' ? purchaseBlue : salesBlue).filter((b) => b.qty - b.red >= 1000n),
    op.pick,
  );
  if (!blue) return;
  const reason = REASONS[op.reason];
  const qty = part(blue.qty - blue.red, op.percent);
  const [prefix, name, by] =
    side === 'purchase'
      ? (['/purchaseInvoice', 'PurchaseRedInvoice', c.purchaser] as const)
      : (['/finance', 'SalesRedInvoice', f.finance] as const);
  const draft = ok<{ values: Row; items: Row[] }>(
    await by.post(`${prefix}/make${name}From`, { link: 'invoice-red', sourceIds: [blue.doc] }),
    `${name} 下推`,
  );
  const item = draft.items.find((i) => Number(i.blueLineId) === blue.id);
  expect(item, `${name} 下推 offers blue line ${blue.id}`).toBeDefined();
  const { id } = ok(
    await by.post(`${prefix}/addOrUpdate${name}`, {
      ...draft.values,
      redDate: today,
      redReason: reason,
      items: [{ ...item, qty: Number(qty) }],
    }),
    name,
  );
  // The last grams of a blue line may come to a unit more than it has left (each part rounded).
  if (!refusedOrOk(await act(prefix, name, id, 'AUDIT', f.reviewer), `${side}Red 复核`)) return;
  count(`${side}Red ${reason}`);
  (side === 'purchase' ? made.purchaseReds : made.salesReds).push(id);
  blue.red += qty;
  if (BACK.has(reason)) blue.source.billed -= qty;
}

/** Goods not billed sent back: a purchase return (采购退货) or a sales return (销售退货), posted. */
async function sendBack(side: 'purchase' | 'sales', op: { pick: number; percent: number }) {
  const line = choose(
    (side === 'purchase' ? inLines : outLines).filter((l) => open(l) >= 1000n),
    op.pick,
  );
  if (!line) return;
  const qty = part(open(line), op.percent);
  let id: number;
  if (side === 'purchase') {
    id = ok(
      await c.purchaser.post('/purchase/addOrUpdatePurchaseReturn', {
        returnDate: today,
        supplierId: supplier,
        warehouseId: f.ids.raw,
        reason: '含水量超标',
        items: [{ materielId: line.item, qty: Number(qty), warehouseInLineId: line.id }],
      }),
      'PurchaseReturn',
    ).id;
    ok(await act('/purchase', 'PurchaseReturn', id, 'AUDIT', c.manager, approve), 'PurchaseReturn 审核');
    if (
      !refusedOrOk(
        await act('/purchase', 'PurchaseReturn', id, 'WAREHOUSE-RETURN', f.store),
        'purchaseReturn',
      )
    )
      return;
    made.purchaseReturns.push(id);
  } else {
    id = ok(
      await c.saler.post('/order/addOrUpdateSalesReturn', {
        returnDate: today,
        customerId: customer,
        warehouseId: f.ids.product,
        reason: '客户退货',
        items: [{ deliveryLineId: line.id, productId: line.item, qty: Number(qty) }],
      }),
      'SalesReturn',
    ).id;
    ok(await act('/order', 'SalesReturn', id, 'AUDIT', c.director, approve), 'SalesReturn 审核');
    if (!refusedOrOk(await act('/order', 'SalesReturn', id, 'CONFIRM', f.store), 'salesReturn')) return;
    made.salesReturns.push(id);
  }
  count(`${side}Return`);
  line.returned += qty;
}

async function runSequence(ops: Op[]) {
  for (const op of ops) {
    switch (op.kind) {
      case 'receive':
        await receive([[op.red ? f.ids.red : f.ids.resin, op.kg, op.halves / 2]]);
        count('receive');
        break;
      case 'deliver':
        await deliver(op.kg, op.price / 10_000, `SP-${made.deliveries.length}`);
        count('deliver');
        break;
      case 'pinvoice':
        await invoice('purchase', op);
        break;
      case 'sinvoice':
        await invoice('sales', op);
        break;
      case 'pred':
        await red('purchase', op);
        break;
      case 'sred':
        await red('sales', op);
        break;
      case 'preturn':
        await sendBack('purchase', op);
        break;
      case 'sreturn':
        await sendBack('sales', op);
        break;
    }
  }
  await assertSummaries();
}

const docs = (prefix: string, name: string, ids: number[]) =>
  Promise.all(ids.map((id) => detail(prefix, name, id)));
const ISSUED = new Set(['UNVERIFIED', 'VERIFIED']);
const pick = (row: Row | undefined, keys: string[]) => keys.map((k) => B(row?.[k]));

/** Every touched summary against the documents' details, read back through the API. */
async function assertSummaries() {
  const [ins, pReturns, pInvoices, pReds, outs, sReturns, sInvoices, sReds] = await Promise.all([
    docs('/warehouse', 'MaterialIn', made.ins),
    docs('/purchase', 'PurchaseReturn', made.purchaseReturns),
    docs('/purchaseInvoice', 'PurchaseInvoice', made.purchaseInvoices),
    docs('/purchaseInvoice', 'PurchaseRedInvoice', made.purchaseReds),
    docs('/order', 'ProductStockOut', made.deliveries),
    docs('/order', 'SalesReturn', made.salesReturns),
    docs('/finance', 'SalesInvoice', made.salesInvoices),
    docs('/finance', 'SalesRedInvoice', made.salesReds),
  ]);
  type Line = Row & { doc: Doc };
  const linesOf = (ds: Doc[], keep: (d: Doc) => boolean): Line[] =>
    ds.filter(keep).flatMap((d) => d.items.map((l) => ({ ...l, doc: d })));
  const posted = linesOf(ins, (d) => d.status === 'IN_PUT_WAREHOUSE');
  const returned = linesOf(pReturns, (d) => d.status === 'RETURNED');
  const blue = linesOf(pInvoices, (d) => ISSUED.has(d.status));
  const blueById = new Map(blue.map((l) => [Number(l.id), l]));
  const reds = linesOf(pReds, (d) => d.status === 'VERIFIED');
  const back = (l: { doc: Doc }) => BACK.has(String(l.doc.redReason));

  // 采购发票汇总, line by line (its detail) and per material (its rows).
  const onLines = <T extends Row>(xs: T[], ids: Set<number>) =>
    xs.filter((x) => ids.has(Number(x.warehouseInLineId)));
  /** Billed on warehouse-in lines: the blue quantity less the red letters' that give it back. */
  const billedOn = (ids: Set<number>) =>
    sum(onLines(blue, ids), (l) => B(l.qty)) - sum(onLines(reds, ids).filter(back), (l) => B(l.qty));
  const figures = (lines: Row[]) => {
    const ids = new Set(lines.map((l) => Number(l.id)));
    const received = sum(lines, (l) => B(l.qty));
    const ret = sum(onLines(returned, ids), (l) => B(l.qty));
    const billed = billedOn(ids);
    const amount = sum(onLines(blue, ids), (l) => B(l.amount)) - sum(onLines(reds, ids), (l) => B(l.amount));
    // A red letter takes its own price difference off; a 折让 / 服务终止 its whole amount.
    const diff =
      sum(onLines(blue, ids), (l) => B(l.qty) * (B(l.price) - B(l.orderPrice))) -
      sum(onLines(reds, ids), (l) =>
        back(l)
          ? B(l.qty) * (B(l.price) - B(blueById.get(Number(l.blueLineId))?.orderPrice))
          : B(l.amount) * SCALE,
      );
    // What is left of each line at its price, summed exactly and rounded once.
    const openExact = sum(lines, (line) => {
      const one = new Set([Number(line.id)]);
      return (B(line.qty) - sum(onLines(returned, one), (l) => B(l.qty)) - billedOn(one)) * B(line.price);
    });
    return [
      received,
      ret,
      billed,
      amount,
      roundDiv(diff, SCALE),
      received - ret - billed,
      roundDiv(openExact, SCALE),
    ];
  };
  const keys = [
    'receivedQty',
    'returnedQty',
    'invoicedQty',
    'invoicedAmount',
    'priceDiff',
    'openQty',
    'openAmount',
  ];
  const summary = await report('/purchaseInvoice', 'PurchaseInvoiceSummary', { supplierId: supplier });
  const materials = [...new Set(posted.map((l) => Number(l.materielId)))];
  expect(
    summary.requestList.map((r) => [r.materielCode, ...pick(r, keys)]).sort(),
    '采购发票汇总 per material',
  ).toEqual(
    materials.map((m) => [CODES[m], ...figures(posted.filter((l) => Number(l.materielId) === m))]).sort(),
  );
  for (const r of summary.requestList) {
    const [received, ret, billed, , , openQty] = pick(r, keys);
    expect(openQty, '采购发票汇总: 未开票 = 入库 − 退货 − 已开票').toBe(received - ret - billed);
  }
  const lines = await report('/purchaseInvoice', 'PurchaseInvoiceSummaryDetail', { supplierId: supplier });
  expect(
    lines.requestList.map((r) => [`${r.docId}:${r.batchNo}`, ...pick(r, keys)]).sort(),
    '采购发票汇总明细 per warehouse-in line',
  ).toEqual(posted.map((l) => [`${l.doc.id}:${l.batchNo}`, ...figures([l])]).sort());

  // 采购入库汇总: in and back at the order line's price (the warehouse-in line's), rounded once per row.
  const warehouse = await report('/purchase', 'PurchaseWarehouseSummary', { supplierId: supplier });
  const priceOf = new Map(posted.map((l) => [Number(l.id), B(l.price)]));
  expect(
    warehouse.requestList
      .map((r) => [
        r.materielCode,
        ...pick(r, ['inQty', 'inAmount', 'returnedQty', 'returnedAmount', 'netQty']),
      ])
      .sort(),
    '采购入库汇总',
  ).toEqual(
    materials
      .map((m) => {
        const mine = posted.filter((l) => Number(l.materielId) === m);
        const back_ = returned.filter((l) => Number(l.materielId) === m);
        const inQty = sum(mine, (l) => B(l.qty));
        const outQty = sum(back_, (l) => B(l.qty));
        return [
          CODES[m],
          inQty,
          roundDiv(
            sum(mine, (l) => B(l.qty) * B(l.price)),
            SCALE,
          ),
          outQty,
          roundDiv(
            sum(back_, (l) => B(l.qty) * (priceOf.get(Number(l.warehouseInLineId)) ?? 0n)),
            SCALE,
          ),
          inQty - outQty,
        ];
      })
      .sort(),
  );

  // 应付分析 by month: invoiced less red-lettered.
  const months = await report('/purchaseInvoice', 'AccountPayableAnalyzeMonth', { supplierId: supplier });
  expect(
    sum(months.requestList, (r) => B(r.invoiced)),
    '应付分析: Σ invoiced',
  ).toBe(
    sum(
      pInvoices.filter((d) => ISSUED.has(d.status)),
      (d) => B(d.totalAmount),
    ) -
      sum(
        pReds.filter((d) => d.status === 'VERIFIED'),
        (d) => B(d.totalAmount),
      ),
  );

  // 销售开票汇总: the customer's one product in 人民币.
  const sBlue = linesOf(sInvoices, (d) => ISSUED.has(d.status));
  const sRed = linesOf(sReds, (d) => d.status === 'VERIFIED');
  const invoiced = sum(sBlue, (l) => B(l.amount));
  const redQty = sum(sRed.filter(back), (l) => B(l.qty));
  const redAmount = sum(sRed, (l) => B(l.amount));
  const sales = await report('/finance', 'SalesInvoiceSummary', { customerId: customer });
  expect(
    sales.requestList.map((r) =>
      pick(r, ['qty', 'amount', 'tax', 'redQty', 'redAmount', 'netQty', 'netAmount']),
    ),
    '销售开票汇总',
  ).toEqual(
    sBlue.length + sRed.length
      ? [
          [
            sum(sBlue, (l) => B(l.qty)),
            invoiced,
            roundDiv(invoiced * TAX, 10_000n + TAX),
            redQty,
            redAmount,
            sum(sBlue, (l) => B(l.qty)) - redQty,
            invoiced - redAmount,
          ],
        ]
      : [],
  );

  // 毛利: deliveries less returns, and the red letters whose goods stay sold off the revenue.
  const out = linesOf(outs, (d) => d.status === 'OUT_PUT_WAREHOUSE' || d.status === 'RETURNED');
  const backIn = linesOf(sReturns, (d) => d.status === 'RETURNED');
  const noTax = (xs: Row[], k: string) =>
    roundDiv(
      sum(xs, (l) => B(l[k]) * 10_000n),
      10_000n + TAX,
    );
  const revenue = noTax(out, 'saleAmount');
  const returnedRevenue = noTax(backIn, 'amount');
  const discountRevenue = noTax(
    sRed.filter((l) => !back(l)),
    'amount',
  );
  const cost = sum(out, (l) => B(l.amount));
  const returnedCost = sum(backIn, (l) => B(l.costAmount));
  const gross = await report('/finance', 'GrossProfit', { customerId: customer });
  expect(
    gross.requestList.map((r) =>
      pick(r, [
        'deliveredQty',
        'returnedQty',
        'revenue',
        'returnedRevenue',
        'discountRevenue',
        'costAmount',
        'returnedCost',
        'netRevenue',
        'grossProfit',
      ]),
    ),
    '毛利',
  ).toEqual([
    [
      sum(out, (l) => B(l.qty)),
      sum(backIn, (l) => B(l.qty)),
      revenue,
      returnedRevenue,
      discountRevenue,
      cost,
      returnedCost,
      revenue - returnedRevenue - discountRevenue,
      revenue - returnedRevenue - discountRevenue - (cost - returnedCost),
    ],
  ]);
  count('checked');
}

describe('summaries equal the documents they sum', () => {
  it('采购发票汇总, 采购入库汇总, 应付分析, 销售开票汇总 and 毛利 under random documents', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 16 }), runSequence),
      // A fixed seed (FC_SEED to try others): the same sequences each run, so every case below is met.
      { numRuns: 6, seed: Number(process.env.FC_SEED ?? 20_261_127), endOnFailure: true },
    );
    const met = Object.fromEntries(seen);
    for (const what of [
      'receive',
      'deliver',
      'purchaseInvoice',
      'salesInvoice',
      'purchaseRed WRONG',
      'purchaseRed DISCOUNT',
      'salesRed WRONG',
      'salesRed DISCOUNT',
      'purchaseReturn',
      'salesReturn',
      'checked',
    ])
      expect(met[what] ?? 0, `${what}: ${JSON.stringify(met)}`).toBeGreaterThan(0);
  }, 300_000);
});
