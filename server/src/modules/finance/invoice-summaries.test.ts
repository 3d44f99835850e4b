import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';
import { receivedGoods } from './testing/payable-documents.ts';
import { deliveredGoods } from './testing/sales-delivery.ts';

/**
 * Issue 27 fault 4: every summary nets the red-letter invoices as the documents do — the amount of
 * every red letter, the quantity only of those that give goods back (开票有误, 退货); a 折让 lowers
 * the amount and leaves the goods billed. 采购发票汇总 (its own 未开票 = 入库 − 退货 − 已开票 holds),
 * 应付分析's months, 销售开票汇总 and 毛利 (a discount lowers the revenue; an invoice keyed wrong
 * does not: the goods are still sold).
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let purchaser: ApiClient;
let saler: ApiClient;
let supplier: number;
let inId: number;
let customer: number;
let deliveryId: number;
const today = companyToday();
type Row = Record<string, unknown>;

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const ok = <T>(res: { resultCode: string; result: T }) => {
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result;
};
async function act(prefix: string, name: string, id: number, action: string, client: ApiClient) {
  ok(await client.changeState(prefix, name, id, action, {}, f.admin));
}
async function list(prefix: string, name: string, filters: Row) {
  return ok(
    await f.finance.post<{ requestList: Row[]; totals?: Row }>(`${prefix}/query${name}List`, {
      page: { pageIndex: 1, pageSize: 50 },
      queryParameterVo: filters,
    }),
  );
}
const pick = (row: Row | undefined, keys: string[]) => keys.map((k) => Number(row?.[k] ?? 0));

/** A purchase invoice of `kg` of the warehouse-in's line `index`, at `price` 元, 复核. */
async function purchaseInvoice(index: number, kg: number, price: number) {
  const draft = ok(
    await purchaser.post<{ values: Row; items: Row[] }>('/purchaseInvoice/makePurchaseInvoiceFrom', {
      link: 'in-invoice',
      sourceIds: [inId],
    }),
  );
  const { id } = ok(
    await purchaser.post<{ id: number }>('/purchaseInvoice/addOrUpdatePurchaseInvoice', {
      ...draft.values,
      invoiceDate: today,
      invoiceType: 'SPECIAL',
      invoiceNo: '33100888',
      items: [{ ...draft.items[index], qty: kg * KG, price: price * YUAN }],
    }),
  );
  await act('/purchaseInvoice', 'PurchaseInvoice', id, 'AUDIT', f.reviewer);
  return id;
}

/** A red-letter invoice of `kg` of the blue invoice's one line, for `reason`, 复核. */
async function red(side: 'purchase' | 'sales', blueId: number, kg: number, reason: string) {
  const [prefix, name, client] =
    side === 'purchase'
      ? (['/purchaseInvoice', 'PurchaseRedInvoice', purchaser] as const)
      : (['/finance', 'SalesRedInvoice', f.finance] as const);
  const draft = ok(
    await client.post<{ values: Row; items: Row[] }>(`${prefix}/make${name}From`, {
      link: 'invoice-red',
      sourceIds: [blueId],
    }),
  );
  const { id } = ok(
    await client.post<{ id: number }>(`${prefix}/addOrUpdate${name}`, {
      ...draft.values,
      redDate: today,
      redReason: reason,
      items: [{ ...draft.items[0], qty: kg * KG }],
    }),
  );
  await act(prefix, name, id, 'AUDIT', f.reviewer);
  return id;
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  purchaser = await login('purchaser');
  const manager = await login('purchasingmanager');
  saler = await login('saler');
  const director = await login('salederictor');
  // 100 kg of red at 12 元 and 50 kg of resin at 20 元 received from 宁波溶剂.
  ({ supplier, inId } = await receivedGoods(t, f, { purchaser, manager }));
  const [kh] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from md_customers where code = 'KH001'`,
  );
  customer = kh.id;
  const [cny] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from md_currencies where code = 'CNY'`,
  );
  await t.database.db.execute(sql`update md_customers set credit_limit = null where id = ${customer}`);
  // 20 kg of blue paste gone out to KH001 at 60 元.
  deliveryId = await deliveredGoods(
    f,
    { saler, director },
    { customerId: customer, currencyId: cny.id, stock: 20, qty: 20, price: 60, batchNo: 'IS-1' },
  );
}, 120_000);
afterAll(() => t.close());

const purchaseKeys = [
  'receivedQty',
  'returnedQty',
  'invoicedQty',
  'invoicedAmount',
  'priceDiff',
  'openQty',
  'openAmount',
];

