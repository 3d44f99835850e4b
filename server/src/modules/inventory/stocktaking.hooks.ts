import {
  companyToday,
  materialSide,
  materialStocktaking,
  type productStocktaking,
  ResultCode,
  type StockSide,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { type MoveInput, postMoves } from './stock-ledger.service.ts';
import {
  assertAllocations,
  assertDateOpen,
  assertWarehouseOf,
  itemIdOf,
  lineMove,
  loadLines,
} from './stock-rules.ts';

type Stocktaking = typeof materialStocktaking | typeof productStocktaking;

async function bookQty(
  db: DbOrTx,
  side: StockSide,
  warehouseId: number,
  itemId: number,
  allocationId: number,
  batchNo: string,
) {
  const [row] = await queryRows<{ on_hand: number }>(
    db,
    sql`select on_hand from stock_balances where item_kind = ${side.kind} and item_id = ${itemId}
        and warehouse_id = ${warehouseId} and allocation_id = ${allocationId} and batch_no = ${batchNo}`,
  );
  return Number(row?.on_hand ?? 0);
}

/**
 * The unit cost a gain comes in at when the item has no stock: its last known cost. With stock,
 * the ledger values the gain at the moving average itself, rounded once (`atAverage`).
 */
async function lastUnitCost(db: DbOrTx, side: StockSide, itemId: number) {
  const [last] = await queryRows<{ unit_cost: number }>(
    db,
    sql`select unit_cost from stock_moves where item_kind = ${side.kind} and item_id = ${itemId}
        order by id desc limit 1`,
  );
  return Number(last?.unit_cost ?? 0);
}

/**
 * 盘点单 rules, on any side: a new count without lines takes every batch the books hold in the warehouse;
 * the book quantity is always the ledger's; 确认盘点 sets the stock to what was counted, gains at
 * the current average cost and losses at it (the difference is against the book at that moment).
 */
export function stocktakingHooks(side: StockSide, def: Stocktaking): DocumentHooks<Stocktaking> {
  const docKey = def.key;
  return {
    async beforeSave({ db, before, patch }, doc) {
      const warehouseId = doc.warehouseId ?? 0;
      await assertWarehouseOf(db, side, warehouseId, `${side.noun}盘点`);
      await assertDateOpen(db, side, doc.takeDate);
      if (!before && Array.isArray(patch.items) && patch.items.length === 0) {
        const held = await queryRows<{
          item_id: number;
          allocation_id: number;
          batch_no: string;
          on_hand: number;
        }>(
          db,
          sql`select b.item_id, b.allocation_id, b.batch_no, b.on_hand from stock_balances b
            join ${sql.identifier(side.itemTable)} m on m.id = b.item_id
            where b.item_kind = ${side.kind} and b.warehouse_id = ${warehouseId} and b.on_hand > 0
            order by m.code, b.batch_no, b.allocation_id`,
        );
        if (held.length === 0) fail(ResultCode.BUSINESS_RULE, '该仓库没有库存，请手工填写盘点明细');
        doc.items = held.map((h) => ({
          [side.item]: h.item_id,
          batchNo: h.batch_no,
          allocationId: h.allocation_id || null,
          countedQty: Number(h.on_hand),
        }));
      }
      const lines = patch.items ? doc.items : [];
      await assertAllocations(db, warehouseId, lines);
      for (const line of lines) {
        const book = await bookQty(
          db,
          side,
          warehouseId,
          itemIdOf(side, line) ?? 0,
          line.allocationId ?? 0,
          line.batchNo ?? '',
        );
        line.bookQty = book;
        line.diffQty = Number(line.countedQty ?? 0) - book;
        if (Number(line.countedQty) < 0) fail(ResultCode.VALIDATION, '实盘数量不能为负数');
      }
    },

    async beforeTransition({ db, before, action }) {
      if (action !== 'WAREHOUSE-INVENTORY') return;
      const docId = before.id;
      const warehouseId = before.warehouseId ?? 0;
      const lines = await loadLines(db, side, `${def.table}_items`, docId);
      if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '盘点单没有明细，不能确认');
      const moves: MoveInput[] = [];
      for (const l of lines) {
        const allocationId = typeof l.allocation_id === 'number' ? l.allocation_id : 0;
        const book = await bookQty(db, side, warehouseId, l.item_id, allocationId, l.batch_no as string);
        const diff = Number(l.counted_qty) - book;
        await db.execute(
          sql`update ${sql.identifier(`${def.table}_items`)} set book_qty = ${book}, diff_qty = ${diff} where id = ${l.id}`,
        );
        if (diff === 0) continue;
        moves.push({
          ...lineMove(
            side,
            l,
            { docKey, docId, businessDate: before.takeDate ?? companyToday() },
            { warehouseId, allocationId, qty: diff },
          ),
          ...(diff > 0 ? { atAverage: true, unitCost: await lastUnitCost(db, side, l.item_id) } : {}),
        });
      }
      if (moves.length) await postMoves(db, moves);
    },
  };
}

export const materialStocktakingHooks = stocktakingHooks(materialSide, materialStocktaking);
