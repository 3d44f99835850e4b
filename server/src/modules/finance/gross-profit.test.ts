import { addDays, companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * 毛利 (issue 18 item 7) of a USD order at the rate kept on the order, delivered in two parts with
 * the moving average moved between them, part of the second delivery returned, and a 人民币 order
 * of the same product after it — against figures computed here by hand from the stated rules
 * (ERPNext #30529 / #52017 left returns out of one side): revenue without tax = amount ÷ 1.13 at the
 * order's rate, cost = what the deliveries' stock moves took out, a return taken off both (revenue
 * at the returned line's price, cost at what it put back). All in last month, open on the books.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
let director: ApiClient;
type Row = Record<string, unknown>;
type Page = { requestList: Row[]; totals: Record<string, number> };

const thisMonthStart = `${companyToday().slice(0, 6)}01`;
const M = addDays(thisMonthStart, -1).slice(0, 6);
const day = (d: number) => `${M}${String(d).padStart(2, '0')}`;
const range = { outDateStart: day(1), outDateEnd: addDays(thisMonthStart, -1) };
const ids: Record<string, number> = {};

/** Half-up division of integers, the one rounding every figure gets (written out here on purpose). */
const half = (n: bigint, d: bigint) => {
  const q = n / d;
  const r = n % d;
  return Number(2n * (r < 0n ? -r : r) >= d ? q + (n < 0n ? -1n : 1n) : q);
};
const B = BigInt;

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
const ok = <T>(res: { resultCode: string; result: T }) => {
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result;
};
const detail = async (prefix: string, name: string, id: number) =>
  ok(
    await f.admin.get<Row & { version: number; items: Row[] }>(`${prefix}/query${name}Detail`, {
      id: String(id),
    }),
  );
async function act(prefix: string, name: string, id: number, action: string, by: ApiClient, extra: Row = {}) {
  const { version } = await detail(prefix, name, id);
  return ok(await by.post<Row>(`${prefix}/change${name}State`, { id, version, action, ...extra }));
}
const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };

async function putIn(inDate: string, kg: number, price: number) {
  const { id } = ok(
    await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
      inDate,
      warehouseId: f.ids.product,
      department: '色浆车间',
      items: [
        {
          productId: ids.cnt,
          batchNo: 'GP-1',
          allocationId: f.ids.cpSlot1,
          qty: kg * KG,
          price: price * YUAN,
          productionDate: day(1),
          expiryDate: '20991231',
        },
      ],
    }),
  );
  await act('/productWarehouse', 'ProductIn', id, 'WAREHOUSE-IN', f.store);
}

async function order(orderDate: string, kg: number, price: number, currencyId: number) {
  const { id } = ok(
    await saler.post<{ id: number }>('/order/addOrUpdateSalesOrder', {
      orderDate,
      customerId: ids.kh1,
      warehouseId: f.ids.product,
      deliveryDate: orderDate,
      currencyId,
      items: [{ productId: ids.cnt, qty: kg * KG, price }],
    }),
  );
  return id;
}

/** A delivery of kg of the order's line; answers its one line (cost written from its moves). */
async function deliver(orderId: number, outDate: string, kg: number) {
  const orderLine = (await detail('/order', 'SalesOrder', orderId)).items[0];
  const { id } = ok(
    await saler.post<{ id: number }>('/order/addOrUpdateProductStockOut', {
      outDate,
      customerId: ids.kh1,
      warehouseId: f.ids.product,
      items: [{ orderLineId: orderLine.id, productId: ids.cnt, qty: kg * KG }],
    }),
  );
  await act('/order', 'ProductStockOut', id, 'AUDIT', director, approve);
  expect(await act('/order', 'ProductStockOut', id, 'WAREHOUSE-OUT', f.store)).toEqual({
    id,
    status: 'OUT_PUT_WAREHOUSE',
  });
  const lines = (await detail('/order', 'ProductStockOut', id)).items;
  expect(lines).toHaveLength(1);
  return { id, line: lines[0] };
}

/** What the document's stock moves took out (−) or put back (+), in 元 ×1e6. */
const movesOf = async (docKey: string, docId: number) =>
  Number(
    (
      await queryRows<{ v: string }>(
        t.database.db,
        sql`select sum(value) as v from stock_moves where doc_key = ${docKey} and doc_id = ${docId}`,
      )
    )[0].v,
  );

async function report(name: string, filters: Row = {}, by: ApiClient = f.finance) {
  return by.post<Page>(`/finance/query${name}List`, {
    page: { pageIndex: 1, pageSize: 50 },
    queryParameterVo: { ...range, ...filters },
  });
}
const pick = (row: Row, keys: string[]) => Object.fromEntries(keys.map((k) => [k, Number(row[k])]));

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [saler, director] = await Promise.all(['saler', 'salederictor'].map(login));
  ids.kh1 = await one(sql`select id from md_customers where code = 'KH001'`);
  // A product the demo never stocked: its cost is exactly what this test puts in.
  ids.cnt = await one(sql`select id from md_products where code = 'CNT-SW-04'`);
  ids.cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  ids.usd = await one(sql`select id from md_currencies where code = 'USD'`);
}, 120_000);
afterAll(() => t.close());

