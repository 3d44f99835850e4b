import { addDays, toYmd } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * The receivable analyses and 财务设置's aging buckets over a small set of documents whose every
 * figure is worked out here by hand:
 *
 *   last month (P = its 1st):  A1 KH001 30 kg × 60 = 1,800 on P (due P+10); R1 KH001 1,000 on P+10,
 *                              written off against A1 on P+10; B1 KH002 40 kg × 50 = 2,000 on P+5
 *   this month (today T):      A2 KH001 20 kg × 60 = 1,200 (due T+30); H1 red-letter of B1 10 kg =
 *                              500; R2 KH002 500, 300 of it written off against B1
 *
 * KH001 is saler's, KH002 saler2's. As of T: KH001 invoiced 3,000, received 1,000, balance 2,000;
 * KH002 invoiced 1,500, received 500, balance 1,000 — AR 3,000 in all, all in 人民币.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
let saler2: ApiClient;
let director: ApiClient;
let cashier: ApiClient;
const ids = { kh001: 0, kh002: 0, cny: 0, saler: 0, saler2: 0, blue: 0, taxRate: 0 };
const docs = { a1: 0, a2: 0, b1: 0, r1: 0, r2: 0, h1: 0 };
const today = toYmd(new Date());
const P = toYmd(new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(4, 6)) - 2, 1)));
const lastOfP = addDays(`${today.slice(0, 6)}01`, -1);
const daysOf = (from: string, to: string) =>
  Math.round(
    (Date.UTC(+to.slice(0, 4), +to.slice(4, 6) - 1, +to.slice(6)) -
      Date.UTC(+from.slice(0, 4), +from.slice(4, 6) - 1, +from.slice(6))) /
      86_400_000,
  );
type Row = Record<string, unknown>;

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
/** The module prefix of a document's calls. */
const prefixOf = (name: string) => (['ProductStockOut', 'SalesOrder'].includes(name) ? '/order' : '/finance');
async function act(name: string, id: number, action: string, client: ApiClient, extra = {}) {
  const p = prefixOf(name);
  const { version } = (await f.admin.get<{ version: number }>(`${p}/query${name}Detail`, { id: String(id) }))
    .result;
  const res = await client.post<Row>(`${p}/change${name}State`, { id, version, action, ...extra });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
}
async function save(client: ApiClient, url: string, body: Row) {
  const res = await client.post<{ id: number }>(url, body);
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.id;
}
const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };

/** A report's rows and totals, amounts in 元. */
async function report(name: string, filters: Row, client: ApiClient = f.finance) {
  const res = await client.post<{ requestList: Row[]; totals: Row; labels?: Row }>(
    `/finance/query${name}List`,
    {
      page: { pageIndex: 1, pageSize: 100 },
      queryParameterVo: filters,
    },
  );
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result;
}
const yuan = (v: unknown) => (v == null ? null : Number(v) / YUAN);

/** A delivery of `qty` kg of blue paste to a customer at `price` 元, made by its salesperson. */
async function delivered(who: ApiClient, customerId: number, qty: number, price: number) {
  const orderId = await save(who, '/order/addOrUpdateSalesOrder', {
    customerId,
    orderDate: today,
    deliveryDate: today,
    warehouseId: f.ids.product,
    currencyId: ids.cny,
    items: [{ productId: f.ids.blue, qty: qty * KG, price: price * YUAN }],
  });
  await act('SalesOrder', orderId, 'CONFIRM', who);
  const draft = await who.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
    link: 'order-delivery',
    sourceIds: [orderId],
  });
  const id = await save(who, '/order/addOrUpdateProductStockOut', {
    ...draft.result.values,
    outDate: today,
    items: draft.result.items,
  });
  await act('ProductStockOut', id, 'AUDIT', director, approve);
  await act('ProductStockOut', id, 'WAREHOUSE-OUT', f.store);
  return id;
}

