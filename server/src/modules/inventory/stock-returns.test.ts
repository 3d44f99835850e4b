import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assertLedger, costOf, KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * Issue 27 fault 1: what comes back takes its share of the cost it left with (DESIGN §5a). A
 * return of q of a line of Q takes round(line value × q / Q), and the return that completes the
 * line takes the rest of its value — never qty × a rounded unit cost — so a full return, in one
 * go or in parts, puts back exactly what went out: the stock reads the same value as before the
 * delivery, and 毛利 nets to zero. The same on the purchase side, against the warehouse-in line.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
let director: ApiClient;
let purchaser: ApiClient;
let manager: ApiClient;
const ids: Record<string, number> = {};
const today = companyToday();
type Row = Record<string, unknown>;
type Doc = Row & { id: number; version: number; items: Row[] };

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
  ok(await f.admin.get<Doc>(`${prefix}/query${name}Detail`, { id: String(id) }));
async function act(prefix: string, name: string, id: number, action: string, by: ApiClient, extra: Row = {}) {
  const { version } = await detail(prefix, name, id);
  return ok(await by.post<Row>(`${prefix}/change${name}State`, { id, version, action, ...extra }));
}
const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };

/** What the document's stock moves moved, in 元 ×1e6 (+ in, − out). */
const movedBy = async (docKey: string, docId: number) =>
  Number(
    (
      await queryRows<{ v: string }>(
        t.database.db,
        sql`select coalesce(sum(value), 0)::text as v from stock_moves where doc_key = ${docKey} and doc_id = ${docId}`,
      )
    )[0].v,
  );

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [saler, director, purchaser, manager] = await Promise.all(
    ['saler', 'salederictor', 'purchaser', 'purchasingmanager'].map(login),
  );
  ids.kh1 = await one(sql`select id from md_customers where code = 'KH001'`);
  ids.cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  // A product and a material the demo never stocked: their values are exactly what this test moves.
  ids.cnt = await one(sql`select id from md_products where code = 'CNT-SW-04'`);
  ids.zj = await one(sql`select id from md_materiels where code = 'ZJ-FF'`);
  await t.database.db.execute(sql`update md_customers set credit_limit = null where id = ${ids.kh1}`);
}, 120_000);
afterAll(() => t.close());

