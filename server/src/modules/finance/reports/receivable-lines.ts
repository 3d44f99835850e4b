import { isYmd, quantityBackReasons } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters, ReportScope } from '../../../platform/reports/report.routes.ts';

/**
 * What every receivable analysis reads: one row per issued document that moves a customer's
 * receivable — a 复核 sales invoice (+ invoiced), a 复核 red-letter invoice (− invoiced), a 复核
 * opening balance (期初应收, + invoiced like an invoice) and a 复核 receipt (+ received) — so AR = Σ invoiced − Σ received, to the fen, in the document's
 * currency. Filters (customer, salesperson = the customer's owner, currency) and the reader's
 * record rule narrow the documents before anything is added up.
 */
export const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
export const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);
/** A date filter's value when it is a real yyyymmdd date (anything else is no filter). */
export const ymd = (v: unknown) => (typeof v === 'string' && isYmd(v) ? v : undefined);

/**
 * Whether a red-letter invoice's reason (a column) gives its quantity back to be billed — the
 * domain's `quantityBackReasons`, as the chain reads them. Every summary nets a red letter's
 * amount, and its quantity only where this holds (a 折让 lowers the amount; the goods stay billed).
 */
export const givesQtyBack = (reason: SQL) =>
  sql`${reason} in (${sql.join(
    quantityBackReasons.map((r) => sql`${r}`),
    sql`, `,
  )})`;

/** Today in the company's calendar, as yyyymmdd. */
export const today = sql`to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD')`;

/** The month's exchange rate (×10,000) of a currency, 人民币 1; null where none is kept. */
export const rateOf = (currency: SQL, month: SQL) =>
  sql`coalesce((select re.exchange_rate from md_exchange_tax_rates re
      where re.currency_id = ${currency} and re.month = ${month} and re.status = 'EBL' order by re.id desc limit 1),
    (select 10000 from md_currencies rc where rc.id = ${currency} and rc.code = 'CNY'))`;

/** An amount in 元 (exact numeric) at the month's rate; round once where a figure is shown. */
export const cnyExact = (amount: SQL, currency: SQL, month: SQL) =>
  sql`(${amount})::numeric * ${rateOf(currency, month)} / 10000`;

export const labels = sql`(select c.code || ' ' || c.name from md_customers c where c.id = x."customerId") as "customerLabel",
  (select s.real_name from v_staff s where s.id = x."salerId") as "salerLabel",
  (select c.code || ' ' || c.name from md_currencies c where c.id = x."currencyId") as "currencyLabel"`;

export interface LineRange {
  /** Documents dated on or before this yyyymmdd (an SQL text value). */
  end: SQL;
  /** …and on or after this one. */
  start?: SQL;
}

/**
 * The documents: customer_id, saler_id (the customer's owner), currency_id, doc_date, kind
 * (I invoice, H red-letter, O opening balance, R receipt), doc_id, screen, number, due_date, invoiced, received, note.
 */
export function receivableLines(f: ReportFilters, range: LineRange, scope?: ReportScope): SQL {
  const customer = num(f.customerId);
  const currency = num(f.currencyId);
  const saler = num(f.salerId);
  const where = (alias: string, date: string) => {
    const t = (column: string) => sql.raw(`${alias}.${column}`);
    return sql.join(
      [
        sql`${t(date)} <= ${range.end}`,
        ...(range.start ? [sql`${t(date)} >= ${range.start}`] : []),
        ...(customer === undefined ? [] : [sql`${t('customer_id')} = ${customer}`]),
        ...(currency === undefined ? [] : [sql`${t('currency_id')} = ${currency}`]),
        ...(saler === undefined
          ? []
          : [sql`${t('customer_id')} in (select c.id from md_customers c where c.owner_id = ${saler})`]),
        ...(scope ? [scope(t('customer_id'))] : []),
      ],
      sql` and `,
    );
  };
  return sql`select d.*, (select c.owner_id from md_customers c where c.id = d.customer_id) as saler_id from (
      select i.customer_id, i.currency_id, i.invoice_date as doc_date, 'I' as kind, i.id as doc_id,
        '/salesInvoice/detail' as screen, i.number, coalesce(i.due_date, i.invoice_date) as due_date,
        i.total_amount as invoiced, 0::bigint as received, i.invoice_no as note
      from fin_sales_invoices i where i.status in ('UNVERIFIED', 'VERIFIED') and ${where('i', 'invoice_date')}
      union all
      select h.customer_id, h.currency_id, h.red_date, 'H', h.id, '/salesRedInvoice/detail', h.number, null,
        -h.total_amount, 0::bigint, (select '红冲 ' || b.number from fin_sales_invoices b where b.id = h.blue_invoice_id)
      from fin_sales_red_invoices h where h.status = 'VERIFIED' and ${where('h', 'red_date')}
      union all
      select o.customer_id, o.currency_id, o.open_date, 'O', o.id, '/sales-opening-balance/detail', o.number,
        coalesce(o.due_date, o.open_date), o.amount, 0::bigint, o.remark
      from fin_sales_openings o where o.status in ('UNVERIFIED', 'VERIFIED') and ${where('o', 'open_date')}
      union all
      select r.customer_id, r.currency_id, r.receipt_date, 'R', r.id, '/salesReceipts/detail', r.number, null,
        0::bigint, r.amount, r.bank_account
      from fin_sales_receipts r where r.status in ('UNVERIFIED', 'VERIFIED') and ${where('r', 'receipt_date')}
    ) d`;
}

/**
 * What of each issued invoice (or opening balance) is still open on a date: its amount − write-offs
 * − red-letter by then.
 */
export function openInvoices(f: ReportFilters, asOf: SQL, scope?: ReportScope): SQL {
  return sql`select l.customer_id, l.currency_id, l.doc_id, l.due_date,
      l.invoiced - case when l.kind = 'O'
        then coalesce((select sum(w.amount) from fin_sales_writeoffs w
          where w.opening_id = l.doc_id and w.status = 'NORMAL' and w.write_date <= ${asOf}), 0)
        else coalesce((select sum(w.amount) from fin_sales_writeoffs w
          where w.invoice_id = l.doc_id and w.status = 'NORMAL' and w.write_date <= ${asOf}), 0)
          + coalesce((select sum(h.total_amount) from fin_sales_red_invoices h
          where h.blue_invoice_id = l.doc_id and h.status = 'VERIFIED' and h.red_date <= ${asOf}), 0) end as open
    from (${receivableLines(f, { end: asOf }, scope)}) l where l.kind in ('I', 'O')`;
}
