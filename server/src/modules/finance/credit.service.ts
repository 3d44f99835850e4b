import { ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { yuan } from '../../platform/documents/amounts.ts';
import { boundState, priceChange } from '../../platform/documents/bound-review.ts';
import { fail } from '../../platform/http/app-error.ts';
import { rateOf, receivableLines, today } from './reports/receivable-lines.ts';

/**
 * 信用额度 (issue 18 item 6, as Odoo's and ERPNext's credit limits): a customer's exposure in 元 is
 * its receivable (invoices − red-letter − receipts, each currency at this month's rate) plus what
 * went out to it and is not invoiced yet (posted delivery lines less returned and invoiced, at the
 * order's rate). A sales order's 确认 or a delivery's 出库 that would take exposure + the document
 * past the limit waits for a credit review (信用审核: the sales director or finance) instead of being
 * refused outright; an approval is bound to the document's amount in 元 and customer — an edit of
 * either sends it back (`boundState`). Exactly at the limit passes. Customers without a limit have none.
 */
export type CreditState = 'NORMAL' | 'APPROVAL_PENDING' | 'APPROVED' | 'APPROVAL_NOT_APPROVED';

export interface Exposure {
  label: string;
  limit: number | null;
  receivable: number;
  uninvoiced: number;
}

/** The customer's limit and exposure, its row locked so two confirmations are judged one by one. */
export async function exposureOf(db: DbOrTx, customerId: number): Promise<Exposure> {
  const month = sql`substr(${today}, 1, 6)`;
  const [row] = await queryRows<{
    label: string;
    credit_limit: string | null;
    receivable: string | null;
    uninvoiced: string | null;
  }>(
    db,
    sql`select c.name as label, c.credit_limit,
        -- Customers without a limit need no figures.
        case when c.credit_limit is not null then
        (select round(coalesce(sum((l.invoiced - l.received)::numeric * ${rateOf(sql`l.currency_id`, month)} / 10000), 0))
          from (${receivableLines({ customerId }, { end: today })}) l) end as receivable,
        case when c.credit_limit is not null then (select round(coalesce(sum((dl.qty - coalesce(dl.returned_qty, 0) - coalesce(dl.invoiced_qty, 0))::numeric
              * dl.sale_price / 1000000 * o.exchange_rate / 10000), 0))
          from sal_deliveries_items dl join sal_deliveries d on d.id = dl.doc_id
          join sal_orders_items ol on ol.id = dl.order_line_id join sal_orders o on o.id = ol.doc_id
          where d.customer_id = c.id and d.status in ('OUT_PUT_WAREHOUSE', 'RETURNED')) end as uninvoiced
      from md_customers c where c.id = ${customerId} for update of c`,
  );
  if (!row) fail(ResultCode.NOT_FOUND, '客户不存在');
  return {
    label: row.label,
    limit: row.credit_limit == null ? null : Number(row.credit_limit),
    receivable: Number(row.receivable),
    uninvoiced: Number(row.uninvoiced),
  };
}

const over = (e: Exposure, amount: number) =>
  e.limit != null && e.receivable + e.uninvoiced + amount > e.limit;

export interface CreditSaved {
  customerId: number | null | undefined;
  /** The document's amount in 元. */
  amountCny: number | null | undefined;
}

/**
 * The credit state a saved order or delivery gets: a decision stands while its amount in 元 and
 * customer are as decided; otherwise it waits when exposure + the document passes the limit now.
 */
export async function creditStateOnSave(
  db: DbOrTx,
  saved: CreditSaved,
  before?: CreditSaved & { state: string | null | undefined },
): Promise<{ state: CreditState; voided?: string }> {
  const amount = saved.amountCny ?? 0;
  const decided =
    before?.state === 'APPROVED'
      ? 'NORMAL'
      : before?.state === 'APPROVAL_NOT_APPROVED'
        ? 'APPROVAL_NOT_APPROVED'
        : 'APPROVAL_PENDING';
  const changes = before
    ? [
        ...priceChange('金额（元）', before.amountCny ?? null, saved.amountCny ?? null),
        ...(before.customerId !== saved.customerId ? ['客户变更'] : []),
      ]
    : [];
  const judged = boundState('APPROVAL_PENDING', decided, changes);
  if (judged.state === 'NORMAL') return { state: 'APPROVED' };
  if (judged.state === 'APPROVAL_NOT_APPROVED') return { state: 'APPROVAL_NOT_APPROVED' };
  const pending = saved.customerId != null && over(await exposureOf(db, saved.customerId), amount);
  return { state: pending ? 'APPROVAL_PENDING' : 'NORMAL', voided: judged.voided };
}

/** Refuses, in words, a confirmation or 出库 past the limit without an approved credit review. */
export async function assertCredit(
  db: DbOrTx,
  doc: { customerId: number | null | undefined; amountCny: number | null | undefined; state: string | null },
): Promise<void> {
  if (doc.customerId == null || doc.state === 'APPROVED') return;
  const amount = doc.amountCny ?? 0;
  const e = await exposureOf(db, doc.customerId);
  if (!over(e, amount)) return;
  const figures = `客户「${e.label}」应收 ${yuan(e.receivable)} 元 + 已出库未开票 ${yuan(e.uninvoiced)} 元 + 本单 ${yuan(amount)} 元，超出信用额度 ${yuan(e.limit ?? 0)} 元`;
  fail(
    ResultCode.BUSINESS_RULE,
    doc.state === 'APPROVAL_NOT_APPROVED'
      ? `${figures}，信用审核未通过`
      : doc.state === 'APPROVAL_PENDING'
        ? `${figures}，需销售总监或财务信用审核`
        : `${figures}，请重新保存后由销售总监或财务信用审核`,
  );
}

/** What a delivery's lines come to in 元, each at its order's exchange rate, rounded once. */
export async function deliveryAmountCny(
  db: DbOrTx,
  lines: readonly { orderLineId?: number | null; saleAmount?: number | null }[],
): Promise<number> {
  const priced = lines.filter((l) => l.orderLineId != null && l.saleAmount != null);
  if (priced.length === 0) return 0;
  const [row] = await queryRows<{ cny: string }>(
    db,
    sql`select round(coalesce(sum(v.amount::numeric * o.exchange_rate / 10000), 0)) as cny
        from (values ${sql.join(
          priced.map((l) => sql`(${l.orderLineId}::int, ${l.saleAmount}::bigint)`),
          sql`, `,
        )}) v(line_id, amount)
        join sal_orders_items ol on ol.id = v.line_id join sal_orders o on o.id = ol.doc_id`,
  );
  return Number(row.cny);
}

/** The same for a saved delivery's lines. */
export async function storedDeliveryAmountCny(db: DbOrTx, deliveryId: number): Promise<number> {
  const [row] = await queryRows<{ cny: string }>(
    db,
    sql`select round(coalesce(sum(dl.sale_amount::numeric * o.exchange_rate / 10000), 0)) as cny
        from sal_deliveries_items dl join sal_orders_items ol on ol.id = dl.order_line_id
        join sal_orders o on o.id = ol.doc_id where dl.doc_id = ${deliveryId}`,
  );
  return Number(row.cny);
}
