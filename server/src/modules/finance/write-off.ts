import {
  type DocumentDef,
  formatYmd,
  purchaseWriteOff,
  type RecordOf,
  ResultCode,
  type SaveValues,
  salesWriteOff,
  savedValue,
} from '@tiangong/domain';
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
  /**
   * Its date column and label: 自动核销 takes the oldest payment first, and a write-off is dated on
   * or after both its sides.
   */
  date: string;
  dateLabel: string;
  noun: string;
}

/** What a write-off names, read from a save (falling back on the stored record). */
export interface WriteOffParts {
  party: number | null | undefined;
  invoiceId: number | null | undefined;
  /** The opening balance (期初) written off instead of an invoice, on a side that has them. */
  openingId?: number | null;
  paymentId: number | null | undefined;
  amount: number | null | undefined;
  date: string | null | undefined;
}

/** A write-off declaration and its two sides: what is owed and what paid it. */
export interface WriteOffPair<D extends DocumentDef = DocumentDef> {
  def: D;
  /** Both sides' (and the write-off's) party column: customer_id, supplier_id. */
  party: string;
  /** The write-off's column naming the payment side (receipt_id, payment_id). */
  paymentColumn: string;
  invoices: WriteOffSide;
  /** Opening balances (期初), owed like invoices: a write-off names one or an invoice. */
  openings?: WriteOffSide;
  payments: WriteOffSide;
  parts(values: SaveValues<D>, before: RecordOf<D> | undefined): WriteOffParts;
  /** A write-off record made by 自动核销, of an invoice or (`opening`) an opening balance. */
  record(
    party: number,
    owed: { id: number; opening: boolean },
    paymentId: number,
    amount: number,
    date: string,
  ): SaveValues<D>;
}

export const salesPair: WriteOffPair<typeof salesWriteOff> = {
  def: salesWriteOff,
  party: 'customer_id',
  paymentColumn: 'receipt_id',
  invoices: {
    table: 'fin_sales_invoices',
    total: 'total_amount',
    less: 'red_amount',
    date: 'invoice_date',
    dateLabel: '开票日期',
    noun: '发票',
  },
  openings: {
    table: 'fin_sales_openings',
    total: 'amount',
    date: 'open_date',
    dateLabel: '期初日期',
    noun: '期初应收',
  },
  payments: {
    table: 'fin_sales_receipts',
    total: 'amount',
    date: 'receipt_date',
    dateLabel: '收款日期',
    noun: '收款',
  },
  parts: (values, before) => ({
    party: savedValue(values, before, 'customerId'),
    invoiceId: savedValue(values, before, 'invoiceId'),
    openingId: savedValue(values, before, 'openingId'),
    paymentId: savedValue(values, before, 'receiptId'),
    amount: savedValue(values, before, 'amount'),
    date: savedValue(values, before, 'writeDate'),
  }),
  record: (customerId, owed, receiptId, amount, writeDate) => ({
    writeDate,
    customerId,
    ...(owed.opening ? { openingId: owed.id } : { invoiceId: owed.id }),
    receiptId,
    amount,
    remark: '自动核销',
  }),
};

export const purchasePair: WriteOffPair<typeof purchaseWriteOff> = {
  def: purchaseWriteOff,
  party: 'supplier_id',
  paymentColumn: 'payment_id',
  invoices: {
    table: 'fin_purchase_invoices',
    total: 'total_amount',
    less: 'red_amount',
    date: 'invoice_date',
    dateLabel: '开票日期',
    noun: '采购发票',
  },
  openings: {
    table: 'fin_purchase_openings',
    total: 'amount',
    date: 'open_date',
    dateLabel: '期初日期',
    noun: '期初应付',
  },
  payments: {
    table: 'fin_purchase_payments',
    total: 'amount',
    date: 'pay_date',
    dateLabel: '付款日期',
    noun: '付款',
  },
  parts: (values, before) => ({
    party: savedValue(values, before, 'supplierId'),
    invoiceId: savedValue(values, before, 'invoiceId'),
    openingId: savedValue(values, before, 'openingId'),
    paymentId: savedValue(values, before, 'paymentId'),
    amount: savedValue(values, before, 'amount'),
    date: savedValue(values, before, 'writeDate'),
  }),
  record: (supplierId, owed, paymentId, amount, writeDate) => ({
    writeDate,
    supplierId,
    ...(owed.opening ? { openingId: owed.id } : { invoiceId: owed.id }),
    paymentId,
    amount,
    remark: '自动核销',
  }),
};

interface Side {
  id: number;
  number: string;
  party: number;
  currency_id: number | null;
  status: string;
  total: string;
  verified: string;
  date: string;
}

