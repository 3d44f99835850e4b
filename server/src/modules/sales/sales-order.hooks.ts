import {
  companyToday,
  formatQty,
  productSide,
  ResultCode,
  type salesOrder,
  statusLabel,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { lineAmount, yuan } from '../../platform/documents/amounts.ts';
import { boundState, priceChange, type ReviewState } from '../../platform/documents/bound-review.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { assertCredit, creditStateOnSave } from '../finance/credit.service.ts';
import { assertWarehouseOf } from '../inventory/index.ts';
import { approvedPrice, basePrices, inCny, ratesOn, withoutTax } from './sales-prices.ts';
import { activeDeliveries, syncOrderReservations } from './sales-reservations.ts';

type Order = typeof salesOrder;

interface StoredLine {
  id: number;
  product_id: number;
  qty: string;
  price: string | null;
  price_state: ReviewState | null;
}

/**
 * 销售订单 rules. On save: the customer's salesperson, the order month's exchange and tax rate;
 * each line's base price (the currency's, on the order date) and the customer's approved price
 * for its quantity, the price proposed (approved, else base) when it has none; a line at or
 * above its base price, or at or above an approved price, is 正常, any other waits for the sales
 * director — bound to the line: a reviewed line whose product, price, quantity or currency
 * changes goes back to review (PRICE-REVOKED in its history says why). Amounts with tax, without
 * tax and in 元 are rounded once on the totals.
 *
 * 确认 is refused while a line waits; the director's 价格审核 decides the waiting lines. Confirmed
 * orders hold reservations of their open quantity (sales-reservations.ts); 反审核 and 取消 are
 * refused once anything is delivered or on a delivery. 完结 / 重新打开 are the chain's closing of
 * lines (afterCloseLines): the reservations follow. Past the customer's 信用额度 确认 waits for a
 * credit review (finance's `credit.service.ts`).
 */
export const salesOrderHooks: DocumentHooks<Order> = {
  async beforeSave({ db, request, before, patch }, doc) {
    const customerId = doc.customerId;
    const currencyId = doc.currencyId;
    const orderDate = doc.orderDate ?? companyToday();
    await assertWarehouseOf(db, productSide, doc.warehouseId, '销售发货');
    if (patch.items?.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行订单明细');
    if (customerId != null) {
      const [c] = await queryRows<{ owner_id: number | null }>(
        db,
        sql`select owner_id from md_customers where id = ${customerId}`,
      );
      doc.salerId = c?.owner_id ?? null;
    }
    const rates = currencyId == null ? undefined : await ratesOn(db, currencyId, orderDate);
    doc.exchangeRate = rates?.exchangeRate ?? null;
    doc.taxRate = rates?.taxRate ?? null;
    const stored = before
      ? await queryRows<StoredLine>(
          db,
          sql`select id, product_id, qty, price, price_state from sal_orders_items where doc_id = ${before.id}`,
        )
      : [];
    const currencyChanged = before != null && before.currencyId !== currencyId;
    // Sent or not, every line is judged again (customer, date, currency may have changed).
    const lines = doc.items;
    const bases =
      currencyId == null
        ? new Map<number, number>()
        : await basePrices(
            db,
            lines.flatMap((l) => (l.productId == null ? [] : [l.productId])),
            currencyId,
            orderDate,
          );
    const voided: string[] = [];
    let total = 0;
    for (const [index, line] of lines.entries()) {
      const productId = line.productId ?? null;
      const base = productId == null ? undefined : bases.get(productId);
      const approved =
        productId == null || customerId == null || currencyId == null || line.qty == null
          ? undefined
          : await approvedPrice(db, { customerId, productId, currencyId, qty: line.qty, on: orderDate });
      line.basePrice = base ?? null;
      line.approvedPrice = approved ?? null;
      if (line.price == null) line.price = approved ?? base ?? null;
      const price = line.price ?? null;
      line.amount = price != null && line.qty != null ? lineAmount(line.qty, price) : null;
      total += line.amount ?? 0;
      const rule: ReviewState =
        price != null && ((base != null && price >= base) || (approved != null && price >= approved))
          ? 'NORMAL'
          : 'APPROVAL_PENDING';
      const was = stored.find((s) => s.id === line.id);
      const changes = was
        ? [
            ...priceChange('单价', was.price == null ? null : Number(was.price), price),
            was.product_id !== productId ? '产品变更' : '',
            Number(was.qty) !== line.qty
              ? `数量 ${formatQty(Number(was.qty))} → ${formatQty(line.qty ?? 0)}`
              : '',
            currencyChanged ? '币种变更' : '',
          ].filter(Boolean)
        : [];
      const judged = boundState(rule, was?.price_state, changes);
      line.priceState = judged.state;
      if (judged.voided)
        voided.push(
          `第${index + 1}行：${statusLabel('purchase-price', was!.price_state!)}的价格因${judged.voided}重新待审核`,
        );
    }
    doc.totalAmount = total;
    doc.totalNoTax = rates ? withoutTax(total, rates.taxRate) : null;
    doc.totalCny = rates ? inCny(total, rates.exchangeRate) : null;
    // Over the customer's 信用额度 the order waits for a credit review, bound to its amount in 元.
    const credit = await creditStateOnSave(
      db,
      { customerId, amountCny: doc.totalCny },
      before && { customerId: before.customerId, amountCny: before.totalCny, state: before.creditState },
    );
    doc.creditState = credit.state;
    if (before && credit.voided)
      await recordAudit(db, request, {
        action: 'CREDIT-REVOKED',
        entity: 'sales-order',
        entityId: before.id,
        after: { reason: `信用审核因${credit.voided}，重新待审核` },
      });
    if (before && voided.length > 0)
      await recordAudit(db, request, {
        action: 'PRICE-REVOKED',
        entity: 'sales-order',
        entityId: before.id,
        after: { lines: voided },
      });
  },

  async beforeTransition({ db, before, action, to }) {
    const id = before.id;
    if (action === 'CONFIRM') await assertPricesApproved(db, id);
    if (action === 'AUDIT') {
      // The director decides every waiting line at once; the outcome is the order's review.
      await db.execute(
        sql`update sal_orders_items set price_state = ${to === 'DELIVERY_PENDING' ? 'NORMAL' : 'APPROVAL_NOT_APPROVED'}
            where doc_id = ${id} and price_state <> 'NORMAL'`,
      );
      if (to === 'DELIVERY_PENDING') await assertPricesApproved(db, id);
    }
    if (action === 'CONFIRM' || (action === 'AUDIT' && to === 'DELIVERY_PENDING')) {
      await assertCredit(db, {
        customerId: before.customerId,
        amountCny: before.totalCny,
        state: before.creditState ?? null,
      });
      // Production has a new order to confirm.
      await db.execute(sql`update sal_orders set production_state = 'PENDING' where id = ${id}`);
      // 最近成交 of the customer (the public pool exempts dealt customers).
      await db.execute(
        sql`update md_customers set last_deal_date = greatest(coalesce(last_deal_date, ''), ${before.orderDate ?? companyToday()})
            where id = ${before.customerId ?? 0}`,
      );
    }
    if (action === 'DISCARD' || action === 'CANCEL') {
      const [delivered] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from sal_orders_items where doc_id = ${id} and coalesce(delivered_qty, 0) > 0`,
      );
      const onDelivery = await activeDeliveries(db, id);
      if (delivered.n > 0 || onDelivery.length > 0)
        fail(
          ResultCode.BUSINESS_RULE,
          `销售订单已有出库单${onDelivery.length ? ` ${onDelivery.join('、')}` : ''}，不能${action === 'CANCEL' ? '取消' : '反审核'}`,
        );
      // Changed or cancelled: production's confirmation no longer stands.
      await db.execute(
        sql`update sal_orders set production_state = null, production_confirmed_by = null,
            production_confirm_date = null where id = ${id}`,
      );
    }
  },

  async afterTransition({ db, before }) {
    await syncOrderReservations(db, before.id);
  },

  async afterCloseLines({ db }, id) {
    await syncOrderReservations(db, id);
  },
};

async function assertPricesApproved(db: DbOrTx, id: number) {
  const lines = await queryRows<{
    line_no: number;
    label: string;
    price: string | null;
    base_price: string | null;
    price_state: ReviewState | null;
  }>(
    db,
    sql`select i.line_no, p.code || ' ' || p.name as label, i.price, i.base_price, i.price_state
        from sal_orders_items i join md_products p on p.id = i.product_id
        where i.doc_id = ${id} order by i.line_no`,
  );
  if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '销售订单没有明细，不能确认');
  for (const l of lines) {
    const what = `第${l.line_no}行 产品 ${l.label}`;
    if (l.price == null) fail(ResultCode.BUSINESS_RULE, `${what} 没有单价（也没有基准价），请填写单价`);
    if (l.price_state === 'NORMAL') continue;
    const price = yuan(Number(l.price));
    if (l.price_state === 'APPROVAL_NOT_APPROVED')
      fail(ResultCode.BUSINESS_RULE, `${what} 单价 ${price} 审核不通过，请修改单价后重新提交`);
    fail(
      ResultCode.BUSINESS_RULE,
      l.base_price == null
        ? `${what} 单价 ${price} 没有基准价，需销售总监审核价格`
        : `${what} 单价 ${price} 低于基准价 ${yuan(Number(l.base_price))}，需销售总监审核价格`,
    );
  }
}
