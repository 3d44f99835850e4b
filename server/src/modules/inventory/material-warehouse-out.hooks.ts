import { type materialWarehouseOut, ResultCode, savedValue } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import {
  assertAllocations,
  assertDateOpen,
  assertMaterialWarehouse,
  lineMove,
  loadLines,
  today,
} from './material-rules.ts';
import { postMoves } from './stock-ledger.service.ts';
import { reverseDocument } from './stock-reversal.service.ts';

const DOC_KEY = 'material-warehouse-out';

/**
 * 物料出库单 rules: a return to the supplier names the supplier; 出库 issues every line at the
 * moving-average cost and writes that cost onto the line; 退回 brings the goods back at the value
 * they left with.
 */
export const materialWarehouseOutHooks: DocumentHooks<typeof materialWarehouseOut> = {
  async beforeSave({ db, before }, values) {
    const warehouseId = savedValue(values, before, 'warehouseId');
    await assertMaterialWarehouse(db, warehouseId, '物料出库');
    await assertDateOpen(db, savedValue(values, before, 'outDate'));
    if (
      savedValue(values, before, 'outType') === 'RETURN_SUPPLIER' &&
      savedValue(values, before, 'supplierId') == null
    )
      fail(ResultCode.VALIDATION, '退供应商出库请选择供应商');
    const lines = values.items ?? [];
    await assertAllocations(db, warehouseId, lines);
  },

  async beforeTransition({ db, before }, action) {
    const docId = before.id;
    if (action === 'RETURN') {
      await reverseDocument(db, { docKey: DOC_KEY, docId, businessDate: today() });
      return;
    }
    if (action !== 'WAREHOUSE-OUT') return;
    const lines = await loadLines(db, 'inv_material_outs_items', docId);
    if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '出库单没有明细，不能出库');
    const posted = await postMoves(
      db,
      lines.map((l) =>
        lineMove(
          l,
          { docKey: DOC_KEY, docId, businessDate: before.outDate ?? today() },
          { warehouseId: before.warehouseId ?? 0, allocationId: l.allocation_id, qty: -Number(l.qty) },
        ),
      ),
    );
    for (const [i, l] of lines.entries()) {
      await db.execute(
        sql`update inv_material_outs_items set price = ${posted[i].unitCost}, amount = ${-posted[i].value}
            where id = ${l.id}`,
      );
    }
  },
};