async function invoice(deliveryId: number, qty: number, invoiceDate: string, dueDate: string) {
  const draft = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesInvoiceFrom', {
    link: 'delivery-invoice',
    sourceIds: [deliveryId],
  });
  const id = await save(f.finance, '/finance/addOrUpdateSalesInvoice', {
    ...draft.result.values,
    invoiceDate,
    dueDate,
    invoiceType: 'SPECIAL',
    invoiceNo: '04400123',
    items: [{ ...draft.result.items[0], qty: qty * KG }],
  });
  await act('SalesInvoice', id, 'AUDIT', f.finance);
  return id;
}

async function receipt(customerId: number, amount: number, receiptDate: string) {
  const id = await save(cashier, '/finance/addOrUpdateSalesReceipt', {
    receiptDate,
    customerId,
    currencyId: ids.cny,
    amount: amount * YUAN,
    method: 'BANK',
  });
  await act('SalesReceipt', id, 'AUDIT', f.finance);
  return id;
}

async function writeOff(
  customerId: number,
  invoiceId: number,
  receiptId: number,
  amount: number,
  writeDate: string,
) {
  await save(cashier, '/finance/addOrUpdateSalesWriteOff', {
    writeDate,
    customerId,
    invoiceId,
    receiptId,
    amount: amount * YUAN,
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [saler, saler2, director, cashier] = await Promise.all(
    ['saler', 'saler2', 'salederictor', 'cashier'].map(login),
  );
  // Every figure below is this test's own: the demo company's finance documents are taken away.
  for (const table of [
    'fin_sales_writeoffs',
    'fin_sales_red_invoices_items',
    'fin_sales_red_invoices',
    'fin_sales_receipts',
    'fin_sales_invoices_items',
    'fin_sales_invoices',
  ])
    await t.database.db.execute(sql`delete from ${sql.identifier(table)}`);
  ids.kh001 = await one(sql`select id from md_customers where code = 'KH001'`);
  ids.kh002 = await one(sql`select id from md_customers where code = 'KH002'`);
  ids.cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  ids.saler = await one(sql`select owner_id as id from md_customers where code = 'KH001'`);
  ids.saler2 = await one(sql`select owner_id as id from md_customers where code = 'KH002'`);
  const stock = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
    inDate: today,
    warehouseId: f.ids.product,
    items: [{ productId: f.ids.blue, batchNo: 'RA-1', qty: 200 * KG, price: 40 * YUAN }],
  });
  const { version } = (
    await f.admin.get<{ version: number }>('/productWarehouse/queryProductInDetail', {
      id: String(stock.result.id),
    })
  ).result;
  await f.store.post('/productWarehouse/changeProductInState', {
    id: stock.result.id,
    version,
    action: 'WAREHOUSE-IN',
  });
  const d1 = await delivered(saler, ids.kh001, 50, 60);
  const d2 = await delivered(saler2, ids.kh002, 40, 50);
  ids.taxRate = Number(
    (
      await queryRows<{ r: string }>(
        t.database.db,
        sql`select tax_rate as r from sal_orders order by id desc limit 1`,
      )
    )[0].r,
  );

  docs.a1 = await invoice(d1, 30, P, addDays(P, 10));
  docs.b1 = await invoice(d2, 40, addDays(P, 5), addDays(today, 10));
  docs.a2 = await invoice(d1, 20, today, addDays(today, 30));
  docs.r1 = await receipt(ids.kh001, 1000, addDays(P, 10));
  await writeOff(ids.kh001, docs.a1, docs.r1, 1000, addDays(P, 10));
  docs.r2 = await receipt(ids.kh002, 500, today);
  await writeOff(ids.kh002, docs.b1, docs.r2, 300, today);
  const red = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesRedInvoiceFrom', {
    link: 'invoice-red',
    sourceIds: [docs.b1],
  });
  docs.h1 = await save(f.finance, '/finance/addOrUpdateSalesRedInvoice', {
    ...red.result.values,
    redDate: today,
    redReason: 'WRONG',
    items: [{ ...red.result.items[0], qty: 10 * KG }],
  });
  await act('SalesRedInvoice', docs.h1, 'AUDIT', f.finance);
}, 120_000);
afterAll(() => t.close());

