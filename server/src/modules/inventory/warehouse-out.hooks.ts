import {
  companyToday,
  type DraftOf,
  materialSide,
  materialWarehouseOut,
  type productWarehouseOut,
  ResultCode,
  type StockSide,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { postMoves } from './stock-ledger.service.ts';
import { reverseDocument } from './stock-reversal.service.ts';
import { assertAllocations, assertDateOpen, assertWarehouseOf, lineMove, loadLines } from './stock-rules.ts';

type WarehouseOut = typeof materialWarehouseOut | typeof productWarehouseOut;
type MaterialOut = typeof materialWarehouseOut;

/**
 * 出库单 rules, on any side: a warehouse of the side, slots of it, an open month; 出库 issues
 * every line at the moving-average cost and writes that cost onto the line; 退回 brings the goods
 * back at the value they left with. A material return to the supplier names the supplier.
 */
export function warehouseOutHooks(side: StockSide, def: WarehouseOut): DocumentHooks<WarehouseOut> {
  const docKey = def.key;
  return {
    async beforeSave({ db, patch }, doc) {
      const warehouseId = doc.warehouseId;
      await assertWarehouseOf(db, side, warehouseId, `${side.noun}出库`);
      await assertDateOpen(db, side, doc.outDate);
      if (side === materialSide) {
        const out = doc as DraftOf<MaterialOut>;
        if (out.outType === 'RETURN_SUPPLIER' && out.supplierId == null)
          fail(ResultCode.VALIDATION, '退供应商出库请选择供应商');
      }
      await assertAllocations(db, warehouseId, patch.items ?? []);
    },

    async beforeTransition({ db, before, action }) {
      const docId = before.id;
      if (action === 'RETURN') {
        await reverseDocument(db, { docKey, docId, businessDate: companyToday() });
        return;
      }
      if (action === 'WAREHOUSE-OUT') await issueAtAverage(db, side, def, before);
    },
  };
}

/**
 * 出库 of a document's lines from its warehouse at the moving-average cost, written onto each line
 * (price, amount): the warehouse-outs of every side and the sales delivery.
 */
export async function issueAtAverage(
  db: DbOrTx,
  side: StockSide,
  def: { key: string; table: string },
  doc: { id: number; outDate?: string | null; warehouseId?: number | null },
) {
  const lines = await loadLines(db, side, `${def.table}_items`, doc.id);
  if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '出库单没有明细，不能出库');
  const posted = await postMoves(
    db,
    lines.map((l) =>
      lineMove(
        side,
        l,
        { docKey: def.key, docId: doc.id, businessDate: doc.outDate ?? companyToday() },
        { warehouseId: doc.warehouseId ?? 0, allocationId: l.allocation_id, qty: -Number(l.qty) },
      ),
    ),
  );
  for (const [i, l] of lines.entries()) {
    await db.execute(
      sql`update ${sql.identifier(`${def.table}_items`)} set price = ${posted[i].unitCost},
          amount = ${-posted[i].value} where id = ${l.id}`,
    );
  }
}

export const materialWarehouseOutHooks = warehouseOutHooks(materialSide, materialWarehouseOut);
