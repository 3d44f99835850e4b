import { statusCatalogues } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { num, str } from '../../../platform/reports/report-filters.ts';
import { documentTotals } from '../../../platform/reports/report-totals.ts';

/**
 * The SQL of purchasing's reports. A line's receipts are read from the documents that name it —
 * acceptances (合格 and 让步接收; 不合格 ones named by line, or by order and material when keyed by
 * hand), posted warehouse-ins, posted returns — so a red-flushed warehouse-in counts nothing and a
 * return shows beside the goods it sent back. Totals are the documents' own: a rejection keyed by
 * order and material shows on each line of that material but counts once in its order and in the
 * totals, and an order with several materials counts once among the orders (`documentTotals`).
 */

/** Orders that were placed (not drafts, not discarded). */
const PLACED = sql`('ORDERED', 'IN_PUT_WAREHOUSE', 'RETURN', 'DONE')`;

const statusLabelSql = (column: SQL) =>
  sql`(case ${sql.join(
    statusCatalogues['purchase-order'].options.map((o) => sql`when ${column} = ${o.value} then ${o.label}`),
    sql` `,
  )} end)`;

/** Every order line with what its documents received. */
const receiptLines = sql`select ol.id, ol.doc_id, ol.line_no, ol.materiel_id, ol.qty, ol.amount, ol.closed,
    coalesce((select sum(ai.qty) from inv_material_acceptances_items ai
              join inv_material_acceptances a on a.id = ai.doc_id
              where ai.purchase_order_line_id = ol.id
                and a.status in ('ACCEPTANCE_QUALIFIED', 'ACCEPTANCE_CONCESSIOND')), 0)::bigint as accepted,
    coalesce((select sum(ai.qty) from inv_material_acceptances_items ai
              join inv_material_acceptances a on a.id = ai.doc_id
              where a.status = 'ACCEPTANCE_UNQUALIFIED'
                and (ai.purchase_order_line_id = ol.id
                     or (ai.purchase_order_line_id is null and a.purchase_order_id = ol.doc_id
                         and ai.materiel_id = ol.materiel_id))), 0)::bigint as rejected,
    coalesce((select sum(ii.qty) from inv_material_ins_items ii join inv_material_ins i on i.id = ii.doc_id
              where ii.purchase_order_line_id = ol.id and i.status = 'IN_PUT_WAREHOUSE'), 0)::bigint as put_in,
    coalesce((select sum(ri.qty) from pur_returns_items ri join pur_returns r on r.id = ri.doc_id
              where ri.purchase_order_line_id = ol.id and r.status = 'RETURNED'), 0)::bigint as returned
  from pur_orders_items ol`;

/**
 * What an order (an SQL id) had rejected (不合格), once: acceptances naming a line of it, or keyed
 * against the order only for a material it orders.
 */
const orderRejected = (order: SQL) => sql`coalesce((select sum(ai.qty) from inv_material_acceptances_items ai
    join inv_material_acceptances a on a.id = ai.doc_id
    where a.status = 'ACCEPTANCE_UNQUALIFIED'
      and (ai.purchase_order_line_id in (select x.id from pur_orders_items x where x.doc_id = ${order})
           or (ai.purchase_order_line_id is null and a.purchase_order_id = ${order}
               and ai.materiel_id in (select x.materiel_id from pur_orders_items x where x.doc_id = ${order})))
  ), 0)::bigint`;

/** What is still to come in: ordered − put in + returned, nothing for a closed line. */
const openSql = (l: string) =>
  sql`(case when ${sql.raw(l)}.closed then 0 else greatest(${sql.raw(l)}.qty - ${sql.raw(l)}.put_in + ${sql.raw(l)}.returned, 0) end)`;

function orderWhere(f: ReportFilters): SQL {
  const parts: SQL[] = [sql`o.status in ${PLACED}`];
  const start = str(f.orderDateStart);
  const end = str(f.orderDateEnd);
  if (start) parts.push(sql`o.order_date >= ${start}`);
  if (end) parts.push(sql`o.order_date <= ${end}`);
  const supplierId = num(f.supplierId);
  if (supplierId !== undefined) parts.push(sql`o.supplier_id = ${supplierId}`);
  const number = str(f.number);
  if (number) parts.push(sql`o.number ilike ${`%${number.replace(/[\\%_]/g, '\\$&')}%`}`);
  return sql.join(parts, sql` and `);
}

