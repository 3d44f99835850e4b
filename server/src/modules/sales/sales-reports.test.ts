import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { divRound } from '../../platform/documents/amounts.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { addDays } from '../crm/crm-dates.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * The sales summaries (issue 16 item 6) over one small month of last month, made through the API
 * by the demo accounts: stock put in at 200 and 60 元/kg, orders of three customers in 人民币 and
 * in 美元 (one waiting for the director's price review), deliveries (one order line in two parts),
 * a confirmed return and a pending one, an order finished undelivered, one pending, one cancelled,
 * and one of this month outside the range. Every figure of every report is asserted to the unit
 * (amounts ×1e6); the dollar figures are computed here from the order's exchange rate, by the
 * rounding the reports promise: a summary row rounds its exact Σ amount × rate once, a detail line
 * its own.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
const users: Record<string, ApiClient> = {};
const ids: Record<string, number> = {};

const thisMonthStart = `${companyToday().slice(0, 6)}01`;
/** Last month, open on the product book (the demo closes up to the month before it). */
const M = addDays(thisMonthStart, -1).slice(0, 6);
const day = (d: number) => `${M}${String(d).padStart(2, '0')}`;
const range = { start: day(1), end: addDays(thisMonthStart, -1) };

type Row = Record<string, unknown>;
type Page = { requestList: Row[]; totals: Record<string, number>; totalRec: number };

async function client(user: string) {
  const c = new ApiClient(t.app, `10.77.${Object.keys(users).length}.1`);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  for (const u of ['saler', 'saler2', 'salederictor', 'samplereviewer', 'producedirector'])
    users[u] = await client(u);
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  ids.kh1 = await one(sql`select id from md_customers where code = 'KH001'`);
  ids.kh2 = await one(sql`select id from md_customers where code = 'KH002'`);
  ids.kh6 = await one(sql`select id from md_customers where code = 'KH006'`);
  // Products the demo never stocked, so their cost is exactly what this test puts in.
  ids.p1 = await one(sql`select id from md_products where code = 'CNT-SW-04'`);
  ids.p2 = await one(sql`select id from md_products where code = 'SJ-V23-01'`);
  ids.cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  ids.usd = await one(sql`select id from md_currencies where code = 'USD'`);
  ids.saler = await one(sql`select id from users where user_name = 'saler'`);
  ids.saler2 = await one(sql`select id from users where user_name = 'saler2'`);
}, 120_000);
afterAll(() => t.close());

const ok = <T>(res: { resultCode: string; result: T }) => {
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result;
};

async function detail(name: string, id: number) {
  return ok(
    await f.admin.get<Row & { version: number; items: Row[] }>(`/order/query${name}Detail`, {
      id: String(id),
    }),
  );
}

async function act(name: string, id: number, action: string, by: ApiClient, extra: Row = {}) {
  const prefix = name === 'ProductIn' ? '/productWarehouse' : '/order';
  const { version } =
    name === 'ProductIn'
      ? ok(await f.admin.get<{ version: number }>(`${prefix}/query${name}Detail`, { id: String(id) }))
      : await detail(name, id);
  return ok(await by.post(`${prefix}/change${name}State`, { id, version, action, ...extra }));
}

const approve = { status: 'APPROVAL_APPROVED' };

async function order(
  by: ApiClient,
  customerId: number,
  orderDate: string,
  lines: [number, number, number?][],
  currencyId = ids.cny,
) {
  const { id } = ok(
    await by.post<{ id: number }>('/order/addOrUpdateSalesOrder', {
      orderDate,
      customerId,
      warehouseId: f.ids.product,
      deliveryDate: orderDate,
      currencyId,
      items: lines.map(([productId, qty, price]) => ({
        productId,
        qty: qty * KG,
        ...(price === undefined ? {} : { price }),
      })),
    }),
  );
  return id;
}

/** The order's line of a product, as a delivery line draws on it: [order line, product, kg]. */
async function lineOf(orderId: number, productId: number, qty: number): Promise<[number, number, number]> {
  const line = (await detail('SalesOrder', orderId)).items.find((l) => l.productId === productId)!;
  return [Number(line.id), productId, qty];
}

