import { customer, ResultCode } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { uniqueIndexName } from '../../platform/documents/document-table.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { declareUnique, sentValues } from '../../platform/http/unique-violation.ts';
import { companyToday } from './crm-dates.ts';
import { recordTransfer } from './customer-owner.service.ts';

/**
 * The refusal of a name or tax number another customer has, spaces and case aside (the name's
 * first). One statement reads both, so a save racing another sees all of the other or none of it.
 */
async function takenBy(
  db: DbOrTx,
  values: { name?: unknown; taxNo?: unknown },
  selfId: number | null,
): Promise<string | undefined> {
  const squash = (v: SQL) => sql`regexp_replace(lower(${v}), '\\s', '', 'g')`;
  const name = typeof values.name === 'string' && values.name ? values.name : null;
  const taxNo = typeof values.taxNo === 'string' && values.taxNo ? values.taxNo : null;
  if (name === null && taxNo === null) return undefined;
  const rows = await queryRows<{ name: string; byName: boolean | null }>(
    db,
    sql`select name, ${squash(sql`name`)} = ${squash(sql`${name}`)} as "byName" from md_customers
        where (${squash(sql`name`)} = ${squash(sql`${name}`)} or ${squash(sql`tax_no`)} = ${squash(sql`${taxNo}`)})
          and id is distinct from ${selfId}`,
  );
  const byName = rows.find((r) => r.byName);
  if (byName) return `客户名称与已有客户「${byName.name}」重复`;
  return rows.length ? `税号与已有客户「${rows[0].name}」重复` : undefined;
}

// Two customers of one name (or tax number) saved at once both pass the check; the unique index
// refuses the later, which answers what the check says once the other has committed.
const recheck = (body: unknown, db: DbOrTx, selfId?: number) =>
  takenBy(db, { name: sentValues(body, 'name')[0], taxNo: sentValues(body, 'taxNo')[0] }, selfId ?? null);
for (const key of ['name', 'taxNo'] as const) declareUnique(uniqueIndexName(customer, key), recheck);

/**
 * The customer's rules beyond its declaration: a new customer is not yet dealt (未成交) and belongs
 * to its maker from today (the transfer list starts there); a name or tax number that differs only
 * in spaces is still a duplicate.
 */
export const customerHooks: DocumentHooks<typeof customer> = {
  async beforeSave({ db, before }, doc) {
    if (!before) {
      doc.evaluateLevel ??= 'NOT_DEALT';
      if (doc.ownerId != null) doc.ownerSince = companyToday();
      else doc.poolDate = companyToday();
    }
    const taken = await takenBy(db, doc, before?.id ?? null);
    if (taken) fail(ResultCode.BUSINESS_RULE, taken);
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
