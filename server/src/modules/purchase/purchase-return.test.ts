import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  assertLedger,
  balancesOf,
  costOf,
  KG,
  materialFixture,
  YUAN,
} from '../inventory/testing/material-fixture.ts';

/**
 * 采购退货 (issue 17): after a partial receipt, part of a batch goes back to the supplier at the cost
 * it came in (not the moving average), the order line's received quantity drops so it can be
 * received again, the order reads 已退货 until it is, and the re-receipt completes the order.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let purchaser: ApiClient;
let manager: ApiClient;
let orderId: number;
let inId: number;
let returnId: number;

interface Line {
  id: number;
  qty: number;
  price?: number | null;
  amount?: number | null;
  acceptedQty?: number | null;
  inQty?: number | null;
  returnedQty?: number | null;
  warehouseInLineId?: number | null;
  purchaseOrderLineId?: number | null;
  batchNo?: string | null;
}
interface Doc {
  id: number;
  version: number;
  status: string;
  number: string;
  items: Line[];
  [field: string]: unknown;
}

const detail = async (url: string, id: number, client: ApiClient = f.admin) =>
  (await client.get<Doc>(url, { id: String(id) })).result;
const order = () => detail('/purchase/queryPurchaseOrderDetail', orderId);
const kg = (n: number | null | undefined) => Number(n ?? 0) / KG;

async function act(
  client: ApiClient,
  prefix: string,
  name: string,
  id: number,
  action: string,
  status?: string,
) {
  const { version } = await detail(`${prefix}/query${name}Detail`, id);
  return client.post<{ id: number; status: string }>(`${prefix}/change${name}State`, {
    id,
    version,
    action,
    ...(status ? { status } : {}),
  });
}

/** Goods of the order accepted and put in (batch, kg): the warehouse-in's id. */
async function receive(batchNo: string, qty: number, date: string) {
  const o = await order();
  const acc = await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
    acceptDate: date,
    supplierId: f.ids.supplier,
    warehouseId: f.ids.raw,
    purchaseOrderId: orderId,
    items: [{ materielId: f.ids.red, batchNo, qty: qty * KG, purchaseOrderLineId: o.items[0].id }],
  });
  expect(acc.resultCode, JSON.stringify(acc)).toBe('0');
  const ok = await act(f.store, '/acceptanceCheck', 'Acceptance', acc.result.id, 'ACCEPT-QUALIFIED');
  expect(ok.resultCode, JSON.stringify(ok)).toBe('0');
  const saved = await f.store.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
    inDate: date,
    warehouseId: f.ids.raw,
    acceptanceId: acc.result.id,
    items: [],
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const posted = await act(f.store, '/warehouse', 'MaterialIn', saved.result.id, 'WAREHOUSE-IN');
  expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
  return saved.result.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  purchaser = new ApiClient(t.app);
  manager = new ApiClient(t.app);
  expect((await purchaser.login('purchaser', 'demo1234')).resultCode).toBe('0');
  expect((await manager.login('purchasingmanager', 'demo1234')).resultCode).toBe('0');
  // 100 kg of red already in stock at 20 元: the average will not be what the order's goods cost.
  const old = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
    inDate: '20260901',
    warehouseId: f.ids.raw,
    items: [{ materielId: f.ids.red, batchNo: 'R-0', qty: 100 * KG, price: 20 * YUAN }],
  });
  await act(f.store, '/warehouse', 'MaterialIn', old.result.id, 'WAREHOUSE-IN');
  // 200 kg ordered at 12 元 (no approved price: the manager reviews it), placed.
  const saved = await purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseOrder', {
    orderDate: '20260902',
    supplierId: f.ids.supplier,
    items: [{ materielId: f.ids.red, qty: 200 * KG, price: 12 * YUAN }],
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  orderId = saved.result.id;
  await manager.post('/purchase/reviewPurchaseOrderPrices', {
    id: orderId,
    version: (await order()).version,
    approved: true,
  });
  expect((await act(purchaser, '/purchase', 'PurchaseOrder', orderId, 'ORDER-PLACE')).resultCode).toBe('0');
}, 60_000);
afterAll(() => t.close());

