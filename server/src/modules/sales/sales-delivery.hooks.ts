import {
  batchExpired,
  companyToday,
  formatQty,
  productSide,
  ResultCode,
  type salesDelivery,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { lineAmount } from '../../platform/documents/amounts.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import {
  assertCredit,
  creditStateOnSave,
  deliveryAmountCny,
  storedDeliveryAmountCny,
} from '../finance/credit.service.ts';
import {
  assertAllocations,
  assertDateOpen,
  assertWarehouseOf,
  issueAtAverage,
  lockItems,
  release,
} from '../inventory/index.ts';
import { ORDER_KEY, openOrderLines, syncOrderReservations } from './sales-reservations.ts';

type Delivery = typeof salesDelivery;
type Line = NonNullable<Parameters<NonNullable<DocumentHooks<Delivery>['beforeSave']>>[1]['items']>[number];

/** What the batches and 承诺交期 need of a line's order line (the link has checked and copied the rest). */
interface OrderLine {
  id: number;
  order_id: number;
  delivery_date: string | null;
  label: string;
}

/**
 * 销售出库单 rules. Every line draws on a line of a confirmed order of the delivery's customer
 * (选单 / 下推): the link's `save` checks it and copies product, selling price and the one currency
 * from that order line, never from the form; 承诺交期 is the earliest of their delivery dates. A line without a
 * batch is split over batches first-expiry-first-out (never an expired one) from what is free in
 * the warehouse plus what its orders hold reserved; a batch keyed by the store is kept.
 *
 * 出库 locks every item involved, releases the orders' reservations, issues the lines at the
 * moving average (the warehouse-out's own posting) and reserves what the orders still have open.
 * Past the customer's 信用额度 出库 waits for a credit review (finance's `credit.service.ts`).
 */
