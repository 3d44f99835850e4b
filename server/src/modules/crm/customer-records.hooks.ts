import {
  type clueTrace,
  type customerAddress,
  type customerContact,
  ResultCode,
  type salesActivity,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';

/** Locks the customer: its addresses' (or contacts') one default changes one save at a time. */
async function lockCustomerRow(db: DbOrTx, id: number) {
  await queryRows(db, sql`select id from md_customers where id = ${id} for update`);
}

export const contactHooks: DocumentHooks<typeof customerContact> = {
  beforeSave(_ctx, doc) {
    if (!doc.mobile && !doc.phone) fail(ResultCode.VALIDATION, '手机和电话至少填写一项');
  },
  // One primary contact per customer: naming a new one demotes the old.
  async afterSave({ db }, saved) {
    if (!saved.isPrimary) return;
    await lockCustomerRow(db, saved.customerId!);
    await db.execute(
      sql`update crm_contacts set is_primary = false where customer_id = ${saved.customerId} and id <> ${saved.id} and is_primary`,
    );
  },
};

export const addressHooks: DocumentHooks<typeof customerAddress> = {
  // One default delivery address per customer; a customer's first address is its default.
  async afterSave({ db }, saved) {
    await lockCustomerRow(db, saved.customerId!);
    if (saved.isDefault) {
      await db.execute(
        sql`update crm_addresses set is_default = false where customer_id = ${saved.customerId} and id <> ${saved.id} and is_default`,
      );
      return;
    }
    const [other] = await queryRows<{ id: number }>(
      db,
      sql`select id from crm_addresses where customer_id = ${saved.customerId} and is_default limit 1`,
    );
    if (!other) await db.execute(sql`update crm_addresses set is_default = true where id = ${saved.id}`);
  },
};

export const activityHooks: DocumentHooks<typeof salesActivity> = {
  beforeSave(_ctx, doc) {
    const on = doc.activityDate;
    const next = doc.nextFollowDate;
    if (on && next && next < on) fail(ResultCode.VALIDATION, '下次跟进日期不能早于跟进日期');
  },
  // The customer's 最近跟进 (what the public pool's return counts from) moves with its activities.
  async afterSave({ db }, saved) {
    await db.execute(
      sql`update md_customers set last_follow_date = (select max(activity_date) from crm_activities
            where customer_id = ${saved.customerId}) where id = ${saved.customerId}`,
    );
  },
};

export const clueTraceHooks: DocumentHooks<typeof clueTrace> = {
  async afterSave({ db }, saved) {
    await db.execute(
      sql`update crm_clues set last_follow_date = (select max(trace_date) from crm_clue_traces
            where clue_id = ${saved.clueId}) where id = ${saved.clueId}`,
    );
  },
};
