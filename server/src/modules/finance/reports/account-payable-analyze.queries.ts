import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { and, dateRange, equals } from '../../../platform/reports/report-filters.ts';
import { purchasePayableQuery } from './account-receivable.queries.ts';

/**
 * 应付分析: 应付账款's own rows (the same query, so the figures agree) added up per supplier in 元;
 * the share of each positive balance in the sum of positive balances, in percent ×100 rounded once
 * (a supplier paid in advance owes nothing and takes no share).
 */
export function accountPayableAnalyzeQuery(f: ReportFilters): SQL {
  return sql`select y.*, case when y."balanceCny" > 0 then round(y."balanceCny"::numeric * 10000
        / nullif(sum(greatest(y."balanceCny", 0)) over (), 0))::bigint end as share
    from (select p."supplierId", min(p."supplierLabel") as "supplierLabel",
            sum(p."balanceCny")::bigint as "balanceCny", min(p."asOf") as "asOf"
          from (${purchasePayableQuery(f)}) p group by p."supplierId") y`;
}

/**
 * …/month: issued invoices (less red-letter ones, in the month of their 红冲日期), opening balances
 * (期初应付, in the month of their 期初日期) and payments per month (of their own dates) and currency.
 */
export function accountPayableAnalyzeMonthQuery(f: ReportFilters): SQL {
  const where = (alias: string, date: string) =>
    and([
      sql`${sql.raw(alias)}.status in ('UNVERIFIED', 'VERIFIED')`,
      ...dateRange(f, 'bizDate', sql.raw(`${alias}.${date}`)),
      ...equals(f, 'supplierId', sql.raw(`${alias}.supplier_id`)),
    ]);
  return sql`select substr(x.m, 1, 4) || '-' || substr(x.m, 5, 2) as month, x.supplier_id as "supplierId",
      (select s.code || ' ' || s.name from md_suppliers s where s.id = x.supplier_id) as "supplierLabel",
      x.currency_id as "currencyId",
      (select c.code || ' ' || c.name from md_currencies c where c.id = x.currency_id) as "currencyLabel",
      sum(x.opening)::bigint as opening, sum(x.invoiced)::bigint as invoiced, sum(x.paid)::bigint as paid
    from (
      select o.supplier_id, o.currency_id, substr(o.open_date, 1, 6) as m, o.amount as opening, 0 as invoiced, 0 as paid
      from fin_purchase_openings o where ${where('o', 'open_date')}
      union all
      select i.supplier_id, i.currency_id, substr(i.invoice_date, 1, 6), 0, i.total_amount, 0
      from fin_purchase_invoices i where ${where('i', 'invoice_date')}
      union all
      select h.supplier_id, h.currency_id, substr(h.red_date, 1, 6), 0, -h.total_amount, 0
      from fin_purchase_red_invoices h where ${and([sql`h.status = 'VERIFIED'`, ...dateRange(f, 'bizDate', sql.raw('h.red_date')), ...equals(f, 'supplierId', sql.raw('h.supplier_id'))])}
      union all
      select p.supplier_id, p.currency_id, substr(p.pay_date, 1, 6), 0, 0, p.amount
      from fin_purchase_payments p where ${where('p', 'pay_date')}
    ) x group by x.m, x.supplier_id, x.currency_id`;
}
