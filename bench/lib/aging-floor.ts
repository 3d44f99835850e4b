import { type SQL, sql } from 'drizzle-orm';

/**
 * The floor of `bench:aging`: the 应收账款 answer (one page by 应收余额（元） descending, the row
 * count and the total) written by hand in plain SQL the shortest way we know — each side's
 * write-offs and red-letter amounts as of the date added up once per document by a grouped scan
 * (hash joins) instead of a lookup per document, each kind (invoices, red letters, receipts) added
 * up per customer and currency on its own, then the few thousand rows combined; the page and the
 * totals from one statement (window functions). Same rules as
 * `server/src/modules/finance/reports/account-receivable.queries.ts`; the bench checks that both
 * give the same rows.
 */
export interface AgingFilters {
  asOf: string;
  customerId?: number;
}

export function receivableFloor(f: AgingFilters, limit: number): SQL {
  const d = f.asOf;
  const customer = (alias: string) =>
    f.customerId === undefined ? sql`` : sql`and ${sql.raw(alias)}.customer_id = ${f.customerId}`;
  const bucket = (from: number | null, to: number | null) =>
    sql`coalesce(sum(open) filter (where true ${from === null ? sql`` : sql`and overdue > ${from}`} ${
      to === null ? sql`` : sql`and overdue <= ${to}`
    }), 0)::numeric`;
  return sql`with
    wi as (select invoice_id as id, sum(amount) as s from fin_sales_writeoffs
           where status = 'NORMAL' and write_date <= ${d} ${customer('fin_sales_writeoffs')} group by invoice_id),
    wr as (select receipt_id as id, sum(amount) as s from fin_sales_writeoffs
           where status = 'NORMAL' and write_date <= ${d} ${customer('fin_sales_writeoffs')} group by receipt_id),
    rd as (select blue_invoice_id as id, sum(total_amount) as s from fin_sales_red_invoices
           where status = 'VERIFIED' and red_date <= ${d} ${customer('fin_sales_red_invoices')} group by blue_invoice_id),
    -- Each kind added up per customer and currency on its own (hash aggregates of a few
    -- thousand groups), so the union that follows is small and nothing is sorted.
    inv as (
      select i.customer_id, i.currency_id, sum(i.total_amount) as invoiced, 0::numeric as received,
        0::numeric as advance, ${bucket(null, 0)} as "notDue", ${bucket(0, 30)} as overdue30,
        ${bucket(30, 60)} as overdue60, ${bucket(60, 90)} as overdue90, ${bucket(90, 120)} as overdue120,
        ${bucket(120, null)} as "overdueMore"
      from (
        select i.customer_id, i.currency_id, i.total_amount,
          i.total_amount - coalesce(wi.s, 0) - coalesce(rd.s, 0) as open,
          to_date(${d}, 'YYYYMMDD') - to_date(coalesce(i.due_date, i.invoice_date), 'YYYYMMDD') as overdue
        from fin_sales_invoices i left join wi on wi.id = i.id left join rd on rd.id = i.id
        where i.status in ('UNVERIFIED', 'VERIFIED') and i.invoice_date <= ${d} ${customer('i')}
      ) i
      group by i.customer_id, i.currency_id
    ),
    l as (
      select * from inv
      union all
      select h.customer_id, h.currency_id, -sum(h.total_amount), 0, 0, 0, 0, 0, 0, 0, 0
      from fin_sales_red_invoices h
      where h.status = 'VERIFIED' and h.red_date <= ${d} ${customer('h')} group by h.customer_id, h.currency_id
      union all
      select r.customer_id, r.currency_id, 0, sum(r.amount), sum(r.amount - coalesce(wr.s, 0)), 0, 0, 0, 0, 0, 0
      from fin_sales_receipts r left join wr on wr.id = r.id
      where r.status in ('UNVERIFIED', 'VERIFIED') and r.receipt_date <= ${d} ${customer('r')}
      group by r.customer_id, r.currency_id
    ),
    x as (
      select customer_id as "customerId", currency_id as "currencyId", sum(invoiced)::bigint as invoiced,
        sum(received)::bigint as received, sum(advance)::bigint as advance, sum("notDue")::bigint as "notDue",
        sum(overdue30)::bigint as overdue30, sum(overdue60)::bigint as overdue60, sum(overdue90)::bigint as overdue90,
        sum(overdue120)::bigint as overdue120, sum("overdueMore")::bigint as "overdueMore"
      from l group by customer_id, currency_id
    ),
    rate as (
      select distinct on (currency_id) currency_id, exchange_rate from md_exchange_tax_rates
      where month = substr(${d}, 1, 6) and status = 'EBL' order by currency_id, id desc
    ),
    y as (
      select x.*, x.invoiced - x.received as balance,
        round((x.invoiced - x.received)::numeric * coalesce(rate.exchange_rate,
          case when c.code = 'CNY' then 10000 end) / 10000)::bigint as "balanceCny"
      from x left join rate on rate.currency_id = x."currencyId" left join md_currencies c on c.id = x."currencyId"
    )
    select y.*, count(*) over ()::int as "__count", coalesce(sum(y."balanceCny") over (), 0)::bigint as "__total"
    from y order by y."balanceCny" desc nulls last limit ${limit}`;
}