describe('summaries net the red-letter invoices', () => {
  it('采购发票汇总: 开票有误 takes quantity and amount back, 折让 the amount only; 未开票 = 入库 − 退货 − 已开票', async () => {
    // 10 kg of resin billed at 20 元, then 5 kg of it red-lettered as keyed wrong.
    const resinBlue = await purchaseInvoice(1, 10, 20);
    await red('purchase', resinBlue, 5, 'WRONG');
    // 10 kg of red billed at 12.1 元 (0.1 元 over the order price), then a 折让 of 4 kg (48.4 元).
    const redBlue = await purchaseInvoice(0, 10, 12.1);
    await red('purchase', redBlue, 4, 'DISCOUNT');

    const summary = await list('/purchaseInvoice', 'PurchaseInvoiceSummary', { supplierId: supplier });
    const byMaterial = new Map(summary.requestList.map((r) => [r.materielId, r]));
    // Resin: 5 kg and 100 元 billed, 45 kg (900 元) left to bill; no price difference.
    expect(pick(byMaterial.get(f.ids.resin), purchaseKeys)).toEqual([
      50 * KG,
      0,
      5 * KG,
      100 * YUAN,
      0,
      45 * KG,
      900 * YUAN,
    ]);
    // Red: the 10 kg stay billed (121 − 48.4 = 72.6 元); the price difference is 10 × 0.1 − 48.4 = −47.4 元.
    expect(pick(byMaterial.get(f.ids.red), purchaseKeys)).toEqual([
      100 * KG,
      0,
      10 * KG,
      72.6 * YUAN,
      -47.4 * YUAN,
      90 * KG,
      1080 * YUAN,
    ]);
    for (const r of summary.requestList)
      expect(Number(r.openQty)).toBe(Number(r.receivedQty) - Number(r.returnedQty) - Number(r.invoicedQty));
    expect(pick(summary.totals, ['invoicedQty', 'invoicedAmount', 'openQty'])).toEqual([
      15 * KG,
      172.6 * YUAN,
      135 * KG,
    ]);
    // The warehouse-in lines behind the rows (one each) say the same.
    const lines = await list('/purchaseInvoice', 'PurchaseInvoiceSummaryDetail', { supplierId: supplier });
    const figures = (r: Row) => [r.materielCode, ...pick(r, purchaseKeys)];
    expect(lines.requestList.map(figures).sort()).toEqual(summary.requestList.map(figures).sort());
    // 应付分析 by month: 200 − 100 + 121 − 48.4 元 invoiced.
    const months = await list('/purchaseInvoice', 'AccountPayableAnalyzeMonth', {
      supplierId: supplier,
      bizDateStart: today,
      bizDateEnd: today,
    });
    expect(months.requestList.map((r) => Number(r.invoiced))).toEqual([172.6 * YUAN]);
  });

  it('物料入库汇总: a warehouse-in of two materials is one document in the totals, a row each', async () => {
    const day = (
      await f.admin.get<{ inDate: string }>('/warehouse/queryMaterialInDetail', { id: String(inId) })
    ).result.inDate;
    const page = await list('/warehouse', 'MaterialInGather', {
      businessDateStart: day,
      businessDateEnd: day,
      supplierId: supplier,
    });
    expect(page.requestList.map((r) => [r.code, Number(r.qty) / KG, r.docCount]).sort()).toEqual([
      ['SZ-ACR01', 50, 1],
      ['YL-PR101', 100, 1],
    ]);
    expect(page.totals).toEqual({ qty: 150 * KG, value: 2200 * YUAN, docCount: 1 });
  });

  it('销售开票汇总 counts the red quantity of 开票有误 only; 毛利 takes a 折让 off the revenue', async () => {
    const before = await list('/finance', 'GrossProfit', { customerId: customer });
    expect(before.requestList).toHaveLength(1);
    const revenue = Number(before.requestList[0].revenue);
    // 10 kg invoiced at 60 元; 3 kg of it keyed wrong, and a 折让 of 2 kg (120 元).
    const draft = ok(
      await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesInvoiceFrom', {
        link: 'delivery-invoice',
        sourceIds: [deliveryId],
      }),
    );
    const { id: blueId } = ok(
      await f.finance.post<{ id: number }>('/finance/addOrUpdateSalesInvoice', {
        ...draft.values,
        invoiceDate: today,
        invoiceType: 'SPECIAL',
        invoiceNo: '04400777',
        items: [{ ...draft.items[0], qty: 10 * KG }],
      }),
    );
    await act('/finance', 'SalesInvoice', blueId, 'AUDIT', f.reviewer);
    await red('sales', blueId, 3, 'WRONG');
    await red('sales', blueId, 2, 'DISCOUNT');

    const keys = ['qty', 'amount', 'redQty', 'redAmount', 'netQty', 'netAmount'];
    const summary = await list('/finance', 'SalesInvoiceSummary', { customerId: customer });
    expect(summary.requestList.map((r) => pick(r, keys))).toEqual([
      [10 * KG, 600 * YUAN, 3 * KG, 300 * YUAN, 7 * KG, 300 * YUAN],
    ]);
    const lines = await list('/finance', 'SalesInvoiceSummaryDetail', { customerId: customer });
    expect(lines.requestList.map((r) => [r.kindLabel, ...pick(r, ['qty', 'redQty', 'redAmount'])])).toEqual([
      ['销售发票', 10 * KG, 0, 0],
      ['红字发票', 0, 3 * KG, 180 * YUAN],
      ['红字发票', 0, 0, 120 * YUAN],
    ]);
    expect(pick(lines.totals, ['netQty', 'netAmount'])).toEqual([7 * KG, 300 * YUAN]);

    // 毛利: the 折让's 120 元 (without its 13 % tax) off the revenue; the wrong invoice changes nothing.
    const { taxRate } = ok(
      await f.admin.get<{ taxRate: number }>('/order/querySalesOrderDetail', {
        id: String(
          (
            await queryRows<{ id: number }>(
              t.database.db,
              sql`select o.id from sal_orders o where o.customer_id = ${customer}`,
            )
          )[0].id,
        ),
      }),
    );
    const off = Math.round((120 * YUAN * 10_000) / (10_000 + Number(taxRate)));
    const after = await list('/finance', 'GrossProfit', { customerId: customer });
    const [row] = after.requestList;
    expect(pick(row, ['revenue', 'discountRevenue', 'netRevenue'])).toEqual([
      revenue,
      off,
      revenue - off - Number(row.returnedRevenue),
    ]);
    expect(Number(row.grossProfit)).toBe(Number(row.netRevenue) - Number(row.netCost));
    const detail = await list('/finance', 'GrossProfitDetail', { customerId: customer });
    expect(detail.requestList.map((r) => [r.kind, Number(r.revenue)])).toEqual([
      ['出库', revenue],
      ['销售折让', -off],
    ]);
  });
});
