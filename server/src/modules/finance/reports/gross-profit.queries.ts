import { enums } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { and, dateRange, equals } from '../../../platform/reports/report-filters.ts';
import { salesOutLines } from '../../sales/reports/sales-reports.queries.ts';
import { givesQtyBack } from './receivable-lines.ts';

/**
 * 毛利 over sales' own lines (`salesOutLines`: the deliveries and returns 销售出库汇总 counts, with
 * the cost their stock moves took out or put back), so what was sold and what it cost is written
 * once. Added here: revenue without tax and the foreign-currency side.
 *
 * Exactness: a line's revenue without tax in 元 is amount × rate ÷ (10000 + tax) (×1e6), in its
 * currency amount × 10000 ÷ (10000 + tax), and its cost in the currency cost × 10000 ÷ rate. The lines
 * of a row are first summed in integers per (currency, rate, tax) — one order's lines share them —
 * then each sum is divided once (at 20 decimals) and the row is rounded half-up once. A row's net
 * figures are its rounded columns subtracted, so every row adds up as read.
 *
 * A red-letter invoice whose goods stay sold (a 折让 or 服务终止: its reason gives no quantity back)
 * lowers the revenue by its amount, in the month of its 红冲日期, at its delivery's order's rate and
 * tax (`discountLines`); one keyed wrong changes nothing (the goods are billed again) and one of a
 * return is the return itself, already taken off.
 */
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

/** Foreign currency: anything but 人民币. */
const FOREIGN = sql`not exists (select 1 from md_currencies c where c.id = l.currency_id and c.code = 'CNY')`;

/** Σ numerator ÷ denominator over a row's groups, rounded once; none where the denominator is missing. */
const quotient = (numerator: SQL, denominator: SQL) =>
  sql`round(coalesce(sum((${numerator})::numeric(60, 20) / nullif(${denominator}, 0)), 0))::bigint`;
const withTax = sql`(10000 + g.tax_rate)`;

/** 毛利率 (%, ×100): margin ÷ net revenue, rounded once; none without net revenue. */
const rateOf = (profit: string, revenue: string) => {
  const [p, r] = [sql.identifier(profit), sql.identifier(revenue)];
  return sql`case when x.${r} = 0 then null else round(x.${p}::numeric * 10000 / x.${r})::bigint end`;
};

const labels = sql`(select c.code || ' ' || c.name from md_customers c where c.id = x."customerId") as "customerLabel",
  (select s.real_name from v_staff s where s.id = x."salerId") as "salerLabel",
  (select p.code || ' ' || p.name from md_products p where p.id = x."productId") as "productLabel"`;
const currencyLabel = sql`(select c.code || ' ' || c.name from md_currencies c where c.id = x."currencyId") as "currencyLabel"`;

/** A red letter's reason as the detail's kind: 销售折让, 服务终止. */
const reasonLabel = sql`(case ${sql.join(
  enums.redReason.map((o) => sql`when h.red_reason = ${o.value} then ${o.label}`),
  sql` `,
)} end)`;

/**
 * The red-letter lines that lower revenue, shaped as `salesOutLines` (in its column order) with
 * `discount_x` (amount × rate) and `discount_amount` beside, and the red invoice to open.
 */
function discountLines(f: ReportFilters): SQL {
  return sql`select h.customer_id, o.saler_id, hl.product_id, h.red_date, ${reasonLabel}, hl.id,
      dl.doc_id, dd.number, null::int, null::text, o.number, dl.batch_no,
      0::bigint, 0::numeric, 0::bigint, 0::bigint, 0::numeric, 0::bigint, null::int,
      o.currency_id, o.exchange_rate, coalesce(o.tax_rate, 0), 0::bigint, 0::bigint,
      coalesce(hl.amount, 0)::numeric * o.exchange_rate, coalesce(hl.amount, 0), h.id, h.number
    from fin_sales_red_invoices_items hl
    join fin_sales_red_invoices h on h.id = hl.doc_id
    left join sal_deliveries_items dl on dl.id = hl.delivery_line_id
    left join sal_deliveries dd on dd.id = dl.doc_id
    left join sal_orders_items ol on ol.id = dl.order_line_id
    left join sal_orders o on o.id = ol.doc_id
    where ${and([
      sql`h.status = 'VERIFIED'`,
      sql`not ${givesQtyBack(sql`h.red_reason`)}`,
      ...dateRange(f, 'outDate', sql`h.red_date`),
      ...equals(f, 'customerId', sql`h.customer_id`),
      ...equals(f, 'productId', sql`hl.product_id`),
      ...equals(f, 'salerId', sql`o.saler_id`),
    ])}`;
}

/** What 毛利 reads: sales' lines (deliveries and returns) and the red letters that lower revenue. */
const grossLines = (f: ReportFilters) =>
  sql`select s.*, 0::numeric as discount_x, 0::bigint as discount_amount,
      null::int as "redId", null::text as "redNumber"
    from (${salesOutLines(f)}) s
    union all ${discountLines(f)}`;

