import { actionReviewVerb, purchaseOrder, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { approvals } from '../../platform/db/schema.ts';
import { lockRow } from '../../platform/documents/document-record.ts';
import { refuseSelfReview } from '../../platform/documents/maker-checker.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId, recordVersion } from '../../platform/http/id-schemas.ts';

export const reviewBody = z.object({
  id: recordId('订单编号无效', '请指定采购订单'),
  version: recordVersion,
  approved: z.boolean({ error: '请选择审核结果' }),
  reason: z.string().trim().max(200, '审核意见不能超过200个字符').default(''),
});
export type ReviewBody = z.output<typeof reviewBody>;

/**
 * A review of an order that is not a status change: the pending prices of its lines (purchasing
 * manager) or its amount over the administrator's limit (director). Recorded in the approvals
 * like any review, and in the audit log; the order's version moves so a stale form is refused.
 */
export async function reviewOrder(
  db: DbOrTx,
  request: FastifyRequest,
  body: ReviewBody,
  what: 'PRICE-REVIEW' | 'AMOUNT-REVIEW',
) {
  const before = await lockRow(db, purchaseOrder, body.id);
  if (before.version !== body.version) fail(ResultCode.CONFLICT);
  refuseSelfReview(request.authUser!, before, actionReviewVerb);
  if (before.status !== 'NEW') fail(ResultCode.BUSINESS_RULE, '只有新建的采购订单可以审核价格或金额');
  const outcome = body.approved ? 'NORMAL' : 'APPROVAL_NOT_APPROVED';
  let changed: number[];
  if (what === 'PRICE-REVIEW') {
    changed = (
      await queryRows<{ id: number }>(
        db,
        sql`update pur_orders_items set price_state = ${outcome}
            where doc_id = ${body.id} and price_state = 'APPROVAL_PENDING' returning id`,
      )
    ).map((r) => r.id);
    if (changed.length === 0) fail(ResultCode.BUSINESS_RULE, '该采购订单没有待审核的价格');
  } else {
    if (before.amount_state !== 'APPROVAL_PENDING')
      fail(ResultCode.BUSINESS_RULE, '该采购订单的金额不需要审核');
    await db.execute(sql`update pur_orders set amount_state = ${outcome} where id = ${body.id}`);
    changed = [];
  }
  await recordReview(db, request, {
    def: purchaseOrder,
    table: 'pur_orders',
    id: body.id,
    status: before.status,
    action: what,
    approved: body.approved,
    reason: body.reason,
    lineIds: changed,
  });
  return { id: body.id, version: before.version + 1 };
}

/**
 * Records a review that changes no status (a price or amount review of an order or a purchase
 * invoice): the record's version moves (a stale form is refused), the approvals keep the outcome
 * like any review's, and the audit log the lines it decided.
 */
export async function recordReview(
  db: DbOrTx,
  request: FastifyRequest,
  r: {
    def: { key: string };
    table: string;
    id: number;
    status: string;
    action: string;
    approved: boolean;
    reason: string;
    lineIds: number[];
  },
) {
  const user = request.authUser!;
  await db.execute(
    sql`update ${sql.identifier(r.table)} set version = version + 1, modify_by = ${user.userName}, modify_at = now() where id = ${r.id}`,
  );
  await db.insert(approvals).values({
    docKey: r.def.key,
    docId: r.id,
    action: r.action,
    fromStatus: r.status,
    toStatus: r.status,
    outcome: r.approved ? 'APPROVAL_APPROVED' : 'APPROVAL_NOT_APPROVED',
    approved: r.approved,
    comment: r.reason,
    actor: user.userName,
  });
  await recordAudit(db, request, {
    action: r.action,
    entity: r.def.key,
    entityId: r.id,
    after: { approved: r.approved, reason: r.reason, lineIds: r.lineIds },
  });
}
