import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters, ReportScope } from '../../../platform/reports/report.routes.ts';
import { cnyExact, labels, num, openInvoices, receivableLines, today, ymd } from './receivable-lines.ts';

/**
 * The SQL of the receivable analyses (domain `reports/finance/receivable-analyses.report.ts`), all
 * set-based over `receivableLines`. Amounts in 元 are converted exactly and rounded once per shown
 * figure; a balance in 元 is the rounded invoiced less the rounded received, so a row adds up as read.
 */
const round = (exact: SQL) => sql`round(coalesce(${exact}, 0))::bigint`;
/** Share (percent ×100) of a row's value in the sum over every row, where that sum is positive. */
const shareOf = (column: string) =>
  sql`case when sum(${sql.identifier(column)}) over () > 0
    then round(${sql.identifier(column)}::numeric * 10000 / sum(${sql.identifier(column)}) over ())::bigint end`;
const kindLabel = sql`case l.kind when 'I' then '销售发票' when 'H' then '红字发票' when 'O' then '期初应收'
  else '销售收款' end`;

/** The as-of date of a report: its filter's end, or today. */
const asOfOf = (f: ReportFilters) => sql`coalesce(${ymd(f.asOf) ?? null}::text, ${today})`;

/** 应收明细: the documents themselves. */
export function receivableDetailQuery(f: ReportFilters, _sort?: unknown, scope?: ReportScope): SQL {
  const start = ymd(f.docDateStart);
  const range = {
    end: sql`coalesce(${ymd(f.docDateEnd) ?? null}::text, '99991231')`,
    ...(start ? { start: sql`${start}` } : {}),
  };
  return sql`select x.*, ${labels} from (
      select l.doc_date as "docDate", ${kindLabel} as "kindLabel", l.number, l.doc_id as "docId", l.screen,
        l.customer_id as "customerId", l.saler_id as "salerId", l.currency_id as "currencyId",
        l.due_date as "dueDate", l.invoiced, l.received, l.note as remark
      from (${receivableLines(f, range, scope)}) l) x`;
}

/** 客户应收占比: per customer and currency as of a date. */
export function receivableCustomerShareQuery(f: ReportFilters, _sort?: unknown, scope?: ReportScope): SQL {
  const asOf = asOfOf(f);
  return sql`select y.*, ${shareOf('balanceCny')} as share from (
      select x.*, x.invoiced - x.received as balance,
        ${round(cnyExact(sql`x.invoiced - x.received`, sql`x."currencyId"`, sql`substr(${asOf}, 1, 6)`))} as "balanceCny",
        ${labels}, ${asOf} as "asOf"
      from (select l.customer_id as "customerId", min(l.saler_id) as "salerId", l.currency_id as "currencyId",
          sum(l.invoiced)::bigint as invoiced, sum(l.received)::bigint as received
        from (${receivableLines(f, { end: asOf }, scope)}) l group by l.customer_id, l.currency_id) x
    ) y`;
}

/** 业务员应收占比: per salesperson, in 元 at the as-of month's rate. */
export function receivableSalespersonShareQuery(f: ReportFilters, _sort?: unknown, scope?: ReportScope): SQL {
  const asOf = asOfOf(f);
  const month = sql`substr(${asOf}, 1, 6)`;
  const cny = (column: string) => sql`sum(${cnyExact(sql.raw(column), sql`c.currency_id`, month)})`;
  return sql`with c as (
        select l.customer_id, l.currency_id, min(l.saler_id) as saler_id,
          sum(l.invoiced) as invoiced, sum(l.received) as received
        from (${receivableLines(f, { end: asOf }, scope)}) l group by l.customer_id, l.currency_id),
      o as (
        select o.customer_id, o.currency_id, sum(o.open) filter (where o.due_date < ${asOf}) as overdue
        from (${openInvoices(f, asOf, scope)}) o group by o.customer_id, o.currency_id),
      x as (
        select c.saler_id as "salerId", count(distinct c.customer_id)::int as customers,
          ${round(cny('c.invoiced'))} as "invoicedCny", ${round(cny('c.received'))} as "receivedCny",
          ${round(cny('coalesce(o.overdue, 0)'))} as "overdueCny"
        from c left join o on o.customer_id = c.customer_id and o.currency_id = c.currency_id
        group by c.saler_id),
      y as (select x.*, x."invoicedCny" - x."receivedCny" as "balanceCny" from x)
    select y.*, ${shareOf('balanceCny')} as share, ${asOf} as "asOf",
      (select s.real_name from v_staff s where s.id = y."salerId") as "salerLabel"
    from y`;
}

/** The period of a report: its filter's range, by default the 1st of the end's month to today. */
function periodOf(f: ReportFilters) {
  const end = sql`coalesce(${ymd(f.periodEnd) ?? null}::text, ${today})`;
  const start = sql`coalesce(${ymd(f.periodStart) ?? null}::text, substr(${end}, 1, 6) || '01')`;
  return { start, end };
}

