import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * 采购审核, 采购入库汇总 and 采购申请汇总 (issue 17) on a small history of their own: what waits for
 * whose review (each row opening its record), what came in and went back at the order's price,
 * what each department asked for, got approved and ordered — and who may read them.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
const c: Record<string, ApiClient> = {};
let gys3: number;
let orderId: number;
let manualId: number;
let applyId: number;
let pendingApply: number;
let requestId: number;

type Row = Record<string, unknown>;
interface Page {
  requestList: Row[];
  totals?: Row;
}
const detail = async (url: string, id: number) =>
  (await f.admin.get<{ version: number; items: { id: number }[] }>(url, { id: String(id) })).result;
const order = (id: number) => detail('/purchase/queryPurchaseOrderDetail', id);

async function list(client: ApiClient, name: string, filters: Row = {}) {
  return client.post<Page>(`/purchase/query${name}List`, {
    page: { pageIndex: 1, pageSize: 100 },
    queryParameterVo: filters,
  });
}

async function state(client: ApiClient, name: string, id: number, action: string, status?: string) {
  const { version } = await detail(`/purchase/query${name}Detail`, id);
  const res = await client.post(`/purchase/change${name}State`, { id, version, action, status });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
}

/** Goods of an order line accepted by quality and put in by the store. */
async function receive(lineId: number, batchNo: string, qty: number, date: string) {
  const acc = await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
    acceptDate: date,
    supplierId: gys3,
    warehouseId: f.ids.raw,
    items: [{ materielId: f.ids.red, batchNo, qty: qty * KG, purchaseOrderLineId: lineId }],
  });
  await c.qualityinspector.post('/acceptanceCheck/changeAcceptanceState', {
    id: acc.result.id,
    version: 1,
    action: 'ACCEPT-QUALIFIED',
  });
  const inDoc = await f.store.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
    inDate: date,
    warehouseId: f.ids.raw,
    acceptanceId: acc.result.id,
    items: [],
  });
  const posted = await f.store.post('/warehouse/changeMaterialInState', {
    id: inDoc.result.id,
    version: 1,
    action: 'WAREHOUSE-IN',
  });
  expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
  return inDoc.result.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  for (const user of [
    'purchaser',
    'purchasingmanager',
    'purchasingdirector',
    'qualityinspector',
    'storemanager',
    'bigboss',
    'saler',
  ]) {
    c[user] = new ApiClient(t.app);
    expect((await c[user].login(user, 'demo1234')).resultCode).toBe('0');
  }
  [{ id: gys3 }] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from md_suppliers where code = 'GYS003'`,
  );
  await c.bigboss.post('/purchase/addOrUpdatePurchaseSetting', { directorReviewAmount: 10_000 * YUAN });
  // The store applies for 300 kg of red (approved) and 40 kg of resin (waiting for its head).
  const a = await f.store.post<{ id: number }>('/purchase/addOrUpdatePurchaseApply', {
    applyDate: '20260903',
    items: [
      { materielId: f.ids.red, qty: 300 * KG },
      { materielId: f.ids.pigment, qty: 100 * KG },
    ],
  });
  applyId = a.result.id;
  await state(c.storemanager, 'PurchaseApply', applyId, 'AUDIT', 'APPROVAL_APPROVED');
  pendingApply = (
    await f.store.post<{ id: number }>('/purchase/addOrUpdatePurchaseApply', {
      applyDate: '20260904',
      items: [{ materielId: f.ids.resin, qty: 40 * KG }],
    })
  ).result.id;
  // 200 of the 300 kg ordered from GYS003 at 12.5 元 (reviewed: no approved price), placed.
  const applyLine = (await detail('/purchase/queryPurchaseApplyDetail', applyId)).items[0].id;
  orderId = (
    await c.purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseOrder', {
      orderDate: '20260905',
      supplierId: gys3,
      items: [{ materielId: f.ids.red, qty: 200 * KG, price: 12.5 * YUAN, applyLineId: applyLine }],
    })
  ).result.id;
  await c.purchasingmanager.post('/purchase/reviewPurchaseOrderPrices', {
    id: orderId,
    version: (await order(orderId)).version,
    approved: true,
  });
  await state(c.purchaser, 'PurchaseOrder', orderId, 'ORDER-PLACE');
  // 150 kg in on the 6th and 30 kg on the 20th; 10 kg of the first sent back on the 8th.
  const lineId = (await order(orderId)).items[0].id;
  const firstIn = await receive(lineId, 'R-A', 150, '20260906');
  await receive(lineId, 'R-B', 30, '20260920');
  const [inLine] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from inv_material_ins_items where doc_id = ${firstIn}`,
  );
  const back = await c.purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseReturn', {
    returnDate: '20260908',
    supplierId: gys3,
    warehouseId: f.ids.raw,
    reason: '包装破损',
    items: [{ materielId: f.ids.red, qty: 10 * KG, warehouseInLineId: inLine.id }],
  });
  await state(c.purchasingmanager, 'PurchaseReturn', back.result.id, 'AUDIT', 'APPROVAL_APPROVED');
  await state(f.store, 'PurchaseReturn', back.result.id, 'WAREHOUSE-RETURN');
  // Waiting: a manual order above the director's 10,000 元, a request, a return, a price.
  manualId = (
    await c.purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseOrder', {
      orderDate: '20260921',
      supplierId: gys3,
      orderType: 'MANUAL',
      remark: '急单',
      items: [{ materielId: f.ids.pigment, qty: 200 * KG, price: 66 * YUAN }],
    })
  ).result.id;
  requestId = (
    await f.store.post<{ id: number }>('/purchase/addOrUpdatePurchaseRequest', {
      requestDate: '20260921',
      needDate: '20261001',
      reason: '新品试产',
      items: [{ itemName: '导电炭黑', qty: 5 * KG }],
    })
  ).result.id;
  await c.purchaser.post('/materielPrice/addOrUpdateMaterielPrice', {
    supplierId: gys3,
    materielId: f.ids.red,
    price: 12.5 * YUAN,
    effectiveDate: '20260921',
  });
}, 120_000);
afterAll(() => t.close());

