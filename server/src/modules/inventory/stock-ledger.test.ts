import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { averageCost, divRound, type MoveInput, postMoves } from './stock-ledger.service.ts';
import { closePeriod } from './stock-period.service.ts';
import { release, reserve } from './stock-reservation.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KG = 1_000_000;
const YUAN = 1_000_000;
let docId = 0;
const move = (m: Partial<MoveInput> & { itemId: number; qty: number }): MoveInput => ({
  itemKind: 'MATERIAL',
  warehouseId: 1,
  docKey: 'test',
  docId: ++docId,
  businessDate: '20261122',
  itemLabel: 'YL-PB153 酞菁蓝',
  ...m,
});
const post = (...moves: MoveInput[]) => t.database.db.transaction((tx) => postMoves(tx, moves));

async function invariants(itemId: number) {
  const [b] = await queryRows<{ bal: number; moves: number }>(
    t.database.db,
    sql`select (select coalesce(sum(on_hand), 0) from stock_balances where item_id = ${itemId})::bigint as bal,
               (select coalesce(sum(qty), 0) from stock_moves where item_id = ${itemId})::bigint as moves`,
  );
  const [c] = await queryRows<{ qty: number; value: number; mv: number }>(
    t.database.db,
    sql`select qty, value, (select coalesce(sum(value), 0) from stock_moves where item_id = ${itemId})::bigint as mv
        from item_costs where item_id = ${itemId}`,
  );
  expect(Number(b.bal)).toBe(Number(b.moves));
  expect(Number(c.qty)).toBe(Number(b.bal));
  expect(Number(c.value)).toBe(Number(c.mv));
}

