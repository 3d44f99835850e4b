import { companyToday } from '@tiangong/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requisitioner } from '../../../seed/demo-people.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../testing/material-fixture.ts';

/**
 * The material reports against numbers worked out by hand: October receives 100 kg at 60 and
 * 50 kg at 72 (average 64), issues 120 kg to a requisition and 10 kg out; November receives 10 kg
 * at 70. Every ledger must agree with the stock, before and after October is closed.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  const item = f.ids.pigment;
  const put = async (date: string, lines: [string, number, number][]) => {
    const saved = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: date,
      warehouseId: f.ids.raw,
      supplierId: f.ids.supplier,
      items: lines.map(([batchNo, qty, price]) => ({
        materielId: item,
        batchNo,
        qty: qty * KG,
        price: price * YUAN,
      })),
    });
    await f.store.post('/warehouse/changeMaterialInState', {
      id: saved.result.id,
      version: 1,
      action: 'WAREHOUSE-IN',
    });
  };
  await put('20261005', [
    ['A', 100, 60],
    ['B', 50, 72],
  ]);
  const req = await f.store.post<{ id: number }>('/apply/addOrUpdateRequisition', {
    applyDate: '20261010',
    warehouseId: f.ids.raw,
    ...(await requisitioner(t.database.db)),
    items: [{ materielId: item, qty: 120 * KG }],
  });
  await f.store.post('/apply/changeRequisitionState', {
    id: req.result.id,
    version: 1,
    action: 'WAREHOUSE-REQUISITION',
  });
  const out = await f.store.post<{ id: number }>('/inventory/addOrUpdateMaterialOut', {
    outDate: '20261020',
    warehouseId: f.ids.raw,
    outType: 'SCRAP',
    items: [{ materielId: item, batchNo: 'B', qty: 10 * KG }],
  });
  await f.store.post('/inventory/changeMaterialOutState', {
    id: out.result.id,
    version: 1,
    action: 'AUDIT',
    status: 'APPROVAL_APPROVED',
  });
  await f.store.post('/inventory/changeMaterialOutState', {
    id: out.result.id,
    version: 2,
    action: 'WAREHOUSE-OUT',
  });
  await put('20261105', [['C', 10, 70]]);
}, 60_000);
afterAll(() => t.close());

type Page = { requestList: Record<string, unknown>[]; totalRec: number; totals: Record<string, number> };
const list = async (
  client: 'admin' | 'store' | 'finance',
  url: string,
  filters: Record<string, unknown> = {},
  page: { pageIndex: number; pageSize: number; sort?: { field: string; order: 'asc' | 'desc' } } = {
    pageIndex: 1,
    pageSize: 100,
  },
) => {
  const { sort, ...window } = page;
  const res = await f[client].post<Page>(url, {
    page: window,
    sort,
    queryParameterVo: { code: 'YL-PB153', ...filters },
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result;
};
const kg = (v: unknown) => Number(v) / KG;
const yuan = (v: unknown) => Number(v) / YUAN;

async function assertLedgersAgree() {
  const stock = await list('finance', '/inventory/queryMaterialStockList');
  expect(stock.requestList).toHaveLength(1);
  expect([kg(stock.requestList[0].onHand), yuan(stock.requestList[0].value)]).toEqual([30, 1980]);
  expect(yuan(stock.requestList[0].unitCost)).toBe(66);
  // Batches are worth their quantity at the warehouse's average: they add up to the stock's value.
  const detail = await list('finance', '/inventory/queryMaterialStockDetailList', {
    materielId: f.ids.pigment,
  });
  expect(detail.requestList.map((r) => [r.batchNo, yuan(r.value)])).toEqual([
    ['B', 1320],
    ['C', 660],
  ]);
  expect(yuan(detail.totals.value)).toBe(1980);
  const ledger = await list('finance', '/finance/queryMaterielStockLedgerList', {
    businessDateStart: '20261101',
    businessDateEnd: '20261130',
  });
  expect(ledger.requestList[0]).toMatchObject({
    openingQty: 20 * KG,
    inQty: 10 * KG,
    outQty: 0,
    closingQty: 30 * KG,
  });
  const amounts = await list('finance', '/finance/queryMaterielAmountLedgerList', {
    businessDateStart: '20261101',
    businessDateEnd: '20261130',
  });
  expect(amounts.requestList[0]).toMatchObject({
    openingQty: 20 * KG,
    openingValue: 1280 * YUAN,
    inQty: 10 * KG,
    inValue: 700 * YUAN,
    closingQty: 30 * KG,
    closingValue: 1980 * YUAN,
  });
  const monthly = await list('finance', '/finance/queryMaterielAmountLedgerNewList');
  expect(
    monthly.requestList.map((r) => [
      r.period,
      kg(r.openingQty),
      kg(r.inQty),
      kg(r.outQty),
      yuan(r.closingValue),
    ]),
  ).toEqual([
    ['2026-11', 20, 10, 0, 1980],
    ['2026-10', 0, 150, 130, 1280],
  ]);
  const batches = await list('finance', '/finance/queryMaterielBatchNoLedgerList', {
    materielId: f.ids.pigment,
  });
  expect(batches.requestList.map((r) => [r.docTitle, kg(r.inQty), kg(r.outQty), kg(r.balanceQty)])).toEqual([
    ['物料入库', 100, 0, 100],
    ['物料入库', 50, 0, 150],
    ['领料', 0, 100, 50],
    ['领料', 0, 20, 30],
    ['物料出库', 0, 10, 20],
    ['物料入库', 10, 0, 30],
  ]);
  expect(batches.requestList[2].docNumber).toMatch(/^LL\d{11}$/);
  // Newest first, a page at a time: the same numbers and balances, counted back from the closing.
  const ascending = batches.requestList.map((r) => [r.seq, r.docNumber, kg(r.balanceQty)]);
  const newestFirstPage = (pageIndex: number) =>
    list(
      'finance',
      '/finance/queryMaterielBatchNoLedgerList',
      { materielId: f.ids.pigment },
      { pageIndex, pageSize: 4, sort: { field: 'seq', order: 'desc' } },
    );
  const [newest, oldest] = [await newestFirstPage(1), await newestFirstPage(2)];
  expect(
    [...newest.requestList, ...oldest.requestList].map((r) => [r.seq, r.docNumber, kg(r.balanceQty)]),
  ).toEqual(ascending.toReversed());
  expect(ascending.map((r) => Number(r[0]))).toEqual([1, 2, 3, 4, 5, 6]);
  expect([batches.totalRec, batches.totals]).toEqual([
    6,
    { inQty: 160 * KG, outQty: 130 * KG, value: 1980 * YUAN },
  ]);
  // A range that starts inside October (closed or not): the moves of its part of October count.
  const later = await list('finance', '/finance/queryMaterielBatchNoLedgerList', {
    materielId: f.ids.pigment,
    businessDateStart: '20261006',
    businessDateEnd: '20261130',
  });
  expect([later.totalRec, later.totals]).toEqual([
    4,
    { inQty: 10 * KG, outQty: 130 * KG, value: -7620 * YUAN },
  ]);
  const laterNewest = await list(
    'finance',
    '/finance/queryMaterielBatchNoLedgerList',
    { materielId: f.ids.pigment, businessDateStart: '20261006', businessDateEnd: '20261130' },
    { pageIndex: 1, pageSize: 20, sort: { field: 'seq', order: 'desc' } },
  );
  expect(laterNewest.requestList.map((r) => [Number(r.seq), kg(r.balanceQty)])).toEqual([
    [4, 30],
    [3, 20],
    [2, 30],
    [1, 50],
  ]);
  const october = await list('finance', '/finance/queryMaterielBatchNoLedgerList', {
    materielId: f.ids.pigment,
    businessDateStart: '20261001',
    businessDateEnd: '20261031',
  });
  expect([october.totalRec, october.totals]).toEqual([
    5,
    { inQty: 150 * KG, outQty: 130 * KG, value: 1280 * YUAN },
  ]);
  const storeSees = await list('store', '/finance/queryMaterielBatchNoLedgerList', {
    materielId: f.ids.pigment,
  });
  expect(storeSees.totals).toEqual({ inQty: 160 * KG, outQty: 130 * KG });
}

describe('material reports', () => {
  it('every ledger agrees with the stock screen', assertLedgersAgree);

  it('summarises in, requisition and out by material, net, with totals over the whole set', async () => {
    const ins = await list('finance', '/warehouse/queryMaterialInGatherList', {
      businessDateStart: '20261001',
      businessDateEnd: '20261031',
    });
    expect(ins.requestList[0]).toMatchObject({ qty: 150 * KG, value: 9600 * YUAN, docCount: 1 });
    expect(ins.requestList[0].supplierLabel).toMatch(/^GYS001/);
    const req = await list('finance', '/apply/queryRequisitionMonthGatherList');
    expect(req.requestList.map((r) => [r.period, kg(r.qty), yuan(r.value)])).toEqual([
      ['2026-10', 120, 7680],
    ]);
    expect(req.totals).toEqual({ qty: 120 * KG, value: 7680 * YUAN, docCount: 1 });
    const fin = await list('finance', '/finance/queryMaterielStockFinanceLedgerNewList', {
      businessDateStart: '20261001',
      businessDateEnd: '20261031',
    });
    expect(fin.requestList[0]).toMatchObject({
      openingValue: 0,
      purchaseInValue: 9600 * YUAN,
      requisitionValue: -7680 * YUAN,
      otherOutValue: -640 * YUAN,
      closingValue: 1280 * YUAN,
    });
  });

  it('shows batches with their age, and never sends amounts to the store', async () => {
    const detail = await list('store', '/inventory/queryMaterialStockDetailList', {
      materielId: f.ids.pigment,
    });
    // The requisition took batch A whole and 20 kg of B (first in, first out); 10 kg of B were scrapped.
    expect(detail.requestList.map((r) => [r.batchNo, kg(r.onHand)])).toEqual([
      ['B', 20],
      ['C', 10],
    ]);
    expect(detail.requestList[0]).not.toHaveProperty('value');
    expect(detail.totals).toEqual({ onHand: 30 * KG, reserved: 0, available: 30 * KG });
    const stock = await list('store', '/inventory/queryMaterialStockList');
    expect(Object.keys(stock.requestList[0])).not.toContain('unitCost');
    const age = await list('store', '/inventory/queryMaterialStockSlugList');
    expect(age.requestList.every((r) => typeof r.ageDays === 'number' && r.stockAge)).toBe(true);
    const missing = await f.store.post('/inventory/queryMaterialStockDetailList', { queryParameterVo: {} });
    expect(missing.result).toBe('请选择物料');
    const Client = f.admin.constructor as typeof import('../../../test/test-app.ts').ApiClient;
    // The stock is for its menu's holders: a salesman (no 物料库存 menu) is refused outright …
    const saler = new Client(t.app);
    await saler.login('saler', 'demo1234');
    expect(
      await saler.post('/inventory/queryMaterialStockList', { queryParameterVo: { code: 'YL-PB153' } }),
    ).toEqual({ resultCode: '10000003', result: '您没有执行此操作的权限' });
    // … and a holder without the material-name permission (SPEC §6: not BigBoss) reads it without names.
    const boss = new Client(t.app);
    await boss.login('bigboss', 'demo1234');
    const seen = await boss.post<Page>('/inventory/queryMaterialStockList', {
      queryParameterVo: { code: 'YL-PB153' },
    });
    expect(seen.result.requestList[0]).not.toHaveProperty('name');
    expect(seen.result.requestList[0]).toHaveProperty('value');
  });

  it('analyses the stock by category: quantity, value and share, age bands, what lies still', async () => {
    const analysis = await list('finance', '/inventory/queryMaterialStockAnalyzeList');
    expect(analysis.requestList).toHaveLength(1);
    expect(analysis.requestList[0]).toMatchObject({
      materialCount: 1,
      onHand: 30 * KG,
      value: 1980 * YUAN,
      valueShare: 10000, // 100.00 %
      within6m: 30 * KG,
      m6To1y: 0,
      over2y: 0,
      dullQty: 0,
    });
    expect(analysis.requestList[0].materielTypeLabel).toMatch(/颜料|YL/);
    const seenByStore = await list('store', '/inventory/queryMaterialStockAnalyzeList');
    expect(seenByStore.requestList[0]).not.toHaveProperty('value');
    expect(seenByStore.requestList[0]).not.toHaveProperty('valueShare');
    expect(seenByStore.totals).not.toHaveProperty('value');
  });

  it('lists the batches a saved dull scheme calls dull', async () => {
    const scheme = await f.store.post<{ id: number }>('/inventory/addOrUpdateDullScheme', {
      name: '30天无出入库',
      noMoveDays: 30,
    });
    expect(scheme.resultCode, JSON.stringify(scheme)).toBe('0');
    const strict = await f.store.post<{ id: number }>('/inventory/addOrUpdateDullScheme', {
      name: '20年老料',
      noMoveDays: 30,
      minAgeDays: 7300,
    });
    const all = await list('store', '/inventory/queryMaterialStockSlugList');
    const today = companyToday();
    const daysSince = (yyyymmdd: unknown) => {
      const d = String(yyyymmdd);
      const then = Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8)));
      return Math.floor(
        (Date.UTC(Number(today.slice(0, 4)), Number(today.slice(4, 6)) - 1, Number(today.slice(6, 8))) -
          then) /
          86_400_000,
      );
    };
    const expected = all.requestList.filter((r) => daysSince(r.lastMoveDate) >= 30).map((r) => r.batchNo);
    expect(expected).toContain('B'); // last moved on 2026-10-20
    const dull = await list('store', '/inventory/queryMaterialStockSlugList', {
      dullSchemeId: scheme.result.id,
    });
    expect(dull.requestList.map((r) => r.batchNo)).toEqual(expected);
    const none = await list('store', '/inventory/queryMaterialStockSlugList', {
      dullSchemeId: strict.result.id,
    });
    expect(none.requestList).toEqual([]);
    const duplicate = await f.store.post('/inventory/addOrUpdateDullScheme', {
      name: '30天无出入库',
      noMoveDays: 60,
    });
    expect(duplicate.resultCode).not.toBe('0');
  });

  it('agrees the same after October is closed and re-opened (the ledgers start from the snapshot)', async () => {
    expect((await f.finance.post('/matStockAcc/account', { period: '202610' })).resultCode).toBe('0');
    await assertLedgersAgree();
    // Re-opened, October's stored flows go with its snapshot: the totals come from the moves again.
    expect((await f.finance.post('/matStockAcc/unAccount', { period: '202610' })).resultCode).toBe('0');
    await assertLedgersAgree();
  });
});
