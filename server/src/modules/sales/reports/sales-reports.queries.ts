import { statusCatalogues } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters, ReportScope, ReportSort } from '../../../platform/reports/report.routes.ts';

/**
 * The SQL of sales' summaries (domain `reports/sales/sales.report.ts`).
 *
 * Money in 元: a document's amount is in its order's currency (×1,000,000) and the order keeps its
 * exchange rate (×10,000), so amount × rate is exact in ×1e10. The summaries add those exact
 * products up over a report row and round once, half away from zero (PostgreSQL's `round` of a
 * numeric, as `divRound` does in code): `round(sum(amount × rate) / 10000)`. A row's net figures are
 * its rounded columns subtracted (net sales = sales − returns as shown), so every row adds up as
 * read. Ordered amounts too: Σ line amount × the order's rate over the row, rounded once — never a
 * sum of the orders' own rounded 折人民币 (`total_cny`), which would round once per order.
 */
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

/** Orders the summaries count: confirmed and not discarded (SPEC §4 sales-order). */
const CONFIRMED = sql`('DELIVERY_PENDING', 'OUT_PUT_WAREHOUSE', 'RETURN', 'DONE')`;
/** Deliveries that went out (a fully returned one reads 已退货 and went out all the same). */
const OUT = sql`('OUT_PUT_WAREHOUSE', 'RETURNED')`;

/** Amount (×1e6) × rate (×1e4) summed, in 元 (×1e6), rounded once. */
const inYuan = (exact: SQL) => sql`round(coalesce(${exact}, 0) / 10000)::bigint`;

const customerLabel = sql`(select c.code || ' ' || c.name from md_customers c where c.id = x."customerId")`;
const salerLabel = sql`(select s.real_name from v_staff s where s.id = x."salerId")`;
const productLabel = sql`(select p.code || ' ' || p.name from md_products p where p.id = x."productId")`;

/** The date range of a date filter: `${name}Start` … `${name}End` on `column`. */
function dateRange(f: ReportFilters, name: string, column: SQL): SQL[] {
  const start = str(f[`${name}Start`]);
  const end = str(f[`${name}End`]);
  return [...(start ? [sql`${column} >= ${start}`] : []), ...(end ? [sql`${column} <= ${end}`] : [])];
}

function equals(f: ReportFilters, name: string, column: SQL): SQL[] {
  const v = num(f[name]);
  return v === undefined ? [] : [sql`${column} = ${v}`];
}

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/** The filter's date range sent back with each row, for the drill-down to keep it. */
const echoRange = (f: ReportFilters, name: string) =>
  sql`${str(f[`${name}Start`]) ?? null}::text as ${sql.identifier(`${name}Start`)},
      ${str(f[`${name}End`]) ?? null}::text as ${sql.identifier(`${name}End`)}`;

/**
 * Every delivery line that went out in the range and every line of a confirmed return of the
 * range, one row each, with its order's salesperson and the exact products amount × rate. The one
 * source of sales' and finance's figures of what was sold (销售出库汇总, 毛利): a delivery line's
 * `costAmount` is the value its stock moves took out (written on the line by 出库), a return line's
 * `returnedCost` what its moves put back; `sale_amount` / `returned_amount` are in the order's
 * currency (含税), with the order's kept `exchange_rate` and `tax_rate` beside them.
 */
