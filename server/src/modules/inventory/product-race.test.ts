import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerViolations, noViolations } from './testing/ledger-invariants.ts';
import { balancesOf, costOf, KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * No oversell of finished goods, whatever the concurrency (DESIGN §5), through the API: 200
 * product warehouse-outs of 1 kg each posted at once against 100 kg, and 200 product requisitions
 * of 1 kg each saved at once (each reserves on save). Runs on the embedded database and, when
 * DATABASE_URL is set, on a throw-away PostgreSQL database (`npm test` runs both).
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
}, 60_000);
afterAll(() => t.close());

const database = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');

/** 100 kg of a product in one batch, put in through a product warehouse-in at 20 元/kg. */
async function receive(productId: number, batchNo: string) {
  const saved = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
    inDate: '20261105',
    warehouseId: f.ids.product,
    items: [{ productId, batchNo, allocationId: f.ids.cpSlot1, qty: 100 * KG, price: 20 * YUAN }],
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const posted = await f.store.post('/productWarehouse/changeProductInState', {
    id: saved.result.id,
    version: 1,
    action: 'WAREHOUSE-IN',
  });
  expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
}

const count = (results: { resultCode: string }[], code: string) =>
  results.filter((r) => r.resultCode === code).length;

describe(`product issues racing (${database()})`, () => {
  it('posts exactly 100 of 200 concurrent 1 kg warehouse-outs of 100 kg; the rest are refused in words', async () => {
    await receive(f.ids.blue, 'RACE-OUT');
    const ids: number[] = [];
    for (let i = 0; i < 200; i++) {
      const saved = await f.store.post<{ id: number }>('/productStockOutList/addOrUpdateProductOut', {
        outDate: '20261110',
        warehouseId: f.ids.product,
        outType: 'SALE',
        items: [{ productId: f.ids.blue, batchNo: 'RACE-OUT', allocationId: f.ids.cpSlot1, qty: 1 * KG }],
      });
      expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
      const reviewed = await f.storemaster.post('/productStockOutList/changeProductOutState', {
        id: saved.result.id,
        version: 1,
        action: 'AUDIT',
        status: 'APPROVAL_APPROVED',
      });
      expect(reviewed.resultCode).toBe('0');
      ids.push(saved.result.id);
    }
    const results = await Promise.all(
      ids.map((id) =>
        f.store.post<unknown>('/productStockOutList/changeProductOutState', {
          id,
          version: 2,
          action: 'WAREHOUSE-OUT',
        }),
      ),
    );
    expect(count(results, '0')).toBe(100);
    const refused = results.filter((r) => r.resultCode !== '0');
    expect(refused).toHaveLength(100);
    for (const r of refused)
      expect(r.result).toBe('库存不足：SJ-B15-01 酞菁蓝水性色浆 B15:3 批号 RACE-OUT 可用 0，需 1，缺 1');
    expect(await balancesOf(t, f.ids.blue, 'PRODUCT')).toEqual({});
    // The issue that empties the item takes all of its value: nothing is left on no stock.
    expect(await costOf(t, f.ids.blue, 'PRODUCT')).toEqual([0, 0]);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  }, 300_000);

  it('reserves exactly 100 of 200 concurrent 1 kg requisitions of 100 kg, and issues them', async () => {
    const red = f.ids.redPaste;
    await receive(red, 'RACE-REQ');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        f.store.post<{ id: number }>('/productApply/addOrUpdateProductRequisition', {
          applyDate: '20261110',
          warehouseId: f.ids.product,
          department: '销售部',
          applicant: `业务员${i}`,
          items: [{ productId: red, qty: 1 * KG }],
        }),
      ),
    );
    expect(count(results, '0')).toBe(100);
    const refused = results.filter((r) => r.resultCode !== '0');
    expect(refused).toHaveLength(100);
    for (const r of refused)
      expect(r.result).toMatch(
        /^可用库存不足：SJ-R101-01 氧化铁红水性色浆 (批号 RACE-REQ )?可用 0，需 1，缺 1$/,
      );
    const slot = `RACE-REQ@${f.ids.product}/${f.ids.cpSlot1}`;
    expect(await balancesOf(t, red, 'PRODUCT')).toEqual({ [slot]: [100, 100] });

    // Collected all at once, each issues exactly its own reservation.
    const saved = results.filter((r) => r.resultCode === '0').map((r) => r.result.id);
    const collected = await Promise.all(
      saved.map((id) =>
        f.store.post('/productApply/changeProductRequisitionState', {
          id,
          version: 1,
          action: 'WAREHOUSE-REQUISITION',
        }),
      ),
    );
    expect(count(collected, '0')).toBe(100);
    expect(await balancesOf(t, red, 'PRODUCT')).toEqual({});
    expect(await costOf(t, red, 'PRODUCT')).toEqual([0, 0]);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  }, 300_000);
});
