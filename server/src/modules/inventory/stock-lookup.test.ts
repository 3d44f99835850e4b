import { companyToday } from '@tiangong/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requisitioner } from '../../seed/demo-people.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * The item lookup with stock (issue 16: the product stock filter while an order line is keyed).
 * Blue paste: 60 kg in CP01 and 40 kg in CP02; red paste: 10 kg in CP01, all of it reserved by a
 * requisition; black paste: none.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
const today = companyToday();
const PATH = '/productStock/queryStockLookupPageList';

type Row = { id: number; code?: string; name?: string; onHand: number; available: number };
interface Page {
  requestList: Row[];
  warehouseId: number | null;
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  saler = new ApiClient(t.app);
  expect((await saler.login('saler', 'demo1234')).resultCode).toBe('0');
  const { blue, redPaste, product, product2, cpSlot1, wzSlot1 } = f.ids;
  for (const [warehouseId, items] of [
    [
      product,
      [
        { productId: blue, batchNo: 'LK-1', allocationId: cpSlot1, qty: 60 * KG },
        { productId: redPaste, batchNo: 'LK-2', allocationId: cpSlot1, qty: 10 * KG },
      ],
    ],
    [product2, [{ productId: blue, batchNo: 'LK-3', allocationId: wzSlot1, qty: 40 * KG }]],
  ] as const) {
    const saved = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
      inDate: today,
      warehouseId,
      items: items.map((l) => ({ ...l, price: 20 * YUAN, productionDate: today })),
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const posted = await f.store.changeState(
      '/productWarehouse',
      'ProductIn',
      saved.result.id,
      'WAREHOUSE-IN',
    );
    expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
  }
  const held = await f.store.post('/productApply/addOrUpdateProductRequisition', {
    applyDate: today,
    warehouseId: product,
    ...(await requisitioner(t.database.db)),
    items: [{ productId: redPaste, qty: 10 * KG }],
  });
  expect(held.resultCode, JSON.stringify(held)).toBe('0');
}, 90_000);
afterAll(() => t.close());

async function lookup(vo: Record<string, unknown>, extra: Record<string, unknown> = {}, client = saler) {
  return client.post<Page>(PATH, {
    page: { pageIndex: 1, pageSize: 40 },
    queryParameterVo: { keyword: 'SJ-', status: 'EBL', ...vo },
    count: false,
    ...extra,
  });
}

/** code → [on hand kg, available kg] of the answered rows. */
async function figures(vo: Record<string, unknown>) {
  const res = await lookup(vo);
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return Object.fromEntries(res.result.requestList.map((r) => [r.code, [r.onHand / KG, r.available / KG]]));
}

describe('the product lookup with stock', () => {
  it('answers each product’s on hand and available, in every finished-goods warehouse without one', async () => {
    const all = await figures({});
    expect(all['SJ-B15-01']).toEqual([100, 100]);
    expect(all['SJ-R101-01']).toEqual([10, 0]);
    expect(all['SJ-BK7-01']).toEqual([0, 0]);
  });

  it('in the chosen warehouse', async () => {
    const cp01 = await figures({ warehouseId: f.ids.product });
    expect([cp01['SJ-B15-01'], cp01['SJ-R101-01'], cp01['SJ-BK7-01']]).toEqual([
      [60, 60],
      [10, 0],
      [0, 0],
    ]);
    const cp02 = await figures({ warehouseId: f.ids.product2 });
    expect([cp02['SJ-B15-01'], cp02['SJ-R101-01']]).toEqual([
      [40, 40],
      [0, 0],
    ]);
    expect((await lookup({ warehouseId: f.ids.product2 })).result.warehouseId).toBe(f.ids.product2);
  });

  it('库存大于0 keeps products with stock there, 可用大于0 those with some free, 不限 all', async () => {
    expect(await figures({ warehouseId: f.ids.product, stockFilter: 'OVERZERO' })).toEqual({
      'SJ-B15-01': [60, 60],
      'SJ-R101-01': [10, 0],
    });
    expect(await figures({ warehouseId: f.ids.product, stockFilter: 'AVAILABLE' })).toEqual({
      'SJ-B15-01': [60, 60],
    });
    expect(await figures({ warehouseId: f.ids.product2, stockFilter: 'OVERZERO' })).toEqual({
      'SJ-B15-01': [40, 40],
    });
    expect(Object.keys(await figures({ stockFilter: 'UNLIMITED' })).length).toBeGreaterThan(3);
  });

  it('keeps the lookup’s own search and answers the figures of one chosen product', async () => {
    expect(await figures({ keyword: 'yhth', stockFilter: 'OVERZERO' })).toEqual({
      'SJ-R101-01': [10, 0], // 氧化铁红水性色浆 by its mnemonic
    });
    const one = await lookup({ warehouseId: f.ids.product }, { ids: [f.ids.redPaste] });
    expect(one.result.requestList.map((r) => [r.id, r.onHand / KG, r.available / KG])).toEqual([
      [f.ids.redPaste, 10, 0],
    ]);
  });

  it('refuses an unknown filter and a warehouse that is no id, in words', async () => {
    expect((await lookup({ stockFilter: 'SOME' })).result).toMatch(/库存筛选无效/);
    expect((await lookup({ warehouseId: 'CP01' })).result).toMatch(/仓库编号无效/);
  });

  it('the material side answers too, without names to those who may not see them', async () => {
    const res = await saler.post<Page>('/inventory/queryStockLookupPageList', {
      page: { pageIndex: 1, pageSize: 40 },
      queryParameterVo: { keyword: 'YL-PB153', status: 'EBL' },
      count: false,
    });
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    expect(res.result.requestList.map((r) => [r.code, r.name, r.onHand, r.available])).toEqual([
      ['YL-PB153', undefined, 0, 0],
    ]);
  });
});