export const salesDeliveryHooks: DocumentHooks<Delivery> = {
  async beforeSave({ db, request, before, patch }, doc) {
    const warehouseId = doc.warehouseId;
    const customerId = doc.customerId;
    const outDate = doc.outDate ?? companyToday();
    await assertWarehouseOf(db, productSide, warehouseId, '销售出库');
    await assertDateOpen(db, productSide, outDate);
    const lines = patch.items;
    if (!lines) {
      if (before && (customerId !== before.customerId || warehouseId !== before.warehouseId))
        fail(ResultCode.BUSINESS_RULE, '修改客户或发货仓库后请重新选单');
      return;
    }
    if (lines.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行出库明细');
    const sources = await orderLines(
      db,
      lines.flatMap((l) => (l.orderLineId == null ? [] : [l.orderLineId])),
    );
    let promised: string | null = null;
    for (const source of sources.values())
      if (source.delivery_date && (promised == null || source.delivery_date < promised))
        promised = source.delivery_date;
    doc.promisedDate = promised;
    const picked = await pickBatches(db, lines, sources, warehouseId ?? 0, outDate);
    await assertAllocations(db, warehouseId, picked);
    let total = 0;
    for (const line of picked) {
      line.saleAmount =
        line.salePrice != null && line.qty != null ? lineAmount(line.qty, line.salePrice) : null;
      total += line.saleAmount ?? 0;
    }
    doc.items = picked;
    doc.saleAmount = total;
    // Over the customer's 信用额度 the delivery waits for a credit review, bound to its amount in 元.
    const credit = await creditStateOnSave(
      db,
      { customerId, amountCny: await deliveryAmountCny(db, picked) },
      before && {
        customerId: before.customerId,
        amountCny: await storedDeliveryAmountCny(db, before.id),
        state: before.creditState,
      },
    );
    doc.creditState = credit.state;
    if (before && credit.voided)
      await recordAudit(db, request, {
        action: 'CREDIT-REVOKED',
        entity: 'sales-delivery',
        entityId: before.id,
        after: { reason: `信用审核因${credit.voided}，重新待审核` },
      });
  },

  async beforeTransition({ db, before, action }) {
    if (action !== 'WAREHOUSE-OUT') return;
    await assertCredit(db, {
      customerId: before.customerId,
      amountCny: await storedDeliveryAmountCny(db, before.id),
      state: before.creditState ?? null,
    });
    const rows = await queryRows<{ order_id: number; product_id: number }>(
      db,
      sql`select distinct oi.doc_id as order_id, di.product_id from sal_deliveries_items di
          join sal_orders_items oi on oi.id = di.order_line_id where di.doc_id = ${before.id}`,
    );
    const orderIds = [...new Set(rows.map((r) => r.order_id))].sort((a, b) => a - b);
    const items = rows.map((r) => r.product_id);
    for (const id of orderIds) items.push(...(await openOrderLines(db, id)).map((l) => l.productId));
    await lockItems(
      db,
      items.map((itemId) => ({ itemKind: productSide.kind, itemId })),
    );
    for (const id of orderIds) await release(db, ORDER_KEY, id);
    await issueAtAverage(db, productSide, { key: 'sales-delivery', table: 'sal_deliveries' }, before);
    for (const id of orderIds) await syncOrderReservations(db, id);
  },
};

async function orderLines(db: DbOrTx, ids: number[]): Promise<Map<number, OrderLine>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<OrderLine>(
    db,
    sql`select i.id, o.id as order_id, o.delivery_date, p.code || ' ' || p.name as label
        from sal_orders_items i join sal_orders o on o.id = i.doc_id join md_products p on p.id = i.product_id
        where i.id in (${sql.join(
          [...new Set(ids)].map((x) => sql`${x}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Lines without a batch split first-expiry-first-out over what the warehouse has free plus what
 * the lines' orders hold reserved, less what other lines of this delivery take.
 */
async function pickBatches(
  db: DbOrTx,
  lines: Line[],
  sources: Map<number, OrderLine>,
  warehouseId: number,
  onDate: string,
): Promise<Line[]> {
  const orderIds = [...new Set([...sources.values()].map((s) => s.order_id))];
  const used = new Map<string, number>();
  const keyOf = (productId: number, batchNo: string, allocationId: number) =>
    `${productId}|${batchNo}|${allocationId}`;
  for (const l of lines)
    if (l.batchNo && l.productId != null && l.qty != null) {
      const k = keyOf(l.productId, l.batchNo, l.allocationId ?? 0);
      used.set(k, (used.get(k) ?? 0) + l.qty);
    }
  const out: Line[] = [];
  for (const line of lines) {
    if (line.batchNo || line.productId == null || line.qty == null) {
      out.push(line);
      continue;
    }
    const source = line.orderLineId == null ? undefined : sources.get(line.orderLineId);
    if (!source) {
      out.push(line);
      continue;
    }
    let left = line.qty;
    let expired = 0;
    for (const b of await deliverableBatches(db, line.productId, warehouseId, orderIds)) {
      if (left <= 0) break;
      const k = keyOf(line.productId, b.batch_no, b.allocation_id);
      const free = Number(b.available) - (used.get(k) ?? 0);
      if (free <= 0) continue;
      if (batchExpired(b.expiry_date, onDate)) {
        expired += free;
        continue;
      }
      const take = Math.min(left, free);
      used.set(k, (used.get(k) ?? 0) + take);
      left -= take;
      // The first part keeps the line (its id); the others are new lines on the same order line.
      const part = { ...line, batchNo: b.batch_no, allocationId: b.allocation_id || null, qty: take };
      if (left < line.qty - take) delete part.id;
      out.push(part);
    }
    if (left > 0)
      fail(
        ResultCode.BUSINESS_RULE,
        `可用库存不足：${source.label} 可发 ${formatQty(line.qty - left)}，需 ${formatQty(line.qty)}，缺 ${formatQty(left)}${
          expired ? `（另有过期批号 ${formatQty(expired)}，不能发货）` : ''
        }`,
      );
  }
  return out;
}

/** Batches of a product in a warehouse a delivery of these orders may take: free plus what the orders hold, FEFO. */
export async function deliverableBatches(
  db: DbOrTx,
  productId: number,
  warehouseId: number,
  orderIds: number[],
) {
  const held =
    orderIds.length === 0
      ? sql`select null::int as allocation_id, null::text as batch_no, 0::bigint as qty where false`
      : sql`select allocation_id, batch_no, sum(qty) as qty from stock_reservations
            where doc_key = ${ORDER_KEY} and item_kind = ${productSide.kind} and item_id = ${productId}
              and warehouse_id = ${warehouseId} and doc_id in (${sql.join(
                orderIds.map((x) => sql`${x}`),
                sql`, `,
              )})
            group by allocation_id, batch_no`;
  return queryRows<{
    batch_no: string;
    allocation_id: number;
    available: string;
    expiry_date: string | null;
  }>(
    db,
    sql`select b.batch_no, b.allocation_id, b.on_hand - b.reserved + coalesce(h.qty, 0) as available, s.expiry_date
        from stock_balances b
        left join (${held}) h on h.allocation_id = b.allocation_id and h.batch_no = b.batch_no
        left join stock_batches s on s.item_kind = b.item_kind and s.item_id = b.item_id and s.batch_no = b.batch_no
        where b.item_kind = ${productSide.kind} and b.item_id = ${productId} and b.warehouse_id = ${warehouseId}
          and b.on_hand - b.reserved + coalesce(h.qty, 0) > 0
        order by s.expiry_date nulls last, s.first_in_date nulls last, b.batch_no, b.allocation_id`,
  );
}
