import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerViolations, noViolations } from './testing/ledger-invariants.ts';
import { assertLedger, costOf, KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * The three faults an independent replay found (issue 14), each at its edge: a stocktake gain
 * rounded twice, batch values that did not add up to the warehouse's, and value left on a
 * warehouse without stock. The rule now (DESIGN §5): the moving average is per item; a warehouse,
 * slot or batch is worth its share of the item's value by quantity, the rounding allocated by
 * largest remainder — every level sums exactly to the one above, and zero quantity is zero value.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
}, 60_000);
afterAll(() => t.close());

type Row = Record<string, unknown>;
type Page = { requestList: Row[] };

async function receive(
  warehouseId: number,
  itemId: number,
  lines: [string, number, number][],
  date = '20261105',
) {
  const saved = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
    inDate: date,
    warehouseId,
    items: lines.map(([batchNo, qty, price]) => ({ materielId: itemId, batchNo, qty, price })),
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const posted = await f.store.post('/warehouse/changeMaterialInState', {
    id: saved.result.id,
    version: 1,
    action: 'WAREHOUSE-IN',
  });
  expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
}

async function report(url: string, filters: Row): Promise<Row[]> {
  const res = await f.finance.post<Page>(url, {
    page: { pageIndex: 1, pageSize: 100 },
    queryParameterVo: filters,
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.requestList;
}

const stockOf = (itemId: number) => report('/inventory/queryMaterialStockList', { materielId: itemId });
const detailOf = (itemId: number) =>
  report('/inventory/queryMaterialStockDetailList', { materielId: itemId });
const byWarehouse = (rows: Row[]) =>
  Object.fromEntries(rows.map((r) => [r.warehouseId as number, [Number(r.onHand), Number(r.value)]]));

describe('the books at every level', () => {
  it('values a stocktake gain at value × gained ÷ quantity before, rounded once', async () => {
    // 1 kg at 10 and 2 kg at 10.000001: 30.000002 元 for 3 kg, an average of 10.00000066… 元/kg.
    await receive(f.ids.aux, f.ids.resin, [
      ['G1', 1 * KG, 10 * YUAN],
      ['G2', 2 * KG, 10 * YUAN + 1],
    ]);
    const saved = await f.store.post<{ id: number }>('/inventory/addOrUpdateMaterialClearing', {
      takeDate: '20261106',
      warehouseId: f.ids.aux,
      items: [{ materielId: f.ids.resin, batchNo: 'G2', countedQty: 5 * KG }],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    // Confirmed by another keeper than the one who counted (maker ≠ checker).
    const confirmed = await f.storemaster.post('/inventory/changeMaterialClearingState', {
      id: saved.result.id,
      version: 1,
      action: 'WAREHOUSE-INVENTORY',
    });
    expect(confirmed.resultCode, JSON.stringify(confirmed)).toBe('0');
    const [gain] = await queryRows<{ qty: number; value: number }>(
      t.database.db,
      sql`select qty, value from stock_moves where doc_key = 'material-stocktaking' and doc_id = ${saved.result.id}`,
    );
    // 30.000002 × 3 ÷ 3 = 30.000002 exactly; the rounded unit cost (10.000001) × 3 would be 30.000003.
    expect([Number(gain.qty), Number(gain.value)]).toEqual([3 * KG, 30_000_002]);
    expect(await costOf(t, f.ids.resin)).toEqual([6, 60.000004]);
    await assertLedger(t, f.ids.resin);
  });

  it('splits a warehouse’s value over its batches so that they add up exactly (largest remainder)', async () => {
    // Three 1 g batches at 10, 10 and 10.004 元/kg: 0.03 元 + 0.000004 元, not divisible by three.
    await receive(f.ids.raw, f.ids.red, [
      ['L1', 1_000, 10 * YUAN],
      ['L2', 1_000, 10 * YUAN],
      ['L3', 1_000, 10.004 * YUAN],
    ]);
    const [stock] = await stockOf(f.ids.red);
    expect([Number(stock.onHand), Number(stock.value)]).toEqual([3_000, 30_004]);
    const batches = await detailOf(f.ids.red);
    const values = Object.fromEntries(batches.map((b) => [b.batchNo as string, Number(b.value)]));
    // 10,001.33… each: the one unit left over goes to the largest remainder (ties by batch).
    expect(values).toEqual({ L1: 10_002, L2: 10_001, L3: 10_001 });
    expect(Object.values(values).reduce((a, b) => a + b, 0)).toBe(Number(stock.value));
  });

  it('leaves no value on a warehouse without stock: 1 kg at 10 in A, 1 kg at 20 in B, A’s kilogram issued', async () => {
    const item = f.ids.pigment;
    await receive(f.ids.raw, item, [['WA', 1 * KG, 10 * YUAN]]);
    await receive(f.ids.aux, item, [['WB', 1 * KG, 20 * YUAN]]);
    const out = await f.store.post<{ id: number }>('/inventory/addOrUpdateMaterialOut', {
      outDate: '20261107',
      warehouseId: f.ids.raw,
      outType: 'SCRAP',
      items: [{ materielId: item, batchNo: 'WA', qty: 1 * KG }],
    });
    expect(out.resultCode, JSON.stringify(out)).toBe('0');
    for (const [version, action] of [
      [1, 'AUDIT'],
      [2, 'WAREHOUSE-OUT'],
    ] as const) {
      const moved = await f.store.post('/inventory/changeMaterialOutState', {
        id: out.result.id,
        version,
        action,
        ...(action === 'AUDIT' ? { status: 'APPROVAL_APPROVED' } : {}),
      });
      expect(moved.resultCode, JSON.stringify(moved)).toBe('0');
    }
    // The issue took the average, 15 元; B's kilogram carries the 15 元 that are left.
    expect(await costOf(t, item)).toEqual([1, 15]);
    expect(byWarehouse(await stockOf(item))).toEqual({ [f.ids.aux]: [1 * KG, 15 * YUAN] });
    const batches = await detailOf(item);
    expect(batches.map((b) => [b.batchNo, Number(b.onHand), Number(b.value)])).toEqual([
      ['WB', 1 * KG, 15 * YUAN],
    ]);

    // Closed, the month's snapshot follows the same rule: no value on A, 15 元 on B's batch.
    const closed = await f.finance.post('/matStockAcc/account', { period: '202611' });
    expect(closed.resultCode, JSON.stringify(closed)).toBe('0');
    const snapshot = await queryRows<{ warehouse_id: number; batch_no: string; qty: number; value: number }>(
      t.database.db,
      sql`select warehouse_id, batch_no, qty, value from stock_closings
          where item_kind = 'MATERIAL' and period = '202611' and item_id = ${item} order by warehouse_id`,
    );
    expect(snapshot.map((r) => [r.warehouse_id, r.batch_no, Number(r.qty), Number(r.value)])).toEqual([
      [f.ids.aux, 'WB', 1 * KG, 15 * YUAN],
    ]);
    const last = await f.finance.post<{ consistent: boolean }>('/matStockAcc/lastCheck', {
      period: '202611',
    });
    expect(last.result.consistent).toBe(true);
    // Every other item's snapshot: no value without quantity, and each adds up to its moves.
    const [zeroWithValue] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stock_closings where qty = 0 and value <> 0`,
    );
    expect(zeroWithValue.n).toBe(0);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
    // Still right on the screen, now read from the snapshot.
    expect(byWarehouse(await stockOf(item))).toEqual({ [f.ids.aux]: [1 * KG, 15 * YUAN] });
  });
});
