import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * 采购需求 (issue 17, SPEC /purchase-procurement): a department asks purchasing to source a
 * material and an item not yet in the master data; purchasing's heads review it; an approved
 * request is pushed down into an order, whose lines draw on it (已下单数量); 完结 closes what will
 * not be bought, 重新打开 takes it back. Every refusal is asserted in words.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
const c: Record<string, ApiClient> = {};
let requestId: number;
let orderId: number;

interface Line {
  id: number;
  materielId?: number | null;
  itemName?: string | null;
  qty: number;
  orderedQty?: number | null;
  requestLineId?: number | null;
  remark?: string | null;
}
interface Doc {
  id: number;
  version: number;
  status: string;
  number: string;
  items: Line[];
  [field: string]: unknown;
}

const R = '/purchase/queryPurchaseRequestDetail';
const request = async (id = requestId) => (await f.admin.get<Doc>(R, { id: String(id) })).result;
const order = async (id = orderId) =>
  (await f.admin.get<Doc>('/purchase/queryPurchaseOrderDetail', { id: String(id) })).result;
const kg = (n: number | null | undefined) => Number(n ?? 0) / KG;

async function act(client: ApiClient, id: number, action: string, status?: string) {
  const { version } = await request(id);
  return client.post<{ id: number; status: string }>('/purchase/changePurchaseRequestState', {
    id,
    version,
    action,
    ...(status ? { status } : {}),
  });
}

const lines = (carbon: { materielId?: number; itemName?: string }) => [
  { materielId: f.ids.red, qty: 300 * KG, remark: '色浆二车间' },
  { ...carbon, spec: 'ECP600JD，日本狮王', qty: 20 * KG },
];

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  for (const user of ['purchaser', 'purchasingmanager', 'storemanager', 'researcher']) {
    c[user] = new ApiClient(t.app);
    expect((await c[user].login(user, 'demo1234')).resultCode).toBe('0');
  }
}, 60_000);
afterAll(() => t.close());

