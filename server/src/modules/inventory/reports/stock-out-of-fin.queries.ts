import { productWarehouseOut } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { productSql } from './report-sql.ts';

/**
 * 成品非销售出库: the product warehouse-out moves of documents that are not sales, per document,
 * product, warehouse and batch, shown positive; a 退回 in the same range nets its out to nothing
 * and the row is left out (a return in a later range shows there, negative: the expense reversed).
 */
export function stockOutOfFinQuery(f: ReportFilters): SQL {
  const outType = typeof f.outType === 'string' && f.outType !== '' ? f.outType : undefined;
  return sql`select ${productSql.labels}, d.id as "docId", d.number, d.out_date as "outDate",
      d.out_type as "outType", d.receiver, x.batch_no as "batchNo",
      (-sum(x.qty))::bigint as qty, (-sum(x.value))::bigint as value
    from (${productSql.movesWithin(f)}) x
    join ${sql.identifier(productWarehouseOut.table)} d on d.id = x.doc_id
    ${productSql.joins}
    where x.doc_key = ${productWarehouseOut.key} and d.out_type <> 'SALE'
      ${outType ? sql`and d.out_type = ${outType}` : sql``}
      and ${productSql.where(f, sql`x.warehouse_id`, sql`x.item_id`, sql`x.batch_no`)}
    group by m.id, m.code, m.name, ${productSql.typeColumn}, mt.code, mt.name, x.warehouse_id, w.code, w.name,
      d.id, d.number, d.out_date, d.out_type, d.receiver, x.batch_no
    having sum(x.qty) <> 0`;
}
