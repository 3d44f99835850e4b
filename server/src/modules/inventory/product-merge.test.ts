import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postMoves } from './stock-ledger.service.ts';
import { reserve } from './stock-reservation.service.ts';
import { ledgerViolations, noViolations } from './testing/ledger-invariants.ts';
import { KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * 批次合并 and 包装改装 on the ledger: a merge keeps the product's quantity and value to the unit and
 * the new batch traces back to its sources; a re-pack changes only the packing (and a loss).
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
const p: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  const rows = await queryRows<{ code: string; id: number }>(
    t.database.db,
    sql`select code, id from md_products union all select code, id from md_allocations
        union all select 'spec:' || code, id from md_package_specs`,
  );
  for (const r of rows) p[r.code] = r.id;
}, 60_000);
afterAll(() => t.close());

const M = '/productMergeStock';
let receiptDoc = 0;

/** Product stock received straight on the ledger (no product warehouse-in on this branch yet). */
async function receive(
  productId: number,
  batchNo: string,
  qty: number,
  value: number,
  opts: { allocationId?: number; date?: string; expiryDate?: string; productionDate?: string } = {},
) {
  await t.database.db.transaction((tx) =>
    postMoves(tx, [
      {
        itemKind: 'PRODUCT',
        itemId: productId,
        warehouseId: f.ids.product,
        allocationId: opts.allocationId ?? p['CP-B-01'],
        batchNo,
        qty,
        unitCost: 0,
        value,
        docKey: 'test-product-receipt',
        docId: ++receiptDoc,
        businessDate: opts.date ?? '20261103',
        batch: { expiryDate: opts.expiryDate, productionDate: opts.productionDate },
      },
    ]),
  );
}

async function costOf(productId: number) {
  const [row] = await queryRows<{ qty: number; value: number }>(
    t.database.db,
    sql`select qty, value from item_costs where item_kind = 'PRODUCT' and item_id = ${productId}`,
  );
  return { qty: Number(row?.qty ?? 0), value: Number(row?.value ?? 0) };
}

async function batchQty(productId: number, batchNo: string) {
  const [row] = await queryRows<{ qty: number }>(
    t.database.db,
    sql`select coalesce(sum(on_hand), 0)::bigint as qty from stock_balances
        where item_kind = 'PRODUCT' and item_id = ${productId} and batch_no = ${batchNo}`,
  );
  return Number(row.qty);
}

interface MergeLine {
  batchNo: string;
  allocationId?: number;
  qty?: number;
}

function saveMerge(productId: number, lines: MergeLine[], extra: Record<string, unknown> = {}) {
  return f.store.post<{ id: number }>(`${M}/addOrUpdateProductMergeStock`, {
    mergeDate: '20261110',
    warehouseId: f.ids.product,
    productId,
    newAllocationId: p['CP-B-03'],
    items: lines.map((l) => ({ allocationId: p['CP-B-01'], ...l })),
    ...extra,
  });
}

async function detail(id: number) {
  return (
    await f.store.get<Record<string, unknown> & { version: number; newBatchNo: string; status: string }>(
      `${M}/queryProductMergeStockDetail`,
      { id: String(id) },
    )
  ).result;
}

async function act(id: number, action: string) {
  const doc = await detail(id);
  return f.store.post(`${M}/changeProductMergeStockState`, { id, version: doc.version, action });
}

/** Saves and confirms a merge; answers the new batch number. */
async function merge(productId: number, lines: MergeLine[], extra: Record<string, unknown> = {}) {
  const saved = await saveMerge(productId, lines, extra);
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const done = await act(saved.result.id, 'WAREHOUSE-MERGE');
  expect(done.resultCode, JSON.stringify(done)).toBe('0');
  return { id: saved.result.id, batchNo: (await detail(saved.result.id)).newBatchNo };
}

const refusal = async (res: Promise<{ resultCode: string; result: unknown }>) => {
  const r = await res;
  expect(r.resultCode, JSON.stringify(r)).not.toBe('0');
  return String(r.result);
};

type Trace = { batchNo: string; qty: number; children?: Trace[] };
const traced = (nodes: Trace[]): unknown =>
  nodes.map((n) => (n.children ? [n.batchNo, n.qty / KG, traced(n.children)] : [n.batchNo, n.qty / KG]));

