import { companyToday, type purchaseOrder, ResultCode, statusLabel } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { assertOrderSources, type OrderType } from './purchase-order-sources.ts';
import {
  approvedPrices,
  directorReviewAmount,
  lineAmount,
  materielLabels,
  type PriceState,
  yuan,
} from './purchase-prices.ts';

type Order = typeof purchaseOrder;

interface StoredLine {
  id: number;
  materiel_id: number;
  price: string | null;
  price_state: PriceState | null;
}

/**
 * 采购订单 rules. On save each line gets the supplier's latest approved price effective on the
 * order date (批准价) — a line sent without a price has already taken it as its declared default
 * (`price.default`, document-defaults.ts), so it is not filled here again; a price at or below it is 正常, a
 * higher one (or one without an approved price) waits for the purchasing manager (待审核). A
 * reviewed line keeps its outcome only while its price, material and the order's supplier stay
 * the same: an edit of any voids it (an audit event PRICE-REVOKED says which lines and why). The
 * order's amount over the administrator's limit waits for the director the same way. 下单 is
 * refused while a line or the amount is not 正常; 反审核 while anything was accepted or put in.
 * A new order is 常规采购 unless made as 手工采购 (its reason in 备注); what lines may come from is
 * `assertOrderSources`.
 */
export const purchaseOrderHooks: DocumentHooks<Order> = {
  async beforeSave({ db, request, before, patch }, doc) {
    const supplierId = doc.supplierId;
    const orderDate = doc.orderDate ?? companyToday();
    if (patch.items?.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行订单明细');
    if (!before) doc.orderType ??= 'NORMAL';
    const orderType: OrderType = doc.orderType === 'MANUAL' ? 'MANUAL' : 'NORMAL';
    if (orderType === 'MANUAL' && !doc.remark)
      fail(ResultCode.VALIDATION, '手工采购订单请在备注中写明采购原因（如急单）');
    if (patch.items) await assertOrderSources(db, orderType, patch.items);
    const stored = before
      ? await queryRows<StoredLine>(
          db,
          sql`select id, materiel_id, price, price_state from pur_orders_items where doc_id = ${before.id}`,
        )
      : [];
    const supplierChanged = before != null && before.supplierId !== supplierId;
    // The header alone changed: the stored lines are re-judged against the (new) supplier.
    if (!patch.items && !supplierChanged && before?.orderDate === orderDate) return;
    const lines = doc.items;
    const approved =
      supplierId == null
        ? new Map<number, number>()
        : await approvedPrices(
            db,
            supplierId,
            lines.flatMap((l) => (l.materielId == null ? [] : [l.materielId])),
            orderDate,
          );
    const revoked: { lineNo: number; why: string }[] = [];
    let total = 0;
    for (const [index, line] of lines.entries()) {
      const materielId = line.materielId ?? null;
      const approvedPrice = materielId == null ? undefined : approved.get(materielId);
      line.approvedPrice = approvedPrice ?? null;
      line.amount = line.price != null && line.qty != null ? lineAmount(line.qty, line.price) : null;
      total += line.amount ?? 0;
      const was = stored.find((s) => s.id === line.id);
      const price = line.price ?? null;
      let state: PriceState =
        price != null && approvedPrice != null && price <= approvedPrice ? 'NORMAL' : 'APPROVAL_PENDING';
      if (state !== 'NORMAL' && was?.price_state && was.price_state !== 'APPROVAL_PENDING') {
        const storedPrice = was.price == null ? null : Number(was.price);
        const why = [
          storedPrice !== price
            ? `单价 ${storedPrice == null ? '空' : yuan(storedPrice)} → ${price == null ? '空' : yuan(price)}`
            : '',
          was.materiel_id !== materielId ? '物料变更' : '',
          supplierChanged ? '供应商变更' : '',
        ].filter(Boolean);
        if (why.length === 0) state = was.price_state;
        else
          revoked.push({
            lineNo: index + 1,
            why: `${statusLabel('purchase-price', was.price_state)}的价格因${why.join('、')}重新待审核`,
          });
      }
      line.priceState = state;
    }
    doc.totalAmount = total;
    const limit = await directorReviewAmount(db);
    const beforeTotal = before?.totalAmount ?? null;
    doc.amountState =
      limit == null || total <= limit
        ? 'NORMAL'
        : before?.amountState &&
            before.amountState !== 'APPROVAL_PENDING' &&
            beforeTotal === total &&
            !supplierChanged
          ? before.amountState
          : 'APPROVAL_PENDING';
    if (before && revoked.length > 0)
      await recordAudit(db, request, {
        action: 'PRICE-REVOKED',
        entity: 'purchase-order',
        entityId: before.id,
        after: { lines: revoked.map((r) => `第${r.lineNo}行：${r.why}`) },
      });
  },

  async beforeTransition({ db, before, action }) {
    if (action === 'DISCARD') {
      const [taken] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pur_orders_items
            where doc_id = ${before.id} and (coalesce(accepted_qty, 0) > 0 or coalesce(in_qty, 0) > 0)`,
      );
      if (taken.n > 0) fail(ResultCode.BUSINESS_RULE, '采购订单已有到货验收或入库，不能反审核');
      return;
    }
    if (action !== 'ORDER-PLACE') return;
    const lines = await queryRows<{
      line_no: number;
      materiel_id: number;
      price: string | null;
      approved_price: string | null;
      price_state: PriceState | null;
    }>(
      db,
      sql`select line_no, materiel_id, price, approved_price, price_state from pur_orders_items
          where doc_id = ${before.id} order by line_no`,
    );
    if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '采购订单没有明细，不能下单');
    const labels = await materielLabels(
      db,
      lines.map((l) => l.materiel_id),
    );
    for (const l of lines) {
      const what = `第${l.line_no}行 物料 ${labels.get(l.materiel_id) ?? ''}`;
      if (l.price == null) fail(ResultCode.BUSINESS_RULE, `${what} 未填写单价，不能下单`);
      if (l.price_state === 'NORMAL') continue;
      const price = yuan(Number(l.price));
      if (l.price_state === 'APPROVAL_NOT_APPROVED')
        fail(ResultCode.BUSINESS_RULE, `${what} 单价 ${price} 审核不通过，请修改单价后重新提交审核`);
      fail(
        ResultCode.BUSINESS_RULE,
        l.approved_price == null
          ? `${what} 单价 ${price} 没有批准价，需采购经理审核价格`
          : `${what} 单价 ${price} 高于批准价 ${yuan(Number(l.approved_price))}，需采购经理审核价格`,
      );
    }
    if (before.amountState !== 'NORMAL') {
      const limit = await directorReviewAmount(db);
      const total = yuan(before.totalAmount ?? 0);
      fail(
        ResultCode.BUSINESS_RULE,
        before.amountState === 'APPROVAL_NOT_APPROVED'
          ? `订单金额 ${total} 元未通过采购总监审核，不能下单`
          : `订单金额 ${total} 元超过 ${yuan(limit ?? 0)} 元，需采购总监审核`,
      );
    }
  },
};
