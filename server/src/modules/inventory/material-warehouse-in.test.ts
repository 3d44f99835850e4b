import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let store: ApiClient;
let admin: ApiClient;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  store = new ApiClient(t.app);
  await store.login('store', 'demo1234');
  admin = new ApiClient(t.app);
  await admin.login('admin', 'admin123');
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  ids.raw = await one(sql`select id from md_warehouses where code = 'YL01'`);
  ids.product = await one(sql`select id from md_warehouses where code = 'CP01'`);
  ids.pigment = await one(sql`select id from md_materiels where code = 'YL-PB153'`);
  // These warehouse-ins are keyed by hand, with no acceptance: the pigment needs no incoming
  // inspection here (inspection-gate.test.ts has the rule for one that does).
  await t.database.db.execute(sql`update md_materiels set need_inspection = false where id = ${ids.pigment}`);
  ids.slot = await one(sql`select id from md_allocations where code = 'YL-A-01'`);
  ids.foreignSlot = await one(sql`select id from md_allocations where code = 'CP-B-01'`);
});
afterAll(() => t.close());

const KG = 1_000_000;
const line = (batchNo: string, qty: number, price: number) => ({
  materielId: ids.pigment,
  batchNo,
  allocationId: ids.slot,
  qty: qty * KG,
  price: price * 1_000_000,
});

describe('物料入库单', () => {
  it('numbers the document, computes amounts, and posts two batches at two prices to the ledger', async () => {
    const saved = await admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      number: 'FORGED-1', // ignored: the series numbers documents
      inDate: '20261122',
      warehouseId: ids.raw,
      supplierId: null,
      items: [line('B2611-01', 100, 60), { ...line('B2611-02', 50, 72), productionDate: null }],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const id = saved.result.id;
    const detail = await admin.get<{ number: string; items: Record<string, unknown>[] }>(
      '/warehouse/queryMaterialInDetail',
      { id: String(id) },
    );
    expect(detail.result.number).toMatch(/^RK\d{8}001$/);
    expect(detail.result.items).toMatchObject([
      {
        lineNo: 1,
        batchNo: 'B2611-01',
        qty: 100 * KG,
        price: 60_000_000,
        amount: 6000_000_000,
        materielLabel: 'YL-PB153 酞菁蓝 PB15:3',
      },
      { lineNo: 2, batchNo: 'B2611-02', amount: 3600_000_000 },
    ]);
    // The store clerk sees quantities and material names, never prices or amounts (SPEC §6).
    const seen = await store.get<{ items: Record<string, unknown>[] }>('/warehouse/queryMaterialInDetail', {
      id: String(id),
    });
    expect(seen.result.items[0]).not.toHaveProperty('price');
    expect(seen.result.items[0]).not.toHaveProperty('amount');
    expect(seen.result.items[0]).toHaveProperty('materielLabel', 'YL-PB153 酞菁蓝 PB15:3');

    expect(
      (await store.post('/warehouse/changeMaterialInState', { id, version: 1, action: 'WAREHOUSE-IN' }))
        .result,
    ).toEqual({
      id,
      status: 'IN_PUT_WAREHOUSE',
    });
    const balances = await queryRows<{ batch_no: string; on_hand: number }>(
      t.database.db,
      sql`select batch_no, on_hand from stock_balances where item_id = ${ids.pigment} order by batch_no`,
    );
    expect(balances.map((b) => [b.batch_no, Number(b.on_hand)])).toEqual([
      ['B2611-01', 100 * KG],
      ['B2611-02', 50 * KG],
    ]);
    const [cost] = await queryRows<{ qty: number; value: number }>(
      t.database.db,
      sql`select qty, value from item_costs where item_id = ${ids.pigment}`,
    );
    expect([Number(cost.qty), Number(cost.value)]).toEqual([150 * KG, 9600_000_000]); // average 64 元/kg
    expect((await store.post('/warehouse/deleteMaterialIn', { id })).result).toBe(
      '物料入库单已生效，不能删除，只能作废或停用',
    );
  });

  it('keeps the store clerk’s edits from wiping prices they cannot see', async () => {
    const saved = await admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20261122',
      warehouseId: ids.raw,
      items: [line('B2611-03', 10, 55)],
    });
    const id = saved.result.id;
    const seen = await store.get<{ version: number; items: { id: number; qty: number }[] }>(
      '/warehouse/queryMaterialInDetail',
      { id: String(id) },
    );
    const lineId = seen.result.items[0].id;
    const edit = await store.post('/warehouse/addOrUpdateMaterialIn', {
      id,
      version: seen.result.version,
      inDate: '20261122',
      warehouseId: ids.raw,
      items: [{ id: lineId, materielId: ids.pigment, batchNo: 'B2611-03', qty: 12 * KG }],
    });
    expect(edit.resultCode, JSON.stringify(edit)).toBe('0');
    const [row] = await queryRows<{ qty: number; price: number }>(
      t.database.db,
      sql`select qty, price from inv_material_ins_items where id = ${lineId}`,
    );
    expect([Number(row.qty), Number(row.price)]).toEqual([12 * KG, 55_000_000]);
  });

  it('refuses a product warehouse, a foreign goods allocation and an empty document, in Chinese', async () => {
    const productWh = await admin.post('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20261122',
      warehouseId: ids.product,
      items: [line('X', 1, 1)],
    });
    expect(productWh.result).toBe('「成品仓」不是原料仓，不能做物料入库');
    const foreign = await admin.post('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20261122',
      warehouseId: ids.raw,
      items: [{ ...line('X', 1, 1), allocationId: ids.foreignSlot }],
    });
    expect(foreign.result).toBe('第1行：货位不属于所选仓库');
    const empty = await admin.post('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20261122',
      warehouseId: ids.raw,
      items: [],
    });
    expect(empty.result).toBe('请至少填写1行入库明细');
  });
});
