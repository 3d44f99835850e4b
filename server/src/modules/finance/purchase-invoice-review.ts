import { actionReviewVerb, purchaseInvoice, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows } from '../../platform/db/client.ts';
import { lockRow } from '../../platform/documents/document-record.ts';
import { refuseSelfReview } from '../../platform/documents/maker-checker.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId, recordVersion } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { recordReview } from '../purchase/purchase-review.ts';

const body = z.object({
  id: recordId('采购发票编号无效', '请指定采购发票'),
  version: recordVersion,
  approved: z.boolean({ error: '请选择审核结果' }),
  reason: z.string().trim().max(200, '审核意见不能超过200个字符').default(''),
});

/**
 * 价差审核: the purchasing manager or director decides every line of a pending purchase invoice whose
 * price differs from the order's beyond the tolerance — a review that changes no status, recorded
 * like the order's 价格审核 (`recordReview`). The decision stays bound to the line: an edit of its
 * price, quantity or material sends it back (the invoice's hook, `boundState`).
 */
export function purchaseInvoiceReviewRoutes(app: FastifyInstance): void {
  addRoute(app, {
    method: 'POST',
    url: '/purchaseInvoice/reviewPurchaseInvoicePrices',
    summary: '采购发票价差审核：发票单价与订单单价相差超过容差的明细（采购经理、采购总监）',
    tags: [purchaseInvoice.key],
    access: { permission: 'purchase-price-review' },
    body,
    handler: ({ body, request }) =>
      app.db.transaction(async (db) => {
        const before = await lockRow(db, purchaseInvoice, body.id);
        if (before.version !== body.version) fail(ResultCode.CONFLICT);
        refuseSelfReview(request.authUser!, before, actionReviewVerb);
        if (before.status !== 'APPROVAL_PENDING')
          fail(ResultCode.BUSINESS_RULE, '只有待复核的采购发票可以审核价差');
        const changed = (
          await queryRows<{ id: number }>(
            db,
            sql`update fin_purchase_invoices_items set price_state = ${body.approved ? 'NORMAL' : 'APPROVAL_NOT_APPROVED'}
                where doc_id = ${body.id} and price_state = 'APPROVAL_PENDING' returning id`,
          )
        ).map((r) => r.id);
        if (changed.length === 0) fail(ResultCode.BUSINESS_RULE, '该采购发票没有待审核的价差');
        await recordReview(db, request, {
          def: purchaseInvoice,
          table: 'fin_purchase_invoices',
          id: body.id,
          status: before.status,
          action: 'PRICE-REVIEW',
          approved: body.approved,
          reason: body.reason,
          lineIds: changed,
        });
        return { id: body.id, version: before.version + 1 };
      }),
  });
}
