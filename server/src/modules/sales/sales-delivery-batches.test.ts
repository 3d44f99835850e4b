import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { balancesOf, KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * Issue 16: the store changes a delivery's batches. Blue paste in CP01: E1 30 kg (expires last),
 * E2 50 kg (expires first), EX 20 kg expired; O 10 kg in CP02. Order 1 (blue 60 kg, red 5 kg)
 * holds E2 50 + E1 10; order 2 (blue 15 kg) holds E1 15, so E1 has 5 free. The delivery takes
 * 40 kg of order 1's blue (FEFO: all from E2) and its 5 kg of red.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
let director: ApiClient;
let delivery: number;
let blueLine: number;
let redLine: number;
const today = companyToday();
const GET = '/order/queryProductStockOutBatches';
const SAVE = '/order/saveProductStockOutBatches';
type Row = Record<string, unknown>;

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};

async function detail(id = delivery) {
  return (
    await f.admin.get<Row & { version: number; items: Row[] }>('/order/queryProductStockOutDetail', {
      id: String(id),
    })
  ).result;
}

async function act(prefix: string, name: string, id: number, action: string, client: ApiClient, extra = {}) {
  const { version } = (
    await f.admin.get<{ version: number }>(`${prefix}/query${name}Detail`, { id: String(id) })
  ).result;
  const res = await client.post(`${prefix}/change${name}State`, { id, version, action, ...extra });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
}

async function receive(warehouseId: number, items: Row[]) {
  const saved = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
    inDate: today,
    warehouseId,
    items: items.map((l) => ({ productionDate: today, price: 20 * YUAN, ...l })),
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  await act('/productWarehouse', 'ProductIn', saved.result.id, 'WAREHOUSE-IN', f.store);
}