describe('a purchase request from a department to an order', () => {
  it('1. the store asks for a material and an item not in the master data; purchasing does not ask', async () => {
    const body = {
      requestDate: '20260910',
      needDate: '20260930',
      reason: '导电浆新配方试产',
      items: lines({ itemName: '导电炭黑' }),
    };
    expect((await c.purchaser.post('/purchase/addOrUpdatePurchaseRequest', body)).resultCode).toBe(
      '10000003',
    );
    const nameless = await f.store.post('/purchase/addOrUpdatePurchaseRequest', {
      ...body,
      items: lines({}),
    });
    expect(nameless.result).toBe('第2行：请选择物料，或填写物料档案中尚没有的品名');
    const early = await f.store.post('/purchase/addOrUpdatePurchaseRequest', {
      ...body,
      needDate: '20260901',
    });
    expect(early.result).toBe('需用日期不能早于提出日期');
    const made = await f.store.post<{ id: number }>('/purchase/addOrUpdatePurchaseRequest', body);
    expect(made.resultCode, JSON.stringify(made)).toBe('0');
    requestId = made.result.id;
    const r = await request();
    expect(r).toMatchObject({ status: 'CHECKPENDING', department: '仓储部', orderState: 'NONE' });
    expect(r.number).toMatch(/^XQ\d{11}$/);
    expect(r.requester).toBeTruthy();
    expect(r.items.map((l) => [l.materielId ?? null, l.itemName ?? null, kg(l.qty)])).toEqual([
      [f.ids.red, null, 300],
      [null, '导电炭黑', 20],
    ]);
  });

  it('2. purchasing’s heads review it, not the department head; not approved ends it', async () => {
    expect((await act(c.storemanager, requestId, 'AUDIT', 'APPROVAL_APPROVED')).resultCode).toBe('10000003');
    expect((await act(c.purchaser, requestId, 'AUDIT', 'APPROVAL_APPROVED')).resultCode).toBe('10000003');
    const approved = await act(c.purchasingmanager, requestId, 'AUDIT', 'APPROVAL_APPROVED');
    expect(approved.result).toEqual({ id: requestId, status: 'APPROVED' });
    expect((await request()).auditor).toBe('purchasingmanager');
    // A researcher's request the manager turns down: 已作废, the reason in the review record.
    const other = await c.researcher.post<{ id: number }>('/purchase/addOrUpdatePurchaseRequest', {
      requestDate: '20260910',
      needDate: '20260912',
      reason: '试验用',
      items: [{ itemName: '进口分散剂样品', qty: 1 * KG }],
    });
    const refused = await c.purchasingmanager.post<{ status: string }>(
      '/purchase/changePurchaseRequestState',
      {
        id: other.result.id,
        version: 1,
        action: 'AUDIT',
        status: 'APPROVAL_NOT_APPROVED',
        comment: '请改用现有分散剂',
      },
    );
    expect(refused.result.status).toBe('DISCARDED');
    const [record] = await queryRows<{ comment: string; approved: boolean }>(
      t.database.db,
      sql`select comment, approved from approvals where doc_key = 'purchase-request' and doc_id = ${other.result.id}`,
    );
    expect(record).toEqual({ comment: '请改用现有分散剂', approved: false });
  });

  it('3. pushed down into an order: the material kept, the new item chosen by purchasing', async () => {
    const draft = await c.purchaser.post<{ values: Record<string, unknown>; items: Line[] }>(
      '/purchase/makePurchaseOrderFrom',
      { link: 'request-order', sourceIds: [requestId] },
    );
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    const [red, carbon] = draft.result.items;
    expect([red.materielId, kg(red.qty)]).toEqual([f.ids.red, 300]);
    expect([carbon.materielId ?? null, carbon.remark, kg(carbon.qty)]).toEqual([null, '导电炭黑', 20]);
    const save = (items: Line[]) =>
      c.purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseOrder', {
        orderDate: '20260911',
        supplierId: f.ids.supplier,
        items: items.map((l) => ({ ...l, price: 12.2 * YUAN })),
      });
    const wrong = await save([
      { ...red, materielId: f.ids.pigment },
      { ...carbon, materielId: f.ids.resin },
    ]);
    expect(wrong.result).toBe(`第1行：物料与采购需求 ${(await request()).number} 第1行的物料不一致`);
    const both = await save([{ ...red, applyLineId: 1 } as Line, { ...carbon, materielId: f.ids.resin }]);
    expect(both.result).toBe('第1行：不能同时来自采购申请和采购需求');
    // 250 of the 300 kg now; the new item bought as the resin (its material, chosen here).
    const saved = await save([
      { ...red, qty: 250 * KG },
      { ...carbon, materielId: f.ids.resin },
    ]);
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    orderId = saved.result.id;
    expect((await order()).items.map((l) => l.requestLineId)).toEqual([
      red.requestLineId,
      carbon.requestLineId,
    ]);
    // Nothing is ordered until the order is placed (its prices reviewed first).
    expect((await request()).items.map((l) => kg(l.orderedQty))).toEqual([0, 0]);
    const reviewed = await c.purchasingmanager.post('/purchase/reviewPurchaseOrderPrices', {
      id: orderId,
      version: (await order()).version,
      approved: true,
    });
    expect(reviewed.resultCode, JSON.stringify(reviewed)).toBe('0');
    const placed = await c.purchaser.post('/purchase/changePurchaseOrderState', {
      id: orderId,
      version: (await order()).version,
      action: 'ORDER-PLACE',
    });
    expect(placed.resultCode, JSON.stringify(placed)).toBe('0');
    const r = await request();
    expect(r.items.map((l) => kg(l.orderedQty))).toEqual([250, 20]);
    expect(r.orderState).toBe('PARTIAL');
  });

  it('4. once ordered, its approval stands: 反审核 and 作废 are refused in words', async () => {
    expect((await act(c.purchasingmanager, requestId, 'DISCARD')).result).toBe(
      '采购需求已有物料下单，不能反审核，请使用「完结」',
    );
    expect((await act(f.store, requestId, 'INVALIDATE')).result).toBe(
      '采购需求已有物料下单，不能作废，请使用「完结」',
    );
  });

  it('5. purchasing finishes it (完结), not the department; reopened, the 50 kg are open again', async () => {
    const close = async (client: ApiClient, closed: boolean) =>
      client.post<{ id: number; status: string }>('/purchase/closePurchaseRequestLines', {
        id: requestId,
        version: (await request()).version,
        closed,
      });
    const open = async () =>
      (
        await c.purchaser.post<{ requestList: { lineId: number; open: number }[] }>(
          '/purchase/queryPurchaseOrderOpenLines',
          { link: 'request-order', sourceIds: [requestId] },
        )
      ).result.requestList.map((l) => kg(l.open));
    expect(await open()).toEqual([50]);
    expect((await close(f.store, true)).resultCode).toBe('10000003');
    expect((await close(c.purchaser, true)).result).toEqual({ id: requestId, status: 'APPROVED' });
    expect((await request()).orderState).toBe('CLOSED');
    expect(await open()).toEqual([]);
    expect((await close(c.purchaser, false)).resultCode).toBe('0');
    expect((await request()).orderState).toBe('PARTIAL');
    expect(await open()).toEqual([50]);
  });

  it('6. the list filters by 下单情况 and the purchasing department sees every request', async () => {
    const page = await c.purchaser.post<{ requestList: { id: number; orderState: string }[] }>(
      '/purchase/queryPurchaseRequestPageList',
      { page: { pageIndex: 1, pageSize: 50 }, queryParameterVo: { orderState: 'PARTIAL' } },
    );
    expect(page.result.requestList.map((r) => r.id)).toContain(requestId);
    expect(page.result.requestList.every((r) => r.orderState === 'PARTIAL')).toBe(true);
  });
});
