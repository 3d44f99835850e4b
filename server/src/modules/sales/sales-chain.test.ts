import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerViolations, noViolations } from '../inventory/testing/ledger-invariants.ts';
import {
  assertLedger,
  balancesOf,
  costOf,
  KG,
  materialFixture,
  YUAN,
} from '../inventory/testing/material-fixture.ts';

/**
 * Issue 16's chain over the API, every quantity, reservation, status and value asserted after each
 * step: base price → a customer's price approval (bound to what was approved) → quotation → order
 * (one line at the approved price, one below base waiting for the director) → two partial
 * deliveries (FEFO batches, the second over the allowance refused, then at its edge) → one return
 * at the first delivery's cost after the average moved → finish, reopen, finish.
 *
 * Blue paste stock: A 100 kg at 40 (expires last), B 47 kg at 46 (expires first).
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
let saler2: ApiClient;
let director: ApiClient;
let manager: ApiClient;
let production: ApiClient;
let blue: number;
let red: number;
let kh001: number;
let cny: number;
const today = companyToday();
const A = 'XS-A';
const B = 'XS-B';
const C = 'XS-C';

type Row = Record<string, unknown>;
const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [saler, saler2, director, manager, production] = await Promise.all(
    ['saler', 'saler2', 'salederictor', 'salemanager', 'producedirector'].map(login),
  );
  blue = f.ids.blue;
  red = f.ids.redPaste;
  kh001 = await one(sql`select id from md_customers where code = 'KH001'`);
  cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  await receive([
    { batchNo: A, allocationId: f.ids.cpSlot1, qty: 100 * KG, price: 40 * YUAN, expiryDate: '20991231' },
    { batchNo: B, allocationId: f.ids.cpSlot2, qty: 47 * KG, price: 46 * YUAN, expiryDate: '20981231' },
  ]);
}, 90_000);
afterAll(() => t.close());

async function receive(lines: Row[]) {
  const saved = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
    inDate: today,
    warehouseId: f.ids.product,
    items: lines.map((l) => ({ productId: blue, productionDate: today, ...l })),
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const posted = await act('/productWarehouse', 'ProductIn', saved.result.id, 'WAREHOUSE-IN', f.store);
  expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
}

async function detail<T = Row>(prefix: string, name: string, id: number, client: ApiClient = f.admin) {
  return client.get<T>(`${prefix}/query${name}Detail`, { id: String(id) });
}

async function act(prefix: string, name: string, id: number, action: string, client: ApiClient, extra = {}) {
  const { version } = (await detail<{ version: number }>(prefix, name, id)).result;
  return client.post(`${prefix}/change${name}State`, { id, version, action, ...extra });
}
const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };

/** 完结 (整单关闭) or 重新打开 of an order: the chain's closing of every line. */
async function close(id: number, closed: boolean, client: ApiClient = saler) {
  const { version } = (await detail<{ version: number }>('/order', 'SalesOrder', id)).result;
  return client.post<{ id: number; status: string }>('/order/closeSalesOrderLines', { id, version, closed });
}

async function save(client: ApiClient, url: string, body: Row) {
  const res = await client.post<{ id: number }>(url, body);
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.id;
}

/** The order's lines: [product, qty, delivered, price state, closed] and its status. */
async function order(id: number) {
  const d = await detail<{ status: string; items: Row[] }>('/order', 'SalesOrder', id);
  const lines = await queryRows<{ product_id: number; closed: boolean }>(
    t.database.db,
    sql`select product_id, closed from sal_orders_items where doc_id = ${id} order by line_no`,
  );
  return {
    status: d.result.status,
    lines: d.result.items.map((l, i) => [
      l.productId === blue ? 'blue' : 'red',
      Number(l.qty) / KG,
      Number(l.deliveredQty ?? 0) / KG,
      l.priceState,
      lines[i].closed,
    ]),
  };
}

