import { batchExpired, companyToday, productSide } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { availableBatches, lockItems, type ReservationInput, release, reserve } from '../inventory/index.ts';

/**
 * A confirmed sales order sets aside product stock for what is still to be delivered (预留), in
 * its shipping warehouse, first-expiry-first-out, as much as is free — what is short is for
 * production to make. The reservations always equal the open quantity: they are made again
 * whenever it changes (confirm, a delivery out, a return, closing or reopening lines: 完结 is the
 * chain's 整单关闭) and released when the order leaves the confirmed statuses (反审核, 取消, 已完成).
 */
export const ORDER_KEY = 'sales-order';
const reserving = ['DELIVERY_PENDING', 'OUT_PUT_WAREHOUSE', 'RETURN'];

export interface OpenOrderLine {
  id: number;
  productId: number;
  label: string;
  qty: number;
  delivered: number;
  /** Still to be delivered (closed lines: nothing). */
  open: number;
}

export async function openOrderLines(db: DbOrTx, orderId: number): Promise<OpenOrderLine[]> {
  const rows = await queryRows<{
    id: number;
    product_id: number;
    label: string;
    qty: string;
    delivered: string;
    closed: boolean;
  }>(
    db,
    sql`select i.id, i.product_id, p.code || ' ' || p.name as label, i.qty, coalesce(i.delivered_qty, 0) as delivered, i.closed
        from sal_orders_items i join md_products p on p.id = i.product_id
        where i.doc_id = ${orderId} order by i.line_no`,
  );
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    label: r.label,
    qty: Number(r.qty),
    delivered: Number(r.delivered),
    open: r.closed ? 0 : Math.max(0, Number(r.qty) - Number(r.delivered)),
  }));
}

/** Releases an order's reservations and reserves its open quantity again (or nothing). */
export async function syncOrderReservations(db: DbOrTx, orderId: number): Promise<void> {
  const [order] = await queryRows<{ status: string; warehouse_id: number }>(
    db,
    sql`select status, warehouse_id from sal_orders where id = ${orderId}`,
  );
  const lines = await openOrderLines(db, orderId);
  // Every item of the order locked at once, in the ledger's order (no deadlock with postings).
  await lockItems(
    db,
    lines.map((l) => ({ itemKind: productSide.kind, itemId: l.productId })),
  );
  await release(db, ORDER_KEY, orderId);
  if (!order || !reserving.includes(order.status)) return;
  const on = companyToday();
  const wanted: ReservationInput[] = [];
  const taken = new Map<string, number>();
  for (const line of lines) {
    let left = line.open;
    if (left <= 0) continue;
    for (const b of await availableBatches(db, productSide, line.productId, order.warehouse_id)) {
      if (left <= 0) break;
      if (batchExpired(b.expiryDate, on)) continue;
      const key = `${line.productId}|${b.batchNo}|${b.allocationId}`;
      const free = b.qty - (taken.get(key) ?? 0);
      const take = Math.min(left, free);
      if (take <= 0) continue;
      taken.set(key, (taken.get(key) ?? 0) + take);
      left -= take;
      wanted.push({
        itemKind: productSide.kind,
        itemId: line.productId,
        warehouseId: order.warehouse_id,
        allocationId: b.allocationId,
        batchNo: b.batchNo,
        qty: take,
        docKey: ORDER_KEY,
        docId: orderId,
        docLine: line.id,
        itemLabel: line.label,
      });
    }
  }
  if (wanted.length > 0) await reserve(db, wanted);
}

/** Numbers of the deliveries (not discarded) drawing on an order. */
export async function activeDeliveries(db: DbOrTx, orderId: number): Promise<string[]> {
  const rows = await queryRows<{ number: string }>(
    db,
    sql`select distinct d.number from sal_deliveries d
        join sal_deliveries_items di on di.doc_id = d.id
        join sal_orders_items oi on oi.id = di.order_line_id
        where oi.doc_id = ${orderId}
          and d.status <> 'DISCARDED'
        order by d.number`,
  );
  return rows.map((r) => r.number);
}
