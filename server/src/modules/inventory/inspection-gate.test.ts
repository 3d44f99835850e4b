import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * Issue 27 fault 6: a material flagged 来料需检验 enters stock only through an acceptance judged
 * 合格 or 让步接收, and never more than that acceptance line's quantity — whichever way the
 * warehouse-in is made (选单 / 下推 from the order, lines keyed by hand naming an order line or
 * none, from an acceptance). A material without the flag still comes straight from its order.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let purchaser: ApiClient;
let plain: number;
let orderId: number;
/** The order's lines: pigment (来料需检验) and propylene glycol (not). */
let pigmentLine: number;
let plainLine: number;
const today = companyToday();
type Row = Record<string, unknown>;
type Doc = Row & { id: number; version: number; number: string; status: string; items: Row[] };

const detail = async (url: string, id: number) => (await f.admin.get<Doc>(url, { id: String(id) })).result;
const order = (id: number) => detail('/purchase/queryPurchaseOrderDetail', id);
const acceptanceOf = (id: number) => detail('/acceptanceCheck/queryAcceptanceDetail', id);
const kg = (n: unknown) => Number(n ?? 0) / KG;

/** [已验收, 已入库] kg of the order's lines. */
const orderCounts = async () => (await order(orderId)).items.map((l) => [kg(l.acceptedQty), kg(l.inQty)]);

/** On hand (kg) of this test's batches of an item. */
async function onHand(itemId: number, prefix: string) {
  const [row] = await queryRows<{ qty: string | null }>(
    t.database.db,
    sql`select sum(on_hand) as qty from stock_balances
        where item_kind = 'MATERIAL' and item_id = ${itemId} and batch_no like ${`${prefix}%`}`,
  );
  return kg(row.qty);
}

async function accept(batchNo: string, qty: number, action: string, client = f.store) {
  const saved = await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
    acceptDate: today,
    supplierId: f.ids.supplier,
    warehouseId: f.ids.raw,
    purchaseOrderId: orderId,
    items: [{ materielId: f.ids.pigment, batchNo, qty: qty * KG, purchaseOrderLineId: pigmentLine }],
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const { version } = await acceptanceOf(saved.result.id);
  const judged = await client.post('/acceptanceCheck/changeAcceptanceState', {
    id: saved.result.id,
    version,
    action,
  });
  expect(judged.resultCode, JSON.stringify(judged)).toBe('0');
  return acceptanceOf(saved.result.id);
}

const saveIn = (body: Row) =>
  f.store.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
    inDate: today,
    warehouseId: f.ids.raw,
    ...body,
  });