/** A delivery of order lines ([order line, product, kg]), as 选单 prefills them. */
async function deliver(
  by: ApiClient,
  customerId: number,
  outDate: string,
  lines: [number, number, number][],
) {
  const { id } = ok(
    await by.post<{ id: number }>('/order/addOrUpdateProductStockOut', {
      outDate,
      customerId,
      warehouseId: f.ids.product,
      items: lines.map(([orderLineId, productId, qty]) => ({ orderLineId, productId, qty: qty * KG })),
    }),
  );
  await act('ProductStockOut', id, 'AUDIT', users.salederictor, approve);
  expect(await act('ProductStockOut', id, 'WAREHOUSE-OUT', f.store)).toEqual({
    id,
    status: 'OUT_PUT_WAREHOUSE',
  });
  return id;
}

async function returnOf(
  by: ApiClient,
  customerId: number,
  returnDate: string,
  [deliveryLineId, productId]: [number, number],
  qty: number,
  confirm: boolean,
) {
  const { id } = ok(
    await by.post<{ id: number }>('/order/addOrUpdateSalesReturn', {
      returnDate,
      customerId,
      warehouseId: f.ids.product,
      reason: '客户退货',
      items: [{ deliveryLineId, productId, qty: qty * KG }],
    }),
  );
  await act('SalesReturn', id, 'AUDIT', users.salederictor, approve);
  if (confirm) expect(await act('SalesReturn', id, 'CONFIRM', f.store)).toEqual({ id, status: 'RETURNED' });
  return id;
}

async function report(by: ApiClient, name: string, filters: Row = {}): Promise<Page> {
  return ok(
    await by.post<Page>(`/order/query${name}List`, {
      page: { pageIndex: 1, pageSize: 100 },
      queryParameterVo: filters,
    }),
  );
}

const n = (v: unknown) => (v === null || v === undefined ? v : Number(v));
const pick = (row: Row, keys: string[]) => keys.map((k) => n(row[k]));
const y = (v: number) => v * YUAN;
const k = (v: number) => v * KG;
/** An amount (×1e6) in dollars at the rate (×1e4), in 元, rounded once. */
const cny = (exact: bigint) => Number(divRound(exact, 10_000n));

/** USD 50.123457/kg: its two deliveries of 4 and 6 kg (each line amount rounded when saved). */
const USD_PRICE = 50_123_457;
const usdLine = (kg: number) => Number(divRound(BigInt(kg * KG) * BigInt(USD_PRICE), 1_000_000n));
let rate: bigint;
let usdOrderCny: number;
const orders: Record<string, number> = {};
const numbers: Record<string, string> = {};
const deliveries: Record<string, number> = {};