describe('purchasing’s audit list and summaries', () => {
  it('采购审核 lists what waits for whom, each row opening its record', async () => {
    const { result } = await list(c.purchasingmanager, 'PurchaseAudit');
    const rows = result.requestList.map((r) => [r.kind, r.reviewer, r.screen, r.docId]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['ORDER_PRICE', 'MANAGER', '/manual-purchase-order/manual-detail', manualId],
        ['ORDER_AMOUNT', 'DIRECTOR', '/manual-purchase-order/manual-detail', manualId],
        ['REQUEST', 'MANAGER', '/purchase-procurement/detail', requestId],
        ['APPLY', 'DEPARTMENT_HEAD', '/purchase-apply/detail', pendingApply],
        ['MATERIAL_PRICE', 'MANAGER', '/purchase-material-price/detail', expect.any(Number)],
      ]),
    );
    const amount = result.requestList.find((r) => r.kind === 'ORDER_AMOUNT');
    expect(amount).toMatchObject({
      amount: 13_200 * YUAN,
      content: '订单金额超过总监审核金额',
      waitingDays: 0,
    });
    expect(amount?.submittedBy).toBeTruthy();
    // The director filters what is his; nothing already reviewed is listed.
    const mine = await list(c.purchasingdirector, 'PurchaseAudit', { reviewer: 'DIRECTOR' });
    expect(mine.result.requestList.map((r) => [r.kind, r.docId])).toEqual([['ORDER_AMOUNT', manualId]]);
    expect(result.requestList.some((r) => r.docId === orderId && String(r.kind).startsWith('ORDER'))).toBe(
      false,
    );
    // The screen is purchasing's and the bosses': a salesman is refused, the store too.
    expect((await list(c.saler, 'PurchaseAudit')).resultCode).toBe('10000003');
    expect((await list(f.store, 'PurchaseAudit')).resultCode).toBe('10000003');
    // Once the director has reviewed the amount, the row is gone.
    await c.purchasingdirector.post('/purchase/reviewPurchaseOrderAmount', {
      id: manualId,
      version: (await order(manualId)).version,
      approved: true,
    });
    const after = await list(c.purchasingdirector, 'PurchaseAudit', { reviewer: 'DIRECTOR' });
    expect(after.result.requestList).toEqual([]);
  });

  it('采购入库汇总: in at the order price, returned, net — per supplier and material, within the dates', async () => {
    const filters = { supplierId: gys3, bizDateStart: '20260901', bizDateEnd: '20260930' };
    const { result } = await list(c.purchaser, 'PurchaseWarehouseSummary', filters);
    expect(result.requestList).toHaveLength(1);
    expect(result.requestList[0]).toMatchObject({
      materielCode: 'YL-PR101',
      receipts: 2,
      inQty: 180 * KG,
      inAmount: 2_250 * YUAN,
      returnedQty: 10 * KG,
      returnedAmount: 125 * YUAN,
      netQty: 170 * KG,
      netAmount: 2_125 * YUAN,
    });
    expect(result.totals).toMatchObject({ inQty: 180 * KG, netAmount: 2_125 * YUAN });
    // The second receipt falls outside a range ending on the 10th.
    const early = await list(c.purchaser, 'PurchaseWarehouseSummary', { ...filters, bizDateEnd: '20260910' });
    expect(early.result.requestList[0]).toMatchObject({ inQty: 150 * KG, netQty: 140 * KG });
    // The lines behind the row, each opening its warehouse-in or return.
    const lines = await list(c.purchaser, 'PurchaseWarehouseSummaryDetail', filters);
    expect(
      lines.result.requestList.map((r) => [r.bizDate, r.kindLabel, r.inQty, r.returnedQty, r.screen]),
    ).toEqual([
      ['20260906', '入库', 150 * KG, 0, '/material-warehouse-in/detail'],
      ['20260908', '退货', 0, 10 * KG, '/purchase-return/detail'],
      ['20260920', '入库', 30 * KG, 0, '/material-warehouse-in/detail'],
    ]);
    // The store reads quantities, never amounts (SPEC §6); the bosses read no material names.
    const store = await list(c.storemanager, 'PurchaseWarehouseSummary', filters);
    expect(store.result.requestList[0]).not.toHaveProperty('inAmount');
    expect(store.result.requestList[0]).toHaveProperty('materielName');
    const boss = await list(c.bigboss, 'PurchaseWarehouseSummary', filters);
    expect(boss.result.requestList[0]).not.toHaveProperty('materielName');
    expect(boss.result.requestList[0]).toHaveProperty('netAmount', 2_125 * YUAN);
  });

  it('采购申请汇总: applied, approved, ordered and open per department and material', async () => {
    const filters = { applyDateStart: '20260901', applyDateEnd: '20260930', department: '仓储' };
    const { result } = await list(c.purchaser, 'PurchaseApplySummary', filters);
    const byCode = Object.fromEntries(result.requestList.map((r) => [r.materielCode, r]));
    expect(byCode['YL-PR101']).toMatchObject({
      department: '仓储部',
      applies: 1,
      appliedQty: 300 * KG,
      approvedQty: 300 * KG,
      orderedQty: 200 * KG,
      openQty: 100 * KG,
    });
    expect(byCode['YL-PB153']).toMatchObject({ appliedQty: 100 * KG, orderedQty: 0, openQty: 100 * KG });
    expect(byCode['SZ-ACR01']).toMatchObject({ appliedQty: 40 * KG, approvedQty: 0, openQty: 0 });
    expect(result.totals).toEqual({
      appliedQty: 440 * KG,
      approvedQty: 400 * KG,
      orderedQty: 200 * KG,
      openQty: 200 * KG,
    });
    const lines = await list(c.purchaser, 'PurchaseApplySummaryDetail', {
      ...filters,
      materielId: f.ids.red,
    });
    expect(lines.result.requestList.map((r) => [r.applyId, r.statusLabel, r.orderedQty])).toEqual([
      [applyId, '待下单', 200 * KG],
    ]);
  });

  it('订单入库质检 and 采购订单汇总: a document read on several rows counts once in its totals', async () => {
    // Two lines of red and one of pigment on one order; 3 kg of red fail their acceptance, keyed
    // against the order only.
    const id = (
      await c.purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseOrder', {
        orderDate: '20260910',
        supplierId: gys3,
        items: [
          { materielId: f.ids.red, qty: 40 * KG, price: 12.5 * YUAN },
          { materielId: f.ids.red, qty: 60 * KG, price: 12.5 * YUAN },
          { materielId: f.ids.pigment, qty: 10 * KG, price: 66 * YUAN },
        ],
      })
    ).result.id;
    await c.purchasingmanager.post('/purchase/reviewPurchaseOrderPrices', {
      id,
      version: (await order(id)).version,
      approved: true,
    });
    await state(c.purchaser, 'PurchaseOrder', id, 'ORDER-PLACE');
    const bad = await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
      acceptDate: '20260911',
      supplierId: gys3,
      warehouseId: f.ids.raw,
      purchaseOrderId: id,
      items: [{ materielId: f.ids.red, batchNo: 'R-BAD', qty: 3 * KG }],
    });
    expect(bad.resultCode, JSON.stringify(bad)).toBe('0');
    const judged = await c.qualityinspector.post('/acceptanceCheck/changeAcceptanceState', {
      id: bad.result.id,
      version: 1,
      action: 'ACCEPT-UNQUALIFIED',
    });
    expect(judged.resultCode, JSON.stringify(judged)).toBe('0');
    const number = String(((await order(id)) as unknown as Row).number);
    const quantities = (r: Row | undefined) =>
      ['qty', 'acceptedQty', 'rejectedQty', 'putInQty', 'openQty'].map((k) => Number(r?.[k]) / KG);
    // Each line reads the rejection (it names no line), the order and the totals read it once.
    const lines = await list(c.purchaser, 'PurchaseOrderWarehouseQualityDetail', { orderId: id });
    expect(lines.result.requestList.map(quantities)).toEqual([
      [40, 0, 3, 0, 40],
      [60, 0, 3, 0, 60],
      [10, 0, 0, 0, 10],
    ]);
    expect(quantities(lines.result.totals)).toEqual([110, 0, 3, 0, 110]);
    const byOrder = await list(c.purchaser, 'PurchaseOrderWarehouseQuality', { number });
    expect(byOrder.result.requestList.map(quantities)).toEqual([[110, 0, 3, 0, 110]]);
    expect(quantities(byOrder.result.totals)).toEqual([110, 0, 3, 0, 110]);
    // 采购订单汇总 of the day: a row per material, the order once in the totals.
    const summary = await list(c.purchaser, 'PurchaseOrderSummary', {
      supplierId: gys3,
      orderDateStart: '20260910',
      orderDateEnd: '20260910',
    });
    expect(summary.result.requestList.map((r) => [r.materielId, r.orders, Number(r.qty) / KG])).toEqual(
      expect.arrayContaining([
        [f.ids.red, 1, 100],
        [f.ids.pigment, 1, 10],
      ]),
    );
    expect(summary.result.totals).toMatchObject({ orders: 1, qty: 110 * KG, amount: 1_910 * YUAN });
  });
});