describe('a sales return brings back its share of the delivery line’s cost', () => {
  let orderId: number;

  /** 3 kg delivered on the order: the delivery's one line. */
  async function deliver() {
    const orderLine = (await detail('/order', 'SalesOrder', orderId)).items[0];
    const { id } = ok(
      await saler.post<{ id: number }>('/order/addOrUpdateProductStockOut', {
        outDate: today,
        customerId: ids.kh1,
        warehouseId: f.ids.product,
        items: [{ orderLineId: orderLine.id, productId: ids.cnt, qty: 3 * KG }],
      }),
    );
    await act('/order', 'ProductStockOut', id, 'AUDIT', director, approve);
    await act('/order', 'ProductStockOut', id, 'WAREHOUSE-OUT', f.store);
    const lines = (await detail('/order', 'ProductStockOut', id)).items;
    expect(lines).toHaveLength(1);
    return { id, line: lines[0] };
  }

  /** A return of kg of the delivery line, reviewed: its id and the cost its lines show before 确认退货. */
  async function approvedReturn(deliveryLineId: number, kgs: number[]) {
    const { id } = ok(
      await saler.post<{ id: number }>('/order/addOrUpdateSalesReturn', {
        returnDate: today,
        customerId: ids.kh1,
        warehouseId: f.ids.product,
        reason: '客户退货',
        items: kgs.map((kg) => ({ deliveryLineId, productId: ids.cnt, qty: kg * KG })),
      }),
    );
    await act('/order', 'SalesReturn', id, 'AUDIT', director, approve);
    return { id, shown: (await detail('/order', 'SalesReturn', id)).items.map((l) => l.costAmount) };
  }

  /** A return of kg of the delivery line, confirmed: its cost amount as the return reads it. */
  async function giveBack(deliveryLineId: number, kgs: number[]) {
    const { id, shown } = await approvedReturn(deliveryLineId, kgs);
    expect(await act('/order', 'SalesReturn', id, 'CONFIRM', f.store)).toEqual({ id, status: 'RETURNED' });
    const r = await detail('/order', 'SalesReturn', id);
    expect(r.costAmount).toBe(await movedBy('sales-return', id));
    const lines = r.items.map((l) => l.costAmount);
    // The form showed before 确认退货 what 确认退货 put back.
    expect(shown).toEqual(lines);
    return { id, costAmount: r.costAmount, lines };
  }

  /** 毛利分析 of the product today: the one row's quantities and figures. */
  async function grossProfit() {
    const page = ok(
      await f.finance.post<{ requestList: Row[] }>('/finance/queryGrossProfitList', {
        page: { pageIndex: 1, pageSize: 50 },
        queryParameterVo: { outDateStart: today, outDateEnd: today, productId: ids.cnt },
      }),
    );
    expect(page.requestList).toHaveLength(1);
    const keys = [
      'deliveredQty',
      'returnedQty',
      'netQty',
      'costAmount',
      'returnedCost',
      'netCost',
      'grossProfit',
    ];
    return Object.fromEntries(keys.map((k) => [k, Number(page.requestList[0][k])]));
  }

  it('3 kg @ 10 and 4 kg @ 11 in: 7 kg worth 74 元; 3 kg out at 31.714286 元', async () => {
    const { id } = ok(
      await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
        inDate: today,
        warehouseId: f.ids.product,
        items: [
          { productId: ids.cnt, batchNo: 'RT-1', qty: 3 * KG, price: 10 * YUAN },
          { productId: ids.cnt, batchNo: 'RT-1', qty: 4 * KG, price: 11 * YUAN },
        ],
      }),
    );
    await act('/productWarehouse', 'ProductIn', id, 'WAREHOUSE-IN', f.store);
    expect(await costOf(t, ids.cnt, 'PRODUCT')).toEqual([7, 74]);
    orderId = ok(
      await saler.post<{ id: number }>('/order/addOrUpdateSalesOrder', {
        orderDate: today,
        customerId: ids.kh1,
        warehouseId: f.ids.product,
        deliveryDate: today,
        currencyId: ids.cny,
        items: [{ productId: ids.cnt, qty: 3 * KG, price: 330 * YUAN }],
      }),
    ).id;
    await act('/order', 'SalesOrder', orderId, 'CONFIRM', saler);
  });

  it('all 3 kg back in one return: exactly the 31.714286 元 that went out, 74 元 again, no profit', async () => {
    const d = await deliver();
    // 74 × 3 / 7 = 31.7142857…: rounded once; its unit cost 10.571429 × 3 would be 31.714287.
    expect([d.line.amount, d.line.price]).toEqual([31_714_286, 10_571_429]);
    expect(await costOf(t, ids.cnt, 'PRODUCT')).toEqual([4, 42.285_714]);
    const back = await giveBack(d.line.id as number, [3]);
    expect(back.costAmount).toBe(31_714_286);
    expect(await costOf(t, ids.cnt, 'PRODUCT')).toEqual([7, 74]);
    await assertLedger(t, ids.cnt, 'PRODUCT');
    expect(await grossProfit()).toEqual({
      deliveredQty: 3 * KG,
      returnedQty: 3 * KG,
      netQty: 0,
      costAmount: 31_714_286,
      returnedCost: 31_714_286,
      netCost: 0,
      grossProfit: 0,
    });
  });

  it('delivered again and returned 1 kg, then 1 kg + 1 kg on one return: the last kg takes the rest', async () => {
    const d = await deliver();
    expect(d.line.amount).toBe(31_714_286);
    // 31.714286 × 1 / 3 = 10.5714286…: 10.571429 for the first two kg, 10.571428 left for the last.
    const first = await giveBack(d.line.id as number, [1]);
    expect(first.costAmount).toBe(10_571_429);
    expect(await costOf(t, ids.cnt, 'PRODUCT')).toEqual([5, 52.857_143]);
    const rest = await giveBack(d.line.id as number, [1, 1]);
    expect(rest.lines).toEqual([10_571_429, 10_571_428]);
    expect(await costOf(t, ids.cnt, 'PRODUCT')).toEqual([7, 74]);
    await assertLedger(t, ids.cnt, 'PRODUCT');
    expect(await grossProfit()).toEqual({
      deliveredQty: 6 * KG,
      returnedQty: 6 * KG,
      netQty: 0,
      costAmount: 63_428_572,
      returnedCost: 63_428_572,
      netCost: 0,
      grossProfit: 0,
    });
  });

  it('two returns of the last 2 kg confirmed at once: only one takes the rest, 74 元 again', async () => {
    const d = await deliver();
    await giveBack(d.line.id as number, [1]);
    const [a, b] = [
      await approvedReturn(d.line.id as number, [1]),
      await approvedReturn(d.line.id as number, [1]),
    ];
    // Each alone would be the last kg but for the other: the form shows the share of 1 kg, 10.571429.
    expect([a.shown, b.shown]).toEqual([[10_571_429], [10_571_429]]);
    const confirm = async (id: number) => {
      const { version } = await detail('/order', 'SalesReturn', id);
      return f.store.post<Row>('/order/changeSalesReturnState', { id, version, action: 'CONFIRM' });
    };
    const results = await Promise.all([confirm(a.id), confirm(b.id)]);
    expect(results.map((r) => r.resultCode)).toEqual(['0', '0']);
    const taken = [await movedBy('sales-return', a.id), await movedBy('sales-return', b.id)].sort();
    expect(taken).toEqual([10_571_428, 10_571_429]);
    expect(await costOf(t, ids.cnt, 'PRODUCT')).toEqual([7, 74]);
    await assertLedger(t, ids.cnt, 'PRODUCT');
  });
});

