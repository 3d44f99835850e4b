import { companyToday, formatQty, type salesPriceApproval } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { priceChange } from '../../platform/documents/bound-review.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { basePrices } from './sales-prices.ts';

type Approval = typeof salesPriceApproval;

/**
 * 价格审批 rules. The base price of the product in the currency today is kept beside the asked
 * price; a price at or above it needs nobody's review (审核通过 when saved), one below it waits for
 * the sales director. An approved request stays approved through edits that leave what was
 * approved alone (the reason, the validity); a change of customer, product, price, quantity band
 * or currency sends it back (to review, or straight to approved when it is no longer below the
 * base price), and its history (PRICE-REVOKED) and 重新审核原因 say why.
 */
export const salesPriceApprovalHooks: DocumentHooks<Approval> = {
  async beforeSave({ db }, doc) {
    const productId = doc.productId;
    const currencyId = doc.currencyId;
    const base =
      productId == null || currencyId == null
        ? undefined
        : (await basePrices(db, [productId], currencyId, companyToday())).get(productId);
    doc.basePrice = base ?? null;
  },

  async afterSave({ db, request, before }, saved) {
    const atOrAboveBase = saved.basePrice != null && saved.price != null && saved.price >= saved.basePrice;
    const rule = atOrAboveBase ? 'APPROVAL_APPROVED' : 'APPROVAL_PENDING';
    let status: string = rule;
    let voidReason: string | null = before?.voidReason ?? null;
    if (before?.status === 'APPROVAL_APPROVED') {
      const changes = [
        before.customerId !== saved.customerId ? '客户变更' : '',
        before.productId !== saved.productId ? '产品变更' : '',
        before.currencyId !== saved.currencyId ? '币种变更' : '',
        (before.minQty ?? null) !== (saved.minQty ?? null)
          ? `起订数量 ${formatQty(before.minQty ?? 0)} → ${formatQty(saved.minQty ?? 0)}`
          : '',
        ...priceChange('单价', before.price ?? null, saved.price ?? null),
      ].filter(Boolean);
      if (changes.length === 0) status = 'APPROVAL_APPROVED';
      else {
        voidReason = `已审核通过的价格因${changes.join('、')}${rule === 'APPROVAL_APPROVED' ? '按基准价重新判定' : '重新待审核'}`;
        await recordAudit(db, request, {
          action: 'PRICE-REVOKED',
          entity: 'sales-price-approval',
          entityId: saved.id,
          after: { reason: voidReason },
        });
      }
    }
    await db.execute(
      sql`update sal_price_approvals set status = ${status}, void_reason = ${voidReason} where id = ${saved.id}`,
    );
  },
};