export function salesOutLines(f: ReportFilters): SQL {
  const customer = (alias: string) => equals(f, 'customerId', sql.raw(`${alias}.customer_id`));
  const common = (line: string) => [
    ...equals(f, 'productId', sql.raw(`${line}.product_id`)),
    ...equals(f, 'salerId', sql`o.saler_id`),
  ];
  return sql`select d.customer_id as "customerId", o.saler_id as "salerId", i.product_id as "productId",
      d.out_date as "outDate", '出库' as kind, i.id as "lineId",
      d.id as "deliveryId", d.number as "deliveryNumber", null::int as "returnId", null::text as "returnNumber",
      o.number as "orderNumber", i.batch_no as "batchNo",
      i.qty as "deliveredQty", coalesce(i.sale_amount, 0)::numeric * o.exchange_rate as sales_x,
      coalesce(i.amount, 0) as "costAmount",
      0::bigint as "returnedQty", 0::numeric as returned_x, 0::bigint as "returnedCost",
      -- 延期天数 of the delivery: days it went out after the earliest promised date of its orders.
      greatest(0, to_date(d.out_date, 'YYYYMMDD') - to_date(coalesce(d.promised_date, d.out_date), 'YYYYMMDD')) as delay,
      o.currency_id, o.exchange_rate, coalesce(o.tax_rate, 0) as tax_rate,
      coalesce(i.sale_amount, 0) as sale_amount, 0::bigint as returned_amount
    from sal_deliveries_items i
    join sal_deliveries d on d.id = i.doc_id
    left join sal_orders_items ol on ol.id = i.order_line_id
    left join sal_orders o on o.id = ol.doc_id
    where ${and([sql`d.status in ${OUT}`, ...dateRange(f, 'outDate', sql`d.out_date`), ...customer('d'), ...common('i')])}
    union all
    select r.customer_id, o.saler_id, ri.product_id,
      r.return_date, '退货', ri.id,
      dl.doc_id, dd.number, r.id, r.number,
      o.number, ri.batch_no,
      0::bigint, 0::numeric,
      0::bigint,
      ri.qty, coalesce(ri.amount, 0)::numeric * o.exchange_rate, coalesce(ri.cost_amount, 0),
      null::int,
      o.currency_id, o.exchange_rate, coalesce(o.tax_rate, 0),
      0::bigint, coalesce(ri.amount, 0)
    from sal_returns_items ri
    join sal_returns r on r.id = ri.doc_id
    left join sal_deliveries_items dl on dl.id = ri.delivery_line_id
    left join sal_deliveries dd on dd.id = dl.doc_id
    left join sal_orders_items ol on ol.id = ri.order_line_id
    left join sal_orders o on o.id = ol.doc_id
    where ${and([sql`r.status = 'RETURNED'`, ...dateRange(f, 'outDate', sql`r.return_date`), ...customer('r'), ...common('ri')])}`;
}

/** 销售出库汇总: per customer, the orders' salesperson and product. */
export function salesOutSummaryQuery(f: ReportFilters): SQL {
  return sql`select x.*, ${customerLabel} as "customerLabel", ${salerLabel} as "salerLabel",
      ${productLabel} as "productLabel",
      x."deliveredQty" - x."returnedQty" as "netQty",
      x."salesAmount" - x."returnedAmount" as "netSales",
      x."costAmount" - x."returnedCost" as "netCost",
      (x."salesAmount" - x."returnedAmount") - (x."costAmount" - x."returnedCost") as "grossMargin",
      -- 毛利率 (%, ×100): margin ÷ net sales, rounded once; none without net sales.
      case when x."salesAmount" = x."returnedAmount" then null
        else round(((x."salesAmount" - x."returnedAmount") - (x."costAmount" - x."returnedCost"))::numeric * 10000
                   / (x."salesAmount" - x."returnedAmount"))::bigint end as "marginRate",
      ${echoRange(f, 'outDate')}
    from (
      select l."customerId", l."salerId", l."productId",
        sum(l."deliveredQty")::bigint as "deliveredQty", ${inYuan(sql`sum(l.sales_x)`)} as "salesAmount",
        sum(l."costAmount")::bigint as "costAmount",
        sum(l."returnedQty")::bigint as "returnedQty", ${inYuan(sql`sum(l.returned_x)`)} as "returnedAmount",
        sum(l."returnedCost")::bigint as "returnedCost",
        (count(distinct l."deliveryId") filter (where l.kind = '出库'))::int as deliveries,
        (count(distinct l."deliveryId") filter (where l.delay > 0))::int as "lateDeliveries",
        max(l.delay)::int as "maxDelayDays"
      from (${salesOutLines(f)}) l
      group by l."customerId", l."salerId", l."productId"
    ) x`;
}