describe('receivable analyses', () => {
  it('客户应收占比: balances per customer and their shares; drilling shows the documents behind', async () => {
    const { requestList, totals } = await report('AccountReceivableCustPercent', {});
    const rows = requestList.map((r) => [
      r.customerId,
      yuan(r.invoiced),
      yuan(r.received),
      yuan(r.balance),
      yuan(r.balanceCny),
      r.share,
    ]);
    expect(rows).toEqual([
      [ids.kh001, 3000, 1000, 2000, 2000, 6667],
      [ids.kh002, 1500, 500, 1000, 1000, 3333],
    ]);
    expect([yuan(totals.balanceCny), totals.share]).toEqual([3000, 10000]);
    // The balance of KH001 drills to its documents: A1, R1 (last month), A2 (today).
    const row = requestList[0];
    const drill = await report('AccountReceivableDetail', {
      customerId: row.customerId,
      currencyId: row.currencyId,
      docDateEnd: row.asOfEnd,
    });
    expect(
      drill.requestList.map((r) => [r.docDate, r.kindLabel, yuan(r.invoiced), yuan(r.received), r.screen]),
    ).toEqual([
      [P, '销售发票', 1800, 0, '/salesInvoice/detail'],
      [addDays(P, 10), '销售收款', 0, 1000, '/salesReceipts/detail'],
      [today, '销售发票', 1200, 0, '/salesInvoice/detail'],
    ]);
    expect([yuan(drill.totals.invoiced), yuan(drill.totals.received)]).toEqual([3000, 1000]);
    // As of the end of last month only last month's documents count: KH001 800, KH002 2,000.
    const earlier = await report('AccountReceivableCustPercent', { asOfEnd: lastOfP });
    expect(earlier.requestList.map((r) => [r.customerId, yuan(r.balance), r.share])).toEqual([
      [ids.kh002, 2000, 7143],
      [ids.kh001, 800, 2857],
    ]);
    // KH002's red-letter invoice shows as a negative invoiced amount naming its blue invoice.
    const kh002 = await report('AccountReceivableDetail', { customerId: ids.kh002 });
    expect(kh002.requestList.map((r) => [r.kindLabel, yuan(r.invoiced), yuan(r.received)])).toEqual([
      ['销售发票', 2000, 0],
      ['红字发票', -500, 0],
      ['销售收款', 0, 500],
    ]);
    expect(String(kh002.requestList[1].remark)).toMatch(/^红冲 KP/);
  });

  it('业务员应收占比: per salesperson — customers, balance, what is overdue, share', async () => {
    const { requestList, totals } = await report('AccountReceivableEmpPercent', {});
    expect(
      requestList.map((r) => [
        r.salerId,
        r.customers,
        yuan(r.invoicedCny),
        yuan(r.receivedCny),
        yuan(r.balanceCny),
        yuan(r.overdueCny),
        r.share,
      ]),
    ).toEqual([
      // A1's 800 left open is past its due date (P+10); A2 and B1 are not due yet.
      [ids.saler, 1, 3000, 1000, 2000, 800, 6667],
      [ids.saler2, 1, 1500, 500, 1000, 0, 3333],
    ]);
    expect([yuan(totals.balanceCny), yuan(totals.overdueCny)]).toEqual([3000, 800]);
    const drill = await report('AccountReceivableDetail', {
      salerId: ids.saler2,
      docDateEnd: requestList[1].asOfEnd,
    });
    expect(drill.requestList).toHaveLength(3);
    expect([yuan(drill.totals.invoiced), yuan(drill.totals.received)]).toEqual([1500, 500]);
  });

  it('回款周期: last month — invoiced, received, average AR, DSO and days from invoice to write-off', async () => {
    const days = daysOf(P, lastOfP) + 1;
    const { requestList } = await report('AccountReceivableCycle', { periodStart: P, periodEnd: lastOfP });
    const rows = requestList.map((r) => [
      r.customerId,
      yuan(r.opening),
      yuan(r.invoiced),
      yuan(r.received),
      yuan(r.closing),
      yuan(r.averageAr),
      r.days,
      r.dso,
      r.writeOffDays,
    ]);
    // KH001: average (0 + 800) / 2 = 400 → 400 / 1,800 × days; written off 10 days after invoicing.
    // KH002: average 1,000 → 1,000 / 2,000 × days, nothing written off last month.
    expect(rows).toContainEqual([
      ids.kh001,
      0,
      1800,
      1000,
      800,
      400,
      days,
      Math.round((400 * days) / 1800),
      10,
    ]);
    expect(rows).toContainEqual([
      ids.kh002,
      0,
      2000,
      0,
      2000,
      1000,
      days,
      Math.round((1000 * days) / 2000),
      null,
    ]);
    // This month (by default the 1st to today): KH002 opens at 2,000, is red-lettered 500 and pays
    // 500; 300 written off against B1, invoiced on P+5.
    const now = await report('AccountReceivableCycle', { customerId: ids.kh002 });
    expect(
      now.requestList.map((r) => [
        yuan(r.opening),
        yuan(r.invoiced),
        yuan(r.received),
        yuan(r.closing),
        r.dso,
        r.writeOffDays,
      ]),
    ).toEqual([[2000, -500, 500, 1000, null, daysOf(addDays(P, 5), today)]]);
    const drill = await report('AccountReceivableDetail', {
      customerId: ids.kh001,
      currencyId: ids.cny,
      docDateStart: requestList[0].periodStart,
      docDateEnd: requestList[0].periodEnd,
    });
    expect([yuan(drill.totals.invoiced), yuan(drill.totals.received)]).toEqual([1800, 1000]);
  });

  it('应收账款分析: month by month — opening, invoiced, red-lettered, received, closing', async () => {
    const { requestList, totals } = await report('AccountReceivableAnalyze', {});
    const rows = requestList.map((r) => [
      r.month,
      yuan(r.opening),
      yuan(r.invoiced),
      yuan(r.reddened),
      yuan(r.received),
      yuan(r.closing),
      yuan(r.closingCny),
    ]);
    expect(rows).toEqual([
      [P.slice(0, 6), 0, 3800, 0, 1000, 2800, 2800],
      [today.slice(0, 6), 2800, 1200, 500, 500, 3000, 3000],
    ]);
    expect([yuan(totals.invoiced), yuan(totals.reddened), yuan(totals.received)]).toEqual([5000, 500, 1500]);
    const month = requestList[1];
    const drill = await report('AccountReceivableDetail', {
      currencyId: month.currencyId,
      docDateStart: month.monthStart,
      docDateEnd: month.monthEnd,
    });
    // This month's documents: A2 1,200, H1 −500, R2 500 → 700 invoiced net, 500 received.
    expect([yuan(drill.totals.invoiced), yuan(drill.totals.received)]).toEqual([700, 500]);
  });

  it('销售开票汇总: per customer and product — quantity, amount, tax at the order rate, red-lettered, net', async () => {
    const { requestList, totals } = await report('SalesInvoiceSummary', {});
    const tax = (amount: number) => {
      // amount × r / (1 + r), rounded half-up once (r ×100 as kept on the order).
      const exact = BigInt(amount * YUAN) * BigInt(ids.taxRate);
      const den = BigInt(10000 + ids.taxRate);
      return Number((2n * exact + den) / (2n * den)) / YUAN;
    };
    const rows = requestList.map((r) => [
      r.customerId,
      r.productId,
      Number(r.qty) / KG,
      yuan(r.amount),
      yuan(r.tax),
      Number(r.redQty) / KG,
      yuan(r.redAmount),
      Number(r.netQty) / KG,
      yuan(r.netAmount),
    ]);
    expect(rows).toEqual([
      [ids.kh001, f.ids.blue, 50, 3000, tax(3000), 0, 0, 50, 3000],
      [ids.kh002, f.ids.blue, 40, 2000, tax(2000), 10, 500, 30, 1500],
    ]);
    expect([yuan(totals.amount), yuan(totals.redAmount), yuan(totals.netAmount)]).toEqual([5000, 500, 4500]);
    const drill = await report('SalesInvoiceSummaryDetail', { customerId: ids.kh002, productId: f.ids.blue });
    expect(
      drill.requestList.map((r) => [r.kindLabel, Number(r.qty) / KG, Number(r.redQty) / KG, r.screen]),
    ).toEqual([
      ['销售发票', 40, 0, '/salesInvoice/detail'],
      ['红字发票', 0, 10, '/salesRedInvoice/detail'],
    ]);
    // Last month only: A1 and B1.
    const last = await report('SalesInvoiceSummary', { invoiceDateStart: P, invoiceDateEnd: lastOfP });
    expect(yuan(last.totals.netAmount)).toBe(3800);
  });

  it('a salesperson sees only their customers: shares of what they see, months of their customers', async () => {
    const share = await report('AccountReceivableCustPercent', {}, saler);
    expect(share.requestList.map((r) => [r.customerId, yuan(r.balance), r.share])).toEqual([
      [ids.kh001, 2000, 10000],
    ]);
    const emp = await report('AccountReceivableEmpPercent', {}, saler2);
    expect(emp.requestList.map((r) => [r.salerId, yuan(r.balanceCny), yuan(r.overdueCny)])).toEqual([
      [ids.saler2, 1000, 0],
    ]);
    const months = await report('AccountReceivableAnalyze', {}, saler);
    expect(months.requestList.map((r) => yuan(r.closing))).toEqual([800, 2000]);
    expect((await report('AccountReceivableDetail', { customerId: ids.kh002 }, saler)).requestList).toEqual(
      [],
    );
    expect((await report('SalesInvoiceSummary', {}, saler2)).requestList.map((r) => r.customerId)).toEqual([
      ids.kh002,
    ]);
    // The store has none of these menus.
    const store = await f.store.post('/finance/queryAccountReceivableCustPercentList', {
      page: { pageIndex: 1, pageSize: 5 },
      queryParameterVo: {},
    });
    expect(store.resultCode).toBe('10000003');
  });
});

