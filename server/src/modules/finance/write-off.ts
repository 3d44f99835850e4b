import { ResultCode, type salesWriteOff, savedValue } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { yuan } from '../../platform/documents/amounts.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * One side of a write-off pair (an invoice kind, or a receipt / payment kind): its table, the
 * column of its amount and what refusals call it.
 */
export interface WriteOffSide {
  table: string;
  total: string;
  /** A column taken off the total besides what is written off (an invoice's 已红冲). */
  less?: string;
  noun: string;
}

/**
 * A write-off declaration's two sides: what is owed — an invoice, or an opening balance (期初, the
 * write-off's `openingId` instead of its `invoiceId`) — and what paid it.
 */
export interface WriteOffPair {
  invoices: WriteOffSide;
  openings: WriteOffSide;
  payments: WriteOffSide;
}

export const salesPair: WriteOffPair = {
  invoices: { table: 'fin_sales_invoices', total: 'total_amount', less: 'red_amount', noun: '发票' },
  openings: { table: 'fin_sales_openings', total: 'amount', noun: '期初应收' },
  payments: { table: 'fin_sales_receipts', total: 'amount', noun: '收款' },
};

/** The owed side a write-off names and its id: its invoice, or its opening balance. */
function owedOf(
  pair: WriteOffPair,
  w: { invoiceId?: number | null; openingId?: number | null },
): [WriteOffSide, number] {
  return w.openingId != null ? [pair.openings, w.openingId] : [pair.invoices, w.invoiceId ?? 0];
}

/**
 * A write-off declaration: the sales one's fields (party, invoice, payment, amount); the purchase
 * write-off is to be declared with the same names (one declaration factory when it comes).
 */
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
 * 核销 rules, for any pair. The invoice and the receipt are locked (the invoice first, then the receipt: every
 * write-off takes them in that order, so two never wait on each other), must be the same
 * customer's in the same currency and issued (复核); the amount moves both sides' 已核销金额 and
 * may not pass what either has open. An edit first gives back what the write-off held; 撤销 gives
 * it all back. A side with nothing left open reads 已核销, otherwise 未核销.
 */
export function writeOffHooks(pair: WriteOffPair): DocumentHooks<WriteOff> {
  return {
    async beforeSave({ db, before }, values) {
      const amount = savedValue(values, before, 'amount');
      if (amount == null || amount <= 0) fail(ResultCode.VALIDATION, '核销金额必须大于0');
      const invoiceId = savedValue(values, before, 'invoiceId');
      const openingId = savedValue(values, before, 'openingId');
      if ((invoiceId == null) === (openingId == null))
        fail(ResultCode.VALIDATION, `请选择${pair.invoices.noun}或${pair.openings.noun}（二选一）`);
      if (before)
        await apply(db, pair, ...owedOf(pair, before), before.receiptId ?? 0, -(before.amount ?? 0));
      const receiptId = savedValue(values, before, 'receiptId') ?? 0;
      const [owed, owedId] = owedOf(pair, { invoiceId, openingId });
      const [invoice, receipt] = await apply(db, pair, owed, owedId, receiptId, amount);
      const customerId = savedValue(values, before, 'customerId');
      if (invoice.customer_id !== customerId || receipt.customer_id !== customerId)
        fail(
          ResultCode.BUSINESS_RULE,
          `${owed.noun} ${invoice.number} 与${pair.payments.noun} ${receipt.number} 须为所选往来单位的单据`,
        );
      if (invoice.currency_id !== receipt.currency_id)
        fail(
          ResultCode.BUSINESS_RULE,
          `${owed.noun} ${invoice.number} 与${pair.payments.noun} ${receipt.number} 的币种不同，不能核销`,
        );
    },

    async beforeTransition({ db, before }, action) {
      if (action === 'INVALIDATE')
        await apply(db, pair, ...owedOf(pair, before), before.receiptId ?? 0, -(before.amount ?? 0));
    },
  };
}

export const salesWriteOffHooks = writeOffHooks(salesPair);

/** Moves both sides' 已核销金额 by `delta` (negative: gives back), under their row locks. */
async function apply(
  db: DbOrTx,
  pair: WriteOffPair,
  owed: WriteOffSide,
  invoiceId: number,
  paymentId: number,
  delta: number,
): Promise<[Side, Side]> {
  const lock = async (side: WriteOffSide, id: number) => {
    const [row] = await queryRows<Side>(
      db,
      // What may be written off: the amount less what is taken off it otherwise (已红冲).
      sql`select id, number, customer_id, currency_id, status,
                 ${sql.identifier(side.total)} ${side.less ? sql`- coalesce(${sql.identifier(side.less)}, 0)` : sql``} as total,
                 coalesce(verified_amount, 0) as verified
          from ${sql.identifier(side.table)} where id = ${id} for update`,
    );
    if (!row) fail(ResultCode.NOT_FOUND, `${side.noun}不存在`);
    return row;
  };
  // Always the invoice first, then the payment: two write-offs never wait on each other.
  const invoice = await lock(owed, invoiceId);
  const payment = await lock(pair.payments, paymentId);
  const sides = [
    [owed, invoice],
    [pair.payments, payment],
  ] as const;
  if (delta > 0)
    for (const [side, row] of sides) {
      if (!issued.includes(row.status))
        fail(ResultCode.BUSINESS_RULE, `${side.noun} ${row.number} 未复核，不能核销`);
      const open = Number(row.total) - Number(row.verified);
      if (delta > open)
        fail(
          ResultCode.BUSINESS_RULE,
          `${side.noun} ${row.number} 未核销 ${yuan(open)}，本次核销 ${yuan(delta)} 超出`,
        );
    }
  for (const [side, row] of sides) {
    const verified = Number(row.verified) + delta;
    const status = verified >= Number(row.total) ? 'VERIFIED' : 'UNVERIFIED';
    await db.execute(
      sql`update ${sql.identifier(side.table)} set verified_amount = ${verified},
          status = case when status in ('UNVERIFIED', 'VERIFIED') then ${status} else status end where id = ${row.id}`,
    );
  }
  return [invoice, payment];
}
