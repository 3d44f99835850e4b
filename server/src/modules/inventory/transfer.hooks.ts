import {
  companyToday,
  materialSide,
  materialTransfer,
  type productTransfer,
  ResultCode,
  type StockSide,
} from '@tiangong/domain';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { postMoves } from './stock-ledger.service.ts';
import { assertAllocations, assertDateOpen, assertWarehouseOf, lineMove, loadLines } from './stock-rules.ts';

type Transfer = typeof materialTransfer | typeof productTransfer;

/**
 * 调拨单 rules, on any side: both ends are warehouses of the side (the same one only to change
 * slots); 确认调拨 issues from the source at the moving average and receives the very same value
 * at the destination, so the item's average does not move.
 */
export function transferHooks(side: StockSide, def: Transfer): DocumentHooks<Transfer> {
  const docKey = def.key;
  return {
    async beforeSave({ db, patch }, doc) {
      const from = doc.fromWarehouseId;
      const to = doc.toWarehouseId;
      await assertWarehouseOf(db, side, from, `${side.noun}调拨`);
      await assertWarehouseOf(db, side, to, `${side.noun}调拨`);
      await assertDateOpen(db, side, doc.transferDate);
      const lines = patch.items ?? [];
      await assertAllocations(db, from, lines, 'fromAllocationId', '调出货位');
      await assertAllocations(db, to, lines, 'toAllocationId', '调入货位');
      for (const [i, line] of lines.entries()) {
        if (from === to && (line.fromAllocationId ?? null) === (line.toAllocationId ?? null))
          fail(ResultCode.BUSINESS_RULE, `第${i + 1}行：调出与调入的仓库和货位相同`);
      }
    },

    async beforeTransition({ db, before, action }) {
      if (action !== 'WAREHOUSE-TRANSFER') return;
      const docId = before.id;
      const lines = await loadLines(db, side, `${def.table}_items`, docId);
      if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '调拨单没有明细，不能调拨');
      const source = { docKey, docId, businessDate: before.transferDate ?? companyToday() };
      const issued = await postMoves(
        db,
        lines.map((l) =>
          lineMove(side, l, source, {
            warehouseId: before.fromWarehouseId ?? 0,
            allocationId: l.from_allocation_id,
            qty: -Number(l.qty),
          }),
        ),
      );
      await postMoves(
        db,
        lines.map((l, i) => ({
          ...lineMove(side, l, source, {
            warehouseId: before.toWarehouseId ?? 0,
            allocationId: l.to_allocation_id,
            qty: Number(l.qty),
          }),
          value: -issued[i].value,
        })),
      );
    },
  };
}

export const materialTransferHooks = transferHooks(materialSide, materialTransfer);
