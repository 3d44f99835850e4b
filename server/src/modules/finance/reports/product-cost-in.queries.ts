import { statusCatalogues } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';

/**
 * 产品成本录入: product warehouse-ins (not discarded) with lines still without a unit cost, per
 * document, and those lines. A line's cost is keyed when its price is set (zero included: a free
 * sample is a keyed cost).
 */
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

function where(f: ReportFilters): SQL {
  const start = str(f.inDateStart);
  const end = str(f.inDateEnd);
  const warehouse = num(f.warehouseId);
  const number = str(f.number);
  const inId = num(f.inId);
  const parts = [
    sql`d.status <> 'DISCARDED'`,
    ...(start ? [sql`d.in_date >= ${start}`] : []),
    ...(end ? [sql`d.in_date <= ${end}`] : []),
    ...(warehouse === undefined ? [] : [sql`d.warehouse_id = ${warehouse}`]),
    ...(number ? [sql`d.number ilike ${`%${number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`] : []),
    ...(inId === undefined ? [] : [sql`d.id = ${inId}`]),
  ];
  return sql.join(parts, sql` and `);
}

const statusLabel = sql`(case ${sql.join(
  statusCatalogues['warehouse-in'].options.map((o) => sql`when d.status = ${o.value} then ${o.label}`),
  sql` `,
)} end)`;

export function productCostInQuery(f: ReportFilters): SQL {
  return sql`select x.*, (select w.code || ' ' || w.name from md_warehouses w where w.id = x."warehouseId") as "warehouseLabel"
    from (
      select d.id, d.number, d.in_date as "inDate", d.warehouse_id as "warehouseId", d.department,
        ${statusLabel} as "statusLabel",
        (select count(*) from inv_product_ins_items i where i.doc_id = d.id)::int as lines,
        o.lines as "openLines", o.qty as "openQty"
      from inv_product_ins d
      cross join lateral (select count(*)::int as lines, coalesce(sum(i.qty), 0)::bigint as qty
                          from inv_product_ins_items i where i.doc_id = d.id and i.price is null) o
      where ${where(f)} and o.lines > 0
    ) x`;
}

export function productCostInDetailQuery(f: ReportFilters): SQL {
  return sql`select d.id as "inId", d.number, d.in_date as "inDate", i.product_id as "productId",
      p.code || ' ' || p.name as "productLabel", i.batch_no as "batchNo", i.qty
    from inv_product_ins d
    join inv_product_ins_items i on i.doc_id = d.id
    join md_products p on p.id = i.product_id
    where ${where(f)} and i.price is null`;
}
