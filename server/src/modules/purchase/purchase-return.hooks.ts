import { companyToday, formatQty, materialSide, type purchaseReturn, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import {
  assertDateOpen,
  assertWarehouseOf,
  lineMove,
  loadLines,
  lockedReturnShares,
  postMoves,
  returnShares,
  setColumns,
  warehouseInReturn,
} from '../inventory/index.ts';
import { lineAmount } from './purchase-prices.ts';

type Return = typeof purchaseReturn;

/**
 * 采购退货 rules. Every line sends back goods of a posted warehouse-in line (选单 / 下推): the link's
 * `save` checks that the warehouse-in is of the return's warehouse and supplier and copies its
 * material, batch, slot, order line and price, never from the form. 退货 issues each line at its
 * share of the value the warehouse-in line brought (round(line value × qty / line qty), the part
 * that completes the line the rest of it: `stock-returns.ts`); the chain counts it on the
 * warehouse-in line and takes it back off the order line (the declaration's links).
 */
export const purchaseReturnHooks: DocumentHooks<Return> = {
  async beforeSave({ db, patch }, doc) {
    const warehouseId = doc.warehouseId;
    await assertWarehouseOf(db, materialSide, warehouseId, '采购退货');
    await assertDateOpen(db, materialSide, doc.returnDate);
    const lines = patch.items;
    if (!lines) return;
    if (lines.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行退货明细');
    let total = 0;
    // What 退货 will take as things stand (it reads them again under the items' locks).
    const shares = await returnShares(
      db,
      warehouseInReturn,
      lines.map((l) => ({ sourceLineId: l.warehouseInLineId, qty: l.qty })),
    );
    for (const [i, line] of lines.entries()) {
      line.amount =
        shares[i] != null
          ? Number(shares[i])
          : line.price != null && line.qty != null
            ? lineAmount(line.qty, line.price)
            : null;
      total += line.amount ?? 0;
    }
    doc.totalAmount = total;
  },

  async beforeTransition({ db, before, action }) {
    if (action !== 'WAREHOUSE-RETURN') return;
    const docKey = 'purchase-return';
    const lines = await loadLines(db, materialSide, 'pur_returns_items', before.id);
    if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '采购退货单没有明细，不能退货');
    // The link has drawn 已退货: what the supplier billed (采购发票) may not go back unbilled.
    const [billed] = await queryRows<{
      line_no: number;
      number: string;
      qty: string;
      invoiced: string;
      returned: string;
    }>(
      db,
      sql`select r.line_no, d.number, l.qty, coalesce(l.invoiced_qty, 0) as invoiced, coalesce(l.returned_qty, 0) as returned
          from pur_returns_items r join inv_material_ins_items l on l.id = r.warehouse_in_line_id
          join inv_material_ins d on d.id = l.doc_id
          where r.doc_id = ${before.id} and coalesce(l.invoiced_qty, 0) + coalesce(l.returned_qty, 0) > l.qty
          order by r.line_no limit 1`,
    );
    if (billed)
      fail(
        ResultCode.BUSINESS_RULE,
        `第${billed.line_no}行：入库单 ${billed.number} 入库 ${formatQty(Number(billed.qty))} kg，已开票 ${formatQty(Number(billed.invoiced))} kg，退货后共 ${formatQty(Number(billed.returned))} kg 超出未开票数量，请先反审核采购发票`,
      );
    const businessDate = before.returnDate ?? companyToday();
    // Out at the cost it came in: its share of the warehouse-in line's value, the last part the rest.
    const shares = await lockedReturnShares(
      db,
      warehouseInReturn,
      materialSide.kind,
      lines.map((l) => ({
        itemId: l.item_id,
        sourceLineId: Number(l.warehouse_in_line_id),
        qty: Number(l.qty),
      })),
    );
    const posted = await postMoves(
      db,
      lines.map((l, i) => ({
        ...lineMove(
          materialSide,
          l,
          { docKey, docId: before.id, businessDate },
          { warehouseId: before.warehouseId ?? 0, allocationId: l.allocation_id, qty: -Number(l.qty) },
        ),
        ...(shares[i] == null ? {} : { value: -Number(shares[i]) }),
      })),
    );
    // What the ledger took (the average decides only when the item would be left negative).
    for (const [i, l] of lines.entries())
      await db.execute(sql`update pur_returns_items set amount = ${-posted[i].value} where id = ${l.id}`);
    await setColumns(db, 'pur_returns', before.id, {
      total_amount: -posted.reduce((s, m) => s + m.value, 0),
    });
  },
};
