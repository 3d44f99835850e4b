import { companyToday, productSide, ResultCode, type salesReturn } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
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

interface DeliveryLine {
  id: number;
  product_id: number;
  batch_no: string;
  allocation_id: number | null;
  price: string | null;
  sale_price: string | null;
  order_line_id: number | null;
  warehouse_id: number;
  customer_id: number;
  currency_id: number | null;
  status: string;
  number: string;
}

/**
 * 销售退货单 rules. Every line sends back goods of a line of a delivery that went out to the
 * return's customer (选单 / 下推): product, batch, the cost they left at, the price they were sold
 * at and the order line come from that delivery line, never from the form; the slot only when
 * the goods come back to the warehouse they left. 确认退货 receives each line at its share of what
 * the delivery line took out (round(line cost × qty / line qty), the part that completes the line
 * the rest of it: `stock-returns.ts`), not today's average nor qty × a rounded unit cost; the
 * links count it on the delivery line and take it back off the order line, whose reservations follow.
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
    const ids = lines.flatMap((l) => (l.deliveryLineId == null ? [] : [l.deliveryLineId]));
    const found = new Map(
      (ids.length === 0
        ? []
        : await queryRows<DeliveryLine>(
            db,
            sql`select i.id, i.product_id, i.batch_no, i.allocation_id, i.price, i.sale_price, i.order_line_id,
                       d.warehouse_id, d.customer_id, d.currency_id, d.status, d.number
                from sal_deliveries_items i join sal_deliveries d on d.id = i.doc_id
                where i.id in (${sql.join(
                  ids.map((x) => sql`${x}`),
                  sql`, `,
                )})`,
          )
      ).map((r) => [r.id, r]),
    );
    let total = 0;
    const currencies = new Set<number | null>();
    for (const [index, line] of lines.entries()) {
      const at = `第${index + 1}行：`;
      const source = line.deliveryLineId == null ? undefined : found.get(line.deliveryLineId);
      if (!source) fail(ResultCode.VALIDATION, `${at}请从已出库的销售出库单选单`);
      if (source.customer_id !== customerId)
        fail(ResultCode.BUSINESS_RULE, `${at}出库单 ${source.number} 不是所选客户的出库单`);
      if (source.status !== 'OUT_PUT_WAREHOUSE' && source.status !== 'RETURNED')
        fail(ResultCode.BUSINESS_RULE, `${at}出库单 ${source.number} 尚未出库，不能退货`);
      if (line.productId != null && line.productId !== source.product_id)
        fail(ResultCode.BUSINESS_RULE, `${at}产品与出库单 ${source.number} 的明细不一致`);
      line.productId = source.product_id;
      line.batchNo = source.batch_no;
      line.allocationId = source.warehouse_id === warehouseId ? source.allocation_id : null;
      line.orderLineId = source.order_line_id;
      line.costPrice = source.price == null ? null : Number(source.price);
      line.price = source.sale_price == null ? null : Number(source.sale_price);
      line.amount = line.price != null && line.qty != null ? lineAmount(line.qty, line.price) : null;
      total += line.amount ?? 0;
      currencies.add(source.currency_id);
    }
    if (currencies.size > 1) fail(ResultCode.BUSINESS_RULE, '一张退货单只能退同一币种的出库单');
    // What 确认退货 will put back as things stand (it reads them again under the items' locks).
    const shares = await returnShares(
      db,
      deliveryReturn,
      lines.map((l) => ({ sourceLineId: l.deliveryLineId, qty: l.qty })),
    );
    for (const [i, line] of lines.entries()) line.costAmount = shares[i] == null ? null : Number(shares[i]);
    doc.currencyId = [...currencies][0] ?? null;
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
        sourceLineId: l.delivery_line_id as number,
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