describe('财务设置: aging buckets', () => {
  const buckets = ['notDue', 'overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'] as const;
  const aging = async () => {
    const res = await report('AccountReceivable', { customerId: ids.kh001 });
    return { labels: res.labels, figures: buckets.map((k) => yuan(res.requestList[0][k])) };
  };
  const overdue = daysOf(addDays(P, 10), today);

  it('by default 30 / 60 / 90 / 120 days, the headers saying so', async () => {
    const { labels, figures } = await aging();
    expect(labels).toEqual({
      overdue30: '逾期1-30天',
      overdue60: '逾期31-60天',
      overdue90: '逾期61-90天',
      overdue120: '逾期91-120天',
      overdueMore: '逾期120天以上',
    });
    // A1's 800 is `overdue` days past due (at least 18); A2's 1,200 not due.
    const at = [30, 60, 90, 120].findIndex((d) => overdue <= d);
    const expected = [1200, 0, 0, 0, 0, 0];
    expected[at === -1 ? 5 : at + 1] = 800;
    expect(figures).toEqual(expected);
  });

  it('kept by the finance heads, rising; the receivable ages by the kept buckets', async () => {
    const bad = await f.finance.post('/finance/addOrUpdateFinanceSetting', {
      agingDays1: 10,
      agingDays2: 5,
      agingDays3: 30,
      agingDays4: 40,
    });
    expect([bad.resultCode, bad.result]).toEqual(['10000001', '账龄分段2（5天）须大于账龄分段1（10天）']);
    const denied = await cashier.post('/finance/addOrUpdateFinanceSetting', {
      agingDays1: 5,
      agingDays2: 10,
      agingDays3: 15,
      agingDays4: 20,
    });
    expect(denied.resultCode).toBe('10000003');
    const kept = await f.finance.post('/finance/addOrUpdateFinanceSetting', {
      agingDays1: 5,
      agingDays2: 10,
      agingDays3: 15,
      agingDays4: 20,
      remark: '按周催收',
    });
    expect(kept.resultCode, JSON.stringify(kept)).toBe('0');
    const { labels, figures } = await aging();
    expect(labels).toEqual({
      overdue30: '逾期1-5天',
      overdue60: '逾期6-10天',
      overdue90: '逾期11-15天',
      overdue120: '逾期16-20天',
      overdueMore: '逾期20天以上',
    });
    // A1 is at least 18 days overdue: 16-20 or past 20.
    expect(figures).toEqual([1200, 0, 0, 0, overdue <= 20 ? 800 : 0, overdue > 20 ? 800 : 0]);
  });
});