/** What the order holds reserved, batch → kg. */
async function reserved(orderId: number) {
  const rows = await queryRows<{ batch_no: string; qty: string }>(
    t.database.db,
    sql`select batch_no, sum(qty) as qty from stock_reservations where doc_key = 'sales-order' and doc_id = ${orderId}
        group by batch_no order by batch_no`,
  );
  return Object.fromEntries(rows.map((r) => [r.batch_no, Number(r.qty) / KG]));
}

async function books() {
  await assertLedger(t, blue, 'PRODUCT');
  expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  const balances = await balancesOf(t, blue, 'PRODUCT');
  return {
    balances: Object.fromEntries(Object.entries(balances).map(([k, v]) => [k.split('@')[0], v])),
    cost: await costOf(t, blue, 'PRODUCT'),
  };
}

let approvalId: number;
let orderId: number;
let firstDelivery: number;
let secondDelivery: number;

describe('sales chain: price → order → two deliveries → return → finish', () => {
  it('1. a base price is the sales heads’ to propose and the director’s to approve', async () => {
    const refused = await saler.post('/approve/addOrUpdateBasePrice', {
      productId: blue,
      currencyId: cny,
      price: 60 * YUAN,
      effectiveDate: today,
    });
    expect(refused.resultCode).toBe('10000003');
    const id = await save(manager, '/approve/addOrUpdateBasePrice', {
      productId: blue,
      currencyId: cny,
      price: 60 * YUAN,
      effectiveDate: today,
    });
    expect((await act('/approve', 'BasePrice', id, 'AUDIT', manager, approve)).resultCode).toBe('10000003');
    expect((await act('/approve', 'BasePrice', id, 'AUDIT', director, approve)).resultCode).toBe('0');
    const base = await saler.post<{ price: number }>('/approve/basePriceDetail', {
      productCode: 'SJ-B15-01',
    });
    expect(base.result.price).toBe(60 * YUAN);
  });

  it('2. a customer price below base waits for the director; an edit of what was approved voids it', async () => {
    approvalId = await save(saler, '/approve/addOrUpdatePriceApprove', {
      customerId: kh001,
      productId: blue,
      currencyId: cny,
      minQty: 50 * KG,
      price: 55 * YUAN,
      reason: '年度框架价',
    });
    let d = await detail<Row>('/approve', 'PriceApprove', approvalId);
    expect([d.result.status, d.result.basePrice]).toEqual(['APPROVAL_PENDING', 60 * YUAN]);
    expect((await act('/approve', 'PriceApprove', approvalId, 'AUDIT', saler, approve)).resultCode).toBe(
      '10000003',
    );
    expect((await act('/approve', 'PriceApprove', approvalId, 'AUDIT', director, approve)).resultCode).toBe(
      '0',
    );

    // The validity is not what was approved: it stays approved.
    d = await detail<Row>('/approve', 'PriceApprove', approvalId);
    await save(saler, '/approve/addOrUpdatePriceApprove', { ...d.result, validUntil: '20991231' });
    d = await detail<Row>('/approve', 'PriceApprove', approvalId);
    expect(d.result.status).toBe('APPROVAL_APPROVED');

    // The price is: back to review, and the history says why.
    await save(saler, '/approve/addOrUpdatePriceApprove', { ...d.result, price: 54 * YUAN });
    d = await detail<Row>('/approve', 'PriceApprove', approvalId);
    expect(d.result.status).toBe('APPROVAL_PENDING');
    expect(d.result.voidReason).toBe('已审核通过的价格因单价 55.00 → 54.00重新待审核');
    const history = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_events where entity = 'sales-price-approval' and entity_id = ${String(approvalId)}`,
    );
    expect(history.map((h) => h.action)).toContain('PRICE-REVOKED');
    expect((await act('/approve', 'PriceApprove', approvalId, 'AUDIT', director, approve)).resultCode).toBe(
      '0',
    );

    // At or above base needs nobody.
    const above = await save(saler, '/approve/addOrUpdatePriceApprove', {
      customerId: kh001,
      productId: blue,
      currencyId: cny,
      price: 61 * YUAN,
    });
    expect((await detail<Row>('/approve', 'PriceApprove', above)).result.status).toBe('APPROVAL_APPROVED');
    // Another salesperson's customer is not there for saler2.
    expect((await detail('/approve', 'PriceApprove', approvalId, saler2)).resultCode).toBe('10000004');
  });

  it('3. a quotation pushed down to an order: the approved price is proposed, a price below base waits', async () => {
    const quotation = await save(saler, '/customer/addOrUpdateOffer', {
      customerId: kh001,
      quoteDate: today,
      validUntil: today,
      items: [{ productId: blue, qty: 120 * KG, price: 56 * YUAN }],
    });
    const draft = await saler.post<{ values: Row; items: Row[] }>('/order/makeSalesOrderFrom', {
      link: 'quotation-order',
      sourceIds: [quotation],
    });
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    expect(draft.result.values.customerId).toBe(kh001);
    orderId = await save(saler, '/order/addOrUpdateSalesOrder', {
      ...draft.result.values,
      orderDate: today,
      deliveryDate: today,
      warehouseId: f.ids.product,
      currencyId: cny,
      items: [
        // Without a price: the approved 54 for 120 kg (its band starts at 50 kg).
        { productId: blue, qty: 120 * KG, quotationLineId: draft.result.items[0].quotationLineId },
        { productId: red, qty: 10 * KG, price: 1 * YUAN },
      ],
    });
    const saved = await detail<Row & { items: Row[] }>('/order', 'SalesOrder', orderId);
    expect(saved.result).toMatchObject({
      status: 'APPROVAL_PENDING',
      exchangeRate: 10_000,
      taxRate: 1300,
      priceReview: 'APPROVAL_PENDING',
      remaining: 'OVERZERO',
      // The quantity itself for the detail: 120 + 10 kg, nothing delivered.
      remainingQty: 130 * KG,
      // 120 × 54 + 10 × 1 = 6490 元 with tax; ÷ 1.13 = 5743.36 元 without.
      totalAmount: 6490 * YUAN,
      totalNoTax: 5_743_362_832,
      totalCny: 6490 * YUAN,
    });
    expect(saved.result.items.map((l) => [l.price, l.approvedPrice, l.priceState])).toEqual([
      [54 * YUAN, 54 * YUAN, 'NORMAL'],
      [1 * YUAN, null, 'APPROVAL_PENDING'],
    ]);
    expect((await act('/order', 'SalesOrder', orderId, 'CONFIRM', saler)).result).toMatch(
      /^第2行 产品 SJ-R101-01 .* 单价 1\.00 (低于基准价 [\d.]+|没有基准价)，需销售总监审核价格$/,
    );
    expect(await reserved(orderId)).toEqual({});
    // Nothing of it may be delivered until it is approved and confirmed.
    const lines = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from sal_orders_items where doc_id = ${orderId} order by line_no`,
    );
    const early = await saler.post('/order/addOrUpdateProductStockOut', {
      outDate: today,
      customerId: kh001,
      warehouseId: f.ids.product,
      items: [{ productId: blue, orderLineId: lines[0].id, qty: 10 * KG }],
    });
    expect(early.result).toMatch(/^第1行：订单 XS\d+ 未确认或已完结，不能发货$/);

    // The director approves; 反审核 and a new price send the line back to review.
    expect((await act('/order', 'SalesOrder', orderId, 'AUDIT', director, approve)).resultCode).toBe('0');
    expect((await act('/order', 'SalesOrder', orderId, 'DISCARD', saler)).resultCode).toBe('0');
    const again = await detail<Row & { items: Row[] }>('/order', 'SalesOrder', orderId);
    expect(again.result.items.map((l) => l.priceState)).toEqual(['NORMAL', 'NORMAL']);
    await save(saler, '/order/addOrUpdateSalesOrder', {
      ...again.result,
      items: again.result.items.map((l, i) => (i === 1 ? { ...l, price: 2 * YUAN } : l)),
    });
    expect((await order(orderId)).lines.map((l) => l[3])).toEqual(['NORMAL', 'APPROVAL_PENDING']);
    const revoked = await queryRows<{ after: { lines: string[] } }>(
      t.database.db,
      sql`select after from audit_events where entity = 'sales-order' and action = 'PRICE-REVOKED'`,
    );
    expect(revoked[0].after.lines).toEqual(['第2行：正常的价格因单价 1.00 → 2.00重新待审核']);
    expect((await act('/order', 'SalesOrder', orderId, 'AUDIT', director, approve)).resultCode).toBe('0');

    // Confirmed: 120 kg of blue reserved, the batch expiring first first; nothing of red to hold.
    expect(await order(orderId)).toEqual({
      status: 'DELIVERY_PENDING',
      lines: [
        ['blue', 120, 0, 'NORMAL', false],
        ['red', 10, 0, 'NORMAL', false],
      ],
    });
    expect(await reserved(orderId)).toEqual({ [A]: 73, [B]: 47 });
    expect((await books()).balances).toEqual({ [A]: [100, 73], [B]: [47, 47] });
    // The store sees who holds the stock: the order, opening it.
    const holders = await f.store.post<Row[]>('/productStock/queryReserveList', { productId: blue });
    expect(
      holders.result.map((h) => [h.docTitle, h.docScreen, h.docId, h.batchNo, Number(h.qty) / KG]),
    ).toEqual([
      ['销售订单', '/salesOrder', orderId, A, 73],
      ['销售订单', '/salesOrder', orderId, B, 47],
    ]);
    const dealt = await queryRows<{ last_deal_date: string }>(
      t.database.db,
      sql`select last_deal_date from md_customers where id = ${kh001}`,
    );
    expect(dealt[0].last_deal_date).toBe(today);

    // Production's view (订单生产确认): no prices; what is open, held and short, per line.
    const view = await production.post<{ requestList: Row[] }>('/order/querySalesOrderConfirmList', {
      page: { pageIndex: 1, pageSize: 50 },
      queryParameterVo: { customerId: kh001 },
    });
    expect(view.resultCode, JSON.stringify(view)).toBe('0');
    expect(
      view.result.requestList.map((r) => [
        r.productId === blue ? 'blue' : 'red',
        ...['qty', 'openQty', 'reservedQty', 'shortQty', 'freeQty'].map((k) => Number(r[k]) / KG),
        r.productionState,
      ]),
    ).toEqual([
      ['blue', 120, 120, 120, 0, 27, 'PENDING'],
      ['red', 10, 10, 0, 10, 0, 'PENDING'],
    ]);
    expect(Object.keys(view.result.requestList[0])).not.toContain('price');

    // Production confirms it has planned the order; a salesperson may not.
    expect((await detail<Row>('/order', 'SalesOrder', orderId)).result.productionState).toBe('PENDING');
    expect((await saler.post('/order/confirmSalesOrderProduction', { ids: [orderId] })).resultCode).toBe(
      '10000003',
    );
    const planned = await production.post('/order/confirmSalesOrderProduction', { ids: [orderId] });
    expect(planned.result).toEqual({ count: 1 });
    expect((await detail<Row>('/order', 'SalesOrder', orderId)).result).toMatchObject({
      productionState: 'CONFIRMED',
      productionConfirmDate: today,
    });
    expect((await production.post('/order/confirmSalesOrderProduction', { ids: [orderId] })).result).toMatch(
      /不是待生产确认的订单$/,
    );
  });

  it('4. the first delivery: 60 kg FEFO, reviewed by the director, out by the store at the average', async () => {
    const draft = await saler.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
      link: 'order-delivery',
      sourceIds: [orderId],
    });
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    const blueLine = draft.result.items.find((l) => l.productId === blue)!;
    firstDelivery = await save(saler, '/order/addOrUpdateProductStockOut', {
      ...draft.result.values,
      outDate: today,
      receiver: '常州电池 仓库',
      items: [{ ...blueLine, qty: 60 * KG }],
    });
    const d = await detail<Row & { items: Row[] }>('/order', 'ProductStockOut', firstDelivery);
    expect(d.result.items.map((l) => [l.batchNo, Number(l.qty) / KG, l.salePrice])).toEqual([
      [B, 47, 54 * YUAN],
      [A, 13, 54 * YUAN],
    ]);
    // Waiting to go out, it is late by the company's calendar (Asia/Shanghai): from 16:00 UTC its
    // day is already the machine's tomorrow.
    const late = companyToday() > today ? 1 : 0;
    expect(d.result).toMatchObject({ saleAmount: 3240 * YUAN, promisedDate: today, delayDays: late });

    expect(
      (await act('/order', 'ProductStockOut', firstDelivery, 'AUDIT', f.store, approve)).resultCode,
    ).toBe('10000003');
    expect(
      (await act('/order', 'ProductStockOut', firstDelivery, 'AUDIT', director, approve)).resultCode,
    ).toBe('0');
    expect((await act('/order', 'ProductStockOut', firstDelivery, 'WAREHOUSE-OUT', saler)).resultCode).toBe(
      '10000003',
    );
    const out = await act('/order', 'ProductStockOut', firstDelivery, 'WAREHOUSE-OUT', f.store);
    expect(out.resultCode, JSON.stringify(out)).toBe('0');
    // 60 of 147 kg worth 6162 元: 6162 × 60 / 147 = 2515.10 元; left 87 kg, 3646.90 元.
    expect(await books()).toEqual({ balances: { [A]: [87, 60] }, cost: [87, 3_646.897_959] });
    expect(await order(orderId)).toEqual({
      status: 'OUT_PUT_WAREHOUSE',
      lines: [
        ['blue', 120, 60, 'NORMAL', false],
        ['red', 10, 0, 'NORMAL', false],
      ],
    });
    expect(await reserved(orderId)).toEqual({ [A]: 60 });
    const costed = await detail<{ items: Row[] }>('/order', 'ProductStockOut', firstDelivery, f.finance);
    expect(costed.result.items.map((l) => Number(l.amount))).toEqual([1_970_163_265, 544_938_776]);
  });

  it('5. the second delivery after the average moved: past the allowance refused, at its edge out', async () => {
    await receive([
      { batchNo: C, allocationId: f.ids.cpSlot3, qty: 50 * KG, price: 60 * YUAN, expiryDate: '21001231' },
    ]);
    const draft = await saler.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
      link: 'order-delivery',
      sourceIds: [orderId],
    });
    const blueLine = draft.result.items.find((l) => l.productId === blue)!;
    secondDelivery = await save(saler, '/order/addOrUpdateProductStockOut', {
      ...draft.result.values,
      outDate: today,
      items: [{ ...blueLine, qty: 67 * KG }],
    });
    expect(
      (await act('/order', 'ProductStockOut', secondDelivery, 'AUDIT', director, approve)).resultCode,
    ).toBe('0');
    const over = await act('/order', 'ProductStockOut', secondDelivery, 'WAREHOUSE-OUT', f.store);
    // 5% of the line's 120 kg may go over: 60 delivered, 66 more at most.
    expect(over.result).toMatch(/本次发货 67 kg，订单剩余 60 kg，超出允许的 5%/);
    expect((await books()).balances).toEqual({ [A]: [87, 60], [C]: [50, 0] });

    expect((await act('/order', 'ProductStockOut', secondDelivery, 'DISCARD', director)).resultCode).toBe(
      '0',
    );
    const d = await detail<Row & { items: Row[] }>('/order', 'ProductStockOut', secondDelivery);
    await save(saler, '/order/addOrUpdateProductStockOut', {
      ...d.result,
      items: [{ productId: blue, orderLineId: blueLine.orderLineId, qty: 66 * KG }],
    });
    expect(
      (await act('/order', 'ProductStockOut', secondDelivery, 'AUDIT', director, approve)).resultCode,
    ).toBe('0');
    const out = await act('/order', 'ProductStockOut', secondDelivery, 'WAREHOUSE-OUT', f.store);
    expect(out.resultCode, JSON.stringify(out)).toBe('0');
    // 87 kg, 3646.897959 元 + 50 kg at 60 = 137 kg, 6646.897959 元; 66 kg out (all of A, which
    // the order held and expires before C) at 3202.155221 元: 71 kg, 3444.742738 元 left.
    expect(await books()).toEqual({ balances: { [A]: [21, 0], [C]: [50, 0] }, cost: [71, 3444.742_738] });
    expect(await order(orderId)).toEqual({
      status: 'OUT_PUT_WAREHOUSE',
      lines: [
        ['blue', 120, 126, 'NORMAL', false],
        ['red', 10, 0, 'NORMAL', false],
      ],
    });
    expect(await reserved(orderId)).toEqual({});
  });

  it('6. a return of 20 kg of B comes back at the first delivery’s cost, and the order holds it again', async () => {
    const draft = await saler.post<{ values: Row; items: Row[] }>('/order/makeSalesReturnFrom', {
      link: 'delivery-return',
      sourceIds: [firstDelivery],
    });
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    const bLine = draft.result.items.find((l) => l.batchNo === B)!;
    const returnId = await save(saler, '/order/addOrUpdateSalesReturn', {
      ...draft.result.values,
      returnDate: today,
      reason: '包装破损',
      items: [{ ...bLine, qty: 20 * KG }],
    });
    expect((await act('/order', 'SalesReturn', returnId, 'AUDIT', director, approve)).resultCode).toBe('0');
    expect((await act('/order', 'SalesReturn', returnId, 'CONFIRM', saler)).resultCode).toBe('10000003');
    const confirmed = await act('/order', 'SalesReturn', returnId, 'CONFIRM', f.store);
    expect(confirmed.resultCode, JSON.stringify(confirmed)).toBe('0');
    // B's 47 kg left on the first delivery's line worth 1970.163265 元 (after A's 13 kg, at the
    // average of 6162 元 / 147 kg): 20 kg come back at its share, 1970.163265 × 20 / 47 =
    // 838.367347 元 — not today's average, nor 20 × its rounded unit cost (838.36734).
    const r = await detail<Row & { items: Row[] }>('/order', 'SalesReturn', returnId, f.finance);
    expect(r.result).toMatchObject({ status: 'RETURNED', totalAmount: 1080 * YUAN, costAmount: 838_367_347 });
    expect(await books()).toEqual({
      balances: { [A]: [21, 0], [B]: [20, 14], [C]: [50, 0] },
      cost: [91, 4283.110_085],
    });
    // Partly returned, the order reads what its lines say — 106 of 120 out — and keeps 出库 (issue 35 item 6).
    expect(await order(orderId)).toEqual({
      status: 'OUT_PUT_WAREHOUSE',
      lines: [
        ['blue', 120, 106, 'NORMAL', false],
        ['red', 10, 0, 'NORMAL', false],
      ],
    });
    expect(await reserved(orderId)).toEqual({ [B]: 14 });

    // Never more than went out on that line: 27 of B's 47 are left to return.
    const more = await save(saler, '/order/addOrUpdateSalesReturn', {
      ...draft.result.values,
      returnDate: today,
      reason: '再退',
      items: [{ ...bLine, qty: 28 * KG }],
    });
    await act('/order', 'SalesReturn', more, 'AUDIT', director, approve);
    expect((await act('/order', 'SalesReturn', more, 'CONFIRM', f.store)).result).toMatch(/出库单剩余 27 kg/);
  });

  it('7. 完结 (整单关闭) closes what is left and releases it; 重新打开 holds it again', async () => {
    expect((await act('/order', 'SalesOrder', orderId, 'CANCEL', saler)).result).toBe(
      '当前状态不能执行「取消订单」',
    );
    expect((await close(orderId, true)).result).toEqual({ id: orderId, status: 'DONE' });
    expect((await order(orderId)).lines.map((l) => l[4])).toEqual([true, true]);
    expect(await reserved(orderId)).toEqual({});
    expect((await books()).balances).toEqual({ [A]: [21, 0], [B]: [20, 0], [C]: [50, 0] });

    // 整单重新打开: the returned 14 kg is open (and held) again; the roll-up says 已出库.
    expect((await close(orderId, false)).result).toEqual({ id: orderId, status: 'OUT_PUT_WAREHOUSE' });
    expect(await reserved(orderId)).toEqual({ [B]: 14 });
    expect((await close(orderId, true)).resultCode).toBe('0');
    expect(await reserved(orderId)).toEqual({});
  });

  it('8. who sees the order: its salesperson, not another; production without prices', async () => {
    expect((await detail('/order', 'SalesOrder', orderId, saler2)).resultCode).toBe('10000004');
    const list = await saler2.post<{ requestList: Row[] }>('/order/querySalesOrderPageList', {
      page: { pageIndex: 1, pageSize: 50 },
      queryParameterVo: {},
    });
    expect(list.result.requestList.map((r) => r.id)).not.toContain(orderId);
    const seen = await detail<Row & { items: Row[] }>('/order', 'SalesOrder', orderId, production);
    expect(seen.resultCode).toBe('0');
    expect(seen.result.totalAmount).toBeUndefined();
    expect(seen.result.items[0].price).toBeUndefined();
    expect(seen.result.items[0].qty).toBe(120 * KG);
    expect((await close(orderId, false, production)).resultCode).toBe('10000003');
  });
});