describe('a purchase return takes its share of the warehouse-in line’s value', () => {
  let line: Row;

  /** A purchase return of kg of the warehouse-in line, sent back: its lines' amounts. */
  async function sendBack(kgs: number[]) {
    const { id } = ok(
      await purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseReturn', {
        returnDate: today,
        supplierId: f.ids.supplier,
        warehouseId: f.ids.raw,
        reason: '质量问题',
        items: kgs.map((kg) => ({ warehouseInLineId: line.id, materielId: ids.zj, qty: kg * KG })),
      }),
    );
    await act('/purchase', 'PurchaseReturn', id, 'AUDIT', manager, approve);
    const shown = (await detail('/purchase', 'PurchaseReturn', id)).items.map((l) => l.amount);
    expect(await act('/purchase', 'PurchaseReturn', id, 'WAREHOUSE-RETURN', f.store)).toEqual({
      id,
      status: 'RETURNED',
    });
    const r = await detail('/purchase', 'PurchaseReturn', id);
    expect(r.totalAmount).toBe(-(await movedBy('purchase-return', id)));
    // The form showed before 退货 what 退货 took.
    expect(shown).toEqual(r.items.map((l) => l.amount));
    return r.items.map((l) => l.amount);
  }

  it('3 kg @ 10.000001 and 4 kg @ 11 in: 7 kg worth 74.000003 元', async () => {
    const { id } = ok(
      await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
        inDate: today,
        warehouseId: f.ids.raw,
        items: [
          { materielId: ids.zj, batchNo: 'PR-1', qty: 3 * KG, price: 10_000_001 },
          { materielId: ids.zj, batchNo: 'PR-2', qty: 4 * KG, price: 11 * YUAN },
        ],
      }),
    );
    await act('/warehouse', 'MaterialIn', id, 'WAREHOUSE-IN', f.store);
    [line] = (await detail('/warehouse', 'MaterialIn', id)).items;
    expect(line.amount).toBe(30_000_003);
    expect(await costOf(t, ids.zj)).toEqual([7, 74.000_003]);
  });

  it('1 kg, then 0.5 kg + 1.5 kg of the first line go back: 30.000003 元 in all, 44 元 left', async () => {
    // 30.000003 × 1 / 3 = 10.000001; × 0.5 / 3 = 5.0000005 → 5.000001; the last 1.5 kg take the rest.
    expect(await sendBack([1])).toEqual([10_000_001]);
    expect(await costOf(t, ids.zj)).toEqual([6, 64.000_002]);
    expect(await sendBack([0.5, 1.5])).toEqual([5_000_001, 15_000_001]);
    // Priced at qty × 10.000001 the parts would have been 5.000001 + 15.000002: 43.999999 left.
    expect(await costOf(t, ids.zj)).toEqual([4, 44]);
    await assertLedger(t, ids.zj);
  });
});
