import { actionReviewVerb, type DocumentDef, ResultCode, salesDelivery, salesOrder } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { approvals } from '../../platform/db/schema.ts';
import { lockRow } from '../../platform/documents/document-record.ts';
import { scopeWhere } from '../../platform/documents/document-scope.ts';
import { refuseSelfReview } from '../../platform/documents/maker-checker.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId, recordVersion } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';

const reviewBody = z.object({
  id: recordId('单据编号无效', '请指定单据'),
  version: recordVersion,
  approved: z.boolean({ error: '请选择审核结果' }),
  reason: z.string().trim().max(200, '审核意见不能超过200个字符').default(''),
});

/**
 * 信用审核 (the module actions on the order and delivery screens, `finance-actions.ts`): the sales
 * director or finance decides a document waiting for a credit review (or re-decides a refused one)
 * before it is confirmed or goes out. Not a change of status: recorded in the approvals and the
 * audit log, the version moves so a stale form is refused. The decision holds while the amount in
 * 元 and the customer stay as they were (`creditStateOnSave`).
 */
const reviewed: { def: DocumentDef; url: string; before: readonly string[] }[] = [
  {
    def: salesOrder,
    url: '/finance/reviewSalesOrderCredit',
    before: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'],
  },
  {
    def: salesDelivery,
    url: '/finance/reviewSalesDeliveryCredit',
    before: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'OUT_PUT_WAREHOUSE_PENDING'],
  },
];

export function creditReviewRoutes(app: FastifyInstance): void {
  for (const { def, url, before: open } of reviewed)
    addRoute(app, {
      method: 'POST',
      url,
      summary: `${def.title}信用审核：超出客户信用额度（销售总监、财务）`,
      tags: [def.key],
      access: { permission: 'credit-review' },
      body: reviewBody,
      handler: ({ body, request, user }) =>
        app.db.transaction(async (db) => {
          const scope = scopeWhere(app.documents, def, user!, 't');
          const row = await lockRow(db, def, body.id, scope);
          if (row.version !== body.version) fail(ResultCode.CONFLICT);
          refuseSelfReview(user!, row, actionReviewVerb);
          if (!open.includes(String(row.status)))
            fail(ResultCode.BUSINESS_RULE, `${def.title} ${row.number} 当前状态不能信用审核`);
          if (row.credit_state !== 'APPROVAL_PENDING' && row.credit_state !== 'APPROVAL_NOT_APPROVED')
            fail(ResultCode.BUSINESS_RULE, `${def.title} ${row.number} 不需要信用审核`);
          const state = body.approved ? 'APPROVED' : 'APPROVAL_NOT_APPROVED';
          await db.execute(
            sql`update ${sql.identifier(def.table)} set credit_state = ${state}, version = version + 1,
                modify_by = ${user!.userName}, modify_at = now() where id = ${body.id}`,
          );
          await db.insert(approvals).values({
            docKey: def.key,
            docId: body.id,
            action: 'CREDIT-REVIEW',
            fromStatus: String(row.status),
            toStatus: String(row.status),
            outcome: body.approved ? 'APPROVAL_APPROVED' : 'APPROVAL_NOT_APPROVED',
            approved: body.approved,
            comment: body.reason,
            actor: user!.userName,
          });
          await recordAudit(db, request, {
            action: 'CREDIT-REVIEW',
            entity: def.key,
            entityId: body.id,
            after: { approved: body.approved, reason: body.reason },
          });
          return { id: body.id, version: Number(row.version) + 1 };
        }),
    });
}