describe('sales orders and deliveries racing for the same stock', () => {
  const R = 'XS-R';
  async function redOrder(client: ApiClient) {
    return save(client, '/order/addOrUpdateSalesOrder', {
      customerId: kh001,
      orderDate: today,
      deliveryDate: today,
      warehouseId: f.ids.product,
      currencyId: cny,
      items: [{ productId: red, qty: 1 * KG, price: 1000 * YUAN }],
    });
  }
  const redBalance = async () =>
    (await balancesOf(t, red, 'PRODUCT'))[`${R}@${f.ids.product}/${f.ids.cpSlot1}`];

  it('9. a confirmed order cancelled gives its reservation back', async () => {
    const saved = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
      inDate: today,
      warehouseId: f.ids.product,
      items: [{ productId: red, batchNo: R, allocationId: f.ids.cpSlot1, qty: 10 * KG, price: 30 * YUAN }],
    });
    await act('/productWarehouse', 'ProductIn', saved.result.id, 'WAREHOUSE-IN', f.store);
    const id = await redOrder(saler);
    expect((await act('/order', 'SalesOrder', id, 'CONFIRM', saler)).resultCode).toBe('0');
    expect(await reserved(id)).toEqual({ [R]: 1 });
    expect((await act('/order', 'SalesOrder', id, 'CANCEL', saler)).resultCode).toBe('0');
    expect(await reserved(id)).toEqual({});
    expect((await detail<Row>('/order', 'SalesOrder', id)).result.status).toBe('DISCARDED');
    expect(await redBalance()).toEqual([10, 0]);
  });

  it('10. twelve orders of 1 kg confirmed at once against 10 kg hold exactly 10; ten deliveries out at once', async () => {
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await redOrder(saler));
    const confirmed = await Promise.all(ids.map((id) => act('/order', 'SalesOrder', id, 'CONFIRM', saler)));
    expect(confirmed.map((r) => r.resultCode)).toEqual(ids.map(() => '0'));
    const held = await Promise.all(ids.map((id) => reserved(id)));
    expect(held.reduce((s, h) => s + (h[R] ?? 0), 0)).toBe(10);
    expect(await redBalance()).toEqual([10, 10]);

    const holding = ids.filter((_, i) => held[i][R] === 1);
    const deliveries = [];
    for (const id of holding) {
      const draft = await saler.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
        link: 'order-delivery',
        sourceIds: [id],
      });
      const delivery = await save(saler, '/order/addOrUpdateProductStockOut', {
        ...draft.result.values,
        outDate: today,
        items: draft.result.items,
      });
      await act('/order', 'ProductStockOut', delivery, 'AUDIT', director, approve);
      deliveries.push(delivery);
    }
    const outs = await Promise.all(
      deliveries.map((d) => act('/order', 'ProductStockOut', d, 'WAREHOUSE-OUT', f.store)),
    );
    expect(outs.map((r) => r.resultCode)).toEqual(deliveries.map(() => '0'));
    expect(await redBalance()).toBeUndefined(); // nothing left on the key
    await assertLedger(t, red, 'PRODUCT');
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
    // The two orders left without stock hold nothing and still wait for all of theirs.
    for (const id of ids.filter((i) => !holding.includes(i)))
      expect(await order(id)).toEqual({
        status: 'DELIVERY_PENDING',
        lines: [['red', 1, 0, 'NORMAL', false]],
      });
  });
});

