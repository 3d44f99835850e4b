import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requisitioner } from '../../seed/demo-people.ts';
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
    const who = await requisitioner(t.database.db);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        f.store.post<{ id: number }>('/productApply/addOrUpdateProductRequisition', {
          applyDate: '20261110',
          warehouseId: f.ids.product,
          ...who,
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

  it('merges racing each other and the outs of their sources: one new batch, nothing made or lost', async () => {
    const blue = f.ids.blue;
    for (const batch of ['MRG-A', 'MRG-B', 'MRG-C', 'MRG-D']) await receive(blue, batch);
    const pending = async (url: string, body: object) => {
      const saved = await f.store.post<{ id: number }>(url, body);
      expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
      return saved.result.id;
    };
    // Two merges into the same new batch number, from different sources: only one may make it.
    const merge = (sources: string[]) =>
      pending('/productMergeStock/addOrUpdateProductMergeStock', {
        mergeDate: '20261112',
        warehouseId: f.ids.product,
        productId: blue,
        newBatchNo: 'MRG-NEW',
        items: sources.map((batchNo) => ({ batchNo, allocationId: f.ids.cpSlot1 })),
      });
    const merges = [await merge(['MRG-A', 'MRG-B']), await merge(['MRG-C', 'MRG-D'])];
    // Outs of 10 kg from a source of the first merge, racing it.
    const outs: number[] = [];
    for (let i = 0; i < 12; i++) {
      const id = await pending('/productStockOutList/addOrUpdateProductOut', {
        outDate: '20261112',
        warehouseId: f.ids.product,
        outType: 'SAMPLE',
        items: [{ productId: blue, batchNo: 'MRG-A', allocationId: f.ids.cpSlot1, qty: 10 * KG }],
      });
      const reviewed = await f.storemaster.post('/productStockOutList/changeProductOutState', {
        id,
        version: 1,
        action: 'AUDIT',
        status: 'APPROVAL_APPROVED',
      });
      expect(reviewed.resultCode).toBe('0');
      outs.push(id);
    }
    const [mergeResults, outResults] = await Promise.all([
      Promise.all(
        merges.map((id) =>
          f.store.post('/productMergeStock/changeProductMergeStockState', {
            id,
            version: 1,
            action: 'WAREHOUSE-MERGE',
          }),
        ),
      ),
      Promise.all(
        outs.map((id) =>
          f.store.post('/productStockOutList/changeProductOutState', {
            id,
            version: 2,
            action: 'WAREHOUSE-OUT',
          }),
        ),
      ),
    ]);
    // Exactly one merge makes MRG-NEW; the other is refused in words, its sources untouched.
    expect(count(mergeResults, '0')).toBe(1);
    const refusedMerge = mergeResults.find((r) => r.resultCode !== '0');
    expect(refusedMerge?.result).toMatch(/批号 MRG-NEW 已在「SJ-B15-01 .*」的库存记录中使用|库存不足|可用/);
    const outsDone = count(outResults, '0');
    // Nothing made or lost: 400 kg in, 10 kg per out that went; the value follows exactly.
    const balances = await balancesOf(t, blue, 'PRODUCT');
    const onHand = Object.values(balances).reduce((sum, [qty]) => sum + qty, 0);
    expect(onHand).toBe(400 - 10 * outsDone);
    // The new batch is one merge's: its two sources, with what it holds.
    const sources = await f.store.get<{ batchNo: string; qty: number }[]>(
      '/productMergeStock/queryBatchSources',
      {
        productId: String(blue),
        batchNo: 'MRG-NEW',
      },
    );
    expect(sources.resultCode, JSON.stringify(sources)).toBe('0');
    const names = sources.result.map((n) => n.batchNo).sort();
    expect([
      ['MRG-A', 'MRG-B'],
      ['MRG-C', 'MRG-D'],
    ]).toContainEqual(names);
    const merged = sources.result.reduce((sum, n) => sum + n.qty, 0) / KG;
    expect(balances[`MRG-NEW@${f.ids.product}/0`]).toEqual([merged, 0]);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  }, 300_000);
});
