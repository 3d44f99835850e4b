import type { StockKind } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../platform/db/client.ts';
import { ApiClient, type TestApp } from '../../../test/test-app.ts';

/**
 * Shared set-up of the warehouse API tests (material and product side): demo accounts, ids, and
 * ledger assertions that take the stock kind.
 */
export const KG = 1_000_000;
export const YUAN = 1_000_000;

export async function materialFixture(t: TestApp) {
  const client = async (user: string, password = 'demo1234') => {
    const c = new ApiClient(t.app);
    expect((await c.login(user, password)).resultCode).toBe('0');
    return c;
  };
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  const ids = {
    raw: await one(sql`select id from md_warehouses where code = 'YL01'`),
    aux: await one(sql`select id from md_warehouses where code = 'YL02'`),
    product: await one(sql`select id from md_warehouses where code = 'CP01'`),
    product2: await one(sql`select id from md_warehouses where code = 'CP02'`),
    cpSlot1: await one(sql`select id from md_allocations where code = 'CP-B-01'`),
    cpSlot2: await one(sql`select id from md_allocations where code = 'CP-B-02'`),
    cpSlot3: await one(sql`select id from md_allocations where code = 'CP-B-03'`),
    wzSlot1: await one(sql`select id from md_allocations where code = 'WZ-A-01'`),
    slot1: await one(sql`select id from md_allocations where code = 'YL-A-01'`),
    slot2: await one(sql`select id from md_allocations where code = 'YL-A-02'`),
    auxSlot: await one(sql`select id from md_allocations where code = 'FL-A-01'`),
    pigment: await one(sql`select id from md_materiels where code = 'YL-PB153'`),
    red: await one(sql`select id from md_materiels where code = 'YL-PR101'`),
    resin: await one(sql`select id from md_materiels where code = 'SZ-ACR01'`),
    supplier: await one(sql`select id from md_suppliers where code = 'GYS001'`),
    blue: await one(sql`select id from md_products where code = 'SJ-B15-01'`),
    redPaste: await one(sql`select id from md_products where code = 'SJ-R101-01'`),
  };
  // The warehouse tests key stock in by hand (物料入库 with no acceptance): their materials need no
  // incoming inspection here. The inspection gate's tests flag the materials they need.
  await t.database.db.execute(sql`update md_materiels set need_inspection = false`);
  return {
    ids,
    admin: await client('admin', 'admin123'),
    store: await client('store'),
    storemaster: await client('storemaster'),
    finance: await client('finacemanager'),
    // Maker ≠ checker (issue 35 item 4): what finance keys, another finance reviewer 复核 / 审核.
    reviewer: await client('finacederictor'),
    quality: await client('qualitymanager'),
  };
}

/**
 * on_hand / reserved of every batch of an item of a kind of stock,
 * `batch@warehouse/allocation` → [on hand kg, reserved kg].
 */
export async function balancesOf(t: TestApp, itemId: number, kind: StockKind = 'MATERIAL') {
  const rows = await queryRows<{
    warehouse_id: number;
    allocation_id: number;
    batch_no: string;
    on_hand: number;
    reserved: number;
  }>(
    t.database.db,
    sql`select warehouse_id, allocation_id, batch_no, on_hand, reserved from stock_balances
        where item_kind = ${kind} and item_id = ${itemId} and (on_hand <> 0 or reserved <> 0)
        order by warehouse_id, batch_no, allocation_id`,
  );
  return Object.fromEntries(
    rows.map((r) => [
      `${r.batch_no}@${r.warehouse_id}/${r.allocation_id}`,
      [Number(r.on_hand) / KG, Number(r.reserved) / KG],
    ]),
  );
}

/** [qty kg, value 元] of the item's moving-average cost row. */
export async function costOf(t: TestApp, itemId: number, kind: StockKind = 'MATERIAL') {
  const [row] = await queryRows<{ qty: number; value: number }>(
    t.database.db,
    sql`select qty, value from item_costs where item_kind = ${kind} and item_id = ${itemId}`,
  );
  return [Number(row?.qty ?? 0) / KG, Number(row?.value ?? 0) / YUAN];
}

/**
 * The ledger's invariants for one item: every balance equals the sum of its moves, reserved
 * equals the open reservations, the cost row equals the sums of quantities and values.
 */
export async function assertLedger(t: TestApp, itemId: number, kind: StockKind = 'MATERIAL') {
  const off = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from (
          select b.warehouse_id, b.allocation_id, b.batch_no from stock_balances b
          where b.item_kind = ${kind} and b.item_id = ${itemId}
            and (b.on_hand <> (select coalesce(sum(qty), 0) from stock_moves m
                               where m.item_kind = b.item_kind and m.item_id = b.item_id and m.warehouse_id = b.warehouse_id
                                 and m.allocation_id = b.allocation_id and m.batch_no = b.batch_no)
              or b.reserved <> (select coalesce(sum(qty), 0) from stock_reservations r
                               where r.item_kind = b.item_kind and r.item_id = b.item_id and r.warehouse_id = b.warehouse_id
                                 and r.allocation_id = b.allocation_id and r.batch_no = b.batch_no))) x`,
  );
  expect(off[0].n, 'balances equal the sum of their moves and reservations').toBe(0);
  const [sums] = await queryRows<{ qty: number; value: number }>(
    t.database.db,
    sql`select coalesce(sum(qty), 0)::bigint as qty, coalesce(sum(value), 0)::bigint as value from stock_moves
        where item_kind = ${kind} and item_id = ${itemId}`,
  );
  expect(await costOf(t, itemId, kind)).toEqual([Number(sums.qty) / KG, Number(sums.value) / YUAN]);
}
