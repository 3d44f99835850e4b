import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { requisitioner } from '../../seed/demo-people.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assertLedger, balancesOf, costOf, KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * Issue 12: the lab draws half a kilogram (or one gram) of a powder at 19,340 元/kg. Quantities
 * keep 3 decimals, the slots offered and accepted are the chosen warehouse's, and the value of a
 * fractional issue is the average cost rounded once, half-up, in micro-yuan.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
}, 60_000);
afterAll(() => t.close());

async function receive(batchNo: string, qty: number, price: number, expiryDate: string) {
  const saved = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
    inDate: '20261105',
    warehouseId: f.ids.raw,
    items: [{ materielId: f.ids.red, batchNo, allocationId: f.ids.slot1, qty, price, expiryDate }],
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const posted = await f.store.post('/warehouse/changeMaterialInState', {
    id: saved.result.id,
    version: 1,
    action: 'WAREHOUSE-IN',
  });
  expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
}

async function draw(qty: number) {
  const saved = await f.store.post<{ id: number }>('/apply/addOrUpdateRequisition', {
    applyDate: '20261110',
    warehouseId: f.ids.raw,
    ...(await requisitioner(t.database.db, 'researcher')),
    usage: '小试',
    items: [{ materielId: f.ids.red, qty }],
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const posted = await f.store.post('/apply/changeRequisitionState', {
    id: saved.result.id,
    version: 1,
    action: 'WAREHOUSE-REQUISITION',
  });
  expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
  const [move] = await queryRows<{ qty: number; value: number }>(
    t.database.db,
    sql`select qty, value from stock_moves where doc_key = 'material-requisition' and doc_id = ${saved.result.id}`,
  );
  return { qty: Number(move.qty), value: Number(move.value) };
}

describe('material quantities to the gram', () => {
  it('refuses a slot of another warehouse and a quantity finer than a gram on the warehouse-in', async () => {
    const body = (line: Record<string, unknown>) => ({
      inDate: '20261105',
      warehouseId: f.ids.raw,
      items: [{ materielId: f.ids.red, batchNo: 'X1', qty: KG, ...line }],
    });
    const slot = await f.admin.post(
      '/warehouse/addOrUpdateMaterialIn',
      body({ allocationId: f.ids.auxSlot }),
    );
    expect(slot.result).toBe('第1行：货位不属于所选仓库');
    const fine = await f.admin.post('/warehouse/addOrUpdateMaterialIn', body({ qty: 400 }));
    expect(fine.result).toBe('请求参数有误：数量（kg）最多保留3位小数（最小0.001）（items.0.qty）');
    const zero = await f.admin.post('/warehouse/addOrUpdateMaterialIn', body({ qty: 0 }));
    expect(zero.result).toBe('请求参数有误：数量（kg）必须大于0（最小0.001）（items.0.qty）');
  });

  it('receives 3 kg at 19,340 and 19,340.01 元/kg, then draws 0.5 kg and 0.001 kg at the average, rounded once', async () => {
    await receive('R1', 2 * KG, 19_340 * YUAN, '20271231');
    await receive('R2', 1 * KG, 19_340.01 * YUAN, '20270630');
    expect(await costOf(t, f.ids.red)).toEqual([3, 58_020.01]);
    // The batch picker's source: each batch with what is free and its expiry, first to expire first.
    const batches = await f.store.get<{ batchNo: string; qty: number; expiryDate: string }[]>(
      '/apply/queryAvailableBatches',
      { materielId: String(f.ids.red), warehouseId: String(f.ids.raw) },
    );
    expect(batches.result.map((b) => [b.batchNo, b.qty / KG, b.expiryDate])).toEqual([
      ['R2', 1, '20270630'],
      ['R1', 2, '20271231'],
    ]);

    // 58,020.01 × 0.5 / 3 = 9,670.0016666… → 9,670.001667 (micro-yuan, half-up, once).
    expect(await draw(0.5 * KG)).toEqual({ qty: -500_000, value: -9_670_001_667 });
    expect(await balancesOf(t, f.ids.red)).toEqual({
      [`R2@${f.ids.raw}/${f.ids.slot1}`]: [0.5, 0],
      [`R1@${f.ids.raw}/${f.ids.slot1}`]: [2, 0],
    });
    // 48,350.008333 × 0.001 / 2.5 = 19.3400033332 → 19.340003.
    expect(await draw(1_000)).toEqual({ qty: -1_000, value: -19_340_003 });
    expect(await costOf(t, f.ids.red)).toEqual([2.499, 48_330.66833]);
    await assertLedger(t, f.ids.red);
  });
});