describe('a purchase return after a partial receipt, and the re-receipt', () => {
  it('1. 150 of 200 kg received at the order price: 已入库', async () => {
    inId = await receive('R-1', 150, '20260905');
    const o = await order();
    expect(o.status).toBe('IN_PUT_WAREHOUSE');
    expect(o.items.map((l) => [kg(l.acceptedQty), kg(l.inQty)])).toEqual([[150, 150]]);
    expect(await costOf(t, f.ids.red)).toEqual([250, 3_800]);
  });

  it('2. purchasing pushes a return of 50 kg from the warehouse-in line; the price is the one it came in at', async () => {
    const draft = await purchaser.post<{ values: Record<string, unknown>; items: Line[] }>(
      '/purchase/makePurchaseReturnFrom',
      { link: 'in-return', sourceIds: [inId] },
    );
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    expect(draft.result.values.warehouseId).toBe(f.ids.raw);
    const [line] = draft.result.items;
    expect([kg(line.qty), line.batchNo, line.price]).toEqual([150, 'R-1', 12 * YUAN]);
    // The store does not make returns.
    const body = {
      returnDate: '20260906',
      supplierId: f.ids.supplier,
      warehouseId: f.ids.raw,
      reason: '部分包装破损',
      // A price keyed on the form is not taken: the warehouse-in line's is.
      items: [{ ...line, qty: 50 * KG, price: 1 * YUAN }],
    };
    expect((await f.store.post('/purchase/addOrUpdatePurchaseReturn', body)).resultCode).toBe('10000003');
    const saved = await purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseReturn', body);
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    returnId = saved.result.id;
    const r = await detail('/purchase/queryPurchaseReturnDetail', returnId);
    expect(r.status).toBe('APPROVAL_PENDING');
    expect(r.totalAmount).toBe(600 * YUAN);
    expect(r.items.map((l) => [kg(l.qty), l.price, l.amount, l.batchNo])).toEqual([
      [50, 12 * YUAN, 600 * YUAN, 'R-1'],
    ]);
    const o = await order();
    expect(r.items[0].purchaseOrderLineId).toBe(o.items[0].id);
    // Nothing moves before the return is posted.
    expect(await costOf(t, f.ids.red)).toEqual([250, 3_800]);
  });

  it('3. the purchasing manager reviews; the store sends the goods back at the cost they came in', async () => {
    const audit = (c: ApiClient) =>
      act(c, '/purchase', 'PurchaseReturn', returnId, 'AUDIT', 'APPROVAL_APPROVED');
    expect((await audit(purchaser)).resultCode).toBe('10000003');
    expect((await audit(manager)).result).toEqual({ id: returnId, status: 'RETURN_PENDING' });
    expect(
      (await act(purchaser, '/purchase', 'PurchaseReturn', returnId, 'WAREHOUSE-RETURN')).resultCode,
    ).toBe('10000003');
    const posted = await act(f.store, '/purchase', 'PurchaseReturn', returnId, 'WAREHOUSE-RETURN');
    expect(posted.result).toEqual({ id: returnId, status: 'RETURNED' });
    // 50 kg out at 12 元 = 600 元, not at the average of 15.20 (760 元).
    const moves = await queryRows<{ qty: string; value: string; batch_no: string; business_date: string }>(
      t.database.db,
      sql`select qty, value, batch_no, business_date from stock_moves where doc_key = 'purchase-return' and doc_id = ${returnId}`,
    );
    expect(
      moves.map((m) => [Number(m.qty) / KG, Number(m.value) / YUAN, m.batch_no, m.business_date]),
    ).toEqual([[-50, -600, 'R-1', '20260906']]);
    expect(await costOf(t, f.ids.red)).toEqual([200, 3_200]);
    expect(await balancesOf(t, f.ids.red)).toEqual({
      [`R-0@${f.ids.raw}/0`]: [100, 0],
      [`R-1@${f.ids.raw}/0`]: [100, 0],
    });
    // Counted on the warehouse-in line, taken back off the order line: half of it is still in, so
    // the order reads 已入库 (received in part) and takes the 50 kg again (issue 35 item 6).
    const inDoc = await detail('/warehouse/queryMaterialInDetail', inId);
    expect(inDoc.items.map((l) => kg(l.returnedQty))).toEqual([50]);
    const o = await order();
    expect(o.status).toBe('IN_PUT_WAREHOUSE');
    expect(o.items.map((l) => [kg(l.acceptedQty), kg(l.inQty)])).toEqual([[100, 100]]);
    await assertLedger(t, f.ids.red);
  });

  it('4. no more than came in goes back, and a warehouse-in with a return is not red-flushed', async () => {
    const inDoc = await detail('/warehouse/queryMaterialInDetail', inId);
    const more = await purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseReturn', {
      returnDate: '20260907',
      supplierId: f.ids.supplier,
      warehouseId: f.ids.raw,
      items: [{ materielId: f.ids.red, qty: 100 * KG + 1000, warehouseInLineId: inDoc.items[0].id }],
    });
    expect(more.resultCode, JSON.stringify(more)).toBe('0');
    await act(manager, '/purchase', 'PurchaseReturn', more.result.id, 'AUDIT', 'APPROVAL_APPROVED');
    const refused = await act(f.store, '/purchase', 'PurchaseReturn', more.result.id, 'WAREHOUSE-RETURN');
    expect(refused.result).toBe(
      '第1行：YL-PR101 氧化铁红 PR101 本次退货 100.001 kg，入库单剩余 100 kg，超出允许的 0%',
    );
    const flush = await act(f.store, '/warehouse', 'MaterialIn', inId, 'RED-FLUSH');
    expect(flush.result).toBe('入库单已有采购退货，不能红冲');
    expect(await costOf(t, f.ids.red)).toEqual([200, 3_200]);
  });

  it('5. the 50 kg are received again and the rest arrives: the order is 已完成', async () => {
    // 10 kg of the next delivery fail their acceptance first.
    const o1 = await order();
    const bad = await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
      acceptDate: '20260909',
      supplierId: f.ids.supplier,
      warehouseId: f.ids.raw,
      purchaseOrderId: orderId,
      items: [{ materielId: f.ids.red, batchNo: 'R-X', qty: 10 * KG }],
    });
    expect(bad.resultCode, JSON.stringify(bad)).toBe('0');
    expect(
      (await act(f.store, '/acceptanceCheck', 'Acceptance', bad.result.id, 'ACCEPT-UNQUALIFIED')).resultCode,
    ).toBe('0');
    expect((await order()).items.map((l) => kg(l.acceptedQty))).toEqual([kg(o1.items[0].acceptedQty)]);
    await receive('R-2', 100, '20260910');
    const o = await order();
    expect(o.status).toBe('DONE');
    expect(o.items.map((l) => [kg(l.acceptedQty), kg(l.inQty)])).toEqual([[200, 200]]);
    expect(await costOf(t, f.ids.red)).toEqual([300, 4_400]);
    await assertLedger(t, f.ids.red);
  });

  it('6. the warehouse and quality view of the order and the order summary tell the whole story', async () => {
    const rows = async (client: ApiClient, url: string, filters: Record<string, unknown>) => {
      const res = await client.post<{
        requestList: Record<string, unknown>[];
        totals?: Record<string, unknown>;
      }>(url, { page: { pageIndex: 1, pageSize: 25 }, queryParameterVo: filters });
      expect(res.resultCode, JSON.stringify(res)).toBe('0');
      return res.result.requestList;
    };
    const quantities = (r: Record<string, unknown>) =>
      ['qty', 'acceptedQty', 'rejectedQty', 'putInQty', 'returnedQty', 'openQty'].map((k) =>
        kg(Number(r[k])),
      );
    const o = await order();
    const [byOrder] = await rows(f.quality, '/purchase/queryPurchaseOrderWarehouseQualityList', {
      number: o.number,
    });
    expect([byOrder.number, byOrder.statusLabel, byOrder.supplierLabel]).toEqual([
      o.number,
      '已完成',
      'GYS001 江苏双乐颜料股份有限公司',
    ]);
    // Ordered 200; accepted 150 + 100, 10 rejected; put in 250, 50 of them sent back; nothing open.
    expect(quantities(byOrder)).toEqual([200, 250, 10, 250, 50, 0]);
    const lines = await rows(f.quality, '/purchase/queryPurchaseOrderWarehouseQualityDetailList', {
      orderId,
    });
    expect(lines.map((l) => [l.lineNo, l.materielLabel, ...quantities(l)])).toEqual([
      [1, 'YL-PR101 氧化铁红 PR101', 200, 250, 10, 250, 50, 0],
    ]);
    const summary = await rows(purchaser, '/purchase/queryPurchaseOrderSummaryList', {
      supplierId: f.ids.supplier,
      materielId: f.ids.red,
    });
    expect(
      summary.map((r) => [r.orders, kg(Number(r.qty)), Number(r.amount) / YUAN, kg(Number(r.inQty))]),
    ).toEqual([[1, 200, 2_400, 200]]);
    // The store has no summary (its menu does not hold it), and quality sees no amounts.
    expect((await f.store.post('/purchase/queryPurchaseOrderSummaryList', {})).resultCode).toBe('10000003');
  });
});
