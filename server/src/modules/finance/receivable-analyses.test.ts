import { addDays, companyToday } from '@tiangong/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, YUAN } from '../inventory/testing/material-fixture.ts';
import { receivableDocuments } from './testing/receivable-documents.ts';

/**
 * The receivable analyses and 财务设置's aging buckets over the small set of documents of
 * `testing/receivable-documents.ts`, every figure worked out here by hand:
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
let c: Awaited<ReturnType<typeof receivableDocuments>>;
let f: typeof c.f;
let ids: typeof c.ids;
let saler: ApiClient;
let saler2: ApiClient;
let cashier: ApiClient;
// The fixture's dates: today, the 1st of last month and its last day.
const today = companyToday();
// Calendar arithmetic on yyyymmdd (a Date's local getters would read the machine's zone).
const lastOfP = addDays(`${today.slice(0, 6)}01`, -1);
const P = `${lastOfP.slice(0, 6)}01`;
const daysOf = (from: string, to: string) =>
  Math.round(
    (Date.UTC(+to.slice(0, 4), +to.slice(4, 6) - 1, +to.slice(6)) -
      Date.UTC(+from.slice(0, 4), +from.slice(4, 6) - 1, +from.slice(6))) /
      86_400_000,
  );
type Row = Record<string, unknown>;

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

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  c = await receivableDocuments(t);
  ({ f, ids } = c);
  ({ saler, saler2, cashier } = c.clients);
  expect([c.today, c.P]).toEqual([today, P]);
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
      docDateEnd: row.asOf,
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
    const earlier = await report('AccountReceivableCustPercent', { asOf: lastOfP });
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
      docDateEnd: requestList[1].asOf,
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
      // Months read the Chinese way (2026-06, issue 12), not 202606.
      [`${P.slice(0, 4)}-${P.slice(4, 6)}`, 0, 3800, 0, 1000, 2800, 2800],
      [`${today.slice(0, 4)}-${today.slice(4, 6)}`, 2800, 1200, 500, 500, 3000, 3000],
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