const issued = ['UNVERIFIED', 'VERIFIED'];

/** The owed side a write-off names and its id: its invoice, or its opening balance. */
function owedOf<D extends DocumentDef>(pair: WriteOffPair<D>, parts: WriteOffParts): [WriteOffSide, number] {
  return parts.openingId != null && pair.openings
    ? [pair.openings, parts.openingId]
    : [pair.invoices, parts.invoiceId ?? 0];
}

/**
 * A settlement is dated on or after what it settles (DESIGN §5a): a write-off on or after its
 * invoice (or 期初) and its payment, a red-letter invoice on or after its blue one — so that at every
 * as-of date both sides of it are seen together and Σ aging buckets − 预收 / 预付 = balance. The
 * refusal names the settlement's date and the document it would come before, with its date.
 */
export function assertDatedOnOrAfter(
  what: string,
  date: string | null | undefined,
  settled: { noun: string; number: string; dateLabel: string; date: string },
): void {
  if (date && settled.date && date < settled.date)
    fail(
      ResultCode.BUSINESS_RULE,
      `${what} ${formatYmd(date)} 早于${settled.noun} ${settled.number} 的${settled.dateLabel} ${formatYmd(settled.date)}`,
    );
}

/**
 * 核销 rules, for any pair. The invoice (or opening balance) and the payment are locked (the invoice first, then the
 * payment: every write-off takes them in that order, so two never wait on each other), must be
 * the same party's in the same currency and issued (复核); the amount moves both sides' 已核销金额
 * and may not pass what either has open; it is dated on or after both (`assertDatedOnOrAfter`). An
 * edit first gives back what the write-off held; 撤销
 * gives it all back. A side with nothing left open reads 已核销, otherwise 未核销.
 */
export function writeOffHooks<D extends DocumentDef>(pair: WriteOffPair<D>): DocumentHooks<D> {
  return {
    async beforeSave({ db, before }, values) {
      const now = pair.parts(values, before);
      const amount = now.amount;
      if (amount == null || amount <= 0) fail(ResultCode.VALIDATION, '核销金额必须大于0');
      if (pair.openings && (now.invoiceId == null) === (now.openingId == null))
        fail(ResultCode.VALIDATION, `请选择${pair.invoices.noun}或${pair.openings.noun}（二选一）`);
      if (before) {
        const held = pair.parts({}, before);
        await apply(db, pair, ...owedOf(pair, held), held.paymentId ?? 0, -(held.amount ?? 0));
      }
      const [owed, owedId] = owedOf(pair, now);
      const [invoice, payment] = await apply(db, pair, owed, owedId, now.paymentId ?? 0, amount);
      if (invoice.party !== now.party || payment.party !== now.party)
        fail(
          ResultCode.BUSINESS_RULE,
          `${owed.noun} ${invoice.number} 与${pair.payments.noun} ${payment.number} 须为所选往来单位的单据`,
        );
      if (invoice.currency_id !== payment.currency_id)
        fail(
          ResultCode.BUSINESS_RULE,
          `${owed.noun} ${invoice.number} 与${pair.payments.noun} ${payment.number} 的币种不同，不能核销`,
        );
      for (const [side, row] of [
        [owed, invoice],
        [pair.payments, payment],
      ] as const)
        assertDatedOnOrAfter('核销日期', now.date, { ...side, number: row.number, date: row.date });
    },

    async beforeTransition({ db, before }, action) {
      if (action !== 'INVALIDATE') return;
      const held = pair.parts({}, before);
      await apply(db, pair, ...owedOf(pair, held), held.paymentId ?? 0, -(held.amount ?? 0));
    },
  };
}

export const salesWriteOffHooks = writeOffHooks(salesPair);
export const purchaseWriteOffHooks = writeOffHooks(purchasePair);

/** Moves both sides' 已核销金额 by `delta` (negative: gives back), under their row locks. */
async function apply<D extends DocumentDef>(
  db: DbOrTx,
  pair: WriteOffPair<D>,
  owed: WriteOffSide,
  invoiceId: number,
  paymentId: number,
  delta: number,
): Promise<[Side, Side]> {
  const lock = async (side: WriteOffSide, id: number) => {
    const [row] = await queryRows<Side>(
      db,
      // What may be written off: the amount less what is taken off it otherwise (已红冲).
      sql`select id, number, ${sql.identifier(pair.party)} as party, currency_id, status,
                 ${sql.identifier(side.total)} ${side.less ? sql`- coalesce(${sql.identifier(side.less)}, 0)` : sql``} as total,
                 coalesce(verified_amount, 0) as verified, ${sql.identifier(side.date)} as date
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
