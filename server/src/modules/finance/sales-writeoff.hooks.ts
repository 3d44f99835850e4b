import { ResultCode, type salesWriteOff, savedValue } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { yuan } from '../../platform/documents/amounts.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';

type WriteOff = typeof salesWriteOff;

interface Side {
  id: number;
  number: string;
  customer_id: number;
  currency_id: number | null;
  status: string;
  total: string;
  verified: string;
}

const issued = ['UNVERIFIED', 'VERIFIED'];

/**
 * 核销 rules. The invoice and the receipt are locked (the invoice first, then the receipt: every
 * write-off takes them in that order, so two never wait on each other), must be the same
 * customer's in the same currency and issued (复核); the amount moves both sides' 已核销金额 and
 * may not pass what either has open. An edit first gives back what the write-off held; 撤销 gives
 * it all back. A side with nothing left open reads 已核销, otherwise 未核销.
 */
export const salesWriteOffHooks: DocumentHooks<WriteOff> = {
  async beforeSave({ db, before }, values) {
    const amount = savedValue(values, before, 'amount');
    if (amount == null || amount <= 0) fail(ResultCode.VALIDATION, '核销金额必须大于0');
    if (before) await apply(db, before.invoiceId ?? 0, before.receiptId ?? 0, -(before.amount ?? 0));
    const invoiceId = savedValue(values, before, 'invoiceId') ?? 0;
    const receiptId = savedValue(values, before, 'receiptId') ?? 0;
    const [invoice, receipt] = await apply(db, invoiceId, receiptId, amount);
    const customerId = savedValue(values, before, 'customerId');
    if (invoice.customer_id !== customerId || receipt.customer_id !== customerId)
      fail(ResultCode.BUSINESS_RULE, `发票 ${invoice.number} 与收款 ${receipt.number} 须为所选客户的单据`);
    if (invoice.currency_id !== receipt.currency_id)
      fail(ResultCode.BUSINESS_RULE, `发票 ${invoice.number} 与收款 ${receipt.number} 的币种不同，不能核销`);
  },

  async beforeTransition({ db, before }, action) {
    if (action === 'INVALIDATE')
      await apply(db, before.invoiceId ?? 0, before.receiptId ?? 0, -(before.amount ?? 0));
  },
};

/** Moves both sides' 已核销金额 by `delta` (negative: gives back), under their row locks. */
async function apply(db: DbOrTx, invoiceId: number, receiptId: number, delta: number): Promise<[Side, Side]> {
  const [invoice] = await queryRows<Side>(
    db,
    sql`select id, number, customer_id, currency_id, status, total_amount as total, coalesce(verified_amount, 0) as verified
        from fin_sales_invoices where id = ${invoiceId} for update`,
  );
  const [receipt] = await queryRows<Side>(
    db,
    sql`select id, number, customer_id, currency_id, status, amount as total, coalesce(verified_amount, 0) as verified
        from fin_sales_receipts where id = ${receiptId} for update`,
  );
  if (!invoice) fail(ResultCode.NOT_FOUND, '销售发票不存在');
  if (!receipt) fail(ResultCode.NOT_FOUND, '销售收款不存在');
  if (delta > 0) {
    if (!issued.includes(invoice.status))
      fail(ResultCode.BUSINESS_RULE, `发票 ${invoice.number} 未复核，不能核销`);
    if (!issued.includes(receipt.status))
      fail(ResultCode.BUSINESS_RULE, `收款 ${receipt.number} 未复核，不能核销`);
    for (const [side, what] of [
      [invoice, '发票'],
      [receipt, '收款'],
    ] as const) {
      const open = Number(side.total) - Number(side.verified);
      if (delta > open)
        fail(
          ResultCode.BUSINESS_RULE,
          `${what} ${side.number} 未核销 ${yuan(open)}，本次核销 ${yuan(delta)} 超出`,
        );
    }
  }
  for (const [table, side] of [
    ['fin_sales_invoices', invoice],
    ['fin_sales_receipts', receipt],
  ] as const) {
    const verified = Number(side.verified) + delta;
    const status = verified >= Number(side.total) ? 'VERIFIED' : 'UNVERIFIED';
    await db.execute(
      sql`update ${sql.identifier(table)} set verified_amount = ${verified},
          status = case when status in ('UNVERIFIED', 'VERIFIED') then ${status} else status end where id = ${side.id}`,
    );
  }
  return [invoice, receipt];
}