describe('materials sold as they are (物料销售出库)', () => {
  it('11. picks the batch expiring first, in dollars at the month’s rate, and issues at the average', async () => {
    const usd = await one(sql`select id from md_currencies where code = 'USD'`);
    const saved = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: today,
      warehouseId: f.ids.raw,
      items: [
        { materielId: f.ids.red, batchNo: 'WX-1', qty: 30 * KG, price: 12 * YUAN, expiryDate: '20991231' },
        { materielId: f.ids.red, batchNo: 'WX-2', qty: 30 * KG, price: 14 * YUAN, expiryDate: '20981231' },
      ],
    });
    await act('/warehouse', 'MaterialIn', saved.result.id, 'WAREHOUSE-IN', f.store);
    const refused = await f.store.post('/order/addOrUpdateMaterielStockOut', {
      outDate: today,
      customerId: kh001,
      warehouseId: f.ids.raw,
      currencyId: usd,
      items: [{ materielId: f.ids.red, qty: 40 * KG, salePrice: 3 * YUAN }],
    });
    expect(refused.resultCode).toBe('10000003');
    const short = await saler.post('/order/addOrUpdateMaterielStockOut', {
      outDate: today,
      customerId: kh001,
      warehouseId: f.ids.raw,
      currencyId: usd,
      items: [{ materielId: f.ids.red, qty: 61 * KG, salePrice: 3 * YUAN }],
    });
    expect(short.result).toMatch(/^可用库存不足：YL-PR101 .* 可用 60，需 61，缺 1$/);
    const id = await save(saler, '/order/addOrUpdateMaterielStockOut', {
      outDate: today,
      customerId: kh001,
      warehouseId: f.ids.raw,
      currencyId: usd,
      items: [{ materielId: f.ids.red, qty: 40 * KG, salePrice: 3 * YUAN }],
    });
    const d = await detail<Row & { items: Row[] }>('/order', 'MaterielStockOut', id);
    const rate = Number(d.result.exchangeRate);
    expect(rate).toBeGreaterThan(60_000);
    // 40 kg at 3 USD = 120 USD; in 元 at the month's rate, rounded once.
    expect(d.result).toMatchObject({ saleAmount: 120 * YUAN, saleAmountCny: 120 * rate * 100 });
    expect(d.result.items.map((l) => [l.batchNo, Number(l.qty) / KG])).toEqual([
      ['WX-2', 30],
      ['WX-1', 10],
    ]);
    await act('/order', 'MaterielStockOut', id, 'AUDIT', director, approve);
    expect((await act('/order', 'MaterielStockOut', id, 'WAREHOUSE-OUT', f.store)).resultCode).toBe('0');
    await assertLedger(t, f.ids.red, 'MATERIAL');
    const costed = await detail<{ items: Row[] }>('/order', 'MaterielStockOut', id, f.finance);
    // 60 kg worth 780 元 (13 元/kg): 30 kg out at 390, 10 kg at 130.
    expect(costed.result.items.map((l) => Number(l.amount))).toEqual([390 * YUAN, 130 * YUAN]);
    expect(await costOf(t, f.ids.red, 'MATERIAL')).toEqual([20, 260]);
  });
});