/** 回款周期: per customer and currency over the period. */
export function receivableCycleQuery(f: ReportFilters, _sort?: unknown, scope?: ReportScope): SQL {
  const { start, end } = periodOf(f);
  return sql`with p as (select ${start} as s, ${end} as e),
      l as (${receivableLines(f, { end: sql`(select e from p)` }, scope)}),
      x as (
        select l.customer_id as "customerId", min(l.saler_id) as "salerId", l.currency_id as "currencyId",
          coalesce(sum(l.invoiced - l.received) filter (where l.doc_date < p.s), 0)::bigint as opening,
          coalesce(sum(l.invoiced) filter (where l.doc_date >= p.s), 0)::bigint as invoiced,
          coalesce(sum(l.received) filter (where l.doc_date >= p.s), 0)::bigint as received,
          (to_date(p.e, 'YYYYMMDD') - to_date(p.s, 'YYYYMMDD') + 1) as days
        from l cross join p group by l.customer_id, l.currency_id, p.s, p.e),
      -- Days from invoice to write-off, weighted by the amount written off in the period.
      w as (
        select i.customer_id, i.currency_id,
          round(sum(w.amount::numeric * (to_date(w.write_date, 'YYYYMMDD') - to_date(i.invoice_date, 'YYYYMMDD')))
            / nullif(sum(w.amount), 0))::int as days
        from fin_sales_writeoffs w join fin_sales_invoices i on i.id = w.invoice_id cross join p
        where w.status = 'NORMAL' and w.write_date between p.s and p.e
          and i.id in (select l.doc_id from l where l.kind = 'I')
        group by i.customer_id, i.currency_id)
    select x.*, x.opening + x.invoiced - x.received as closing,
      round((2 * x.opening + x.invoiced - x.received)::numeric / 2)::bigint as "averageAr",
      case when x.invoiced > 0
        then round((2 * x.opening + x.invoiced - x.received)::numeric * x.days / (2 * x.invoiced))::int end as dso,
      w.days as "writeOffDays", ${labels}, p.s as "periodStart", p.e as "periodEnd"
    from x cross join p left join w on w.customer_id = x."customerId" and w.currency_id = x."currencyId"
    where x.opening <> 0 or x.invoiced <> 0 or x.received <> 0`;
}

/** 应收账款分析: per month of the period (12 months to this one by default, 120 at most) and currency. */
export function receivableAnalysisQuery(f: ReportFilters, _sort?: unknown, scope?: ReportScope): SQL {
  const endMonth = sql`substr(coalesce(${ymd(f.periodEnd) ?? null}::text, ${today}), 1, 6)`;
  const monthsBefore = (n: number) =>
    sql`to_char(to_date(${endMonth} || '01', 'YYYYMMDD') - ${`${n} months`}::interval, 'YYYYMM')`;
  // At most ten years of months: a row per month and currency.
  const startMonth = sql`greatest(coalesce(substr(${ymd(f.periodStart) ?? null}::text, 1, 6), ${monthsBefore(11)}),
    ${monthsBefore(119)})`;
  return sql`with p as (select ${startMonth} as s, ${endMonth} as e),
      l as (${receivableLines(f, { end: sql`((select e from p) || '31')` }, scope)}),
      g as (
        select l.currency_id, substr(l.doc_date, 1, 6) as m,
          sum(l.invoiced) filter (where l.kind in ('I', 'O')) as invoiced,
          -sum(l.invoiced) filter (where l.kind = 'H') as reddened,
          sum(l.received) as received, sum(l.invoiced - l.received) as net
        from l group by l.currency_id, substr(l.doc_date, 1, 6)),
      months as (
        select to_char(d, 'YYYYMM') as m from p,
          generate_series(to_date(p.s || '01', 'YYYYMMDD'), to_date(p.e || '01', 'YYYYMMDD'), interval '1 month') d),
      x as (
        select mo.m as ym, c.currency_id as "currencyId",
          coalesce((select sum(b.net) from g b where b.currency_id = c.currency_id and b.m < mo.m), 0)::bigint as opening,
          coalesce(g.invoiced, 0)::bigint as invoiced, coalesce(g.reddened, 0)::bigint as reddened,
          coalesce(g.received, 0)::bigint as received
        from months mo cross join (select distinct currency_id from g) c
        left join g on g.currency_id = c.currency_id and g.m = mo.m)
    select x.*, substr(x.ym, 1, 4) || '-' || substr(x.ym, 5, 2) as month,
      x.opening + x.invoiced - x.reddened - x.received as closing,
      ${round(cnyExact(sql`x.opening + x.invoiced - x.reddened - x.received`, sql`x."currencyId"`, sql`x.ym`))} as "closingCny",
      x.ym || '01' as "monthStart", to_char((to_date(x.ym || '01', 'YYYYMMDD') + interval '1 month - 1 day'), 'YYYYMMDD') as "monthEnd",
      ${num(f.customerId) ?? null}::int as "customerId", ${num(f.salerId) ?? null}::int as "salerId",
      (select c.code || ' ' || c.name from md_currencies c where c.id = x."currencyId") as "currencyLabel"
    from x where x.opening <> 0 or x.invoiced <> 0 or x.reddened <> 0 or x.received <> 0`;
}
