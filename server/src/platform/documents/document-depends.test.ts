import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { createSlotProbeTables, registerSlotProbe } from './testing/slot-probe.ts';

/**
 * Dependent references (`dependsOn`) and quantity precision on the engine alone: the lookup
 * filters by the other field, a save whose choice belongs to another parent is refused, and a
 * quantity keeps its declared decimals and is more than zero unless declared otherwise.
 */
const KG = 1_000_000;
let t: TestApp;
let api: ApiClient;
const ids: Record<'raw' | 'aux' | 'slot1' | 'slot2' | 'auxSlot' | 'pigment', number> = {
  raw: 0,
  aux: 0,
  slot1: 0,
  slot2: 0,
  auxSlot: 0,
  pigment: 0,
};

beforeAll(async () => {
  t = await createTestApp({}, { demo: true, extraRoutes: registerSlotProbe });
  await createSlotProbeTables(t.database.db);
  api = new ApiClient(t.app);
  expect((await api.login('admin', 'admin123')).resultCode).toBe('0');
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  ids.raw = await one(sql`select id from md_warehouses where code = 'YL01'`);
  ids.aux = await one(sql`select id from md_warehouses where code = 'YL02'`);
  ids.slot1 = await one(sql`select id from md_allocations where code = 'YL-A-01'`);
  ids.slot2 = await one(sql`select id from md_allocations where code = 'YL-A-02'`);
  ids.auxSlot = await one(sql`select id from md_allocations where code = 'FL-A-01'`);
  ids.pigment = await one(sql`select id from md_materiels where code = 'YL-PB153'`);
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>) => api.post<{ id: number }>('/probe/addOrUpdateSlot', body);
const line = (qty: number, more: Record<string, unknown> = {}) => ({ materielId: ids.pigment, qty, ...more });

describe('dependent references', () => {
  it('the lookup answers only the slots of the warehouse the picker sends', async () => {
    const slots = async (warehouseId: number) =>
      (
        await api.post<{ requestList: { id: number; warehouseId: number }[] }>(
          '/base/queryAllocationPageList',
          {
            page: { pageIndex: 1, pageSize: 40 },
            queryParameterVo: { code: '', status: 'EBL', warehouseId },
          },
        )
      ).result.requestList;
    const raw = await slots(ids.raw);
    expect(raw.map((r) => r.id)).toEqual(expect.arrayContaining([ids.slot1, ids.slot2]));
    expect(raw.every((r) => r.warehouseId === ids.raw)).toBe(true);
    expect((await slots(ids.aux)).map((r) => r.id)).toEqual([ids.auxSlot]);
  });

  it('refuses a header or line slot of another warehouse on save, takes one that fits', async () => {
    const header = await save({ warehouseId: ids.raw, allocationId: ids.auxSlot, items: [line(KG)] });
    expect(header.result).toBe('默认货位不属于所选仓库');
    const lines = await save({
      warehouseId: ids.raw,
      items: [line(KG, { allocationId: ids.slot1 }), line(KG, { allocationId: ids.auxSlot })],
    });
    expect(lines.result).toBe('第2行：货位不属于所选仓库');
    const none = await save({ items: [line(KG, { allocationId: ids.slot1 })] });
    expect(none.result).toBe('第1行：请先选择仓库，再选货位');
    const fits = await save({
      warehouseId: ids.raw,
      allocationId: ids.slot2,
      items: [line(KG, { allocationId: ids.slot1 })],
    });
    expect(fits.resultCode, JSON.stringify(fits)).toBe('0');
    // An update that leaves the warehouse out is judged against the stored one.
    const later = await save({
      id: fits.result.id,
      version: 1,
      items: [line(KG, { allocationId: ids.auxSlot })],
    });
    expect(later.result).toBe('第1行：货位不属于所选仓库');
  });
});

describe('quantities to their declared decimals', () => {
  it('saves 0.5 kg and 0.001 kg exactly (×1,000,000 stored)', async () => {
    const saved = await save({ warehouseId: ids.raw, items: [line(0.5 * KG), line(1_000)] });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const detail = await api.get<{ items: { qty: number }[] }>('/probe/querySlotDetail', {
      id: String(saved.result.id),
    });
    expect(detail.result.items.map((i) => Number(i.qty))).toEqual([500_000, 1_000]);
  });

  it('refuses 0.0004 kg naming the field and its precision, zero and less unless the declaration allows', async () => {
    const refused = (message: string, at = 'items.0.qty') => `请求参数有误：${message}（${at}）`;
    expect((await save({ items: [line(400)] })).result).toBe(
      refused('数量（kg）最多保留3位小数（最小0.001）'),
    );
    expect((await save({ items: [line(1_500)] })).result).toBe(
      refused('数量（kg）最多保留3位小数（最小0.001）'),
    );
    expect((await save({ items: [line(0)] })).result).toBe(refused('数量（kg）必须大于0（最小0.001）'));
    expect((await save({ items: [line(KG, { countedQty: 0 })] })).resultCode).toBe('0');
    expect((await save({ items: [line(KG, { countedQty: -1_000 })] })).result).toBe(
      refused('实盘（kg）不能为负数', 'items.0.countedQty'),
    );
  });
});
