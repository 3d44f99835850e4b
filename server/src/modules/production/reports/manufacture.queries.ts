import { companyToday, statusCatalogues } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';

/**
 * The SQL of production's order and feeding reports (domain `reports/production/manufacture.report.ts`).
 * 已排产 of an order line is read from its feedings (not discarded), 已投料 from those saved or
 * complete, 已完工 from those complete; 已发货 is the line's own (kept by the deliveries' link).
 */
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
const equals = (f: ReportFilters, name: string, column: SQL): SQL[] => {
  const v = num(f[name]);
  return v === undefined ? [] : [sql`${column} = ${v}`];
};
const contains = (f: ReportFilters, name: string, column: SQL): SQL[] => {
  const v = str(f[name]);
  return v === undefined ? [] : [sql`${column} ilike ${`%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`];
};
function dateRange(f: ReportFilters, name: string, column: SQL): SQL[] {
  const start = str(f[`${name}Start`]);
  const end = str(f[`${name}End`]);
  return [...(start ? [sql`${column} >= ${start}`] : []), ...(end ? [sql`${column} <= ${end}`] : [])];
}

const customerLabel = sql`(select c.code || ' ' || c.name from md_customers c where c.id = x."customerId")`;
const productLabel = sql`(select p.code || ' ' || p.name from md_products p where p.id = x."productId")`;
const recipeLabel = sql`(select r.code || ' 第' || r.version_no || '版' from prd_recipes r where r.id = x."recipeId")`;
const materialLabel = (column: string) =>
  sql`(select m.code || ' ' || m.name from md_materiels m where m.id = x.${sql.identifier(column)})`;
const feedingStatus = (column: SQL) =>
  sql`(case ${sql.join(
    statusCatalogues['manufacture-feeding'].options.map(
      (o) => sql`when ${column} = ${o.value} then ${o.label}`,
    ),
    sql` `,
  )} end)`;

/** Batch sizes of a line's feedings in these statuses. */
const batches = (statuses: SQL) =>
  sql`coalesce((select sum(fd.batch_size) from prd_feedings fd
                where fd.sales_order_line_id = i.id and fd.status in ${statuses}), 0)::bigint`;
const LIVE = sql`('TEMPORARY_SAVED', 'SAVED', 'COMPLETE')`;

/** The version in force today of the line's product (highest approved, effective by today). */
const inForce = (today: string) => sql`(select r.id from prd_recipes r
    where r.product_id = i.product_id and r.purpose = 'MANUFACTURE' and r.status = 'APPROVED'
      and r.effective_date <= ${today} order by r.version_no desc, r.id desc limit 1)`;

const orderFilters = (f: ReportFilters) => [
  ...contains(f, 'number', sql`o.number`),
  ...equals(f, 'customerId', sql`o.customer_id`),
  ...equals(f, 'productId', sql`i.product_id`),
];

/** 生产订单: open lines of confirmed orders whose product has a recipe in force. */
export function manufactureSalesOrderQuery(f: ReportFilters): SQL {
  const today = companyToday();
  return sql`select x.*, greatest(x.qty - x."scheduledQty", 0) as "unscheduledQty",
      ${customerLabel} as "customerLabel", ${productLabel} as "productLabel", ${recipeLabel} as "recipeLabel"
    from (
      select o.id as "orderId", i.id as "lineId", o.number, i.line_no as "lineNo", o.order_date as "orderDate",
        o.delivery_date as "deliveryDate", o.customer_id as "customerId", i.product_id as "productId",
        i.qty, coalesce(i.delivered_qty, 0) as "deliveredQty", ${inForce(today)} as "recipeId",
        ${batches(LIVE)} as "scheduledQty",
        (select count(*) from prd_feedings fd where fd.sales_order_line_id = i.id and fd.status in ${LIVE})::int
          as batches
      from sal_orders o join sal_orders_items i on i.doc_id = o.id
      where ${and([
        sql`o.status in ('DELIVERY_PENDING', 'OUT_PUT_WAREHOUSE')`,
        sql`not i.closed`,
        sql`${inForce(today)} is not null`,
        ...orderFilters(f),
        ...dateRange(f, 'deliveryDate', sql`o.delivery_date`),
      ])}
    ) x`;
}

/** …/detail: the batches (feedings) made from one order line, discarded ones included. */
export function manufactureSalesOrderDetailQuery(f: ReportFilters): SQL {
  return sql`select x.*, ${productLabel} as "productLabel", ${recipeLabel} as "recipeLabel",
      ${feedingStatus(sql`x.status`)} as "statusLabel"
    from (
      select fd.sales_order_line_id as "orderLineId", fd.id as "feedingId", fd.number as "batchNo",
        o.number, fd.product_id as "productId", fd.recipe_id as "recipeId", fd.planned_date as "plannedDate",
        fd.feed_date as "feedDate", fd.batch_size as "batchSize", fd.status
      from prd_feedings fd join sal_orders o on o.id = fd.sales_order_id
      where ${and(equals(f, 'orderLineId', sql`fd.sales_order_line_id`))}
    ) x`;
}

/** 生产订单执行: each order line with batches — ordered, scheduled, fed, completed, shipped. */
export function manufactureSalesOrderOutInQuery(f: ReportFilters): SQL {
  return sql`select x.*, ${customerLabel} as "customerLabel", ${productLabel} as "productLabel"
    from (
      select o.id as "orderId", i.id as "lineId", o.number, i.line_no as "lineNo", o.order_date as "orderDate",
        o.delivery_date as "deliveryDate", o.customer_id as "customerId", i.product_id as "productId", i.qty,
        ${batches(LIVE)} as "scheduledQty",
        ${batches(sql`('SAVED', 'COMPLETE')`)} as "fedQty",
        ${batches(sql`('COMPLETE')`)} as "completedQty",
        coalesce(i.delivered_qty, 0) as "deliveredQty"
      from sal_orders o join sal_orders_items i on i.doc_id = o.id
      where ${and([
        sql`exists (select 1 from prd_feedings fd where fd.sales_order_line_id = i.id)`,
        ...orderFilters(f),
        ...dateRange(f, 'orderDate', sql`o.order_date`),
      ])}
    ) x`;
}

/** 投料明细: every line of the feedings not discarded. */
export function feedingLinesQuery(f: ReportFilters): SQL {
  return sql`select x.*, ${productLabel} as "productLabel", ${recipeLabel} as "recipeLabel",
      ${materialLabel('materielId')} as "materielLabel", ${materialLabel('alternateId')} as "alternateLabel",
      ${feedingStatus(sql`x.status`)} as "statusLabel"
    from (
      select fd.id as "feedingId", fi.line_no as "lineNo", fd.number as "batchNo", fd.feed_date as "feedDate",
        fd.product_id as "productId", fd.recipe_id as "recipeId", fi.materiel_id as "materielId",
        fi.alternate_id as "alternateId", fi.theoretical_qty as "theoreticalQty", fi.qty,
        fi.qty - fi.theoretical_qty as "deviationQty", fi.deviation_reason as "deviationReason",
        fi.picked_batches as "pickedBatches", fi.cost, fd.status
      from prd_feedings fd join prd_feedings_items fi on fi.doc_id = fd.id
      where ${and([
        sql`fd.status <> 'DISCARDED'`,
        ...contains(f, 'batchNo', sql`fd.number`),
        ...dateRange(f, 'feedDate', sql`fd.feed_date`),
        ...equals(f, 'productId', sql`fd.product_id`),
        ...(num(f.materielId) === undefined
          ? []
          : [sql`(fi.materiel_id = ${num(f.materielId)} or fi.alternate_id = ${num(f.materielId)})`]),
      ])}
    ) x`;
}