describe('批次合并', () => {
  it('merges three batches at three prices: quantity and value unchanged to the unit, traced to its sources', async () => {
    const blue = p['SJ-B15-01'];
    // Awkward quantities (to the gram and below) at prices that do not divide evenly.
    await receive(blue, 'B-1', 1_001, 7_000_003, {
      expiryDate: '20271231',
      productionDate: '20261001',
      date: '20261102',
    });
    await receive(blue, 'B-2', 333_333, 12_345_679, { expiryDate: '20270630', productionDate: '20261015' });
    await receive(blue, 'B-3', 2_000_000, 77_000_001, { allocationId: p['CP-B-02'] });
    await receive(blue, 'B-4', 5_000_000, 190_000_000); // stays out of the merge
    const before = await costOf(blue);

    const first = await merge(blue, [
      { batchNo: 'B-1' },
      { batchNo: 'B-2', qty: 333_000 }, // 0.333 kg of 0.333333
      { batchNo: 'B-3', allocationId: p['CP-B-02'] },
    ]);
    expect(await costOf(blue)).toEqual(before);
    expect(first.batchNo).toMatch(/^HB\d{8}\d{3}$/);
    expect(await batchQty(blue, first.batchNo)).toBe(1_001 + 333_000 + 2_000_000);
    expect(await batchQty(blue, 'B-2')).toBe(333);
    const moves = await queryRows<{ qty: number; value: number }>(
      t.database.db,
      sql`select qty, value from stock_moves where doc_key = 'product-stock-merge' and doc_id = ${first.id}`,
    );
    expect(moves.reduce((s, m) => s + Number(m.qty), 0)).toBe(0);
    expect(moves.reduce((s, m) => s + Number(m.value), 0)).toBe(0);
    // The oldest and first-to-expire source decide the merged batch's age and expiry.
    const [batch] = await queryRows<{ first_in_date: string; expiry_date: string; production_date: string }>(
      t.database.db,
      sql`select first_in_date, expiry_date, production_date from stock_batches
          where item_kind = 'PRODUCT' and item_id = ${blue} and batch_no = ${first.batchNo}`,
    );
    expect(batch).toEqual({
      first_in_date: '20261102',
      expiry_date: '20270630',
      production_date: '20261001',
    });

    // Merged again with another batch: the trace goes through both merges.
    const second = await merge(
      blue,
      [{ batchNo: first.batchNo, allocationId: p['CP-B-03'] }, { batchNo: 'B-4' }],
      { newBatchNo: 'B-ALL' },
    );
    expect(second.batchNo).toBe('B-ALL');
    expect(await costOf(blue)).toEqual(before);
    const trace = await f.store.get<Trace[]>(`${M}/queryBatchSources`, {
      productId: String(blue),
      batchNo: 'B-ALL',
    });
    expect(trace.resultCode).toBe('0');
    expect(traced(trace.result)).toEqual([
      ['B-4', 5],
      [
        first.batchNo,
        2.334001,
        [
          ['B-1', 0.001001],
          ['B-2', 0.333],
          ['B-3', 2],
        ],
      ],
    ]);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  });

  it('red-flushes a merge only while its new batch is untouched', async () => {
    const red = p['SJ-R101-01'];
    await receive(red, 'R-1', 10 * KG, 100 * YUAN);
    await receive(red, 'R-2', 10 * KG, 300 * YUAN);
    const before = await costOf(red);
    const done = await merge(red, [{ batchNo: 'R-1' }, { batchNo: 'R-2' }]);
    expect((await act(done.id, 'RED-FLUSH')).resultCode).toBe('0');
    expect(await costOf(red)).toEqual(before);
    expect(await batchQty(red, 'R-1')).toBe(10 * KG);
    expect(await batchQty(red, done.batchNo)).toBe(0);
    const trace = await f.store.get<Trace[]>(`${M}/queryBatchSources`, {
      productId: String(red),
      batchNo: done.batchNo,
    });
    expect(trace.result).toEqual([]);

    // Once the new batch has moved on (part of it issued), the merge stands.
    const again = await merge(red, [{ batchNo: 'R-1' }, { batchNo: 'R-2' }], { newBatchNo: 'R-M' });
    await t.database.db.transaction((tx) =>
      postMoves(tx, [
        {
          itemKind: 'PRODUCT',
          itemId: red,
          warehouseId: f.ids.product,
          allocationId: p['CP-B-03'],
          batchNo: 'R-M',
          qty: -KG,
          docKey: 'test-product-issue',
          docId: 1,
          businessDate: '20261111',
        },
      ]),
    );
    expect(await refusal(act(again.id, 'RED-FLUSH'))).toBe('新批号 R-M 已有后续出入库或再次合并，不能红冲');
    // A discarded merge's batch number is not handed out again.
    await receive(red, 'R-3', KG, 10 * YUAN);
    expect(
      await refusal(
        saveMerge(red, [{ batchNo: 'R-M', allocationId: p['CP-B-03'] }, { batchNo: 'R-3' }], {
          newBatchNo: done.batchNo,
        }),
      ),
    ).toBe(`批号 ${done.batchNo} 已在「SJ-R101-01 氧化铁红水性色浆」的库存记录中使用，请另起一个新批号`);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  });

  it('refuses in Chinese: another product’s batch, a material warehouse, too much, a reserved batch, a closed month, a used number', async () => {
    const black = p['SJ-BK7-01'];
    const white = p['SJ-W6-01'];
    await receive(black, 'K-1', 2 * KG, 20 * YUAN);
    await receive(black, 'K-2', 2 * KG, 30 * YUAN);
    await receive(white, 'W-1', 2 * KG, 20 * YUAN);
    // One product per merge: a batch of another product is no batch of this one.
    expect(await refusal(saveMerge(black, [{ batchNo: 'K-1' }, { batchNo: 'W-1' }]))).toBe(
      '第2行：批号 W-1 在所选仓库货位没有可用库存',
    );
    expect(
      await refusal(
        saveMerge(black, [{ batchNo: 'K-1' }, { batchNo: 'K-2' }], {
          warehouseId: f.ids.raw,
          newAllocationId: null,
          items: [{ batchNo: 'K-1' }, { batchNo: 'K-2' }],
        }),
      ),
    ).toBe('「原料仓」不是成品仓，不能做批次合并');
    expect(await refusal(saveMerge(black, [{ batchNo: 'K-1', qty: 3 * KG }, { batchNo: 'K-2' }]))).toBe(
      '第1行：批号 K-1 可用库存 2 kg，不足 3 kg',
    );
    expect(await refusal(saveMerge(black, [{ batchNo: 'K-1' }]))).toBe(
      '请求参数有误：请至少填写2行来源批号（items）',
    );
    expect(await refusal(saveMerge(black, [{ batchNo: 'K-1' }, { batchNo: 'K-1' }]))).toBe(
      '第2行：批号 K-1 在同一货位重复出现',
    );
    expect(
      await refusal(saveMerge(black, [{ batchNo: 'K-1' }, { batchNo: 'K-2' }], { newBatchNo: 'K-2' })),
    ).toBe('新批号 K-2 不能与来源批号相同，请另起一个新批号');
    await receive(black, 'K-9', KG, 10 * YUAN);
    expect(
      await refusal(saveMerge(black, [{ batchNo: 'K-1' }, { batchNo: 'K-2' }], { newBatchNo: 'K-9' })),
    ).toBe('批号 K-9 已在「SJ-BK7-01 炭黑水性色浆」的库存记录中使用，请另起一个新批号');

    // Saved while free, then reserved by someone else: the ledger refuses at confirmation.
    const saved = await saveMerge(black, [{ batchNo: 'K-1' }, { batchNo: 'K-2' }]);
    expect(saved.resultCode).toBe('0');
    await t.database.db.transaction((tx) =>
      reserve(tx, [
        {
          itemKind: 'PRODUCT',
          itemId: black,
          warehouseId: f.ids.product,
          allocationId: p['CP-B-01'],
          batchNo: 'K-2',
          qty: KG,
          docKey: 'test-order',
          docId: 1,
        },
      ]),
    );
    expect(await refusal(act(saved.result.id, 'WAREHOUSE-MERGE'))).toContain(
      '库存不足：SJ-BK7-01 炭黑水性色浆 批号 K-2 可用 1',
    );
    expect(await refusal(saveMerge(black, [{ batchNo: 'K-1' }, { batchNo: 'K-2', qty: 2 * KG }]))).toBe(
      '第2行：批号 K-2 可用库存 1 kg，不足 2 kg',
    );
    // Without a quantity a line takes what is free: the reserved kilogram stays behind.
    const free = await saveMerge(black, [{ batchNo: 'K-1' }, { batchNo: 'K-2' }]);
    expect((await detail(free.result.id)).totalQty).toBe(3 * KG);

    await t.database.db.execute(
      sql`insert into stock_periods (item_kind, period, status) values ('PRODUCT', '202601', 'CLOSED')`,
    );
    expect(
      await refusal(
        saveMerge(black, [{ batchNo: 'K-1' }, { batchNo: 'K-2', qty: KG }], { mergeDate: '20260115' }),
      ),
    ).toBe('2026年1月产品库存已结账，不能在该月新建或修改单据（业务日期 2026-01-15）');
    await t.database.db.execute(
      sql`delete from stock_periods where item_kind = 'PRODUCT' and period = '202601'`,
    );
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  });

  it('random merges keep each product’s quantity and value exactly (property)', async () => {
    const green = p['SJ-G7-01'];
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 0, max: 90_000_000 })), {
          minLength: 2,
          maxLength: 4,
        }),
        async (batches) => {
          const round = ++n;
          for (const [i, [qty, value]] of batches.entries())
            await receive(green, `P${round}-${i}`, qty, value);
          const before = await costOf(green);
          const done = await merge(
            green,
            batches.map((_, i) => ({ batchNo: `P${round}-${i}` })),
          );
          expect(await costOf(green)).toEqual(before);
          expect(await batchQty(green, done.batchNo)).toBe(batches.reduce((s, [q]) => s + q, 0));
        },
      ),
      { numRuns: 12, seed: 20261110 },
    );
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  }, 60_000);
});
