import { sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { balancesBefore, KIND, materialJoins, materialLabels, materialWhere } from './report-sql.ts';

/**
 * 物料库存, 库存明细, 库龄: quantities from the live balances; values from the snapshot plus the
 * moves since, so a warehouse's value is exactly the sum of its moves.
 */
const int = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

export function materialStockQuery(f: ReportFilters) {
  const having =
    f.stockFilter === 'OVERZERO'
      ? sql`having sum(x.on_hand) > 0`
      : f.stockFilter === 'AVAILABLE'
        ? sql`having sum(x.on_hand - x.reserved) > 0`
        : sql`having sum(x.on_hand) <> 0 or sum(x.reserved) <> 0 or coalesce(max(v.value), 0) <> 0`;
  return sql`select ${materialLabels},
      sum(x.on_hand)::bigint as "onHand", sum(x.reserved)::bigint as reserved,
      sum(x.on_hand - x.reserved)::bigint as available,
      coalesce(max(v.value), 0)::bigint as value,
      (case when sum(x.on_hand) > 0 then round(coalesce(max(v.value), 0) * 1000000.0 / sum(x.on_hand)) else 0 end)::bigint as "unitCost"
    from stock_balances x ${materialJoins}
    left join (select item_id, warehouse_id, sum(value) as value from (${balancesBefore(undefined)}) b
               group by item_id, warehouse_id) v on v.item_id = x.item_id and v.warehouse_id = x.warehouse_id
    where x.item_kind = ${KIND} and ${materialWhere(f, sql`x.warehouse_id`, sql`x.item_id`)}
    group by m.id, m.code, m.name, m.materiel_type_id, mt.code, mt.name, x.warehouse_id, w.code, w.name
    ${having}`;
}

export function materialStockDetailQuery(f: ReportFilters) {
  return sql`select ${materialLabels}, x.batch_no as "batchNo",
      nullif(x.allocation_id, 0) as "allocationId", a.code || ' ' || a.name as "allocationLabel",
      x.on_hand as "onHand", x.reserved, x.on_hand - x.reserved as available,
      coalesce(v.value, 0)::bigint as value,
      s.production_date as "productionDate", s.expiry_date as "expiryDate", s.supplier_batch as "supplierBatch",
      s.first_in_date as "firstInDate",
      (current_date - to_date(s.first_in_date, 'YYYYMMDD'))::int as "ageDays"
    from stock_balances x ${materialJoins}
    left join md_allocations a on a.id = x.allocation_id
    left join stock_batches s on s.item_kind = x.item_kind and s.item_id = x.item_id and s.batch_no = x.batch_no
    left join (${balancesBefore(undefined)}) v on v.item_id = x.item_id and v.warehouse_id = x.warehouse_id
      and v.allocation_id = x.allocation_id and v.batch_no = x.batch_no
    where x.item_kind = ${KIND} and (x.on_hand <> 0 or x.reserved <> 0)
      and ${materialWhere(f, sql`x.warehouse_id`, sql`x.item_id`)}`;
}

/** SPEC §9 stock-age buckets, from the batch's first receipt. */
const bucket = sql`case when age < 183 then 'WITHIN_6M' when age < 365 then 'M6_TO_1Y' when age < 730 then 'Y1_TO_2Y' else 'OVER_2Y' end`;

export function materialStockAgeQuery(f: ReportFilters) {
  const noMoveDays = int(f.noMoveDays);
  const inner = sql`select ${materialLabels}, x.batch_no as "batchNo", sum(x.on_hand)::bigint as "onHand",
        coalesce(sum(v.value), 0)::bigint as value, s.first_in_date as "firstInDate",
        (select max(business_date) from stock_moves sm where sm.item_kind = ${KIND} and sm.item_id = x.item_id
           and sm.batch_no = x.batch_no and sm.warehouse_id = x.warehouse_id) as "lastMoveDate",
        (current_date - to_date(coalesce(s.first_in_date, to_char(current_date, 'YYYYMMDD')), 'YYYYMMDD'))::int as age
      from stock_balances x ${materialJoins}
      left join stock_batches s on s.item_kind = x.item_kind and s.item_id = x.item_id and s.batch_no = x.batch_no
      left join (${balancesBefore(undefined)}) v on v.item_id = x.item_id and v.warehouse_id = x.warehouse_id
        and v.allocation_id = x.allocation_id and v.batch_no = x.batch_no
      where x.item_kind = ${KIND} and x.on_hand > 0 and ${materialWhere(f, sql`x.warehouse_id`, sql`x.item_id`)}
      group by m.id, m.code, m.name, m.materiel_type_id, mt.code, mt.name, x.warehouse_id, w.code, w.name,
               x.batch_no, s.first_in_date, x.item_id`;
  return sql`select *, age as "ageDays", ${bucket} as "stockAge" from (${inner}) a
    where true
      ${f.stockAge ? sql`and ${bucket} = ${String(f.stockAge)}` : sql``}
      ${noMoveDays ? sql`and (current_date - to_date("lastMoveDate", 'YYYYMMDD')) >= ${noMoveDays}` : sql``}`;
}