async function order(items: Row[]) {
  const customer = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from md_customers where code = 'KH001'`,
  );
  const cny = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from md_currencies where code = 'CNY'`,
  );
  const saved = await saler.post<{ id: number }>('/order/addOrUpdateSalesOrder', {
    customerId: customer[0].id,
    orderDate: today,
    deliveryDate: today,
    warehouseId: f.ids.product,
    currencyId: cny[0].id,
    items: items.map((l) => ({ price: 1000 * YUAN, ...l })),
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  await act('/order', 'SalesOrder', saved.result.id, 'CONFIRM', saler);
  return saved.result.id;
}

/** The delivery's lines as [product, batch, kg, sale amount 元]. */
async function lines() {
  return (await detail()).items.map((l) => [
    l.productId === f.ids.blue ? 'blue' : 'red',
    l.batchNo,
    Number(l.qty) / KG,
    Number(l.saleAmount) / YUAN,
  ]);
}

async function save(picks: { batchNo: string; allocationId?: number; qty: number }[], client = f.store) {
  const { version } = await detail();
  return client.post(SAVE, {
    id: delivery,
    version,
    lines: picks.map((p) => ({ orderLineId: blueLine, allocationId: 0, ...p, qty: p.qty * KG })),
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [saler, director] = await Promise.all(['saler', 'salederictor'].map(login));
  const { blue, redPaste, cpSlot1, cpSlot2, cpSlot3, wzSlot1 } = f.ids;
  await receive(f.ids.product, [
    { productId: blue, batchNo: 'E1', allocationId: cpSlot1, qty: 30 * KG, expiryDate: '20991231' },
    { productId: blue, batchNo: 'E2', allocationId: cpSlot2, qty: 50 * KG, expiryDate: '20981231' },
    { productId: blue, batchNo: 'EX', allocationId: cpSlot3, qty: 20 * KG, expiryDate: '20200101' },
    { productId: redPaste, batchNo: 'R1', allocationId: cpSlot1, qty: 10 * KG },
  ]);
  await receive(f.ids.product2, [{ productId: blue, batchNo: 'O', allocationId: wzSlot1, qty: 10 * KG }]);
  const first = await order([
    { productId: blue, qty: 60 * KG },
    { productId: redPaste, qty: 5 * KG },
  ]);
  await order([{ productId: blue, qty: 15 * KG }]);
  const draft = await saler.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
    link: 'order-delivery',
    sourceIds: [first],
  });
  expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
  const saved = await saler.post<{ id: number }>('/order/addOrUpdateProductStockOut', {
    ...draft.result.values,
    outDate: today,
    items: draft.result.items.map((l) => (l.productId === blue ? { ...l, qty: 40 * KG } : l)),
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  delivery = saved.result.id;
  const items = (await detail()).items;
  blueLine = Number(items.find((l) => l.productId === blue)!.orderLineId);
  redLine = Number(items.find((l) => l.productId === redPaste)!.orderLineId);
}, 120_000);
afterAll(() => t.close());

describe('the store changes a delivery’s batches', () => {
  it('FEFO first: 40 kg from E2; the store reads what each batch offers this delivery, expired marked', async () => {
    expect(await lines()).toEqual([
      ['blue', 'E2', 40, 40_000],
      ['red', 'R1', 5, 5_000],
    ]);
    const offered = await f.store.get<{ qty: number; current: Row[]; batches: Row[] }>(GET, {
      id: String(delivery),
      orderLineId: String(blueLine),
    });
    expect(offered.resultCode, JSON.stringify(offered)).toBe('0');
    expect(offered.result.qty).toBe(40 * KG);
    expect(offered.result.current).toEqual([
      { batchNo: 'E2', allocationId: f.ids.cpSlot2, allocationLabel: 'CP-B-02 成品B-02货位', qty: 40 * KG },
    ]);
    // E2: its 50 held by order 1; E1: 5 free + 10 held by order 1 (order 2's 15 are not on offer).
    expect(offered.result.batches.map((b) => [b.batchNo, Number(b.qty) / KG, b.expired])).toEqual([
      ['EX', 20, true],
      ['E2', 50, false],
      ['E1', 15, false],
    ]);
  });

  it('is the store’s: sales may neither read the offer nor save', async () => {
    expect((await saler.get(GET, { id: String(delivery), orderLineId: String(blueLine) })).resultCode).toBe(
      '10000003',
    );
    expect((await save([{ batchNo: 'E1', allocationId: f.ids.cpSlot1, qty: 40 }], saler)).resultCode).toBe(
      '10000003',
    );
  });

  it('refuses an expired batch, a short one, another warehouse’s, a wrong total and a stale version', async () => {
    const { cpSlot1, cpSlot2, cpSlot3, wzSlot1 } = f.ids;
    expect(
      (
        await save([
          { batchNo: 'EX', allocationId: cpSlot3, qty: 20 },
          { batchNo: 'E2', allocationId: cpSlot2, qty: 20 },
        ])
      ).result,
    ).toBe('SJ-B15-01 酞菁蓝水性色浆 B15:3 批号 EX 已于 2020-01-01 过期，不能发货');
    expect(
      (
        await save([
          { batchNo: 'E1', allocationId: cpSlot1, qty: 25 },
          { batchNo: 'E2', allocationId: cpSlot2, qty: 15 },
        ])
      ).result,
    ).toBe('SJ-B15-01 酞菁蓝水性色浆 B15:3 批号 E1 可发 15 kg，本单需 25 kg');
    expect((await save([{ batchNo: 'O', allocationId: wzSlot1, qty: 40 }])).result).toBe(
      'SJ-B15-01 酞菁蓝水性色浆 B15:3 批号 O 在发货仓库（该货位）没有可发库存',
    );
    // E1 in the wrong slot is not E1 on offer.
    expect(
      (
        await save([
          { batchNo: 'E1', allocationId: cpSlot3, qty: 10 },
          { batchNo: 'E2', allocationId: cpSlot2, qty: 30 },
        ])
      ).result,
    ).toBe('SJ-B15-01 酞菁蓝水性色浆 B15:3 批号 E1 在发货仓库（该货位）没有可发库存');
    expect(
      (
        await save([
          { batchNo: 'E1', allocationId: cpSlot1, qty: 10 },
          { batchNo: 'E2', allocationId: cpSlot2, qty: 20 },
        ])
      ).result,
    ).toBe('SJ-B15-01 酞菁蓝水性色浆 B15:3：批号合计 30 kg 与出库数量 40 kg 不一致');
    const { version } = await detail();
    const stale = await f.store.post(SAVE, {
      id: delivery,
      version: version + 1,
      lines: [{ orderLineId: blueLine, batchNo: 'E2', allocationId: cpSlot2, qty: 40 * KG }],
    });
    expect(stale.resultCode).toBe('10000008');
    expect(await lines()).toEqual([
      ['blue', 'E2', 40, 40_000],
      ['red', 'R1', 5, 5_000],
    ]);
  });

  it('saves 15 kg of E1 and 25 of E2: the order line keeps its 40 kg, red untouched, version bumped, audited', async () => {
    const before = await detail();
    const redId = before.items.find((l) => l.orderLineId === redLine)!.id;
    const res = await save([
      { batchNo: 'E1', allocationId: f.ids.cpSlot1, qty: 15 },
      { batchNo: 'E2', allocationId: f.ids.cpSlot2, qty: 25 },
    ]);
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    const after = await detail();
    expect(await lines()).toEqual([
      ['blue', 'E1', 15, 15_000],
      ['blue', 'E2', 25, 25_000],
      ['red', 'R1', 5, 5_000],
    ]);
    expect(after.items.map((l) => l.orderLineId)).toEqual([blueLine, blueLine, redLine]);
    expect(after.items.find((l) => l.orderLineId === redLine)!.id).toBe(redId);
    expect(after.version).toBe(before.version + 1);
    expect(after.saleAmount).toBe(45_000 * YUAN);
    const audit = await queryRows<{ after: { lines: string[] } }>(
      t.database.db,
      sql`select after from audit_events where entity = 'sales-delivery' and action = 'PICK' and entity_id = ${String(delivery)}`,
    );
    expect(audit.map((a) => a.after.lines)).toEqual([
      [
        'SJ-B15-01 酞菁蓝水性色浆 B15:3 E1 15',
        'SJ-B15-01 酞菁蓝水性色浆 B15:3 E2 25',
        'SJ-R101-01 氧化铁红水性色浆 R1 5',
      ],
    ]);
  });

  it('reviewed, the store may still change them; 出库 issues the store’s batches; then they are final', async () => {
    await act('/order', 'ProductStockOut', delivery, 'AUDIT', director, {
      status: 'APPROVAL_APPROVED',
      comment: '同意',
    });
    expect((await detail()).status).toBe('OUT_PUT_WAREHOUSE_PENDING');
    const res = await save([
      { batchNo: 'E1', allocationId: f.ids.cpSlot1, qty: 10 },
      { batchNo: 'E2', allocationId: f.ids.cpSlot2, qty: 30 },
    ]);
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    await act('/order', 'ProductStockOut', delivery, 'WAREHOUSE-OUT', f.store);
    const cp = f.ids.product;
    const balances = await balancesOf(t, f.ids.blue, 'PRODUCT');
    expect([balances[`E1@${cp}/${f.ids.cpSlot1}`][0], balances[`E2@${cp}/${f.ids.cpSlot2}`][0]]).toEqual([
      20, 20,
    ]);
    expect((await save([{ batchNo: 'E2', allocationId: f.ids.cpSlot2, qty: 40 }])).result).toBe(
      '只有待审核或待出库的销售出库单可以调整批号',
    );
  });
});
