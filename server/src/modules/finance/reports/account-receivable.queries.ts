import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import type { AgingDays } from '../finance-setting.ts';

/**
 * 应收账款 as of a date: issued (复核) invoices and receipts dated on or before it, each side's
 * open amount = its amount − the write-offs (not reversed) dated on or before it. Per customer and
 * currency: balance = invoiced (less red-letter invoices) − received; open invoice amounts (less
 * their write-offs and red-letter invoices as of the date) aged by days past their 到期日;
 * 预收 = open receipt amounts. Σ buckets − 预收 = balance holds by construction, in integers.
 */
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);
const ISSUED = sql`('UNVERIFIED', 'VERIFIED')`;

/** Open amount in one aging bucket: days past due in (from, to]. */
const bucket = (from: SQL | number | null, to: SQL | null) =>
  sql`coalesce(sum(l.open) filter (where l.kind = 'I' ${from === null ? sql`` : sql`and l.overdue > ${from}`} ${
    to === null ? sql`` : sql`and l.overdue <= ${to}`
  }), 0)::bigint`;

/** `days`: the aging boundaries (财务设置), each bucket running up to and including its day. */
export function accountReceivableQuery(f: ReportFilters, days: AgingDays): SQL {
  const asOf = str(f.asOf) ?? null;
  const customer = num(f.customerId);
  const currency = num(f.currencyId);
  const saler = num(f.salerId);
  const where = (alias: string, statuses: SQL = ISSUED) =>
    sql.join(
      [
        sql`${sql.raw(alias)}.status in ${statuses}`,
        ...(customer === undefined ? [] : [sql`${sql.raw(alias)}.customer_id = ${customer}`]),
        ...(currency === undefined ? [] : [sql`${sql.raw(alias)}.currency_id = ${currency}`]),
        ...(saler === undefined
          ? []
          : [
              sql`${sql.raw(alias)}.customer_id in (select c.id from md_customers c where c.owner_id = ${saler})`,
            ]),
      ],
      sql` and `,
    );
  const writtenOff = (column: string, id: SQL) =>
    sql`coalesce((select sum(w.amount) from fin_sales_writeoffs w
        where w.${sql.raw(column)} = ${id} and w.status = 'NORMAL' and w.write_date <= a.d), 0)`;
  const reddened = (id: SQL) =>
    sql`coalesce((select sum(h.total_amount) from fin_sales_red_invoices h
        where h.blue_invoice_id = ${id} and h.status = 'VERIFIED' and h.red_date <= a.d), 0)`;
  return sql`with a as (select coalesce(${asOf}::text, to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD')) as d),
    l as (
      select i.customer_id, i.currency_id, 'I' as kind, i.total_amount as amount,
        i.total_amount - ${writtenOff('invoice_id', sql`i.id`)} - ${reddened(sql`i.id`)} as open,
        to_date(a.d, 'YYYYMMDD') - to_date(coalesce(i.due_date, i.invoice_date), 'YYYYMMDD') as overdue
      from fin_sales_invoices i cross join a where ${where('i')} and i.invoice_date <= a.d
      union all
      -- A red-letter invoice lowers what was invoiced; its amount is already off its blue one's open.
      select h.customer_id, h.currency_id, 'I', -h.total_amount, 0, 0
      from fin_sales_red_invoices h cross join a where ${where('h', sql`('VERIFIED')`)} and h.red_date <= a.d
      union all
      -- 期初应收 is owed like an invoice (from its 期初日期, aged by its 到期日) and written off the same way.
      select o.customer_id, o.currency_id, 'I', o.amount, o.amount - ${writtenOff('opening_id', sql`o.id`)},
        to_date(a.d, 'YYYYMMDD') - to_date(coalesce(o.due_date, o.open_date), 'YYYYMMDD')
      from fin_sales_openings o cross join a where ${where('o')} and o.open_date <= a.d
      union all
      select r.customer_id, r.currency_id, 'R', r.amount,
        r.amount - ${writtenOff('receipt_id', sql`r.id`)}, 0
      from fin_sales_receipts r cross join a where ${where('r')} and r.receipt_date <= a.d
    )
    select x.*, x.invoiced - x.received as balance,
      round((x.invoiced - x.received)::numeric * coalesce(
        (select e.exchange_rate from md_exchange_tax_rates e cross join a
         where e.currency_id = x."currencyId" and e.month = substr(a.d, 1, 6) and e.status = 'EBL' order by e.id desc limit 1),
        (select 10000 from md_currencies c where c.id = x."currencyId" and c.code = 'CNY')) / 10000)::bigint as "balanceCny",
      (select c.code || ' ' || c.name from md_customers c where c.id = x."customerId") as "customerLabel",
      (select s.real_name from v_staff s where s.id = x."salerId") as "salerLabel",
      (select c.code || ' ' || c.name from md_currencies c where c.id = x."currencyId") as "currencyLabel",
      (select a.d from a) as "asOf"
    from (
      select l.customer_id as "customerId", (select c.owner_id from md_customers c where c.id = l.customer_id) as "salerId",
        l.currency_id as "currencyId",
        coalesce(sum(l.amount) filter (where l.kind = 'I'), 0)::bigint as invoiced,
        coalesce(sum(l.amount) filter (where l.kind = 'R'), 0)::bigint as received,
        coalesce(sum(l.open) filter (where l.kind = 'R'), 0)::bigint as advance,
        ${bucket(null, sql`0`)} as "notDue", ${bucket(0, days[0])} as overdue30, ${bucket(days[0], days[1])} as overdue60,
        ${bucket(days[1], days[2])} as overdue90, ${bucket(days[2], days[3])} as overdue120, ${bucket(days[3], null)} as "overdueMore"
      from l group by l.customer_id, l.currency_id
    ) x`;
}
