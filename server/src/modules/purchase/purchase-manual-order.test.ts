import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { costOf, KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * 手工采购订单 (issue 17, SPEC /manual-purchase-order): a spot buy keyed without applies goes
 * through the same price review (manager) and amount review (director, above the demo's 100,000
 * 元), is accepted by quality's inspector against its lines and put in at its price; 完结 and
 * closed lines take no more receipts, 重新打开 does again.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
const c: Record<string, ApiClient> = {};
let cnt: number;
let gys5: number;
let orderId: number;

interface Line {
  id: number;
  qty: number;
  acceptedQty?: number | null;
  inQty?: number | null;
  closed?: boolean;
}
interface Doc {
  id: number;
  version: number;
  status: string;
  number: string;
  items: Line[];
  [field: string]: unknown;
}
const kg = (n: number | null | undefined) => Number(n ?? 0) / KG;
const order = async (id = orderId) =>
  (await f.admin.get<Doc>('/purchase/queryPurchaseOrderDetail', { id: String(id) })).result;
const place = async (client: ApiClient, id = orderId) =>
  client.post<{ id: number; status: string }>('/purchase/changePurchaseOrderState', {
    id,
    version: (await order(id)).version,
    action: 'ORDER-PLACE',
  });
const review = async (client: ApiClient, what: 'Prices' | 'Amount', id = orderId) =>
  client.post(`/purchase/reviewPurchaseOrder${what}`, {
    id,
    version: (await order(id)).version,
    approved: true,
    reason: '急单',
  });

/** An acceptance of `qty` kg on an order line, judged by `checker`: the refusal or its id. */
async function accept(checker: ApiClient, lineId: number, batchNo: string, qty: number) {
  const saved = await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
    acceptDate: '20260915',
    supplierId: gys5,
    warehouseId: f.ids.raw,
    items: [{ materielId: cnt, batchNo, qty: qty * KG, purchaseOrderLineId: lineId }],
  });
  // An order line that takes no more goods (a closed line, a finished order) is refused at save.
  if (saved.resultCode !== '0') return saved;
  return checker.post<{ status: string }>('/acceptanceCheck/changeAcceptanceState', {
    id: saved.result.id,
    version: 1,
    action: 'ACCEPT-QUALIFIED',
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  for (const user of [
    'purchaser',
    'purchasingmanager',
    'purchasingdirector',
    'qualityinspector',
    'operator',
    'bigboss',
    'storemanager',
  ]) {
    c[user] = new ApiClient(t.app);
    expect((await c[user].login(user, 'demo1234')).resultCode).toBe('0');
  }
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  cnt = await one(sql`select id from md_materiels where code = 'CNTY-MW'`);
  gys5 = await one(sql`select id from md_suppliers where code = 'GYS005'`);
  // The administrator's limit: above 100,000 元 an order also waits for the director.
  const limit = await c.bigboss.post('/purchase/addOrUpdatePurchaseSetting', {
    directorReviewAmount: 100_000 * YUAN,
  });
  expect(limit.resultCode, JSON.stringify(limit)).toBe('0');
  // An approved apply, whose line a manual order may not draw on.
  const apply = await f.store.post<{ id: number }>('/purchase/addOrUpdatePurchaseApply', {
    applyDate: '20260914',
    items: [{ materielId: cnt, qty: 10 * KG }],
  });
  const reviewed = await c.storemanager.post('/purchase/changePurchaseApplyState', {
    id: apply.result.id,
    version: 1,
    action: 'AUDIT',
    status: 'APPROVAL_APPROVED',
  });
  expect(reviewed.resultCode, JSON.stringify(reviewed)).toBe('0');
}, 60_000);
afterAll(() => t.close());

const manual = (extra: Record<string, unknown>) =>
  c.purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseOrder', {
    orderDate: '20260914',
    supplierId: gys5,
    orderType: 'MANUAL',
    items: [{ materielId: cnt, qty: 300 * KG, price: 380 * YUAN }],
    ...extra,
  });