const materielOf = (f: ReportFilters) => {
  const materielId = num(f.materielId);
  return materielId === undefined ? sql`` : sql`and l.materiel_id = ${materielId}`;
};

/** 采购订单汇总: per supplier and material. */
export function purchaseOrderSummaryQuery(f: ReportFilters): SQL {
  return sql`select o.supplier_id as "supplierId", s.code || ' ' || s.name as "supplierLabel",
      l.materiel_id as "materielId", m.code || ' ' || m.name as "materielLabel",
      count(distinct o.id)::int as orders, sum(l.qty)::bigint as qty, sum(l.amount)::bigint as amount,
      sum(l.put_in - l.returned)::bigint as "inQty", sum(l.returned)::bigint as "returnedQty",
      sum(${openSql('l')})::bigint as "openQty"
    from (${receiptLines}) l
    join pur_orders o on o.id = l.doc_id
    join md_suppliers s on s.id = o.supplier_id
    join md_materiels m on m.id = l.materiel_id
    where ${orderWhere(f)} ${materielOf(f)}
    group by o.supplier_id, s.code, s.name, l.materiel_id, m.code, m.name`;
}

/** …its totals: an order holding several materials is one order. */
export function purchaseOrderSummaryTotals(f: ReportFilters): SQL {
  return documentTotals(purchaseOrderSummaryQuery(f), ['qty', 'amount', 'inQty', 'returnedQty', 'openQty'], {
    orders: sql`select count(distinct o.id)::int from pur_orders o join pur_orders_items l on l.doc_id = o.id
      where ${orderWhere(f)} ${materielOf(f)}`,
  });
}

/** 采购订单入库质检: per order. */
export function purchaseOrderQualityQuery(f: ReportFilters): SQL {
  return sql`select o.id as "orderId", o.number, o.order_date as "orderDate",
      o.supplier_id as "supplierId", s.code || ' ' || s.name as "supplierLabel",
      ${statusLabelSql(sql`o.status`)} as "statusLabel",
      sum(l.qty)::bigint as qty, sum(l.accepted)::bigint as "acceptedQty", ${orderRejected(sql`o.id`)} as "rejectedQty",
      sum(l.put_in)::bigint as "putInQty", sum(l.returned)::bigint as "returnedQty",
      sum(${openSql('l')})::bigint as "openQty"
    from pur_orders o
    join (${receiptLines}) l on l.doc_id = o.id
    join md_suppliers s on s.id = o.supplier_id
    where ${orderWhere(f)}
    group by o.id, o.number, o.order_date, o.supplier_id, s.code, s.name, o.status`;
}

/** …/detail: the lines of one order. */
export function purchaseOrderQualityDetailQuery(f: ReportFilters): SQL {
  const orderId = num(f.orderId) ?? 0;
  return sql`select l.doc_id as "orderId", o.number as "orderLabel", l.line_no as "lineNo",
      l.materiel_id as "materielId", m.code || ' ' || m.name as "materielLabel",
      l.qty, l.accepted as "acceptedQty", l.rejected as "rejectedQty", l.put_in as "putInQty",
      l.returned as "returnedQty", ${openSql('l')}::bigint as "openQty", l.closed
    from (${receiptLines}) l
    join pur_orders o on o.id = l.doc_id
    join md_materiels m on m.id = l.materiel_id
    where l.doc_id = ${orderId}`;
}

/** …its totals: the order's own (a rejection read on several lines counts once). */
export function purchaseOrderQualityDetailTotals(f: ReportFilters): SQL {
  return documentTotals(
    purchaseOrderQualityDetailQuery(f),
    ['qty', 'acceptedQty', 'putInQty', 'returnedQty', 'openQty'],
    { rejectedQty: orderRejected(sql`${num(f.orderId) ?? 0}`) },
  );
}
