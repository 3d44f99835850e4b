import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters, ReportScope } from '../../../platform/reports/report.routes.ts';
import { givesQtyBack, num, ymd } from './receivable-lines.ts';

/**
 * The SQL of 销售开票汇总 (domain `reports/finance/sales-invoice-summary.report.ts`): every line of a
 * 复核 invoice (by 开票日期) and of a 复核 red-letter invoice (by 红冲日期); the tax in a line is its
 * amount × r ÷ (1 + r) at its order's tax rate, summed exactly and rounded once per row. A red
 * letter takes its amount off, and its quantity only where its reason gives it back (not a 折让 or
 * 服务终止: the goods stay billed), so 净开票数量 is what the deliveries read as billed.
 */
const ISSUED = sql`('UNVERIFIED', 'VERIFIED')`;
const taxExact = (amount: string) =>
  sql`${sql.raw(amount)}::numeric * coalesce(o.tax_rate, 0) / (10000 + coalesce(o.tax_rate, 0))`;
const order = (deliveryLine: string) =>
  sql`left join sal_deliveries_items dl on dl.id = ${sql.raw(deliveryLine)}
      left join sal_orders_items ol on ol.id = dl.order_line_id left join sal_orders o on o.id = ol.doc_id`;

function summaryLines(f: ReportFilters, scope?: ReportScope): SQL {
  const start = ymd(f.invoiceDateStart);
  const end = ymd(f.invoiceDateEnd);
  const conditions = (doc: string, line: string, date: string) => {
    const t = (alias: string, column: string) => sql.raw(`${alias}.${column}`);
    const parts = [
      ...(start ? [sql`${t(doc, date)} >= ${start}`] : []),
      ...(end ? [sql`${t(doc, date)} <= ${end}`] : []),
      ...(num(f.customerId) === undefined ? [] : [sql`${t(doc, 'customer_id')} = ${num(f.customerId)}`]),
      ...(num(f.currencyId) === undefined ? [] : [sql`${t(doc, 'currency_id')} = ${num(f.currencyId)}`]),
      ...(num(f.productId) === undefined ? [] : [sql`${t(line, 'product_id')} = ${num(f.productId)}`]),
      ...(scope ? [scope(t(doc, 'customer_id'))] : []),
    ];
    return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
  };
  return sql`select i.customer_id, il.product_id, i.currency_id, i.invoice_date as biz_date, '销售发票' as kind,
        i.id as doc_id, '/salesInvoice/detail' as screen, i.number, il.id as line_id,
        il.qty, il.amount, ${taxExact('il.amount')} as tax_exact, 0::bigint as red_qty, 0::bigint as red_amount
      from fin_sales_invoices_items il join fin_sales_invoices i on i.id = il.doc_id ${order('il.delivery_line_id')}
      where i.status in ${ISSUED} ${conditions('i', 'il', 'invoice_date')}
    union all
    select h.customer_id, hl.product_id, h.currency_id, h.red_date, '红字发票', h.id, '/salesRedInvoice/detail',
        h.number, hl.id, 0::bigint, 0::bigint, 0::numeric,
        case when ${givesQtyBack(sql`h.red_reason`)} then hl.qty else 0 end, hl.amount
      from fin_sales_red_invoices_items hl join fin_sales_red_invoices h on h.id = hl.doc_id ${order('hl.delivery_line_id')}
      where h.status = 'VERIFIED' ${conditions('h', 'hl', 'red_date')}`;
}

const refLabels = sql`(select c.code || ' ' || c.name from md_customers c where c.id = x."customerId") as "customerLabel",
  (select p.code || ' ' || p.name from md_products p where p.id = x."productId") as "productLabel",
  (select c.code || ' ' || c.name from md_currencies c where c.id = x."currencyId") as "currencyLabel"`;
const net = sql`x.qty - x."redQty" as "netQty", x.amount - x."redAmount" as "netAmount"`;

export function salesInvoiceSummaryQuery(f: ReportFilters, _sort?: unknown, scope?: ReportScope): SQL {
  return sql`select x.*, ${net}, ${refLabels},
      ${ymd(f.invoiceDateStart) ?? null}::text as "invoiceDateStart", ${ymd(f.invoiceDateEnd) ?? null}::text as "invoiceDateEnd"
    from (select l.customer_id as "customerId", l.product_id as "productId", l.currency_id as "currencyId",
        sum(l.qty)::bigint as qty, sum(l.amount)::bigint as amount, round(sum(l.tax_exact))::bigint as tax,
        sum(l.red_qty)::bigint as "redQty", sum(l.red_amount)::bigint as "redAmount"
      from (${summaryLines(f, scope)}) l group by l.customer_id, l.product_id, l.currency_id) x`;
}

export function salesInvoiceSummaryDetailQuery(f: ReportFilters, _sort?: unknown, scope?: ReportScope): SQL {
  return sql`select x.*, ${net}, ${refLabels}
    from (select l.biz_date as "invoiceDate", l.kind as "kindLabel", l.number, l.doc_id as "docId", l.screen,
        l.customer_id as "customerId", l.product_id as "productId", l.currency_id as "currencyId", l.line_id,
        l.qty, l.amount, round(l.tax_exact)::bigint as tax, l.red_qty as "redQty", l.red_amount as "redAmount"
      from (${summaryLines(f, scope)}) l) x`;
}
