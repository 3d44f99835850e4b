import { addDays, formatQty, type purchaseInvoice, ResultCode, statusLabel } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { billedAmount, yuan } from '../../platform/documents/amounts.ts';
import { boundState, priceChange, type ReviewState } from '../../platform/documents/bound-review.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { invoicePriceTolerance, materielLabels } from '../purchase/purchase-prices.ts';

type Invoice = typeof purchaseInvoice;

interface StoredLine {
  id: number;
  materiel_id: number;
  qty: string;
  price: string | null;
  price_state: ReviewState | null;
}

/** "1.00%" of a percent ×100. */
const percentText = (p: number) => `${(p / 100).toFixed(2)}%`;

/** Whether an invoice price is within the tolerance (percent ×100) of the order price. */
export function withinTolerance(price: number, orderPrice: number | null, tolerance: number): boolean {
  if (orderPrice == null) return false;
  // |price − order| / order ≤ tolerance / 10000, in integers.
  return Math.abs(price - orderPrice) * 10_000 <= orderPrice * tolerance;
}

/**
 * 采购发票 rules. Every line bills a line of a posted warehouse-in of the invoice's supplier
 * (选单 / 下推): the link's `save` checks it — the supplier, the warehouse-in posted, the material,
 * and the three-way match: no more than received less returned less what other issued invoices
 * billed (again at 复核, by the draw) — and copies the material and the order price. Here: the
 * invoice price is the supplier's (the order price when not keyed), amounts rounded once per line. A price differing from the order price beyond 采购设置's
 * tolerance waits for the purchasing manager (价差状态), bound to the line's price, quantity and
 * material; 复核 is refused while a line waits or was refused. 到期日: the invoice date + the
 * supplier's 账期 (30 days without one) unless keyed; the currency is the supplier's. 反审核 is
 * refused once written off or red-lettered.
 */
export const purchaseInvoiceHooks: DocumentHooks<Invoice> = {
  async beforeSave({ db, request, before, patch }, doc) {
    const supplierId = doc.supplierId;
    const invoiceDate = doc.invoiceDate;
    const [supplier] = await queryRows<{ currency_id: number | null; payment_days: number | null }>(
      db,
      sql`select currency_id, payment_days from md_suppliers where id = ${supplierId ?? 0}`,
    );
    if (doc.dueDate == null && invoiceDate) doc.dueDate = addDays(invoiceDate, supplier?.payment_days ?? 30);
    doc.currencyId = supplier?.currency_id ?? null;
    if (!before) {
      doc.verifiedAmount = 0;
      doc.redAmount = 0;
    }
    const lines = patch.items;
    if (!lines) {
      if (before && supplierId !== before.supplierId)
        fail(ResultCode.BUSINESS_RULE, '修改供应商后请重新选单');
      return;
    }
    if (lines.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行开票明细');
    const stored = before
      ? await queryRows<StoredLine>(
          db,
          sql`select id, materiel_id, qty, price, price_state from fin_purchase_invoices_items where doc_id = ${before.id}`,
        )
      : [];
    const tolerance = await invoicePriceTolerance(db);
    const voided: string[] = [];
    let total = 0;
    for (const [index, line] of lines.entries()) {
      const qty = line.qty ?? 0;
      const orderPrice = line.orderPrice ?? null;
      line.price ??= orderPrice;
      const price = line.price ?? null;
      line.amount = price != null ? billedAmount(qty, price) : null;
      total += line.amount ?? 0;
      const rule: ReviewState =
        price != null && withinTolerance(price, orderPrice, tolerance) ? 'NORMAL' : 'APPROVAL_PENDING';
      const was = stored.find((s) => s.id === line.id);
      const changes = was
        ? [
            ...priceChange('发票单价', was.price == null ? null : Number(was.price), price),
            was.materiel_id !== line.materielId ? '物料变更' : '',
            Number(was.qty) !== qty ? `数量 ${formatQty(Number(was.qty))} → ${formatQty(qty)}` : '',
          ].filter(Boolean)
        : [];
      const judged = boundState(rule, was?.price_state, changes);
      line.priceState = judged.state;
      if (judged.voided)
        voided.push(
          `第${index + 1}行：${statusLabel('purchase-price', was!.price_state!)}的价差因${judged.voided}重新待审核`,
        );
    }
    doc.totalAmount = total;
    if (before && voided.length > 0)
      await recordAudit(db, request, {
        action: 'PRICE-REVOKED',
        entity: 'purchase-invoice',
        entityId: before.id,
        after: { lines: voided },
      });
  },

  async beforeTransition({ db, before, action }) {
    if (action === 'DISCARD' && (before.verifiedAmount ?? 0) > 0)
      fail(ResultCode.BUSINESS_RULE, '采购发票已有核销，请先撤销核销再反审核');
    if (action === 'DISCARD' && (before.redAmount ?? 0) > 0)
      fail(ResultCode.BUSINESS_RULE, '采购发票已有红字采购发票，请先反审核红字采购发票');
    if (action !== 'AUDIT') return;
    // (A bill past received − returned − billed was refused by the link's draw, before this hook.)
    await assertPricesReviewed(db, before.id);
  },
};

/** 复核 waits while a line's price difference is not approved, and says which and why. */
async function assertPricesReviewed(db: DbOrTx, id: number) {
  const lines = await queryRows<{
    line_no: number;
    materiel_id: number;
    price: string | null;
    order_price: string | null;
    price_state: ReviewState | null;
  }>(
    db,
    sql`select line_no, materiel_id, price, order_price, price_state from fin_purchase_invoices_items
        where doc_id = ${id} and coalesce(price_state, 'APPROVAL_PENDING') <> 'NORMAL' order by line_no limit 1`,
  );
  const [l] = lines;
  if (!l) return;
  const labels = await materielLabels(db, [l.materiel_id]);
  const what = `第${l.line_no}行 物料 ${labels.get(l.materiel_id) ?? ''} 发票单价 ${l.price == null ? '空' : yuan(Number(l.price))}`;
  if (l.price_state === 'APPROVAL_NOT_APPROVED')
    fail(ResultCode.BUSINESS_RULE, `${what} 价差审核不通过，请修改单价后重新提交`);
  const tolerance = await invoicePriceTolerance(db);
  fail(
    ResultCode.BUSINESS_RULE,
    l.order_price == null
      ? `${what} 没有订单单价，需采购经理审核价差后复核`
      : `${what} 与订单单价 ${yuan(Number(l.order_price))} 相差超过 ${percentText(tolerance)}，需采购经理审核价差后复核`,
  );
}