async function post(id: number) {
  const { version } = await detail('/warehouse/queryMaterialInDetail', id);
  return f.store.post<{ id: number; status: string }>('/warehouse/changeMaterialInState', {
    id,
    version,
    action: 'WAREHOUSE-IN',
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  purchaser = new ApiClient(t.app);
  expect((await purchaser.login('purchaser', 'demo1234')).resultCode).toBe('0');
  const manager = new ApiClient(t.app);
  expect((await manager.login('purchasingmanager', 'demo1234')).resultCode).toBe('0');
  [{ id: plain }] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from md_materiels where code = 'RJ-PG'`,
  );
  // The master data: pigment needs incoming inspection, propylene glycol does not.
  await t.database.db.execute(sql`update md_materiels set need_inspection = (id = ${f.ids.pigment})
                                  where id in (${f.ids.pigment}, ${plain})`);
  const saved = await purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseOrder', {
    orderDate: today,
    supplierId: f.ids.supplier,
    items: [
      { materielId: f.ids.pigment, qty: 10 * KG, price: 60 * YUAN },
      { materielId: plain, qty: 10 * KG, price: 10 * YUAN },
    ],
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  orderId = saved.result.id;
  const reviewed = await manager.post('/purchase/reviewPurchaseOrderPrices', {
    id: orderId,
    version: (await order(orderId)).version,
    approved: true,
  });
  expect(reviewed.resultCode, JSON.stringify(reviewed)).toBe('0');
  const placed = await purchaser.post('/purchase/changePurchaseOrderState', {
    id: orderId,
    version: (await order(orderId)).version,
    action: 'ORDER-PLACE',
  });
  expect(placed.resultCode, JSON.stringify(placed)).toBe('0');
  [pigmentLine, plainLine] = (await order(orderId)).items.map((l) => l.id as number);
}, 60_000);
afterAll(() => t.close());

const REFUSED = '第1行：物料 YL-PB153 来料需检验，请先验收合格后从验收单入库';

describe('来料需检验: inspected material enters stock only through a passing acceptance', () => {
  it('1. 选单 and 下推 from the order offer only the material that needs no inspection', async () => {
    const open = await f.store.post<{ requestList: { lineId: number }[] }>(
      '/warehouse/queryMaterialInOpenLines',
      { link: 'order-in', sourceId: orderId },
    );
    expect(open.result.requestList.map((l) => l.lineId)).toEqual([plainLine]);
    const draft = await f.store.post<{ items: Row[] }>('/warehouse/makeMaterialInFrom', {
      link: 'order-in',
      sourceIds: [orderId],
    });
    expect(draft.result.items.map((l) => [l.materielId, l.purchaseOrderLineId, kg(l.qty)])).toEqual([
      [plain, plainLine, 10],
    ]);
  });

  it('2. a line of it straight from the order line, or keyed with no source, is refused at save', async () => {
    const fromOrder = await saveIn({
      items: [{ materielId: f.ids.pigment, batchNo: 'IG-0', qty: 5 * KG, purchaseOrderLineId: pigmentLine }],
    });
    expect([fromOrder.resultCode, fromOrder.result]).toEqual(['10000009', REFUSED]);
    const byHand = await saveIn({
      items: [
        { materielId: plain, batchNo: 'IG-P0', qty: 1 * KG },
        { materielId: f.ids.pigment, batchNo: 'IG-0', qty: 5 * KG },
      ],
    });
    expect(byHand.result).toBe('第2行：物料 YL-PB153 来料需检验，请先验收合格后从验收单入库');
    expect(await orderCounts()).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(await onHand(f.ids.pigment, 'IG-')).toBe(0);
  });

  it('3. …and at 入库: a draft saved before the material was flagged is not posted', async () => {
    await t.database.db.execute(
      sql`update md_materiels set need_inspection = false where id = ${f.ids.pigment}`,
    );
    const saved = await saveIn({
      items: [{ materielId: f.ids.pigment, batchNo: 'IG-0', qty: 5 * KG, purchaseOrderLineId: pigmentLine }],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    await t.database.db.execute(
      sql`update md_materiels set need_inspection = true where id = ${f.ids.pigment}`,
    );
    const posted = await post(saved.result.id);
    expect([posted.resultCode, posted.result]).toEqual(['10000009', REFUSED]);
    expect((await detail('/warehouse/queryMaterialInDetail', saved.result.id)).status).toBe(
      'IN_PUT_WAREHOUSE_PENDING',
    );
    expect(await orderCounts()).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(await onHand(f.ids.pigment, 'IG-')).toBe(0);
  });

  it('4. a 不合格 acceptance is not offered, and a warehouse-in of it is refused', async () => {
    const failed = await accept('IG-F', 4, 'ACCEPT-UNQUALIFIED');
    expect(failed.status).toBe('ACCEPTANCE_UNQUALIFIED');
    const open = await f.store.post<{ requestList: unknown[] }>('/warehouse/queryMaterialInOpenLines', {
      link: 'acceptance-in',
      sourceId: failed.id,
    });
    expect(open.result.requestList).toEqual([]);
    const pushed = await f.store.post('/warehouse/makeMaterialInFrom', {
      link: 'acceptance-in',
      sourceIds: [failed.id],
    });
    expect(pushed.result).toBe(`验收单 ${failed.number} 当前状态不能入库`);
    const byHeader = await saveIn({ acceptanceId: failed.id, items: [] });
    expect(byHeader.result).toBe(`验收单 ${failed.number} 未验收合格，只有验收合格或让步接收的物料才能入库`);
    const byLine = await saveIn({
      items: [
        {
          materielId: f.ids.pigment,
          batchNo: 'IG-F',
          qty: 4 * KG,
          acceptanceLineId: failed.items[0].id,
          purchaseOrderLineId: pigmentLine,
        },
      ],
    });
    expect(byLine.result).toBe(
      `第1行：物料 YL-PB153 来料需检验，验收单 ${failed.number} 验收不合格，请先验收合格后从验收单入库`,
    );
    expect(await orderCounts()).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('5. a 合格 acceptance puts in at most what it accepted, on its own order line, of its own material', async () => {
    const passed = await accept('IG-Q', 5, 'ACCEPT-QUALIFIED');
    const acceptanceLine = passed.items[0].id;
    const line = (o: Row) => ({
      materielId: f.ids.pigment,
      batchNo: 'IG-Q',
      qty: 5 * KG,
      acceptanceLineId: acceptanceLine,
      ...o,
    });
    const over = await saveIn({ acceptanceId: passed.id, items: [line({ qty: 6 * KG })] });
    expect(over.result).toBe(
      `第1行：物料 YL-PB153 来料需检验，本次入库 6 kg，超出验收单 ${passed.number} 第1行尚可入库的 5 kg`,
    );
    const otherOrderLine = await saveIn({ items: [line({ purchaseOrderLineId: plainLine })] });
    expect(otherOrderLine.result).toBe(
      `第1行：物料 YL-PB153 来料需检验，只能按验收单 ${passed.number} 第1行的采购订单行入库`,
    );
    const otherMaterial = await saveIn({ items: [line({ materielId: plain })] });
    expect(otherMaterial.result).toBe(`第1行：物料 RJ-PG 与验收单 ${passed.number} 第1行的物料不一致`);
    const otherBatch = await saveIn({ items: [line({ batchNo: 'IG-X' })] });
    expect(otherBatch.result).toBe(
      `第1行：物料 YL-PB153 来料需检验，批号 IG-X 不是验收单 ${passed.number} 第1行验收的批号 IG-Q`,
    );
    // Keyed by hand on the acceptance (no line named): matched by material and batch.
    const saved = await saveIn({
      acceptanceId: passed.id,
      items: [{ materielId: f.ids.pigment, batchNo: 'IG-Q', qty: 5 * KG }],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    expect((await post(saved.result.id)).result).toEqual({ id: saved.result.id, status: 'IN_PUT_WAREHOUSE' });
    expect(await orderCounts()).toEqual([
      [5, 5],
      [0, 0],
    ]);
    expect(await onHand(f.ids.pigment, 'IG-')).toBe(5);
    // Nothing is left on it to put in.
    const again = await saveIn({ acceptanceId: passed.id, items: [line({ qty: 1 * KG })] });
    expect(again.result).toBe(
      `第1行：物料 YL-PB153 来料需检验，本次入库 1 kg，超出验收单 ${passed.number} 第1行尚可入库的 0 kg`,
    );
  });

  it('6. a 让步接收 acceptance passes (下推 from it)', async () => {
    const conceded = await accept('IG-C', 3, 'ACCEPT-CONCESSION', f.quality);
    expect(conceded.status).toBe('ACCEPTANCE_CONCESSIOND');
    const draft = await f.store.post<{ values: Row; items: Row[] }>('/warehouse/makeMaterialInFrom', {
      link: 'acceptance-in',
      sourceIds: [conceded.id],
    });
    const saved = await saveIn({ ...draft.result.values, items: draft.result.items });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    expect((await post(saved.result.id)).resultCode).toBe('0');
    expect(await orderCounts()).toEqual([
      [8, 8],
      [0, 0],
    ]);
    expect(await onHand(f.ids.pigment, 'IG-')).toBe(8);
  });

  it('7. the material that needs no inspection still comes straight from its order line (选单)', async () => {
    const open = await f.store.post<{ requestList: { line: Row }[] }>('/warehouse/queryMaterialInOpenLines', {
      link: 'order-in',
      sourceId: orderId,
    });
    const saved = await saveIn({
      supplierId: f.ids.supplier,
      items: open.result.requestList.map((l) => ({ ...l.line, batchNo: 'IG-P1', qty: 4 * KG })),
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    expect((await post(saved.result.id)).resultCode).toBe('0');
    expect(await orderCounts()).toEqual([
      [8, 8],
      [0, 4],
    ]);
    expect(await onHand(plain, 'IG-')).toBe(4);
  });
});