/** The lines a report reads: all of them, or the foreign-currency ones (of one currency, if filtered). */
function lineWhere(f: ReportFilters, foreign: boolean): SQL {
  const currency = num(f.currencyId);
  const parts = [
    ...(foreign ? [FOREIGN] : []),
    ...(currency === undefined ? [] : [sql`l.currency_id = ${currency}`]),
  ];
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** One report row per customer, salesperson and product (and currency, for the foreign reports). */
function grossRows(f: ReportFilters, foreign: boolean): SQL {
  const keys = foreign
    ? sql`g."customerId", g."salerId", g."productId", g."currencyId"`
    : sql`g."customerId", g."salerId", g."productId"`;
  return sql`select ${keys},
      sum(g.delivered)::bigint as "deliveredQty", sum(g.returned)::bigint as "returnedQty",
      ${quotient(sql`g.sales_x`, withTax)} as revenue,
      ${quotient(sql`g.returned_x`, withTax)} as "returnedRevenue",
      ${quotient(sql`g.discount_x`, withTax)} as "discountRevenue",
      sum(g.cost)::bigint as "costAmount", sum(g.returned_cost)::bigint as "returnedCost",
      ${quotient(sql`g.sale_amount * 10000`, withTax)} as "revenueFx",
      ${quotient(sql`g.returned_amount * 10000`, withTax)} as "returnedRevenueFx",
      ${quotient(sql`g.discount_amount * 10000`, withTax)} as "discountRevenueFx",
      ${quotient(sql`g.cost * 10000`, sql`g.exchange_rate`)} as "costFx",
      ${quotient(sql`g.returned_cost * 10000`, sql`g.exchange_rate`)} as "returnedCostFx"
    from (
      select l."customerId", l."salerId", l."productId", l.currency_id as "currencyId", l.exchange_rate, l.tax_rate,
        sum(l."deliveredQty") as delivered, sum(l."returnedQty") as returned,
        sum(l.sales_x) as sales_x, sum(l.returned_x) as returned_x,
        sum(l.sale_amount) as sale_amount, sum(l.returned_amount) as returned_amount,
        sum(l.discount_x) as discount_x, sum(l.discount_amount) as discount_amount,
        sum(l."costAmount") as cost, sum(l."returnedCost") as returned_cost
      from (${grossLines(f)}) l
      where ${lineWhere(f, foreign)}
      group by 1, 2, 3, 4, 5, 6
    ) g
    group by ${keys}`;
}

/** The row's figures, nets and margins in 元 and in the currency. */
function grossProfitOf(f: ReportFilters, foreign: boolean): SQL {
  return sql`select x.*, ${labels}, ${foreign ? sql`${currencyLabel},` : sql``}
      ${rateOf('grossProfit', 'netRevenue')} as "marginRate",
      ${rateOf('grossProfitFx', 'netRevenueFx')} as "marginRateFx",
      ${str(f.outDateStart) ?? null}::text as "outDateStart", ${str(f.outDateEnd) ?? null}::text as "outDateEnd"
    from (
      select y.*, y."deliveredQty" - y."returnedQty" as "netQty",
        y.revenue - y."returnedRevenue" - y."discountRevenue" as "netRevenue",
        y."costAmount" - y."returnedCost" as "netCost",
        (y.revenue - y."returnedRevenue" - y."discountRevenue") - (y."costAmount" - y."returnedCost") as "grossProfit",
        y."revenueFx" - y."returnedRevenueFx" - y."discountRevenueFx" as "netRevenueFx",
        y."costFx" - y."returnedCostFx" as "netCostFx",
        (y."revenueFx" - y."returnedRevenueFx" - y."discountRevenueFx") - (y."costFx" - y."returnedCostFx")
          as "grossProfitFx"
      from (${grossRows(f, foreign)}) y
    ) x`;
}

export const grossProfitQuery = (f: ReportFilters) => grossProfitOf(f, false);
export const grossProfitForeignQuery = (f: ReportFilters) => grossProfitOf(f, true);

/** …/detail: each line converted and rounded on its own; a return's and a red letter's figures taken off (negative). */
export const grossProfitDetailQuery = (foreign: boolean) => (f: ReportFilters) =>
  grossProfitDetailOf(f, foreign);

function grossProfitDetailOf(f: ReportFilters, foreign: boolean): SQL {
  const one = (numerator: SQL, denominator: SQL) =>
    sql`round((${numerator})::numeric(60, 20) / nullif(${denominator}, 0))::bigint`;
  const tax = sql`(10000 + l.tax_rate)`;
  return sql`select x.*, x.revenue - x."costAmount" as "grossProfit", ${labels}, ${currencyLabel}
    from (
      select l."customerId", l."salerId", l."productId", l.currency_id as "currencyId", l."outDate", l.kind,
        l."lineId", l.kind || lpad(l."lineId"::text, 12, '0') as "lineKey",
        l."deliveryId", l."deliveryNumber", l."returnId", l."returnNumber", l."redId", l."redNumber",
        l."orderNumber", l."batchNo", l.exchange_rate as "exchangeRate", l.tax_rate as "taxRate",
        l."deliveredQty", l."returnedQty",
        ${one(sql`(l.sale_amount - l.returned_amount - l.discount_amount) * 10000`, tax)} as "revenueFx",
        ${one(sql`l.sales_x - l.returned_x - l.discount_x`, tax)} as revenue,
        l."costAmount" - l."returnedCost" as "costAmount"
      from (${grossLines(f)}) l
      where ${lineWhere(f, foreign)}
    ) x`;
}