/** …/detail: the lines themselves, each converted and rounded on its own. */
export function salesOutSummaryDetailQuery(f: ReportFilters): SQL {
  return sql`select x."customerId", x."salerId", x."productId", ${productLabel} as "productLabel",
      x."outDate", x.kind, x."lineId", x.kind || lpad(x."lineId"::text, 12, '0') as "lineKey",
      x."deliveryId", x."deliveryNumber", x."returnId", x."returnNumber", x."orderNumber", x."batchNo",
      x."deliveredQty", ${inYuan(sql`x.sales_x`)} as "salesAmount", x."costAmount",
      x."returnedQty", ${inYuan(sql`x.returned_x`)} as "returnedAmount", x."returnedCost"
    from (${salesOutLines(f)}) x`;
}

function orderWhere(f: ReportFilters, scope?: ReportScope): SQL {
  return and([
    sql`o.status in ${CONFIRMED}`,
    ...dateRange(f, 'orderDate', sql`o.order_date`),
    ...equals(f, 'customerId', sql`o.customer_id`),
    ...equals(f, 'salerId', sql`o.saler_id`),
    ...(scope ? [scope(sql`o.customer_id`)] : []),
  ]);
}

/** What is still to deliver of a line: ordered − delivered, nothing for a closed line. */
const openSql = (l: string) =>
  sql.raw(`(case when ${l}.closed then 0 else greatest(${l}.qty - coalesce(${l}.delivered_qty, 0), 0) end)`);

/**
 * Each order's lines added up, once per order: quantities, and the amount (×1e6) × the order's rate
 * (×1e4) exactly, for the row to round once (`inYuan`).
 */
const orderLines = sql`select sum(i.qty) as qty, sum(coalesce(i.delivered_qty, 0)) as delivered,
    sum(${openSql('i')}) as open, sum(i.amount)::numeric * o.exchange_rate as amount_x,
    sum(coalesce(i.delivered_qty, 0)::numeric * coalesce(i.price, 0)) as delivered_x
  from sal_orders_items i where i.doc_id = o.id`;

const countOf = (status: string, as: string) =>
  sql`(count(*) filter (where o.status = ${status}))::int as ${sql.identifier(as)}`;

/** 销售订单汇总: per customer and the orders' salesperson. */
export function salesOrderSummaryQuery(f: ReportFilters): SQL {
  return sql`select x.*, ${customerLabel} as "customerLabel", ${salerLabel} as "salerLabel",
      ${echoRange(f, 'orderDate')}
    from (
      select o.customer_id as "customerId", o.saler_id as "salerId", count(*)::int as orders,
        coalesce(sum(l.qty), 0)::bigint as qty, ${inYuan(sql`sum(l.amount_x)`)} as amount,
        coalesce(sum(l.delivered), 0)::bigint as "deliveredQty", coalesce(sum(l.open), 0)::bigint as "openQty",
        ${countOf('DELIVERY_PENDING', 'pendingOrders')}, ${countOf('OUT_PUT_WAREHOUSE', 'partialOrders')},
        ${countOf('RETURN', 'returnedOrders')}, ${countOf('DONE', 'doneOrders')}
      from sal_orders o cross join lateral (${orderLines}) l
      where ${orderWhere(f)}
      group by o.customer_id, o.saler_id
    ) x`;
}

const statusLabelSql = (column: SQL) =>
  sql`(case ${sql.join(
    statusCatalogues['sales-order'].options.map((o) => sql`when ${column} = ${o.value} then ${o.label}`),
    sql` `,
  )} end)`;

