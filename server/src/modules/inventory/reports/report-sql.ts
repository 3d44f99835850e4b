import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { valuedStockNow } from '../stock-valuation.ts';

/**
 * SQL pieces the material reports share: the material filters, the labels of what a row names,
 * and balances at a date from the last month-end snapshot plus the moves since (never a replay
 * of all history).
 */
export const KIND = sql`'MATERIAL'`;

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

export function dateRange(f: ReportFilters): { start?: string; end?: string } {
  return { start: str(f.businessDateStart), end: str(f.businessDateEnd) };
}

/**
 * Conditions on alias `m` (md_materiels) and the row's warehouse, item and batch columns, from the
 * common filters; rows without a batch (per-warehouse totals) are not filtered by batch.
 */
export function materialWhere(
  f: ReportFilters,
  warehouseColumn: SQL,
  itemColumn: SQL,
  batchColumn?: SQL,
): SQL {
  const parts: SQL[] = [sql`true`];
  const code = str(f.code);
  if (code) {
    const like = `%${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(m.code ilike ${like} or m.name ilike ${like})`);
  }
  if (num(f.materielTypeId) !== undefined) parts.push(sql`m.materiel_type_id = ${num(f.materielTypeId)}`);
  if (num(f.materielId) !== undefined) parts.push(sql`${itemColumn} = ${num(f.materielId)}`);
  if (num(f.warehouseId) !== undefined) parts.push(sql`${warehouseColumn} = ${num(f.warehouseId)}`);
  if (str(f.batchNo) && batchColumn) parts.push(sql`${batchColumn} = ${str(f.batchNo)}`);
  return sql.join(parts, sql` and `);
}

/** Material code, name, type and warehouse with their labels; `x` is the row with item_id and warehouse_id. */
export const materialLabels = sql`m.id as "materielId", m.code, m.name, m.code || ' ' || m.name as "materielLabel",
  m.materiel_type_id as "materielTypeId", mt.code || ' ' || mt.name as "materielTypeLabel",
  x.warehouse_id as "warehouseId", w.code || ' ' || w.name as "warehouseLabel"`;
export const materialJoins = sql`join md_materiels m on m.id = x.item_id
  left join md_materiel_types mt on mt.id = m.materiel_type_id
  left join md_warehouses w on w.id = x.warehouse_id`;

/**
 * Stock per key at the start of `date` (moves dated before it): the last closed month's
 * snapshot before that date, plus the moves between the snapshot and the date.
 */
export function balancesBefore(date: string | undefined): SQL {
  const month = date ? date.slice(0, 6) : '999999';
  const snapshot = sql`(select max(period) from stock_periods where item_kind = ${KIND} and status = 'CLOSED'
    and period < ${month})`;
  return sql`select item_id, warehouse_id, allocation_id, batch_no, sum(qty)::bigint as qty, sum(value)::bigint as value from (
      select item_id, warehouse_id, allocation_id, batch_no, qty, value from stock_closings
      where item_kind = ${KIND} and period = ${snapshot}
      union all
      select item_id, warehouse_id, allocation_id, batch_no, qty, value from stock_moves
      where item_kind = ${KIND} and business_date > coalesce(${snapshot} || '31', '')
        ${date ? sql`and business_date < ${date}` : sql``}
    ) s group by item_id, warehouse_id, allocation_id, batch_no`;
}

/** Conditions on the material alone (alias `m`): what may narrow the items valued together. */
export function materialItemWhere(f: ReportFilters): SQL {
  return materialWhere({ ...f, warehouseId: undefined, batchNo: undefined }, sql`m.id`, sql`m.id`);
}

/**
 * Each material key (item × warehouse × slot × batch) with stock now and its value: its share of
 * the item's value (stock-valuation.ts), so batches add up to their warehouse and warehouses to
 * the item, exactly. Join as `av` on the row's key with `joinValuedStock`.
 */
export function valuedMaterialStock(f: ReportFilters): SQL {
  return valuedStockNow(
    KIND,
    sql`item_id in (select m.id from md_materiels m where ${materialItemWhere(f)})`,
  );
}
export const joinValuedStock = (f: ReportFilters) =>
  sql`left join (${valuedMaterialStock(f)}) av on av.item_id = x.item_id and av.warehouse_id = x.warehouse_id
        and av.allocation_id = x.allocation_id and av.batch_no = x.batch_no`;

/** Stock before the range: nothing when the range is open at its start (the beginning of history). */
export function openingBalances(start: string | undefined): SQL {
  return start
    ? balancesBefore(start)
    : sql`select 0 as item_id, 0 as warehouse_id, 0 as allocation_id, '' as batch_no, 0::bigint as qty, 0::bigint as value where false`;
}

/** Moves dated within the range (both ends included). */
export function movesWithin(f: ReportFilters): SQL {
  const { start, end } = dateRange(f);
  return sql`select * from stock_moves where item_kind = ${KIND}
    ${start ? sql`and business_date >= ${start}` : sql``} ${end ? sql`and business_date <= ${end}` : sql``}`;
}

/** Chinese names of the documents that move material, and the number of each move's document. */
export const docTitle = sql`case x.doc_key when 'material-warehouse-in' then case when x.reverses_move_id is null then '物料入库' else '入库红冲' end
  when 'material-requisition' then '领料' when 'material-warehouse-out' then case when x.reverses_move_id is null then '物料出库' else '出库退回' end
  when 'material-transfer' then '调拨' when 'material-stocktaking' then case when x.qty > 0 then '盘盈' else '盘亏' end
  else x.doc_key end`;
export const docNumber = sql`coalesce(
  (select number from inv_material_ins d where x.doc_key = 'material-warehouse-in' and d.id = x.doc_id),
  (select number from inv_material_requisitions d where x.doc_key = 'material-requisition' and d.id = x.doc_id),
  (select number from inv_material_outs d where x.doc_key = 'material-warehouse-out' and d.id = x.doc_id),
  (select number from inv_material_transfers d where x.doc_key = 'material-transfer' and d.id = x.doc_id),
  (select number from inv_material_stocktakings d where x.doc_key = 'material-stocktaking' and d.id = x.doc_id))`;