describe('a manual purchase order', () => {
  it('1. is keyed with its reason and without applies or requests', async () => {
    expect((await manual({})).result).toBe('手工采购订单请在备注中写明采购原因（如急单）');
    const [applyLine] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select l.id from pur_applies_items l join pur_applies a on a.id = l.doc_id
          where a.status = 'ORDER_PENDING' order by l.id limit 1`,
    );
    const sourced = await manual({
      remark: '客户急单',
      items: [{ materielId: cnt, qty: 300 * KG, price: 380 * YUAN, applyLineId: applyLine.id }],
    });
    expect(sourced.result).toBe(
      '手工采购订单不从采购申请或采购需求下单，第1行请删去来源，或在采购订单中下单',
    );
    const made = await manual({ remark: '客户急单，现货采购' });
    expect(made.resultCode, JSON.stringify(made)).toBe('0');
    orderId = made.result.id;
    const o = await order();
    // 300 kg × 380 = 114,000 元: no approved price (the manager) and above 100,000 (the director).
    expect(o).toMatchObject({
      orderType: 'MANUAL',
      status: 'NEW',
      totalAmount: 114_000 * YUAN,
      priceReview: 'APPROVAL_PENDING',
      amountState: 'APPROVAL_PENDING',
    });
    // Its type is kept: an order is not turned into another kind by an edit.
    const retyped = await c.purchaser.post('/purchase/addOrUpdatePurchaseOrder', {
      id: orderId,
      version: o.version,
      orderDate: '20260914',
      supplierId: gys5,
      orderType: 'NORMAL',
      remark: '客户急单，现货采购',
      items: o.items,
    });
    expect(retyped.result).toBe('订单类型创建后不能修改');
  });

  it('2. lists apart: the manual screen asks for its type, the others default to 常规采购', async () => {
    const normal0 = await c.purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseOrder', {
      orderDate: '20260914',
      supplierId: gys5,
      items: [{ materielId: cnt, qty: 1 * KG, price: 1 * YUAN }],
    });
    expect(normal0.resultCode, JSON.stringify(normal0)).toBe('0');
    const list = async (orderType: string) =>
      (
        await c.purchaser.post<{ requestList: { id: number; orderType: string }[] }>(
          '/purchase/queryPurchaseOrderPageList',
          { page: { pageIndex: 1, pageSize: 100 }, queryParameterVo: { orderType } },
        )
      ).result.requestList;
    expect((await list('MANUAL')).map((r) => r.id)).toEqual([orderId]);
    const normal = await list('NORMAL');
    expect(normal.map((r) => r.id)).toEqual([normal0.result.id]);
    expect(normal.map((r) => r.id)).not.toContain(orderId);
  });

  it('3. goes through the manager’s price review and the director’s amount review before 下单', async () => {
    const number = (await order()).number;
    expect((await place(c.purchaser)).result).toMatch(
      /^第1行 物料 CNTY-MW \S+ 单价 380\.00 没有批准价，需采购经理审核价格$/,
    );
    expect((await review(c.purchaser, 'Prices')).resultCode).toBe('10000003');
    expect((await review(c.purchasingmanager, 'Prices')).resultCode).toBe('0');
    expect((await place(c.purchaser)).result).toBe('订单金额 114000.00 元超过 100000.00 元，需采购总监审核');
    expect((await review(c.purchasingmanager, 'Amount')).resultCode).toBe('10000003');
    expect((await review(c.purchasingdirector, 'Amount')).resultCode).toBe('0');
    expect((await place(c.purchaser)).result).toEqual({ id: orderId, status: 'ORDERED' });
    const actions = await queryRows<{ action: string; actor: string }>(
      t.database.db,
      sql`select action, actor from approvals where doc_key = 'purchase-order' and doc_id = ${orderId} order by id`,
    );
    expect(actions).toEqual([
      { action: 'PRICE-REVIEW', actor: 'purchasingmanager' },
      { action: 'AMOUNT-REVIEW', actor: 'purchasingdirector' },
    ]);
    expect(number).toMatch(/^CG/);
  });

  it('4. quality’s inspector accepts against its line; production may not; the store puts it in at 380', async () => {
    const [line] = (await order()).items;
    expect((await accept(c.operator, line.id, 'CNT-1', 100)).resultCode).toBe('10000003');
    const accepted = await accept(c.qualityinspector, line.id, 'CNT-2', 100);
    expect(accepted.result).toMatchObject({ status: 'ACCEPTANCE_QUALIFIED' });
    expect((await order()).items.map((l) => [kg(l.acceptedQty), kg(l.inQty)])).toEqual([[100, 0]]);
    const [acc] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select doc_id as id from inv_material_acceptances_items where batch_no = 'CNT-2'`,
    );
    const saved = await f.store.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20260915',
      warehouseId: f.ids.raw,
      acceptanceId: acc.id,
      items: [],
    });
    const posted = await f.store.post('/warehouse/changeMaterialInState', {
      id: saved.result.id,
      version: 1,
      action: 'WAREHOUSE-IN',
    });
    expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
    const o = await order();
    expect(o.status).toBe('IN_PUT_WAREHOUSE');
    expect(o.items.map((l) => [kg(l.acceptedQty), kg(l.inQty)])).toEqual([[100, 100]]);
    const [qty, value] = await costOf(t, cnt);
    expect(qty).toBeGreaterThanOrEqual(100);
    expect(value).toBeGreaterThanOrEqual(38_000);
  });

  it('5. 完结 leaves it 已完成 and takes no more receipts; 重新打开 takes them again', async () => {
    const close = async (closed: boolean, lineIds?: number[]) =>
      c.purchaser.post<{ id: number; status: string }>('/purchase/closePurchaseOrderLines', {
        id: orderId,
        version: (await order()).version,
        closed,
        ...(lineIds ? { lineIds } : {}),
      });
    const [line] = (await order()).items;
    expect((await close(true)).result).toEqual({ id: orderId, status: 'DONE' });
    const number = (await order()).number;
    expect((await accept(c.qualityinspector, line.id, 'CNT-3', 50)).result).toBe(
      `采购订单 ${number} 当前状态不能验收`,
    );
    expect((await close(false)).result).toEqual({ id: orderId, status: 'IN_PUT_WAREHOUSE' });
    // The line alone closed on an order still open elsewhere: refused for that line, in words.
    const second = await manual({
      remark: '补单',
      items: [
        { materielId: cnt, qty: 10 * KG, price: 1 * YUAN },
        { materielId: cnt, qty: 10 * KG, price: 1 * YUAN },
      ],
    });
    await review(c.purchasingmanager, 'Prices', second.result.id);
    expect((await place(c.purchaser, second.result.id)).resultCode).toBe('0');
    const lines = (await order(second.result.id)).items;
    const closedLine = await c.purchaser.post<{ status: string }>('/purchase/closePurchaseOrderLines', {
      id: second.result.id,
      version: (await order(second.result.id)).version,
      closed: true,
      lineIds: [lines[1].id],
    });
    expect(closedLine.result.status).toBe('ORDERED');
    const secondNumber = (await order(second.result.id)).number;
    expect((await accept(c.qualityinspector, lines[1].id, 'CNT-4', 5)).result).toBe(
      `第1行：采购订单 ${secondNumber} 第2行已关闭，不能再验收`,
    );
    expect((await accept(c.qualityinspector, lines[0].id, 'CNT-5', 5)).resultCode).toBe('0');
  });
});