/** …/detail: the lines of one customer's orders. */
export function salesOrderSummaryDetailQuery(f: ReportFilters): SQL {
  return sql`select o.customer_id as "customerId", o.saler_id as "salerId", o.id as "orderId", o.number,
      o.order_date as "orderDate", i.line_no as "lineNo",
      i.product_id as "productId", p.code || ' ' || p.name as "productLabel",
      i.qty, coalesce(i.delivered_qty, 0) as "deliveredQty", ${openSql('i')}::bigint as "openQty",
      o.currency_id as "currencyId", cu.code || ' ' || cu.name as "currencyLabel", i.price, i.amount,
      ${statusLabelSql(sql`o.status`)} as "statusLabel"
    from sal_orders o
    join sal_orders_items i on i.doc_id = o.id
    join md_products p on p.id = i.product_id
    left join md_currencies cu on cu.id = o.currency_id
    where ${and([orderWhere(f), ...equals(f, 'productId', sql`i.product_id`)])}`;
}

/**
 * 业务员月度销售: per salesperson and month of the order date. The record rule narrows the orders
 * before they are added up (`scope`: the salesperson's own customers').
 */
export function salesOrderSummaryManQuery(f: ReportFilters, _sort?: ReportSort, scope?: ReportScope): SQL {
  return sql`select x.*, ${salerLabel} as "salerLabel"
    from (
      select substr(o.order_date, 1, 4) || '-' || substr(o.order_date, 5, 2) as month,
        o.saler_id as "salerId", count(*)::int as orders, ${inYuan(sql`sum(l.amount_x)`)} as amount,
        -- delivered qty (×1e6) × price (×1e6) × rate (×1e4): ÷ 1e10 to 元 (×1e6), rounded once per row.
        round(coalesce(sum(l.delivered_x * o.exchange_rate), 0) / 10000000000)::bigint as "deliveredAmount"
      from sal_orders o cross join lateral (${orderLines}) l
      where ${orderWhere(f, scope)}
      group by 1, o.saler_id
    ) x`;
}

/**
 * 订单生产确认: the open lines of confirmed orders — what each still has to deliver, what its order
 * holds reserved for it (stock_reservations by order line), the shortfall, and the free stock of the
 * product in the order's warehouse.
 */
export function salesOrderConfirmQuery(f: ReportFilters): SQL {
  return sql`select x.*, x."openQty" - x."reservedQty" as "shortQty",
      ${customerLabel} as "customerLabel", ${productLabel} as "productLabel",
      (select w.code || ' ' || w.name from md_warehouses w where w.id = x."warehouseId") as "warehouseLabel"
    from (
      select o.id as "orderId", o.number, i.line_no as "lineNo", o.order_date as "orderDate",
        o.delivery_date as "deliveryDate", o.customer_id as "customerId", o.warehouse_id as "warehouseId",
        i.product_id as "productId", i.qty, coalesce(i.delivered_qty, 0) as "deliveredQty",
        ${openSql('i')}::bigint as "openQty",
        coalesce((select sum(r.qty) from stock_reservations r
                  where r.doc_key = 'sales-order' and r.doc_id = o.id and r.doc_line = i.id), 0)::bigint as "reservedQty",
        coalesce((select sum(b.on_hand - b.reserved) from stock_balances b
                  where b.item_kind = 'PRODUCT' and b.item_id = i.product_id and b.warehouse_id = o.warehouse_id), 0)::bigint
          as "freeQty",
        o.production_state as "productionState"
      from sal_orders o join sal_orders_items i on i.doc_id = o.id
      where ${and([
        sql`o.status in ('DELIVERY_PENDING', 'OUT_PUT_WAREHOUSE', 'RETURN')`,
        sql`${openSql('i')} > 0`,
        ...equals(f, 'customerId', sql`o.customer_id`),
        ...equals(f, 'productId', sql`i.product_id`),
        ...dateRange(f, 'deliveryDate', sql`o.delivery_date`),
        ...(str(f.productionState) ? [sql`o.production_state = ${str(f.productionState)}`] : []),
      ])}
    ) x`;
}