describe('stock ledger', () => {
  it('moves the weighted average on receipts and values issues by it, rounding once', async () => {
    await post(move({ itemId: 1, batchNo: 'B1', qty: 100 * KG, unitCost: 60 * YUAN }));
    await post(move({ itemId: 1, batchNo: 'B2', qty: 50 * KG, unitCost: 72 * YUAN }));
    // (100 × 60 + 50 × 72) / 150 = 64 元/kg
    expect(await averageCost(t.database.db, 'MATERIAL', 1)).toBe(64 * YUAN);
    const [issued] = await post(move({ itemId: 1, batchNo: 'B1', qty: -30 * KG }));
    expect(issued).toMatchObject({ value: -1920 * YUAN, unitCost: 64 * YUAN });
    await invariants(1);
  });

  it('lets the issue that empties an item take all of its remaining value: no residue', async () => {
    await post(
      move({ itemId: 2, qty: 3 * KG, unitCost: 10 * YUAN }),
      move({ itemId: 2, qty: 3 * KG, unitCost: 10_000_001 }),
    );
    // 6 kg worth 60.000003 元; thirds do not divide evenly.
    const a = await post(move({ itemId: 2, qty: -2 * KG }));
    const b = await post(move({ itemId: 2, qty: -2 * KG }));
    const c = await post(move({ itemId: 2, qty: -2 * KG }));
    expect(a[0].value + b[0].value + c[0].value).toBe(-60_000_003);
    const [cost] = await queryRows<{ qty: number; value: number }>(
      t.database.db,
      sql`select qty, value from item_costs where item_id = 2`,
    );
    expect([Number(cost.qty), Number(cost.value)]).toEqual([0, 0]);
    await invariants(2);
  });

  it('refuses to go below zero with a Chinese message naming the item, the batch and the shortfall', async () => {
    await post(move({ itemId: 3, batchNo: 'B9', qty: 5 * KG, unitCost: 1 * YUAN }));
    const refused = await post(move({ itemId: 3, batchNo: 'B9', qty: -7.5 * KG })).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.message).toBe('库存不足：YL-PB153 酞菁蓝 批号 B9 可用 5，需 7.5，缺 2.5');
    // The whole document is refused: the first (valid) line is not half-posted.
    const both = await post(
      move({ itemId: 3, batchNo: 'B9', qty: -1 * KG }),
      move({ itemId: 4, qty: -1 * KG }),
    ).catch((e) => e);
    expect(both).toBeInstanceOf(AppError);
    const [row] = await queryRows<{ on_hand: number }>(
      t.database.db,
      sql`select on_hand from stock_balances where item_id = 3`,
    );
    expect(Number(row.on_hand)).toBe(5 * KG);
    await invariants(3);
  });

  it('backs the rule with a database CHECK', async () => {
    await expect(
      t.database.db.execute(sql`update stock_balances set on_hand = -1 where item_id = 3`),
    ).rejects.toThrow();
  });

  it('rounds half-up exactly', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
  });

  it('sells exactly what is on hand under 200 concurrent single-unit issues', async () => {
    await post(move({ itemId: 9, qty: 100 * KG, unitCost: 2 * YUAN }));
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => post(move({ itemId: 9, qty: -1 * KG }))),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toBe(100);
    expect(refused).toHaveLength(100);
    for (const r of refused) expect(String((r as PromiseRejectedResult).reason.message)).toMatch(/^库存不足/);
    const [row] = await queryRows<{ on_hand: number }>(
      t.database.db,
      sql`select on_hand from stock_balances where item_id = 9`,
    );
    expect(Number(row.on_hand)).toBe(0);
    await invariants(9);
  }, 120_000);

  it('reserves exactly what is available under 200 concurrent single-unit reservations, and releases it', async () => {
    await post(move({ itemId: 10, batchNo: 'R', qty: 100 * KG, unitCost: 1 * YUAN }));
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        t.database.db.transaction((tx) =>
          reserve(tx, [
            {
              itemKind: 'MATERIAL',
              itemId: 10,
              warehouseId: 1,
              batchNo: 'R',
              qty: KG,
              docKey: 'race',
              docId: i + 1,
            },
          ]),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect(String((r as PromiseRejectedResult).reason.message)).toMatch(/^可用库存不足/);
    const [row] = await queryRows<{ on_hand: number; reserved: number }>(
      t.database.db,
      sql`select on_hand, reserved from stock_balances where item_id = 10`,
    );
    expect([Number(row.on_hand), Number(row.reserved)]).toEqual([100 * KG, 100 * KG]);
    // Nothing reserved may be issued to anyone else.
    await expect(post(move({ itemId: 10, batchNo: 'R', qty: -1 * KG }))).rejects.toThrow(/^库存不足/);
    let released = 0;
    for (let i = 1; i <= 200; i++)
      released += await t.database.db.transaction((tx) => release(tx, 'race', i));
    expect(released).toBe(100);
    const [after] = await queryRows<{ reserved: number }>(
      t.database.db,
      sql`select reserved from stock_balances where item_id = 10`,
    );
    expect(Number(after.reserved)).toBe(0);
  }, 120_000);

  it('closes a month while postings into it race: each posting is in the snapshot or refused', async () => {
    const into = (i: number) =>
      move({
        itemId: 11,
        qty: 1 * KG,
        unitCost: 1 * YUAN,
        businessDate: `202605${String(1 + (i % 28)).padStart(2, '0')}`,
      });
    await post(into(0));
    const postings = Array.from({ length: 40 }, (_, i) => post(into(i + 1)));
    const close = t.database.db.transaction((tx) => closePeriod(tx, 'MATERIAL', '202605', 'finance', []));
    const results = await Promise.allSettled([...postings, close]);
    expect(results.at(-1)?.status).toBe('fulfilled');
    for (const r of results.slice(0, -1).filter((x) => x.status === 'rejected'))
      expect(String((r as PromiseRejectedResult).reason.message)).toMatch(/^2026年5月物料库存已结账/);
    const [row] = await queryRows<{ snapshot: number; moves: number }>(
      t.database.db,
      sql`select (select coalesce(sum(qty), 0) from stock_closings where item_id = 11 and period = '202605')::bigint as snapshot,
                 (select coalesce(sum(qty), 0) from stock_moves where item_id = 11 and business_date <= '20260531')::bigint as moves`,
    );
    expect(Number(row.snapshot)).toBe(Number(row.moves));
    await invariants(11);
  }, 120_000);
});
