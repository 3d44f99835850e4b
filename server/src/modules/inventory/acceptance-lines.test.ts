import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * Issue 35 item 2: an acceptance is judged line by line (合格 / 不合格 / 让步接收), its status
 * follows from its lines, and a failed line is never offered for a warehouse-in (选单 / 下推),
 * refused at save and not counted as accepted on its order line — no second document is needed.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let plain: number;
let orderId: number;
let plainLine: number;
const today = companyToday();
type Row = Record<string, unknown>;
type Doc = Row & { id: number; version: number; number: string; status: string; items: Row[] };

const detail = async (url: string, id: number) => (await f.admin.get<Doc>(url, { id: String(id) })).result;
const acceptanceOf = (id: number) => detail('/acceptanceCheck/queryAcceptanceDetail', id);
const kg = (n: unknown) => Number(n ?? 0) / KG;
/** [已验收, 已入库] kg of the order's lines. */
const orderCounts = async () =>
  (await detail('/purchase/queryPurchaseOrderDetail', orderId)).items.map((l) => [
    kg(l.acceptedQty),
    kg(l.inQty),
  ]);

/** An acceptance against the order: pigment and propylene glycol, each line's result as given. */
async function acceptance(batch: string, results: (string | null)[]) {
  const saved = await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
    acceptDate: today,
    supplierId: f.ids.supplier,
    warehouseId: f.ids.raw,
    purchaseOrderId: orderId,
    items: [
      { materielId: f.ids.pigment, batchNo: `${batch}-P`, qty: 2 * KG, result: results[0] },
      { materielId: plain, batchNo: `${batch}-G`, qty: 3 * KG, result: results[1] },
    ],
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  return saved.result.id;
}

