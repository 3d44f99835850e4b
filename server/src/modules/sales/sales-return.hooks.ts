import { companyToday, productSide, ResultCode, type salesReturn } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { lineAmount } from '../../platform/documents/amounts.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import {
  assertDateOpen,
  assertWarehouseOf,
  deliveryReturn,
  lineMove,
  loadLines,
  lockedReturnShares,
  postMoves,
  returnShares,
  setColumns,
} from '../inventory/index.ts';
import { syncOrderReservations } from './sales-reservations.ts';

type Return = typeof salesReturn;

/**
 * 销售退货单 rules. Every line sends back goods of a line of a delivery that went out to the
 * return's customer (选单 / 下推): the link's `save` checks it and copies product, batch, slot, the
 * cost they left at, the price they were sold at, the order line and the one currency from that
 * delivery line, never from the form; here the slot is kept only when the goods come back to the
 * warehouse they left. 确认退货 receives each line at its share of what the delivery line took
 * out (round(line cost × qty / line qty), the part that completes the line the rest of it:
 * `stock-returns.ts`), not today's average nor qty × a rounded unit cost; the links count it on
 * the delivery line and take it back off the order line, whose reservations follow.
 */
export const salesReturnHooks: DocumentHooks<Return> = {
  async beforeSave({ db, before, patch }, doc) {
    const warehouseId = doc.warehouseId;
    const customerId = doc.customerId;
    await assertWarehouseOf(db, productSide, warehouseId, '销售退货');
    await assertDateOpen(db, productSide, doc.returnDate);
    const lines = patch.items;
    if (!lines) {
      if (before && customerId !== before.customerId) fail(ResultCode.BUSINESS_RULE, '修改客户后请重新选单');
      return;
    }
    if (lines.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行退货明细');
    const left = await deliveryWarehouses(
      db,
      lines.flatMap((l) => (l.deliveryLineId == null ? [] : [l.deliveryLineId])),
    );
    let total = 0;
    for (const line of lines) {
      // The slot the goods left from means nothing in another warehouse.
      if (line.deliveryLineId != null && left.get(line.deliveryLineId) !== warehouseId)
        line.allocationId = null;
      line.amount = line.price != null && line.qty != null ? lineAmount(line.qty, line.price) : null;
      total += line.amount ?? 0;
    }
    // What 确认退货 will put back as things stand (it reads them again under the items' locks).
    const shares = await returnShares(
      db,
      deliveryReturn,
      lines.map((l) => ({ sourceLineId: l.deliveryLineId, qty: l.qty })),
    );
    for (const [i, line] of lines.entries()) line.costAmount = shares[i] == null ? null : Number(shares[i]);
    doc.totalAmount = total;
  },

  async beforeTransition({ db, before, action }) {
    if (action !== 'CONFIRM') return;
    const lines = await loadLines(db, productSide, 'sal_returns_items', before.id);
    if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '销售退货单没有明细，不能确认退货');
    // Back at the cost it went out at: its share of the delivery line's cost, the last part the rest.
    const shares = await lockedReturnShares(
      db,
      deliveryReturn,
      productSide.kind,
      lines.map((l) => ({
        itemId: l.item_id,
        sourceLineId: Number(l.delivery_line_id),
        qty: Number(l.qty),
      })),
    );
    const posted = await postMoves(
      db,
      lines.map((l, i) => ({
        ...lineMove(
          productSide,
          l,
          { docKey: 'sales-return', docId: before.id, businessDate: before.returnDate ?? companyToday() },
          { warehouseId: before.warehouseId ?? 0, allocationId: l.allocation_id, qty: Number(l.qty) },
        ),
        ...(shares[i] == null ? {} : { value: Number(shares[i]) }),
      })),
    );
    for (const [i, l] of lines.entries())
      await db.execute(sql`update sal_returns_items set cost_amount = ${posted[i].value} where id = ${l.id}`);
    await setColumns(db, 'sal_returns', before.id, {
      cost_amount: posted.reduce((s, m) => s + m.value, 0),
    });
  },

  async afterTransition({ db, before, action }) {
    if (action !== 'CONFIRM') return;
    const orders = await queryRows<{ order_id: number }>(
      db,
      sql`select distinct oi.doc_id as order_id from sal_returns_items r
          join sal_orders_items oi on oi.id = r.order_line_id where r.doc_id = ${before.id} order by 1`,
    );
    for (const o of orders) await syncOrderReservations(db, o.order_id);
  },
};

/** The warehouse each delivery line went out of. */
async function deliveryWarehouses(db: DbOrTx, lineIds: number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; warehouse_id: number }>(
    db,
    sql`select i.id, d.warehouse_id from sal_deliveries_items i join sal_deliveries d on d.id = i.doc_id
        where i.id in (${sql.join(
          lineIds.map((x) => sql`${x}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.id, r.warehouse_id]));
}
