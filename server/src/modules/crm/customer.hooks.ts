import { type customer, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { companyToday } from './crm-dates.ts';
import { recordTransfer } from './customer-owner.service.ts';

/**
 * The customer's rules beyond its declaration: a new customer is not yet dealt (未成交) and belongs
 * to its maker from today (the transfer list starts there); a name or tax number that differs only
 * in spaces is still a duplicate.
 */
export const customerHooks: DocumentHooks<typeof customer> = {
  async beforeSave({ db, before }, values) {
    if (!before) {
      values.evaluateLevel ??= 'NOT_DEALT';
      if (values.ownerId != null) values.ownerSince = companyToday();
      else values.poolDate = companyToday();
    }
    for (const key of ['name', 'taxNo'] as const) {
      const value = values[key];
      if (typeof value !== 'string' || !value) continue;
      const column = key === 'name' ? sql`name` : sql`tax_no`;
      const [taken] = await queryRows<{ name: string }>(
        db,
        sql`select name from md_customers where regexp_replace(lower(${column}), '\\s', '', 'g')
              = regexp_replace(lower(${value}), '\\s', '', 'g') and id is distinct from ${before?.id ?? null}`,
      );
      if (taken)
        fail(
          ResultCode.BUSINESS_RULE,
          `${key === 'name' ? '客户名称' : '税号'}与已有客户「${taken.name}」重复`,
        );
    }
  },
  async afterSave({ db, before, request }, saved) {
    if (before || saved.ownerId == null) return;
    await recordTransfer(db, {
      customerId: saved.id,
      from: null,
      to: saved.ownerId,
      kind: 'CREATE',
      actor: request.authUser!.userName,
      day: companyToday(),
    });
  },
};