async function judge(id: number, action: string, client = f.store) {
  const { version } = await acceptanceOf(id);
  return client.post<{ id: number; status: string }>('/acceptanceCheck/changeAcceptanceState', {
    id,
    version,
    action,
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  const purchaser = new ApiClient(t.app);
  expect((await purchaser.login('purchaser', 'demo1234')).resultCode).toBe('0');
  const manager = new ApiClient(t.app);
  expect((await manager.login('purchasingmanager', 'demo1234')).resultCode).toBe('0');
  [{ id: plain }] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from md_materiels where code = 'RJ-PG'`,
  );
  await t.database.db.execute(
    sql`update md_materiels set need_inspection = false where id in (${f.ids.pigment}, ${plain})`,
  );
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
  const version = async () => (await detail('/purchase/queryPurchaseOrderDetail', orderId)).version;
  expect(
    (
      await manager.post('/purchase/reviewPurchaseOrderPrices', {
        id: orderId,
        version: await version(),
        approved: true,
      })
    ).resultCode,
  ).toBe('0');
  const placed = await purchaser.post('/purchase/changePurchaseOrderState', {
    id: orderId,
    version: await version(),
    action: 'ORDER-PLACE',
  });
  expect(placed.resultCode, JSON.stringify(placed)).toBe('0');
  [, plainLine] = (await detail('/purchase/queryPurchaseOrderDetail', orderId)).items.map(
    (l) => l.id as number,
  );
}, 60_000);
afterAll(() => t.close());

describe('an acceptance judged line by line', () => {
  let partial: number;

  it('1. a line failed by hand and 验收合格 for the rest reads 部分合格; only the passing line counts on its order line', async () => {
    partial = await acceptance('AL1', ['UNQUALIFIED', null]);
    const judged = await judge(partial, 'ACCEPT-QUALIFIED');
    expect(judged.result).toEqual({ id: partial, status: 'ACCEPTANCE_PARTIAL' });
    const doc = await acceptanceOf(partial);
    // Keyed on the order by hand, only the passing line was matched to its order line and drew.
    expect(doc.items.map((l) => [l.result, l.purchaseOrderLineId])).toEqual([
      ['UNQUALIFIED', null],
      ['QUALIFIED', plainLine],
    ]);
    expect(await orderCounts()).toEqual([
      [0, 0],
      [3, 0],
    ]);
  });

  it('2. the failed line is never offered by 选单 or 下推, and a warehouse-in naming it is refused at save', async () => {
    const open = await f.store.post<{ requestList: { lineId: number; line: Row }[] }>(
      '/warehouse/queryMaterialInOpenLines',
      { link: 'acceptance-in', sourceId: partial },
    );
    const doc = await acceptanceOf(partial);
    const [failedLine, passedLine] = doc.items.map((l) => l.id as number);
    expect(open.result.requestList.map((l) => l.lineId)).toEqual([passedLine]);
    const draft = await f.store.post<{ values: Row; items: Row[] }>('/warehouse/makeMaterialInFrom', {
      link: 'acceptance-in',
      sourceIds: [partial],
    });
    expect(draft.result.items.map((l) => [l.acceptanceLineId, l.batchNo, kg(l.qty)])).toEqual([
      [passedLine, 'AL1-G', 3],
    ]);
    const named = await f.store.post('/warehouse/addOrUpdateMaterialIn', {
      inDate: today,
      warehouseId: f.ids.raw,
      supplierId: f.ids.supplier,
      items: [{ materielId: f.ids.pigment, batchNo: 'AL1-P', qty: 2 * KG, acceptanceLineId: failedLine }],
    });
    expect(named.result).toBe(`第1行：验收单 ${doc.number} 第1行验收不合格，不能入库`);
    // The passing line goes in; the acceptance has nothing more to put in.
    const saved = await f.store.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      ...draft.result.values,
      inDate: today,
      items: draft.result.items,
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const posted = await f.store.post('/warehouse/changeMaterialInState', {
      id: saved.result.id,
      version: 1,
      action: 'WAREHOUSE-IN',
    });
    expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
    expect(await orderCounts()).toEqual([
      [0, 0],
      [3, 3],
    ]);
    const progress = (await acceptanceOf(partial)).progress as { link: string; percent: number }[];
    expect(progress.find((p) => p.link === 'acceptance-in')?.percent).toBe(100);
  });

  it('3. a line conceded by hand is quality’s call; the document then reads 让步接收', async () => {
    const id = await acceptance('AL2', ['CONCESSION', null]);
    expect((await judge(id, 'ACCEPT-QUALIFIED')).result).toBe('第1行：让步接收须由质量部门判定');
    expect((await acceptanceOf(id)).items.map((l) => l.result)).toEqual(['CONCESSION', null]);
    expect((await judge(id, 'ACCEPT-QUALIFIED', f.quality)).result).toEqual({
      id,
      status: 'ACCEPTANCE_CONCESSIOND',
    });
    expect(await orderCounts()).toEqual([
      [2, 0],
      [6, 3],
    ]);
  });

  it('4. 反审核 gives the accepted quantities back and clears the judgement; every line failed reads 验收不合格', async () => {
    const id = await acceptance('AL3', [null, 'QUALIFIED']);
    expect((await judge(id, 'ACCEPT-QUALIFIED')).result).toEqual({ id, status: 'ACCEPTANCE_QUALIFIED' });
    expect(await orderCounts()).toEqual([
      [4, 0],
      [9, 3],
    ]);
    expect((await judge(id, 'DISCARD')).result).toEqual({ id, status: 'ACCEPTANCE_PENDING' });
    expect((await acceptanceOf(id)).items.map((l) => l.result)).toEqual([null, null]);
    expect(await orderCounts()).toEqual([
      [2, 0],
      [6, 3],
    ]);
    expect((await judge(id, 'ACCEPT-UNQUALIFIED')).result).toEqual({ id, status: 'ACCEPTANCE_UNQUALIFIED' });
    expect(await orderCounts()).toEqual([
      [2, 0],
      [6, 3],
    ]);
  });
});
