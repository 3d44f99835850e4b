import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { amountOf, and, dateRange, echoRange, equals } from '../../../platform/reports/report-filters.ts';
import { givesQtyBack } from './receivable-lines.ts';

/**
 * The SQL of 采购发票汇总 (domain `reports/finance/purchase-invoice-summary.report.ts`): every line of
 * a posted material warehouse-in from a supplier (in its 入库日期), with what issued purchase
 * invoices billed on it net of the issued red-letter invoices on it — quantity (a red letter's only
 * where its reason gives it back: not a 折让), amount, and the price difference qty × (invoice price
 * − order price), less a red letter's own (its qty × (price − order price), or a 折让's whole
 * amount) — and what is left to bill (received − returned − billed, exactly: the identity holds on
 * every line and row) at the line's price. Exact products summed and rounded once per row.
 */
const material = sql`m.code as "materielCode", m.name as "materielName"`;

/** A red-letter invoice (alias r) gives its quantity back. */
const back = givesQtyBack(sql`r.red_reason`);

function invoiceLines(f: ReportFilters): SQL {
  return sql`select d.supplier_id, l.materiel_id, d.in_date as biz_date, d.id as doc_id, d.number, l.batch_no,
        l.price, l.qty as received, coalesce(l.returned_qty, 0) as returned,
        coalesce(v.qty, 0) as invoiced, coalesce(v.amount, 0) as invoiced_amount, coalesce(v.diff, 0) as diff_exact,
        l.qty - coalesce(l.returned_qty, 0) - coalesce(v.qty, 0) as open
      from inv_material_ins_items l join inv_material_ins d on d.id = l.doc_id
      left join lateral (
        select sum(b.qty) as qty, sum(b.amount) as amount, sum(b.diff) as diff from (
          select fi.qty, fi.amount, fi.qty::numeric * (fi.price - coalesce(fi.order_price, fi.price)) as diff
          from fin_purchase_invoices_items fi join fin_purchase_invoices f on f.id = fi.doc_id
          where fi.warehouse_in_line_id = l.id and f.status in ('UNVERIFIED', 'VERIFIED')
          union all
          select case when ${back} then -ri.qty else 0 end, -ri.amount,
            -(case when ${back} then ri.qty::numeric * (ri.price - coalesce(bl.order_price, ri.price))
              else ri.amount::numeric * 1000000 end)
          from fin_purchase_red_invoices_items ri join fin_purchase_red_invoices r on r.id = ri.doc_id
          left join fin_purchase_invoices_items bl on bl.id = ri.blue_line_id
          where ri.warehouse_in_line_id = l.id and r.status = 'VERIFIED'
        ) b
      ) v on true
      where d.status = 'IN_PUT_WAREHOUSE' and d.supplier_id is not null and ${and([
        ...dateRange(f, 'bizDate', sql`d.in_date`),
        ...equals(f, 'supplierId', sql`d.supplier_id`),
        ...equals(f, 'materielId', sql`l.materiel_id`),
      ])}`;
}

export function purchaseInvoiceSummaryQuery(f: ReportFilters): SQL {
  return sql`select l.supplier_id as "supplierId", s.code || ' ' || s.name as "supplierLabel",
      l.materiel_id as "materielId", ${material},
      sum(l.received)::bigint as "receivedQty", sum(l.returned)::bigint as "returnedQty",
      sum(l.invoiced)::bigint as "invoicedQty", sum(l.invoiced_amount)::bigint as "invoicedAmount",
      ${amountOf(sql`sum(l.diff_exact)`)} as "priceDiff", sum(l.open)::bigint as "openQty",
      ${amountOf(sql`sum(l.open::numeric * coalesce(l.price, 0))`)} as "openAmount",
      ${echoRange(f, 'bizDate')}
    from (${invoiceLines(f)}) l
    join md_suppliers s on s.id = l.supplier_id join md_materiels m on m.id = l.materiel_id
    group by l.supplier_id, s.code, s.name, l.materiel_id, m.code, m.name`;
}

export function purchaseInvoiceSummaryDetailQuery(f: ReportFilters): SQL {
  return sql`select l.biz_date as "bizDate", l.doc_id as "docId", l.number,
      l.supplier_id as "supplierId", s.code || ' ' || s.name as "supplierLabel",
      l.materiel_id as "materielId", ${material}, l.batch_no as "batchNo", l.price,
      l.received::bigint as "receivedQty", l.returned::bigint as "returnedQty", l.invoiced::bigint as "invoicedQty",
      l.invoiced_amount::bigint as "invoicedAmount", ${amountOf(sql`l.diff_exact`)} as "priceDiff",
      l.open::bigint as "openQty", ${amountOf(sql`l.open::numeric * coalesce(l.price, 0)`)} as "openAmount"
    from (${invoiceLines(f)}) l
    join md_suppliers s on s.id = l.supplier_id join md_materiels m on m.id = l.materiel_id`;
}