/** USD 40.123457/kg, 13 % tax; the order keeps month M's rate. */
const PRICE = 40_123_457;
const TAX = 10_000n + 1300n;
const line = (kg: number, price: number) => half(B(kg * KG) * B(price), 1_000_000n);
const h: Record<string, number> = {};
let rate: bigint;

describe('gross profit with a return, in USD and in 元', () => {
  it('makes the month: two put-ins, a USD order delivered in two parts, a return, a 人民币 order', async () => {
    await putIn(day(1), 100, 200);
    const usdOrder = await order(day(2), 30, PRICE, ids.usd);
    // No dollar base price: the director reviews the price, and the order is confirmed.
    await act('/order', 'SalesOrder', usdOrder, 'AUDIT', director, approve);
    const o = await detail('/order', 'SalesOrder', usdOrder);
    expect(o).toMatchObject({ status: 'DELIVERY_PENDING', taxRate: 1300 });
    rate = B(Number(o.exchangeRate));
    const monthRate = await queryRows<{ r: string }>(
      t.database.db,
      sql`select exchange_rate as r from md_exchange_tax_rates where currency_id = ${ids.usd} and month = ${M}`,
    );
    expect(rate).toBe(B(monthRate[0].r));

    // 10 kg at the first average, 200 元/kg.
    const d1 = await deliver(usdOrder, day(3), 10);
    h.cost1 = 2000 * YUAN;
    expect(-(await movesOf('sales-delivery', d1.id))).toBe(h.cost1);
    // 50 kg at 260 moves the average: 90 kg × 200 + 50 kg × 260 = 31,000 元 over 140 kg.
    await putIn(day(4), 50, 260);
    const d2 = await deliver(usdOrder, day(5), 20);
    h.cost2 = half(31_000n * B(YUAN) * 20n, 140n);
    expect(h.cost2).toBe(4_428_571_429);
    expect([Number(d2.line.amount), -(await movesOf('sales-delivery', d2.id))]).toEqual([h.cost2, h.cost2]);
    // 5 kg of the second delivery come back at their share of its cost: cost × 5 / 20, rounded once
    // (not 5 kg × its rounded unit cost, 1,107.142855 元).
    h.returnCost = half(B(h.cost2) * 5n, 20n);
    expect(h.returnCost).toBe(1_107_142_857);
    const { id: returnId } = ok(
      await saler.post<{ id: number }>('/order/addOrUpdateSalesReturn', {
        returnDate: day(6),
        customerId: ids.kh1,
        warehouseId: f.ids.product,
        reason: '客户退货',
        items: [{ deliveryLineId: d2.line.id, productId: ids.cnt, qty: 5 * KG }],
      }),
    );
    await act('/order', 'SalesReturn', returnId, 'AUDIT', director, approve);
    expect(await act('/order', 'SalesReturn', returnId, 'CONFIRM', f.store)).toEqual({
      id: returnId,
      status: 'RETURNED',
    });
    expect(await movesOf('sales-return', returnId)).toBe(h.returnCost);

    // 人民币: 10 kg at 330 元 of the 125 kg left, at the average after the return.
    const cnyOrder = await order(day(7), 10, 330 * YUAN, ids.cny);
    await act('/order', 'SalesOrder', cnyOrder, 'CONFIRM', saler);
    const d3 = await deliver(cnyOrder, day(8), 10);
    const left = 31_000 * YUAN - h.cost2 + h.returnCost;
    h.cost3 = half(B(left) * 10n, 125n);
    expect(-(await movesOf('sales-delivery', d3.id))).toBe(h.cost3);
  });

  it('毛利分析 (元): one row, USD at the kept rate and 人民币 together, the return off both sides', async () => {
    const usdSold = B(line(10, PRICE) + line(20, PRICE));
    const usdBack = B(line(5, PRICE));
    const cnySold = B(line(10, 330 * YUAN));
    // Σ amount × rate ÷ 1.13, rounded once per row (both orders share the 13 %).
    const revenue = half(usdSold * rate + cnySold * 10_000n, TAX);
    const returnedRevenue = half(usdBack * rate, TAX);
    const cost = h.cost1 + h.cost2 + h.cost3;
    const netRevenue = revenue - returnedRevenue;
    const netCost = cost - h.returnCost;
    const grossProfit = netRevenue - netCost;
    const page = ok(await report('GrossProfit'));
    expect(page.requestList).toHaveLength(1);
    const [row] = page.requestList;
    expect(row).toMatchObject({
      customerLabel: 'KH001 常州某新能源电池材料有限公司',
      salerLabel: '销售员（演示）',
      productLabel: 'CNT-SW-04 单壁碳纳米管分散液 0.4%',
    });
    expect(pick(row, ['deliveredQty', 'returnedQty', 'netQty'])).toEqual({
      deliveredQty: 40 * KG,
      returnedQty: 5 * KG,
      netQty: 35 * KG,
    });
    expect(
      pick(row, [
        'revenue',
        'returnedRevenue',
        'netRevenue',
        'costAmount',
        'returnedCost',
        'netCost',
        'grossProfit',
        'marginRate',
      ]),
    ).toEqual({
      revenue,
      returnedRevenue,
      netRevenue,
      costAmount: cost,
      returnedCost: h.returnCost,
      netCost,
      grossProfit,
      marginRate: half(B(grossProfit) * 10_000n, B(netRevenue)),
    });
    expect(page.totals.grossProfit).toBe(grossProfit);
    // The same cost as 销售出库汇总 reads (one query of what was sold and what it cost).
    const out = ok(
      await f.finance.post<Page>('/order/querySalesOutSummaryList', {
        page: { pageIndex: 1, pageSize: 50 },
        queryParameterVo: range,
      }),
    );
    expect(pick(out.requestList[0], ['costAmount', 'returnedCost', 'netCost'])).toEqual({
      costAmount: cost,
      returnedCost: h.returnCost,
      netCost,
    });
  });

  it('外币毛利分析: the USD order alone, in dollars; cost in dollars at the order rate', async () => {
    const revenueFx = half(B(line(10, PRICE) + line(20, PRICE)) * 10_000n, TAX);
    const returnedRevenueFx = half(B(line(5, PRICE)) * 10_000n, TAX);
    const costFx = half(B(h.cost1 + h.cost2) * 10_000n, rate);
    const returnedCostFx = half(B(h.returnCost) * 10_000n, rate);
    const grossProfitFx = revenueFx - returnedRevenueFx - (costFx - returnedCostFx);
    const page = ok(await report('GrossProfitForeign'));
    expect(page.requestList).toHaveLength(1);
    const [row] = page.requestList;
    expect(row.currencyLabel).toBe('USD 美元');
    expect(
      pick(row, [
        'deliveredQty',
        'returnedQty',
        'revenueFx',
        'returnedRevenueFx',
        'costFx',
        'returnedCostFx',
        'grossProfitFx',
        'marginRateFx',
      ]),
    ).toEqual({
      deliveredQty: 30 * KG,
      returnedQty: 5 * KG,
      revenueFx,
      returnedRevenueFx,
      costFx,
      returnedCostFx,
      grossProfitFx,
      marginRateFx: half(B(grossProfitFx) * 10_000n, B(revenueFx - returnedRevenueFx)),
    });
    // Dollars are never added to another currency: no amount totals.
    expect(page.totals.grossProfitFx).toBeUndefined();
    expect(ok(await report('GrossProfitForeign', { currencyId: ids.cny })).requestList).toEqual([]);
  });

  it('外币毛利（原币/人民币）: the USD sales side by side in dollars and 元', async () => {
    const netRevenue =
      half(B(line(10, PRICE) + line(20, PRICE)) * rate, TAX) - half(B(line(5, PRICE)) * rate, TAX);
    const netCost = h.cost1 + h.cost2 - h.returnCost;
    const [row] = ok(await report('GrossProfitForeignCny')).requestList;
    expect(pick(row, ['netQty', 'netRevenue', 'netCost', 'grossProfit'])).toEqual({
      netQty: 25 * KG,
      netRevenue,
      netCost,
      grossProfit: netRevenue - netCost,
    });
    const fx = ok(await report('GrossProfitForeign')).requestList[0];
    expect(pick(row, ['netRevenueFx', 'netCostFx', 'grossProfitFx'])).toEqual(
      pick(fx, ['netRevenueFx', 'netCostFx', 'grossProfitFx']),
    );
  });

  it('drills to the lines: each delivery and the return (taken off), each rounded on its own', async () => {
    const page = ok(await report('GrossProfitForeignDetail', { customerId: ids.kh1, productId: ids.cnt }));
    const rows = page.requestList.map((r) => [
      r.kind,
      Number(r.deliveredQty) / KG,
      Number(r.returnedQty) / KG,
      Number(r.revenueFx),
      Number(r.revenue),
      Number(r.costAmount),
    ]);
    expect(rows).toEqual([
      ['出库', 10, 0, half(B(line(10, PRICE)) * 10_000n, TAX), half(B(line(10, PRICE)) * rate, TAX), h.cost1],
      ['出库', 20, 0, half(B(line(20, PRICE)) * 10_000n, TAX), half(B(line(20, PRICE)) * rate, TAX), h.cost2],
      [
        '退货',
        0,
        5,
        -half(B(line(5, PRICE)) * 10_000n, TAX),
        -half(B(line(5, PRICE)) * rate, TAX),
        -h.returnCost,
      ],
    ]);
    // 毛利分析's own detail has the 人民币 line too.
    const all = ok(await report('GrossProfitDetail', { customerId: ids.kh1 }));
    expect(all.requestList.map((r) => r.currencyLabel)).toEqual([
      'USD 美元',
      'USD 美元',
      'USD 美元',
      'CNY 人民币',
    ]);
  });

  it('is for finance, the sales director and the bosses: a salesperson is refused in words', async () => {
    expect(await report('GrossProfit', {}, saler)).toEqual({
      resultCode: '10000003',
      result: '您没有执行此操作的权限',
    });
    expect((await report('GrossProfit', {}, director)).resultCode).toBe('0');
  });
});
