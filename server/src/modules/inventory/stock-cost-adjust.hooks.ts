import {
  companyToday,
  fromScaled,
  groupThousands,
  materialCostAdjust,
  materialSide,
  productCostAdjust,
  productSide,
  ResultCode,
  type StockSide,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { type MoveInput, postMoves } from './stock-ledger.service.ts';
import { assertPeriodOpen } from './stock-period.guard.ts';
import { reverseDocument } from './stock-reversal.service.ts';
import { assertDateOpen, itemIdOf, loadLines } from './stock-rules.ts';

type CostAdjust = typeof materialCostAdjust | typeof productCostAdjust;

const yuan = (v: bigint) => `${groupThousands(fromScaled(v, 'amount'))} 元`;

/** Each item's code (refusals name the item by it: `第1行：物料 YL-001 …`). */
async function itemCodes(db: DbOrTx, side: StockSide, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from ${sql.identifier(side.itemTable)} where id in (${sql.join(
      [...new Set(ids)].map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** The items' stock now, from their cost rows: [quantity, value] (none = no stock). */
async function itemStock(db: DbOrTx, side: StockSide, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, [bigint, bigint]>();
  const rows = await queryRows<{ item_id: number; qty: string | number; value: string | number }>(
    db,
    sql`select item_id, qty, value from item_costs where item_kind = ${side.kind} and item_id in (${sql.join(
      [...new Set(ids)].map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.item_id, [BigInt(r.qty), BigInt(r.value)] as [bigint, bigint]]));
}

/**
 * 成本调整 rules, on the material and the product side: an open month; one line per item, each
 * with an amount that is not zero, of an item with stock whose value stays ≥ 0 — the stock on hand
 * and its value written on the line when saved (what the adjustment is against) and again when it
 * posts. 审核 (approved) posts a value-only move per line (the ledger picks the item's first key
 * with stock and refuses again under the item's lock); 反审核 reverses them on the adjustment's
 * date, refused in a closed month.
 */
export function costAdjustHooks(side: StockSide, def: CostAdjust): DocumentHooks<CostAdjust> {
  const docKey = def.key;
  const itemsTable = `${def.table}_items`;
  const lineLabel = (line: number, code: string | undefined) => `第${line}行：${side.noun} ${code ?? ''}`;

  /** Writes each line's stock now (after a posting: the value it left, less the line's amount). */
  async function refreshLines(db: DbOrTx, docId: number, posted: boolean) {
    const lines = await loadLines(db, side, itemsTable, docId);
    const stock = await itemStock(
      db,
      side,
      lines.map((l) => l.item_id),
    );
    for (const l of lines) {
      const [qty, value] = stock.get(l.item_id) ?? [0n, 0n];
      const amount = BigInt(l.adjust_amount as string | number);
      const before = posted ? value - amount : value;
      await db.execute(
        sql`update ${sql.identifier(itemsTable)} set on_hand_qty = ${Number(qty)}, stock_value = ${Number(before)},
            adjusted_value = ${Number(before + amount)} where id = ${l.id}`,
      );
    }
    return lines;
  }

  return {
    async beforeSave({ db, patch }, doc) {
      await assertDateOpen(db, side, doc.adjustDate);
      if (!Array.isArray(patch.items)) return;
      const lines = patch.items;
      const ids = lines.map((l) => itemIdOf(side, l) ?? 0);
      const codes = await itemCodes(db, side, ids);
      const stock = await itemStock(db, side, ids);
      const seen = new Map<number, number>();
      let total = 0n;
      for (const [i, line] of lines.entries()) {
        const id = ids[i];
        const label = lineLabel(i + 1, codes.get(id));
        const first = seen.get(id);
        if (first !== undefined) fail(ResultCode.VALIDATION, `${label} 与第${first}行重复，请合并为一行`);
        seen.set(id, i + 1);
        const amount = BigInt(line.adjustAmount ?? 0);
        if (amount === 0n) fail(ResultCode.VALIDATION, `第${i + 1}行：调整金额不能为0`);
        const [qty, value] = stock.get(id) ?? [0n, 0n];
        if (qty <= 0n) fail(ResultCode.BUSINESS_RULE, `${label} 无库存，不能调整成本`);
        if (value + amount < 0n)
          fail(
            ResultCode.BUSINESS_RULE,
            `${label} 调整后库存金额不能为负数（库存金额 ${yuan(value)}，调整 ${yuan(amount)}）`,
          );
        line.onHandQty = Number(qty);
        line.stockValue = Number(value);
        line.adjustedValue = Number(value + amount);
        total += amount;
      }
      doc.totalAmount = Number(total);
    },

    // An adjustment posted once and taken back keeps its moves (the ledger is append-only), so it
    // is not deleted — the ledgers name its number; 审核不通过 ends it instead.
    async beforeDelete({ db, before }) {
      const [moved] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from stock_moves where doc_key = ${docKey} and doc_id = ${before.id}`,
      );
      if (moved.n > 0)
        fail(
          ResultCode.BUSINESS_RULE,
          '该调整单曾经审核过账，库存流水中留有记录，不能删除；不再需要请审核不通过',
        );
    },

    async beforeTransition({ db, before, action, to }) {
      const docId = before.id;
      const date = before.adjustDate ?? companyToday();
      // A refused adjustment keeps no month open; sent for review again, its month must be open.
      if (action === 'SUBMIT') await assertPeriodOpen(db, side.kind, date, '重新提交调整单');
      if (action === 'AUDIT' && to === 'APPROVAL_APPROVED') {
        const lines = await loadLines(db, side, itemsTable, docId);
        if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '调整单没有明细，不能审核');
        const codes = await itemCodes(
          db,
          side,
          lines.map((l) => l.item_id),
        );
        const moves: MoveInput[] = lines.map((l) => ({
          itemKind: side.kind,
          itemId: l.item_id,
          // 0: the ledger puts the move on the item's first key with stock.
          warehouseId: 0,
          qty: 0,
          value: Number(l.adjust_amount),
          docKey,
          docId,
          docLine: l.line_no,
          businessDate: date,
          itemLabel: lineLabel(l.line_no, codes.get(l.item_id)),
        }));
        await postMoves(db, moves);
        await refreshLines(db, docId, true);
        return;
      }
      if (action === 'DISCARD') {
        await assertPeriodOpen(db, side.kind, date, '反审核');
        const lines = await loadLines(db, side, itemsTable, docId);
        const codes = await itemCodes(
          db,
          side,
          lines.map((l) => l.item_id),
        );
        await reverseDocument(db, {
          docKey,
          docId,
          businessDate: date,
          lineLabels: new Map(lines.map((l) => [l.line_no, lineLabel(l.line_no, codes.get(l.item_id))])),
        });
        await refreshLines(db, docId, false);
      }
    },
  };
}

export const materialCostAdjustHooks = costAdjustHooks(materialSide, materialCostAdjust);
export const productCostAdjustHooks = costAdjustHooks(productSide, productCostAdjust);