describe('sales summaries of last month', () => {
  it('makes the month: stock, orders, deliveries, returns', async () => {
    // 100 kg of single-walled CNT at 200 元/kg and 200 kg of violet paste at 60 元/kg.
    const { id: inId } = ok(
      await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
        inDate: day(1),
        warehouseId: f.ids.product,
        department: '色浆车间',
        items: [
          [ids.p1, 'SR-P1', 100, 200],
          [ids.p2, 'SR-P2', 200, 60],
        ].map(([productId, batchNo, qty, price]) => ({
          productId,
          batchNo,
          allocationId: f.ids.cpSlot1,
          qty: k(qty as number),
          price: y(price as number),
          productionDate: day(1),
          expiryDate: '20991231',
        })),
      }),
    );
    await act('ProductIn', inId, 'WAREHOUSE-IN', f.store);

    const { saler, saler2 } = users;
    // KH001 (saler's): 30 kg CNT at 330 and 50 kg violet at 100 (above the base prices 320 and 96).
    orders.o1 = await order(saler, ids.kh1, day(3), [
      [ids.p1, 30, y(330)],
      [ids.p2, 50, y(100)],
    ]);
    await act('SalesOrder', orders.o1, 'CONFIRM', saler);
    // KH001 in dollars: no dollar base price, so the director reviews the price.
    orders.o2 = await order(saler, ids.kh1, day(5), [[ids.p1, 10, USD_PRICE]], ids.usd);
    await act('SalesOrder', orders.o2, 'AUDIT', users.salederictor, approve);
    const o2 = await detail('SalesOrder', orders.o2);
    rate = BigInt(Number(o2.exchangeRate));
    usdOrderCny = cny(BigInt(usdLine(10)) * rate);
    expect(n(o2.totalCny)).toBe(usdOrderCny);
    // KH002 (saler2's): 20 kg violet at 98.
    orders.o3 = await order(saler2, ids.kh2, day(8), [[ids.p2, 20, y(98)]]);
    await act('SalesOrder', orders.o3, 'CONFIRM', saler2);
    // KH006 (saler's): one finished undelivered, one waiting to be delivered, one never confirmed,
    // one cancelled.
    orders.o4 = await order(saler, ids.kh6, day(10), [[ids.p1, 5, y(320)]]);
    await act('SalesOrder', orders.o4, 'CONFIRM', saler);
    // 完结: the chain's closing of the whole order.
    const { version } = await detail('SalesOrder', orders.o4);
    expect(
      ok(await saler.post('/order/closeSalesOrderLines', { id: orders.o4, version, closed: true })),
    ).toMatchObject({ status: 'DONE' });
    orders.o8 = await order(saler, ids.kh6, day(10), [[ids.p2, 3]]);
    await act('SalesOrder', orders.o8, 'CONFIRM', saler);
    orders.o5 = await order(saler, ids.kh6, day(11), [[ids.p2, 7, y(90)]]);
    orders.o6 = await order(saler, ids.kh6, day(11), [[ids.p2, 9]]);
    await act('SalesOrder', orders.o6, 'CANCEL', saler);
    // KH001 this month, outside last month's range: 1 kg violet at the base price 96.
    orders.o7 = await order(saler, ids.kh1, companyToday(), [[ids.p2, 1]]);
    await act('SalesOrder', orders.o7, 'CONFIRM', saler);
    for (const [key, id] of Object.entries(orders))
      numbers[key] = String((await detail('SalesOrder', id)).number);

    deliveries.d1 = await deliver(saler, ids.kh1, day(6), [
      await lineOf(orders.o1, ids.p1, 20),
      await lineOf(orders.o1, ids.p2, 50),
    ]);
    deliveries.d2 = await deliver(saler, ids.kh1, day(7), [await lineOf(orders.o2, ids.p1, 4)]);
    deliveries.d3 = await deliver(saler2, ids.kh2, day(9), [await lineOf(orders.o3, ids.p2, 20)]);
    deliveries.d4 = await deliver(saler, ids.kh1, day(11), [await lineOf(orders.o2, ids.p1, 6)]);
    const violetOut = (await detail('ProductStockOut', deliveries.d1)).items.find(
      (l) => l.productId === ids.p2,
    )!;
    // Violet went out at 60 元/kg: 3000 元 for 50 kg.
    expect(pick(violetOut, ['qty', 'price', 'amount', 'saleAmount'])).toEqual([
      k(50),
      y(60),
      y(3000),
      y(5000),
    ]);
    // 10 kg of it come back (confirmed); 5 kg of KH002's wait for the store (not counted).
    deliveries.r1 = await returnOf(saler, ids.kh1, day(12), [Number(violetOut.id), ids.p2], 10, true);
    const d3line = Number((await detail('ProductStockOut', deliveries.d3)).items[0].id);
    deliveries.r2 = await returnOf(saler2, ids.kh2, day(13), [d3line, ids.p2], 5, false);

    const statuses = await Promise.all(
      ['o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7', 'o8'].map(
        async (o) => (await detail('SalesOrder', orders[o])).status,
      ),
    );
    // o1 is partly returned: it reads what its lines say, 已出库 with 10 kg open (issue 35 item 6).
    expect(statuses).toEqual([
      'OUT_PUT_WAREHOUSE',
      'DONE',
      'DONE',
      'DONE',
      'APPROVAL_PENDING',
      'DISCARDED',
      'DELIVERY_PENDING',
      'DELIVERY_PENDING',
    ]);
  });

  const outKeys = [
    'deliveredQty',
    'salesAmount',
    'costAmount',
    'returnedQty',
    'returnedAmount',
    'returnedCost',
    'netQty',
    'netSales',
    'netCost',
    'grossMargin',
    'marginRate',
  ];

  it('销售出库汇总: per customer, salesperson and product, returns netted, margins', async () => {
    const page = await report(users.salederictor, 'SalesOutSummary', {
      outDateStart: range.start,
      outDateEnd: range.end,
    });
    // The CNT row: 20 kg at 330 元 and 4 + 6 kg in dollars, Σ amount × rate rounded once.
    const cntSales = cny(BigInt(y(6600)) * 10_000n + BigInt(usdLine(4)) * rate + BigInt(usdLine(6)) * rate);
    const cntMargin = cntSales - y(6000);
    const rows = page.requestList.map((r) => [
      r.customerLabel,
      r.salerLabel,
      r.productLabel,
      ...pick(r, outKeys),
    ]);
    expect(rows).toEqual([
      [
        'KH001 常州某新能源电池材料有限公司',
        '销售员（演示）',
        'CNT-SW-04 单壁碳纳米管分散液 0.4%',
        k(30),
        cntSales,
        y(6000),
        0,
        0,
        0,
        k(30),
        cntSales,
        y(6000),
        cntMargin,
        Math.round((cntMargin * 10_000) / cntSales),
      ],
      // 50 kg out at 100 (cost 60), 10 kg back: net 40 kg, 4000 − 2400 = 1600, 40 %.
      [
        'KH001 常州某新能源电池材料有限公司',
        '销售员（演示）',
        'SJ-V23-01 永固紫油性色浆',
        k(50),
        y(5000),
        y(3000),
        k(10),
        y(1000),
        y(600),
        k(40),
        y(4000),
        y(2400),
        y(1600),
        4000,
      ],
      // 20 kg at 98 (cost 60); the pending return counts nothing: 760 of 1960 = 38.78 %.
      [
        'KH002 杭州某涂料科技股份有限公司',
        '销售员二（演示）',
        'SJ-V23-01 永固紫油性色浆',
        k(20),
        y(1960),
        y(1200),
        0,
        0,
        0,
        k(20),
        y(1960),
        y(1200),
        y(760),
        3878,
      ],
    ]);
    // Delays against the orders' promised dates (each order promised its own order date): the CNT
    // row's three deliveries went out 3, 2 and 6 days late; d1 3 days; d3 1 day.
    expect(page.requestList.map((r) => pick(r, ['deliveries', 'lateDeliveries', 'maxDelayDays']))).toEqual([
      [3, 3, 6],
      [1, 1, 3],
      [1, 1, 1],
    ]);
    expect(page.totals).toEqual({
      deliveredQty: k(100),
      salesAmount: cntSales + y(6960),
      costAmount: y(10_200),
      returnedQty: k(10),
      returnedAmount: y(1000),
      returnedCost: y(600),
      netQty: k(90),
      netSales: cntSales + y(5960),
      netCost: y(9600),
      grossMargin: cntMargin + y(2360),
    });
    // The drill-down keeps the row's customer, salesperson, product and range.
    expect(pick(page.requestList[0], ['customerId', 'salerId', 'productId'])).toEqual([
      ids.kh1,
      ids.saler,
      ids.p1,
    ]);
    expect([page.requestList[0].outDateStart, page.requestList[0].outDateEnd]).toEqual([
      range.start,
      range.end,
    ]);

    // One day: only the first delivery; by product and salesperson.
    const sixth = await report(users.salederictor, 'SalesOutSummary', {
      outDateStart: day(6),
      outDateEnd: day(6),
    });
    expect(
      sixth.requestList.map((r) => [r.productId, ...pick(r, ['deliveredQty', 'salesAmount', 'returnedQty'])]),
    ).toEqual([
      [ids.p1, k(20), y(6600), 0],
      [ids.p2, k(50), y(5000), 0],
    ]);
    const bySaler2 = await report(users.salederictor, 'SalesOutSummary', { salerId: ids.saler2 });
    expect(bySaler2.requestList.map((r) => r.customerId)).toEqual([ids.kh2]);
    const byProduct = await report(users.salederictor, 'SalesOutSummary', { productId: ids.p1 });
    expect(byProduct.requestList.map((r) => r.productId)).toEqual([ids.p1]);
  });

  it('销售出库汇总明细: the deliveries and returns behind a row, each line converted on its own', async () => {
    const page = await report(users.salederictor, 'SalesOutSummaryDetail', {
      customerId: ids.kh1,
      productId: ids.p1,
      salerId: ids.saler,
      outDateStart: range.start,
      outDateEnd: range.end,
    });
    const number = async (id: number) => (await detail('ProductStockOut', id)).number;
    expect(
      page.requestList.map((r) => [
        r.outDate,
        r.kind,
        r.deliveryNumber,
        r.deliveryId,
        r.orderNumber,
        r.batchNo,
        ...pick(r, ['deliveredQty', 'salesAmount', 'costAmount', 'returnedQty']),
      ]),
    ).toEqual([
      [
        day(6),
        '出库',
        await number(deliveries.d1),
        deliveries.d1,
        numbers.o1,
        'SR-P1',
        k(20),
        y(6600),
        y(4000),
        0,
      ],
      [
        day(7),
        '出库',
        await number(deliveries.d2),
        deliveries.d2,
        numbers.o2,
        'SR-P1',
        k(4),
        cny(BigInt(usdLine(4)) * rate),
        y(800),
        0,
      ],
      [
        day(11),
        '出库',
        await number(deliveries.d4),
        deliveries.d4,
        numbers.o2,
        'SR-P1',
        k(6),
        cny(BigInt(usdLine(6)) * rate),
        y(1200),
        0,
      ],
    ]);
    expect(page.totals.deliveredQty).toBe(k(30));
    expect(page.totals.costAmount).toBe(y(6000));

    // The violet row: the delivery and the return that sent 10 kg of it back.
    const violet = await report(users.salederictor, 'SalesOutSummaryDetail', {
      customerId: ids.kh1,
      productId: ids.p2,
    });
    const r1 = await detail('SalesReturn', deliveries.r1);
    expect(
      violet.requestList.map((r) => [
        r.kind,
        r.deliveryId,
        r.returnNumber ?? null,
        r.returnId ?? null,
        ...pick(r, [
          'deliveredQty',
          'salesAmount',
          'costAmount',
          'returnedQty',
          'returnedAmount',
          'returnedCost',
        ]),
      ]),
    ).toEqual([
      ['出库', deliveries.d1, null, null, k(50), y(5000), y(3000), 0, 0, 0],
      ['退货', deliveries.d1, r1.number, deliveries.r1, 0, 0, 0, k(10), y(1000), y(600)],
    ]);
    // The customer must be chosen.
    const none = await users.salederictor.post('/order/querySalesOutSummaryDetailList', {
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: {},
    });
    expect([none.resultCode, none.result]).toEqual(['10000001', '请选择客户']);
  });

  const orderKeys = [
    'orders',
    'qty',
    'amount',
    'deliveredQty',
    'openQty',
    'pendingOrders',
    'partialOrders',
    'returnedOrders',
    'doneOrders',
  ];

  it('销售订单汇总: confirmed orders per customer, with the lines of one by drilling down', async () => {
    const page = await report(users.salederictor, 'SalesOrderSummary', {
      orderDateStart: range.start,
      orderDateEnd: range.end,
    });
    const rows = page.requestList.map((r) => [r.customerId, r.salerId, ...pick(r, orderKeys)]);
    expect(rows).toEqual([
      // 14 900 元 + the dollar order; 20 + 40 (after the return) + 10 delivered; 10 + 10 open.
      [ids.kh1, ids.saler, 2, k(90), y(14_900) + usdOrderCny, k(70), k(20), 0, 1, 0, 1],
      // 1960 元, all delivered (the pending return takes nothing back yet).
      [ids.kh2, ids.saler2, 1, k(20), y(1960), k(20), 0, 0, 0, 0, 1],
      // 5 kg at 320 finished undelivered (closed: nothing open) and 3 kg at the base 96 waiting;
      // the pending and the cancelled orders are not counted.
      [ids.kh6, ids.saler, 2, k(8), y(1888), 0, k(3), 1, 0, 0, 1],
    ]);
    expect(page.totals).toEqual({
      orders: 5,
      qty: k(118),
      amount: y(18_748) + usdOrderCny,
      deliveredQty: k(90),
      openQty: k(23),
      pendingOrders: 1,
      partialOrders: 1,
      returnedOrders: 0,
      doneOrders: 3,
    });
    expect([page.requestList[0].orderDateStart, page.requestList[0].orderDateEnd]).toEqual([
      range.start,
      range.end,
    ]);
    // Without a range this month's order joins KH001's row.
    const all = await report(users.salederictor, 'SalesOrderSummary', { customerId: ids.kh1 });
    expect(
      all.requestList.map((r) => pick(r, ['orders', 'qty', 'amount', 'openQty', 'pendingOrders'])),
    ).toEqual([[3, k(91), y(14_996) + usdOrderCny, k(21), 1]]);

    const lines = await report(users.salederictor, 'SalesOrderSummaryDetail', {
      customerId: ids.kh1,
      salerId: ids.saler,
      orderDateStart: range.start,
      orderDateEnd: range.end,
    });
    expect(
      lines.requestList.map((r) => [
        r.number,
        r.orderId,
        r.orderDate,
        r.productId,
        ...pick(r, ['qty', 'deliveredQty', 'openQty']),
        r.currencyLabel,
        ...pick(r, ['price', 'amount']),
        r.statusLabel,
      ]),
    ).toEqual([
      [numbers.o1, orders.o1, day(3), ids.p1, k(30), k(20), k(10), 'CNY 人民币', y(330), y(9900), '已出库'],
      [numbers.o1, orders.o1, day(3), ids.p2, k(50), k(40), k(10), 'CNY 人民币', y(100), y(5000), '已出库'],
      [numbers.o2, orders.o2, day(5), ids.p1, k(10), k(10), 0, 'USD 美元', USD_PRICE, usdLine(10), '已完成'],
    ]);
    expect(lines.totals).toEqual({ qty: k(90), deliveredQty: k(70), openQty: k(20) });
  });

  it('业务员月度销售: per salesperson and month, delivered amounts net of returns', async () => {
    // saler's last month: 14 900 + the dollar order + 1600 + 288 元 ordered; delivered 20 × 330 +
    // 40 × 100 元 and 10 kg in dollars, Σ qty × price × rate rounded once.
    const delivered = cny(
      ((BigInt(k(20)) * BigInt(y(330)) + BigInt(k(40)) * BigInt(y(100))) * 10_000n) / 1_000_000n +
        (BigInt(k(10)) * BigInt(USD_PRICE) * rate) / 1_000_000n,
    );
    const month = `${M.slice(0, 4)}-${M.slice(4)}`;
    const page = await report(users.salederictor, 'SalesOrderSummaryMan', {
      orderDateStart: range.start,
      orderDateEnd: range.end,
    });
    const rows = (p: Page) =>
      p.requestList.map((r) => [
        r.month,
        r.salerId,
        r.salerLabel,
        ...pick(r, ['orders', 'amount', 'deliveredAmount']),
      ]);
    expect(rows(page)).toEqual([
      [month, ids.saler, '销售员（演示）', 4, y(16_788) + usdOrderCny, delivered],
      [month, ids.saler2, '销售员二（演示）', 1, y(1960), y(1960)],
    ]);
    expect(page.totals).toEqual({
      orders: 5,
      amount: y(18_748) + usdOrderCny,
      deliveredAmount: delivered + y(1960),
    });
    // Without a range, this month comes first: saler's 1 kg at 96, nothing delivered yet.
    const all = await report(users.salederictor, 'SalesOrderSummaryMan');
    const thisMonth = `${companyToday().slice(0, 4)}-${companyToday().slice(4, 6)}`;
    expect(rows(all)[0]).toEqual([thisMonth, ids.saler, '销售员（演示）', 1, y(96), 0]);
    expect(all.totalRec).toBe(3);
  });

  it('a salesperson reads only their own customers; amounts need 查看销售单据价格金额; others are refused', async () => {
    const { saler, saler2, samplereviewer } = users;
    const out = await report(saler, 'SalesOutSummary', { outDateStart: range.start, outDateEnd: range.end });
    expect(out.requestList.map((r) => [r.customerId, r.productId])).toEqual([
      [ids.kh1, ids.p1],
      [ids.kh1, ids.p2],
    ]);
    // Totals over the rows the reader sees.
    expect(out.totals.deliveredQty).toBe(k(80));
    expect(out.totals.returnedQty).toBe(k(10));
    const out2 = await report(saler2, 'SalesOutSummary', {
      outDateStart: range.start,
      outDateEnd: range.end,
    });
    expect(out2.requestList.map((r) => r.customerId)).toEqual([ids.kh2]);
    // Another salesperson's customer drilled into by URL: nothing.
    expect((await report(saler, 'SalesOutSummaryDetail', { customerId: ids.kh2 })).requestList).toEqual([]);
    expect((await report(saler, 'SalesOrderSummaryDetail', { customerId: ids.kh2 })).requestList).toEqual([]);
    expect((await report(saler2, 'SalesOrderSummaryDetail', { customerId: ids.kh2 })).totalRec).toBe(1);

    const orders1 = await report(saler, 'SalesOrderSummary', {
      orderDateStart: range.start,
      orderDateEnd: range.end,
    });
    expect(orders1.requestList.map((r) => r.customerId)).toEqual([ids.kh1, ids.kh6]);
    expect(orders1.totals.orders).toBe(4);
    // The salesperson's month is narrowed before it is added up: saler2's orders are not even summed.
    const man = await report(saler, 'SalesOrderSummaryMan');
    expect(man.requestList.map((r) => [r.salerId, r.orders])).toEqual([
      [ids.saler, 1],
      [ids.saler, 4],
    ]);
    expect(man.totals.orders).toBe(5);
    const man2 = await report(saler2, 'SalesOrderSummaryMan');
    expect(man2.requestList.map((r) => [r.salerId, r.orders])).toEqual([[ids.saler2, 1]]);

    // The sample reviewer holds the menu but may not see sales amounts: no amount leaves the server.
    const blind = await report(samplereviewer, 'SalesOutSummary');
    expect(Object.keys(blind.totals).sort()).toEqual(['deliveredQty', 'netQty', 'returnedQty']);
    const blindMan = await report(samplereviewer, 'SalesOrderSummaryMan');
    expect(Object.keys(blindMan.totals)).toEqual(['orders']);

    // The store and production have no sales summaries in their menus.
    for (const [who, c] of [
      ['store', f.store],
      ['producedirector', users.producedirector],
    ] as const)
      for (const name of [
        'SalesOutSummary',
        'SalesOutSummaryDetail',
        'SalesOrderSummary',
        'SalesOrderSummaryDetail',
        'SalesOrderSummaryMan',
      ])
        expect((await c.post(`/order/query${name}List`, {})).resultCode, `${who} ${name}`).toBe('10000003');
    // Export is for the director, finance and the bosses, not for a salesperson.
    expect((await saler.post('/order/exportSalesOutSummaryList', {})).resultCode).toBe('10000003');
  });

  it('销售订单汇总 and 业务员月度销售 round a row once: Σ line amount × rate, not Σ of the orders’ rounded 折人民币', async () => {
    // This month's dollar rate, and a dollar price whose 1 kg comes to half a unit (×1e-6 元) in 元:
    // each order's own 折人民币 rounds it up, the row's exact sum carries no half.
    const [{ r }] = await queryRows<{ r: string }>(
      t.database.db,
      sql`select exchange_rate::text as r from md_exchange_tax_rates
          where currency_id = ${ids.usd} and month = ${companyToday().slice(0, 6)} and status = 'EBL' order by id desc limit 1`,
    );
    const usdRate = BigInt(r);
    let price = 50_000_000n;
    while ((price * usdRate) % 10_000n !== 5_000n && price < 50_100_000n) price += 1n;
    expect((price * usdRate) % 10_000n).toBe(5_000n);
    const twice: number[] = [];
    for (const _ of [1, 2]) {
      const id = await order(users.saler2, ids.kh2, companyToday(), [[ids.p2, 1, Number(price)]], ids.usd);
      await act('SalesOrder', id, 'AUDIT', users.salederictor, approve);
      const o = await detail('SalesOrder', id);
      expect([o.status, n(o.exchangeRate)]).toEqual(['DELIVERY_PENDING', Number(usdRate)]);
      twice.push(Number(o.totalCny));
    }
    // Each order rounded its half up; the row rounds the exact sum once (one unit less).
    const exact = cny(2n * price * usdRate);
    expect(twice[0] + twice[1]).toBe(exact + 1);
    const range = { orderDateStart: companyToday(), orderDateEnd: companyToday() };
    const page = await report(users.salederictor, 'SalesOrderSummary', { ...range, customerId: ids.kh2 });
    expect(page.requestList.map((row) => pick(row, ['orders', 'amount']))).toEqual([[2, exact]]);
    const man = await report(users.salederictor, 'SalesOrderSummaryMan', range);
    expect(
      man.requestList
        .filter((row) => row.salerId === ids.saler2)
        .map((row) => pick(row, ['orders', 'amount'])),
    ).toEqual([[2, exact]]);
  });
});
