import {
  manualPurchaseOrder,
  materialWarehouseIn,
  purchaseOrder,
  purchaseReturn,
  statusCatalogues,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import {
  amountOf,
  and,
  contains,
  dateRange,
  echoRange,
  equals,
} from '../../../platform/reports/report-filters.ts';

/**
 * The SQL of 采购入库汇总 and 采购申请汇总 (domain `reports/purchase/purchase-summary.report.ts`).
 *
 * What came in: every line of a posted warehouse-in that names an order line (in its 入库日期),
 * and every line of a posted return that does (in its 退货日期), at the order line's price — the
 * price goods are received at. A red-flushed warehouse-in is no longer posted and counts nothing.
 * Amounts are qty × price summed exactly and rounded once per row; net = the rounded columns
 * subtracted, so each row adds up as read.
 */
const material = sql`m.code as "materielCode", m.name as "materielName"`;

function flowLines(f: ReportFilters): SQL {
  const common = (line: string) => [
    ...equals(f, 'supplierId', sql`o.supplier_id`),
    ...equals(f, 'materielId', sql.raw(`${line}.materiel_id`)),
  ];
  const orderScreen = sql`(case when o.order_type = 'MANUAL' then ${manualPurchaseOrder.detail}
    else ${`${purchaseOrder.screen}/detail`} end)`;
  return sql`select o.supplier_id, ii.materiel_id, i.in_date as biz_date, '入库' as kind, i.id as doc_id,
        ${`${materialWarehouseIn.screen}/detail`} as screen, i.number, o.id as order_id, o.number as order_number,
        ${orderScreen} as order_screen, ii.batch_no, ol.price, ii.id as line_id,
        ii.qty as in_qty, ii.qty::numeric * ol.price as in_exact, 0::bigint as returned_qty, 0::numeric as returned_exact
      from inv_material_ins_items ii join inv_material_ins i on i.id = ii.doc_id
      join pur_orders_items ol on ol.id = ii.purchase_order_line_id join pur_orders o on o.id = ol.doc_id
      where i.status = 'IN_PUT_WAREHOUSE' and ${and([...dateRange(f, 'bizDate', sql`i.in_date`), ...common('ii')])}
    union all
    select o.supplier_id, ri.materiel_id, r.return_date, '退货', r.id,
        ${`${purchaseReturn.screen}/detail`}, r.number, o.id, o.number, ${orderScreen}, ri.batch_no, ol.price, ri.id,
        0::bigint, 0::numeric, ri.qty, ri.qty::numeric * ol.price
      from pur_returns_items ri join pur_returns r on r.id = ri.doc_id
      join pur_orders_items ol on ol.id = ri.purchase_order_line_id join pur_orders o on o.id = ol.doc_id
      where r.status = 'RETURNED' and ${and([...dateRange(f, 'bizDate', sql`r.return_date`), ...common('ri')])}`;
}

/** 采购入库汇总: per supplier and material. */
export function purchaseWarehouseSummaryQuery(f: ReportFilters): SQL {
  return sql`select x.*, x."inQty" - x."returnedQty" as "netQty", x."inAmount" - x."returnedAmount" as "netAmount"
    from (select l.supplier_id as "supplierId", s.code || ' ' || s.name as "supplierLabel",
        l.materiel_id as "materielId", ${material},
        count(distinct l.doc_id) filter (where l.kind = '入库')::int as receipts,
        sum(l.in_qty)::bigint as "inQty", ${amountOf(sql`sum(l.in_exact)`)} as "inAmount",
        sum(l.returned_qty)::bigint as "returnedQty", ${amountOf(sql`sum(l.returned_exact)`)} as "returnedAmount",
        ${echoRange(f, 'bizDate')}
      from (${flowLines(f)}) l
      join md_suppliers s on s.id = l.supplier_id join md_materiels m on m.id = l.materiel_id
      group by l.supplier_id, s.code, s.name, l.materiel_id, m.code, m.name) x`;
}

/** …/detail: the lines, each with its document and order to open. */
export function purchaseWarehouseSummaryDetailQuery(f: ReportFilters): SQL {
  return sql`select l.biz_date as "bizDate", l.kind as "kindLabel", l.doc_id as "docId", l.screen, l.number,
      l.order_id as "orderId", l.order_number as "orderNumber", l.order_screen as "orderScreen",
      l.supplier_id as "supplierId", s.code || ' ' || s.name as "supplierLabel",
      l.materiel_id as "materielId", ${material}, l.batch_no as "batchNo", l.price,
      l.in_qty as "inQty", ${amountOf(sql`l.in_exact`)} as "inAmount",
      l.returned_qty as "returnedQty", ${amountOf(sql`l.returned_exact`)} as "returnedAmount", l.line_id
    from (${flowLines(f)}) l
    join md_suppliers s on s.id = l.supplier_id join md_materiels m on m.id = l.materiel_id`;
}

/** Apply statuses past the department head's review. */
const APPROVED = sql`('ORDER_PENDING', 'ORDERED', 'DONE')`;
/** …of which still to be ordered (完成 closes an apply's lines). */
const ORDERING = sql`('ORDER_PENDING', 'ORDERED')`;

/** Every line of an apply that was not discarded, with what was approved, ordered and is open. */
function applyLines(f: ReportFilters): SQL {
  return sql`select a.id as apply_id, a.number, a.apply_date, a.department, a.applicant, a.status,
        l.line_no, l.materiel_id, l.qty as applied,
        case when a.status in ${APPROVED} then l.qty else 0 end as approved,
        coalesce(l.ordered_qty, 0) as ordered,
        case when a.status in ${ORDERING} and not l.closed
          then greatest(l.qty - coalesce(l.ordered_qty, 0), 0) else 0 end as open
      from pur_applies_items l join pur_applies a on a.id = l.doc_id
      where a.status <> 'DISCARDED' and ${and([
        ...dateRange(f, 'applyDate', sql`a.apply_date`),
        ...contains(f, 'department', sql`a.department`),
        ...equals(f, 'materielId', sql`l.materiel_id`),
      ])}`;
}

/** 采购申请汇总: per department and material. */
export function purchaseApplySummaryQuery(f: ReportFilters): SQL {
  return sql`select l.department, l.materiel_id as "materielId", ${material},
      count(distinct l.apply_id)::int as applies, sum(l.applied)::bigint as "appliedQty",
      sum(l.approved)::bigint as "approvedQty", sum(l.ordered)::bigint as "orderedQty",
      sum(l.open)::bigint as "openQty", ${echoRange(f, 'applyDate')}
    from (${applyLines(f)}) l join md_materiels m on m.id = l.materiel_id
    group by l.department, l.materiel_id, m.code, m.name`;
}

const applyStatusLabel = sql`(case ${sql.join(
  statusCatalogues['purchase-apply'].options.map((o) => sql`when l.status = ${o.value} then ${o.label}`),
  sql` `,
)} end)`;

/** …/detail: the apply lines. */
export function purchaseApplySummaryDetailQuery(f: ReportFilters): SQL {
  return sql`select l.apply_id as "applyId", l.number, l.apply_date as "applyDate", l.department, l.applicant,
      ${applyStatusLabel} as "statusLabel", l.line_no as "lineNo", l.materiel_id as "materielId", ${material},
      l.applied::bigint as "appliedQty", l.approved::bigint as "approvedQty", l.ordered::bigint as "orderedQty",
      l.open::bigint as "openQty"
    from (${applyLines(f)}) l join md_materiels m on m.id = l.materiel_id`;
}
