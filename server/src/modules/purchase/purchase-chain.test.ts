import { statusFilterOptions } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { balancesOf, costOf, KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * Purchasing end to end (issue 17): a low stock warning becomes an apply, the apply is reviewed
 * and ordered (two applies on one order, one apply over two suppliers), a price above the
 * approved one is reviewed, the order's amount by the director, goods are accepted against the
 * order lines and put in at the order's prices, and the order rolls 已下单 → 已入库 → 已完成.
 * Every quantity and status is asserted after each step.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
const c: Record<string, ApiClient> = {};
let supplier2: number;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  for (const user of [
    'purchaser',
    'purchasingmanager',
    'purchasingdirector',
    'storemanager',
    'salemanager',
    'bigboss',
  ]) {
    c[user] = new ApiClient(t.app);
    expect((await c[user].login(user, 'demo1234')).resultCode).toBe('0');
  }
  [{ id: supplier2 }] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from md_suppliers where code = 'GYS002'`,
  );
}, 60_000);
afterAll(() => t.close());

interface Line {
  id: number;
  materielId: number;
  qty: number;
  price?: number | null;
  amount?: number | null;
  approvedPrice?: number | null;
  priceState?: string | null;
  applyLineId?: number | null;
  orderedQty?: number | null;
  acceptedQty?: number | null;
  inQty?: number | null;
  purchaseOrderLineId?: number | null;
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
const apply = (id: number) => detail('/purchase/queryPurchaseApplyDetail', id);
const order = (id: number) => detail('/purchase/queryPurchaseOrderDetail', id);
const kg = (n: number | null | undefined) => Number(n ?? 0) / KG;

async function act(
  client: ApiClient,
  url: string,
  getter: (id: number) => Promise<Doc>,
  id: number,
  action: string,
  status?: string,
) {
  const { version } = await getter(id);
  return client.post<{ id: number; status: string }>(url, {
    id,
    version,
    action,
    ...(status ? { status } : {}),
  });
}
const applyAct = (client: ApiClient, id: number, action: string, status?: string) =>
  act(client, '/purchase/changePurchaseApplyState', apply, id, action, status);
const orderAct = (client: ApiClient, id: number, action: string) =>
  act(client, '/purchase/changePurchaseOrderState', order, id, action);
const acceptance = (id: number) => detail('/acceptanceCheck/queryAcceptanceDetail', id);

let safePigment: number;
let safeRed: number;
let apply1: number;
let apply2: number;
let order1: number;
let order2: number;

describe('purchasing from a low stock warning to a received order', () => {
  it('1. one click on two UNDER safety stocks makes an apply for the shortfall up to the upper limit', async () => {
    const limits = (materielId: number, lower: number, warn: number, upper: number) => ({
      materielId,
      warehouseId: f.ids.raw,
      lowerLimit: lower * KG,
      warnLimit: warn * KG,
      upperLimit: upper * KG,
    });
    const s1 = await f.store.post<{ id: number }>(
      '/inventory/addOrUpdateMaterialSafeStock',
      limits(f.ids.pigment, 100, 150, 500),
    );
    const s2 = await f.store.post<{ id: number }>(
      '/inventory/addOrUpdateMaterialSafeStock',
      limits(f.ids.red, 50, 60, 200),
    );
    expect([s1.resultCode, s2.resultCode]).toEqual(['0', '0']);
    safePigment = s1.result.id;
    safeRed = s2.result.id;
    // Purchasing does not apply (SPEC §6 purchase-apply: everyone but purchasing).
    const denied = await c.purchaser.post('/purchase/addPurchaseApplyFromSafetyStock', {
      ids: [safePigment, safeRed],
    });
    expect(denied.resultCode).toBe('10000003');
    const made = await f.store.post<{ id: number; number: string }>(
      '/purchase/addPurchaseApplyFromSafetyStock',
      {
        ids: [safePigment, safeRed],
      },
    );
    expect(made.resultCode, JSON.stringify(made)).toBe('0');
    apply1 = made.result.id;
    const a = await apply(apply1);
    expect(a.number).toBe(made.result.number);
    expect(a.status).toBe('APPROVAL_PENDING');
    expect(a.department).toBe('仓储部');
    expect(a.applicant).toBeTruthy();
    expect(a.items.map((l) => [l.materielId, kg(l.qty), kg(l.orderedQty)])).toEqual([
      [f.ids.pigment, 500, 0],
      [f.ids.red, 200, 0],
    ]);
    // A second, hand-made apply of the store for 100 kg more pigment.
    const second = await f.store.post<{ id: number }>('/purchase/addOrUpdatePurchaseApply', {
      applyDate: '20260901',
      reason: '新产品试制',
      items: [{ materielId: f.ids.pigment, qty: 100 * KG }],
    });
    expect(second.resultCode, JSON.stringify(second)).toBe('0');
    apply2 = second.result.id;
  });

  it('2. the store manager (head of the applying department) reviews; others may not', async () => {
    const store = await applyAct(f.store, apply1, 'AUDIT', 'APPROVAL_APPROVED');
    expect(store.resultCode).toBe('10000003');
    const otherHead = await applyAct(c.salemanager, apply1, 'AUDIT', 'APPROVAL_APPROVED');
    expect(otherHead).toEqual({
      resultCode: '10000003',
      result: '只有申请人所在部门的负责人或总经理、副总经理可以审核此采购申请',
    });
    expect((await applyAct(c.storemanager, apply1, 'AUDIT', 'APPROVAL_APPROVED')).result).toEqual({
      id: apply1,
      status: 'ORDER_PENDING',
    });
    expect((await applyAct(c.bigboss, apply2, 'AUDIT', 'APPROVAL_APPROVED')).result).toEqual({
      id: apply2,
      status: 'ORDER_PENDING',
    });
    // Purchasing does not see the first two statuses in its filter.
    expect(
      statusFilterOptions('purchase-apply', { showAll: false, inPurchasing: true }).map((o) => o.value),
    ).toEqual(['ORDER_PENDING', 'ORDERED', 'DISCARDED', 'DONE']);
    expect(statusFilterOptions('purchase-apply', { showAll: false }).map((o) => o.value)).toEqual([
      'APPROVAL_PENDING',
      'APPROVAL_NOT_APPROVED',
      'ORDER_PENDING',
      'ORDERED',
      'DISCARDED',
      'DONE',
    ]);
  });

  it('3. a material price is approved by the purchasing manager; only those who may see prices see it', async () => {
    const saved = await c.purchaser.post<{ id: number }>('/materielPrice/addOrUpdateMaterielPrice', {
      supplierId: f.ids.supplier,
      materielId: f.ids.pigment,
      price: 60 * YUAN,
      effectiveDate: '20260101',
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const id = saved.result.id;
    const byStore = await f.store.post('/materielPrice/addOrUpdateMaterielPrice', {
      supplierId: f.ids.supplier,
      materielId: f.ids.pigment,
      price: 1 * YUAN,
      effectiveDate: '20260101',
    });
    expect(byStore.resultCode).toBe('10000003');
    const priceOf = (id: number) => detail('/materielPrice/queryMaterielPriceDetail', id);
    const audit = (client: ApiClient) =>
      act(client, '/materielPrice/changeMaterielPriceState', priceOf, id, 'AUDIT', 'APPROVAL_APPROVED');
    expect((await audit(c.purchaser)).resultCode).toBe('10000003');
    expect((await audit(c.purchasingmanager)).result).toEqual({ id, status: 'APPROVAL_APPROVED' });
    expect((await detail('/materielPrice/queryMaterielPriceDetail', id, c.purchaser)).price).toBe(60 * YUAN);
    expect('price' in (await detail('/materielPrice/queryMaterielPriceDetail', id, f.store))).toBe(false);
    // A later, still pending price does not count.
    await c.purchaser.post('/materielPrice/addOrUpdateMaterielPrice', {
      supplierId: f.ids.supplier,
      materielId: f.ids.pigment,
      price: 70 * YUAN,
      effectiveDate: '20260801',
    });
    // The director's limit: orders above 40,000 元 need the director too.
    expect(
      (await c.purchasingdirector.post('/purchase/addOrUpdatePurchaseSetting', { directorReviewAmount: 1 }))
        .resultCode,
    ).toBe('10000003');
    expect(
      (await c.bigboss.post('/purchase/addOrUpdatePurchaseSetting', { directorReviewAmount: 40_000 * YUAN }))
        .resultCode,
    ).toBe('0');
  });

  it('4. one order from two applies: the approved price proposed, a higher one and one without wait for review', async () => {
    const draft = await c.purchaser.post<{ values: Record<string, unknown>; items: Line[] }>(
      '/purchase/makePurchaseOrderFrom',
      { link: 'apply-order', sourceIds: [apply1, apply2] },
    );
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    expect(draft.result.items.map((l) => [l.materielId, kg(l.qty)])).toEqual([
      [f.ids.pigment, 500],
      [f.ids.red, 200],
      [f.ids.pigment, 100],
    ]);
    const [p1, r1, p2] = draft.result.items;
    const body = {
      orderDate: '20260902',
      supplierId: f.ids.supplier,
      buyer: '采购员',
      items: [
        { materielId: p1.materielId, qty: p1.qty, applyLineId: p1.applyLineId },
        { materielId: p2.materielId, qty: p2.qty, price: 62 * YUAN, applyLineId: p2.applyLineId },
        // 150 of the 200 kg of red: the other 50 go to a second supplier.
        { materielId: r1.materielId, qty: 150 * KG, price: 30 * YUAN, applyLineId: r1.applyLineId },
      ],
    };
    expect((await f.store.post('/purchase/addOrUpdatePurchaseOrder', body)).resultCode).toBe('10000003');
    const saved = await c.purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseOrder', body);
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    order1 = saved.result.id;
    const o = await order(order1);
    expect(o.status).toBe('NEW');
    expect(o.items.map((l) => [l.price, l.approvedPrice, l.amount, l.priceState])).toEqual([
      [60 * YUAN, 60 * YUAN, 30_000 * YUAN, 'NORMAL'],
      [62 * YUAN, 60 * YUAN, 6_200 * YUAN, 'APPROVAL_PENDING'],
      [30 * YUAN, null, 4_500 * YUAN, 'APPROVAL_PENDING'],
    ]);
    expect(o.totalAmount).toBe(40_700 * YUAN);
    expect(o.amountState).toBe('APPROVAL_PENDING');
    expect(o.priceReview).toBe('APPROVAL_PENDING');
    // The manager finds the orders waiting for a price review by the list's derived filter.
    const waiting = await c.purchasingmanager.post<{ requestList: Doc[] }>(
      '/purchase/queryPurchaseOrderPageList',
      { page: { pageIndex: 1, pageSize: 25 }, queryParameterVo: { priceReview: 'APPROVAL_PENDING' } },
    );
    expect(waiting.result.requestList.map((r) => r.id)).toEqual([order1]);
    const placed = await orderAct(c.purchaser, order1, 'ORDER-PLACE');
    expect(placed.result).toBe(
      '第2行 物料 YL-PB153 酞菁蓝 PB15:3 单价 62.00 高于批准价 60.00，需采购经理审核价格',
    );
  });

  it('5. the manager reviews the prices; an edit of an approved price voids its approval', async () => {
    const review = async (client: ApiClient, url: string, approved = true) =>
      client.post(url, {
        id: order1,
        version: (await order(order1)).version,
        approved,
        reason: '市场价上涨',
      });
    expect((await review(c.purchaser, '/purchase/reviewPurchaseOrderPrices')).resultCode).toBe('10000003');
    expect((await review(c.purchasingmanager, '/purchase/reviewPurchaseOrderPrices')).resultCode).toBe('0');
    let o = await order(order1);
    expect(o.items.map((l) => l.priceState)).toEqual(['NORMAL', 'NORMAL', 'NORMAL']);
    expect(o.priceReview).toBe('NORMAL');
    // The review is in the history under the action's own words.
    expect((o.history as { actionLabel: string }[]).map((h) => h.actionLabel)).toContain('价格审核');
    // The red line's price goes up after its approval: that line, and only it, waits again.
    const items = o.items.map((l) => ({
      id: l.id,
      materielId: l.materielId,
      qty: l.qty,
      price: l === o.items[2] ? 31 * YUAN : l.price,
      applyLineId: l.applyLineId,
    }));
    const edited = await c.purchaser.post('/purchase/addOrUpdatePurchaseOrder', {
      id: order1,
      version: o.version,
      orderDate: o.orderDate,
      supplierId: o.supplierId,
      items,
    });
    expect(edited.resultCode, JSON.stringify(edited)).toBe('0');
    o = await order(order1);
    expect(o.items.map((l) => l.priceState)).toEqual(['NORMAL', 'NORMAL', 'APPROVAL_PENDING']);
    expect(o.totalAmount).toBe(40_850 * YUAN);
    const [revoked] = await queryRows<{ after: { lines: string[] } }>(
      t.database.db,
      sql`select after from audit_events where entity = 'purchase-order' and entity_id = ${String(order1)} and action = 'PRICE-REVOKED'`,
    );
    expect(revoked.after.lines).toEqual(['第3行：正常的价格因单价 30.00 → 31.00重新待审核']);
    expect((await orderAct(c.purchaser, order1, 'ORDER-PLACE')).result).toBe(
      '第3行 物料 YL-PR101 氧化铁红 PR101 单价 31.00 没有批准价，需采购经理审核价格',
    );
    expect((await review(c.purchasingmanager, '/purchase/reviewPurchaseOrderPrices')).resultCode).toBe('0');
    expect((await orderAct(c.purchaser, order1, 'ORDER-PLACE')).result).toBe(
      '订单金额 40850.00 元超过 40000.00 元，需采购总监审核',
    );
    expect((await review(c.purchasingmanager, '/purchase/reviewPurchaseOrderAmount')).resultCode).toBe(
      '10000003',
    );
    expect((await review(c.purchasingdirector, '/purchase/reviewPurchaseOrderAmount')).resultCode).toBe('0');
    const reviews = await queryRows<{ action: string; approved: boolean; actor: string }>(
      t.database.db,
      sql`select action, approved, actor from approvals where doc_key = 'purchase-order' and doc_id = ${order1} order by id`,
    );
    expect(reviews).toEqual([
      { action: 'PRICE-REVIEW', approved: true, actor: 'purchasingmanager' },
      { action: 'PRICE-REVIEW', approved: true, actor: 'purchasingmanager' },
      { action: 'AMOUNT-REVIEW', approved: true, actor: 'purchasingdirector' },
    ]);
  });

  it('6. 下单 draws on the applies: the two-apply order and a second supplier for the rest', async () => {
    expect((await orderAct(c.purchaser, order1, 'ORDER-PLACE')).result).toEqual({
      id: order1,
      status: 'ORDERED',
    });
    let a1 = await apply(apply1);
    expect(a1.status).toBe('ORDER_PENDING');
    expect(a1.items.map((l) => kg(l.orderedQty))).toEqual([500, 150]);
    const a2 = await apply(apply2);
    expect(a2.status).toBe('ORDERED');
    expect(a2.items.map((l) => kg(l.orderedQty))).toEqual([100]);
    // The rest of the red from GYS002 (one apply over two suppliers).
    const open = await c.purchaser.post<{ requestList: { lineId: number; open: number }[] }>(
      '/purchase/queryPurchaseOrderOpenLines',
      { link: 'apply-order' },
    );
    expect(open.result.requestList.map((l) => kg(l.open))).toEqual([50]);
    const saved = await c.purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseOrder', {
      orderDate: '20260902',
      supplierId: supplier2,
      items: [
        {
          materielId: f.ids.red,
          qty: 50 * KG,
          price: 28 * YUAN,
          applyLineId: open.result.requestList[0].lineId,
        },
      ],
    });
    order2 = saved.result.id;
    expect((await order(order2)).amountState).toBe('NORMAL');
    await c.purchasingmanager.post('/purchase/reviewPurchaseOrderPrices', {
      id: order2,
      version: (await order(order2)).version,
      approved: true,
    });
    expect((await orderAct(c.purchaser, order2, 'ORDER-PLACE')).result).toEqual({
      id: order2,
      status: 'ORDERED',
    });
    a1 = await apply(apply1);
    expect(a1.status).toBe('ORDERED');
    expect(a1.items.map((l) => kg(l.orderedQty))).toEqual([500, 200]);
  });

  let acceptance1: number;
  it('7. goods accepted against the order (partial): 已验收 on the order lines, no stock yet', async () => {
    const saved = await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
      acceptDate: '20260905',
      supplierId: f.ids.supplier,
      warehouseId: f.ids.raw,
      purchaseOrderId: order1,
      items: [
        { materielId: f.ids.pigment, batchNo: 'P-1', qty: 300 * KG },
        { materielId: f.ids.red, batchNo: 'R-1', qty: 150 * KG },
      ],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    acceptance1 = saved.result.id;
    expect((await acceptance(acceptance1)).purchaseOrderNo).toBe((await order(order1)).number);
    const accepted = await act(
      f.store,
      '/acceptanceCheck/changeAcceptanceState',
      acceptance,
      acceptance1,
      'ACCEPT-QUALIFIED',
    );
    expect(accepted.result).toEqual({ id: acceptance1, status: 'ACCEPTANCE_QUALIFIED' });
    const o = await order(order1);
    expect(o.status).toBe('ORDERED');
    expect(o.items.map((l) => [kg(l.acceptedQty), kg(l.inQty)])).toEqual([
      [300, 0],
      [0, 0],
      [150, 0],
    ]);
    expect(await balancesOf(t, f.ids.pigment)).toEqual({});
    // Once goods were accepted the order is not un-audited.
    expect((await orderAct(c.purchaser, order1, 'DISCARD')).result).toBe(
      '采购订单已有到货验收或入库，不能反审核',
    );
  });

  it('8. the store puts the acceptance in: the order prices are taken, the order becomes 已入库', async () => {
    const saved = await f.store.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20260905',
      warehouseId: f.ids.raw,
      acceptanceId: acceptance1,
      items: [],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const posted = await f.store.post('/warehouse/changeMaterialInState', {
      id: saved.result.id,
      version: 1,
      action: 'WAREHOUSE-IN',
    });
    expect(posted.result).toEqual({ id: saved.result.id, status: 'IN_PUT_WAREHOUSE' });
    const lines = await queryRows<{ price: string; amount: string; purchase_order_line_id: number }>(
      t.database.db,
      sql`select price, amount, purchase_order_line_id from inv_material_ins_items where doc_id = ${saved.result.id} order by line_no`,
    );
    const o = await order(order1);
    expect(
      lines.map((l) => [Number(l.price) / YUAN, Number(l.amount) / YUAN, l.purchase_order_line_id]),
    ).toEqual([
      [60, 18_000, o.items[0].id],
      [31, 4_650, o.items[2].id],
    ]);
    expect(o.status).toBe('IN_PUT_WAREHOUSE');
    expect(o.items.map((l) => [kg(l.acceptedQty), kg(l.inQty)])).toEqual([
      [300, 300],
      [0, 0],
      [150, 150],
    ]);
    expect(await costOf(t, f.ids.pigment)).toEqual([300, 18_000]);
    expect(await costOf(t, f.ids.red)).toEqual([150, 4_650]);
  });

  it('9. over-acceptance is refused past the allowance and passes exactly at it; the second delivery completes the order', async () => {
    const o = await order(order1);
    const make = async (qty: number) =>
      (
        await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
          acceptDate: '20260910',
          supplierId: f.ids.supplier,
          warehouseId: f.ids.raw,
          purchaseOrderId: order1,
          items: [
            { materielId: f.ids.pigment, batchNo: 'P-2', qty: 200 * KG, purchaseOrderLineId: o.items[0].id },
            { materielId: f.ids.pigment, batchNo: 'P-3', qty, purchaseOrderLineId: o.items[1].id },
          ],
        })
      ).result.id;
    const over = await make(105 * KG + 1000);
    const refused = await act(
      f.store,
      '/acceptanceCheck/changeAcceptanceState',
      acceptance,
      over,
      'ACCEPT-QUALIFIED',
    );
    expect(refused.result).toBe(
      '第2行：YL-PB153 酞菁蓝 PB15:3 本次验收 105.001 kg，采购订单剩余 100 kg，超出允许的 5%',
    );
    expect((await order(order1)).items.map((l) => kg(l.acceptedQty))).toEqual([300, 0, 150]);
    await act(f.store, '/acceptanceCheck/changeAcceptanceState', acceptance, over, 'INVALIDATE');
    const edge = await make(105 * KG);
    const ok = await act(
      f.store,
      '/acceptanceCheck/changeAcceptanceState',
      acceptance,
      edge,
      'ACCEPT-QUALIFIED',
    );
    expect(ok.result).toEqual({ id: edge, status: 'ACCEPTANCE_QUALIFIED' });
    expect((await order(order1)).items.map((l) => kg(l.acceptedQty))).toEqual([500, 105, 150]);
    const saved = await f.store.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20260910',
      warehouseId: f.ids.raw,
      acceptanceId: edge,
      items: [],
    });
    await f.store.post('/warehouse/changeMaterialInState', {
      id: saved.result.id,
      version: 1,
      action: 'WAREHOUSE-IN',
    });
    const done = await order(order1);
    expect(done.status).toBe('DONE');
    expect(done.items.map((l) => [kg(l.acceptedQty), kg(l.inQty)])).toEqual([
      [500, 500],
      [105, 105],
      [150, 150],
    ]);
    // 200 kg at 60 and 105 kg at 62 on top of 300 kg at 60.
    expect(await costOf(t, f.ids.pigment)).toEqual([605, 36_510]);
    expect(await balancesOf(t, f.ids.pigment)).toEqual({
      [`P-1@${f.ids.raw}/0`]: [300, 0],
      [`P-2@${f.ids.raw}/0`]: [200, 0],
      [`P-3@${f.ids.raw}/0`]: [105, 0],
    });
    // The safety stock of pigment is no longer UNDER.
    const safety = await detail('/inventory/queryMaterialSafeStockDetail', safePigment);
    expect(safety.safetyState).toBe('OVER');
  });

  it('10. a completed or closed order accepts no more goods', async () => {
    const o1 = await order(order1);
    const refusedHeader = await f.store.post('/acceptanceCheck/addOrUpdateAcceptance', {
      acceptDate: '20260912',
      supplierId: f.ids.supplier,
      warehouseId: f.ids.raw,
      purchaseOrderId: order1,
      items: [{ materielId: f.ids.pigment, batchNo: 'P-4', qty: 1 * KG }],
    });
    expect(refusedHeader.result).toBe(`采购订单 ${o1.number} 未下单或已完成，不能按它验收`);
    // GYS002's order is closed by hand (整单关闭): it is done, and a line naming it is refused.
    const o2 = await order(order2);
    const closed = await c.purchaser.post('/purchase/closePurchaseOrderLines', {
      id: order2,
      version: o2.version,
      closed: true,
    });
    expect(closed.result).toEqual({ id: order2, status: 'DONE' });
    // Refused at save, by the order link's save checks (as 验收 would refuse it).
    const refused = await f.store.post('/acceptanceCheck/addOrUpdateAcceptance', {
      acceptDate: '20260912',
      supplierId: supplier2,
      warehouseId: f.ids.raw,
      items: [{ materielId: f.ids.red, batchNo: 'R-9', qty: 10 * KG, purchaseOrderLineId: o2.items[0].id }],
    });
    expect(refused.result).toBe(`采购订单 ${o2.number} 当前状态不能验收`);
    expect((await order(order2)).items.map((l) => kg(l.acceptedQty))).toEqual([0]);
    // 重新打开 brings it back to 已下单.
    const reopened = await c.purchaser.post('/purchase/closePurchaseOrderLines', {
      id: order2,
      version: (await order(order2)).version,
      closed: false,
    });
    expect(reopened.result).toEqual({ id: order2, status: 'ORDERED' });
  });

  it('11. an apply is finished by hand (完成) and closed; the store may not finish it', async () => {
    const made = await f.store.post<{ id: number }>('/purchase/addOrUpdatePurchaseApply', {
      applyDate: '20260912',
      items: [{ materielId: f.ids.resin, qty: 10 * KG }],
    });
    const id = made.result.id;
    await applyAct(c.storemanager, id, 'AUDIT', 'APPROVAL_APPROVED');
    expect((await applyAct(f.store, id, 'FINISH')).resultCode).toBe('10000003');
    expect((await applyAct(c.purchaser, id, 'FINISH')).result).toEqual({ id, status: 'DONE' });
    const [line] = await queryRows<{ closed: boolean }>(
      t.database.db,
      sql`select closed from pur_applies_items where doc_id = ${id}`,
    );
    expect(line.closed).toBe(true);
    const open = await c.purchaser.post<{ requestList: unknown[] }>('/purchase/queryPurchaseOrderOpenLines', {
      link: 'apply-order',
    });
    expect(open.result.requestList).toEqual([]);
  });
});
