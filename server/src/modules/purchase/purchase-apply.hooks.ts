import { isSuperAdmin, type purchaseApply, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';

/** Who reviews any department's apply. */
const BOSSES = ['BigBoss', 'VicePresident'];

/** A department's document is its maker's and their department's (an apply, a request). */
export function stampRequester<F extends string>(
  request: FastifyRequest,
  values: { department?: string | null } & { [K in F]?: string | null },
  field: F,
): void {
  const user = request.authUser!;
  Object.assign(values, { [field]: user.realName, department: user.departmentName });
}

/**
 * 采购申请 rules: the applicant and their department are the creator's; the review is the
 * department head's (组织架构's 负责人; where a department has none, a reviewer of that department)
 * or a boss's; 完成 closes every line (nothing more will be ordered), 作废 only while nothing was
 * ordered. 已下单数量 and 待下单 → 已下单 are the orders' (the `apply-order` link).
 */
export const purchaseApplyHooks: DocumentHooks<typeof purchaseApply> = {
  beforeSave({ request, before, patch }, doc) {
    if (patch.items?.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行申请明细');
    if (!before) stampRequester(request, doc, 'applicant');
  },

  async beforeTransition({ db, request, before, action }) {
    if (action === 'AUDIT') {
      const roles = request.authUser!.roles;
      if (isSuperAdmin(roles) || roles.some((r) => BOSSES.includes(r))) return;
      const [dept] = await queryRows<{
        department_id: number | null;
        manager_id: number | null;
        mine: number | null;
      }>(
        db,
        sql`select a.department_id, d.manager_id,
                   (select r.department_id from users r where r.id = ${request.authUser!.id}) as mine
            from users a left join departments d on d.id = a.department_id
            where lower(a.user_name) = lower(${before.createBy ?? ''})`,
      );
      const head =
        dept?.manager_id != null
          ? dept.manager_id === request.authUser!.id
          : dept?.mine === dept?.department_id;
      if (!dept || dept.department_id == null || !head)
        fail(ResultCode.FORBIDDEN, '只有申请人所在部门的负责人或总经理、副总经理可以审核此采购申请');
      return;
    }
    if (action === 'FINISH') {
      await db.execute(sql`update pur_applies_items set closed = true where doc_id = ${before.id}`);
      return;
    }
    if (action === 'INVALIDATE') {
      const [ordered] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pur_applies_items where doc_id = ${before.id} and coalesce(ordered_qty, 0) > 0`,
      );
      if (ordered.n > 0) fail(ResultCode.BUSINESS_RULE, '采购申请已有物料下单，不能作废，请使用「完成」');
    }
  },
};
