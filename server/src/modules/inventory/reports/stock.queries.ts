import { companyToday, EXPIRY_WARNING_DAYS } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import type { StockSql } from './report-sql.ts';

/**
 * 物料库存, 库存明细, 库龄: quantities from the live balances; values are each key's share of its
 * item's value (largest remainder), summed up to the row: every level adds up to the one above.
 */
const int = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

export const stockQuery = (stock: StockSql) => (f: ReportFilters) => {
  const having =
    f.stockFilter === 'OVERZERO'
      ? sql`having sum(x.on_hand) > 0`
      : f.stockFilter === 'AVAILABLE'
        ? sql`having sum(x.on_hand - x.reserved) > 0`
        : sql`having sum(x.on_hand) <> 0 or sum(x.reserved) <> 0`;
  return sql`select ${stock.labels},
      sum(x.on_hand)::bigint as "onHand", sum(x.reserved)::bigint as reserved,
      sum(x.on_hand - x.reserved)::bigint as available,
      coalesce(sum(av.value), 0)::bigint as value,
      (case when sum(x.on_hand) > 0 then round(coalesce(sum(av.value), 0) * 1000000.0 / sum(x.on_hand)) else 0 end)::bigint as "unitCost",
      lr.remark as "locationRemark", x.item_id || ':' || x.warehouse_id as "stockKey"
    from stock_balances x ${stock.joins}
    ${stock.joinValuedStock(f)}
    left join stock_location_remarks lr on lr.item_kind = x.item_kind and lr.item_id = x.item_id
      and lr.warehouse_id = x.warehouse_id
    where x.item_kind = ${stock.KIND} and ${stock.where(f, sql`x.warehouse_id`, sql`x.item_id`, sql`x.batch_no`)}
    group by m.id, m.code, m.name, ${stock.typeColumn}, mt.code, mt.name, x.item_id, x.warehouse_id, w.code, w.name,
      lr.remark ${stock.ownerGroup}
    ${having}`;
};

/** The company's today (Asia/Shanghai) as a date: the database's own `current_date` follows its session's zone. */
const companyDate = () => sql`to_date(${companyToday()}, 'YYYYMMDD')`;

/** A batch's expiry against today (enum expiryState); no expiry date, no state. */
const expiryState = () => sql`case when s.expiry_date is null then null
    when s.expiry_date < to_char(${companyDate()}, 'YYYYMMDD') then 'EXPIRED'
    when s.expiry_date <= to_char(${companyDate()} + ${EXPIRY_WARNING_DAYS}::int, 'YYYYMMDD') then 'WITHIN_30D'
    else 'VALID' end`;

export const stockDetailQuery = (stock: StockSql) => (f: ReportFilters) => {
  return sql`select ${stock.labels}, x.batch_no as "batchNo",
      nullif(x.allocation_id, 0) as "allocationId", a.code || ' ' || a.name as "allocationLabel",
      x.on_hand as "onHand", x.reserved, x.on_hand - x.reserved as available,
      coalesce(av.value, 0)::bigint as value,
      s.production_date as "productionDate", s.expiry_date as "expiryDate",
      ${expiryState()} as "expiryState", s.supplier_batch as "supplierBatch",
      s.first_in_date as "firstInDate",
      (${companyDate()} - to_date(s.first_in_date, 'YYYYMMDD'))::int as "ageDays",
      (select string_agg(ps.name || ' × ' || p.packages, '，' order by ps.code) from stock_packings p
         join md_package_specs ps on ps.id = p.package_spec_id
        where p.item_kind = x.item_kind and p.item_id = x.item_id and p.warehouse_id = x.warehouse_id
          and p.allocation_id = x.allocation_id and p.batch_no = x.batch_no and p.packages > 0) as packing
    from stock_balances x ${stock.joins}
    left join md_allocations a on a.id = x.allocation_id
    left join stock_batches s on s.item_kind = x.item_kind and s.item_id = x.item_id and s.batch_no = x.batch_no
    ${stock.joinValuedStock(f)}
    where x.item_kind = ${stock.KIND} and (x.on_hand <> 0 or x.reserved <> 0)
      and ${stock.where(f, sql`x.warehouse_id`, sql`x.item_id`, sql`x.batch_no`)}
      ${f.expiryState ? sql`and ${expiryState()} = ${String(f.expiryState)}` : sql``}`;
};

/** SPEC §9 stock-age buckets, from the batch's first receipt. */
const bucket = sql`case when age < 183 then 'WITHIN_6M' when age < 365 then 'M6_TO_1Y' when age < 730 then 'Y1_TO_2Y' else 'OVER_2Y' end`;

export const stockAgeQuery = (stock: StockSql) => (f: ReportFilters) => {
  const noMoveDays = int(f.noMoveDays);
  const scheme = int(f.dullSchemeId);
  const inner = sql`select ${stock.labels}, x.batch_no as "batchNo", sum(x.on_hand)::bigint as "onHand",
        coalesce(sum(av.value), 0)::bigint as value, s.first_in_date as "firstInDate",
        (select max(business_date) from stock_moves sm where sm.item_kind = ${stock.KIND} and sm.item_id = x.item_id
           and sm.batch_no = x.batch_no and sm.warehouse_id = x.warehouse_id) as "lastMoveDate",
        (${companyDate()} - to_date(coalesce(s.first_in_date, to_char(${companyDate()}, 'YYYYMMDD')), 'YYYYMMDD'))::int as age
      from stock_balances x ${stock.joins}
      left join stock_batches s on s.item_kind = x.item_kind and s.item_id = x.item_id and s.batch_no = x.batch_no
      ${stock.joinValuedStock(f)}
      where x.item_kind = ${stock.KIND} and x.on_hand > 0 and ${stock.where(f, sql`x.warehouse_id`, sql`x.item_id`, sql`x.batch_no`)}
      group by m.id, m.code, m.name, ${stock.typeColumn}, mt.code, mt.name, x.warehouse_id, w.code, w.name,
               x.batch_no, s.first_in_date, x.item_id ${stock.ownerGroup}`;
  return sql`select *, age as "ageDays", ${bucket} as "stockAge" from (${inner}) a
    where true
      ${f.stockAge ? sql`and ${bucket} = ${String(f.stockAge)}` : sql``}
      ${noMoveDays ? sql`and (${companyDate()} - to_date("lastMoveDate", 'YYYYMMDD')) >= ${noMoveDays}` : sql``}
      ${
        scheme
          ? sql`and exists (select 1 from inv_dull_schemes d where d.id = ${scheme}
                  and (${companyDate()} - to_date("lastMoveDate", 'YYYYMMDD')) >= d.no_move_days
                  and age >= coalesce(d.min_age_days, 0))`
          : sql``
      }`;
};

/**
 * 物料库存分析: per material category, the live stock and the quantity in each age band and lying
 * 90 days still (by batch), its value (the keys' shares of their items' values) and share of the whole.
 */
export const stockAnalyzeQuery = (stock: StockSql) => (f: ReportFilters) => {
  const warehouseId = int(f.warehouseId);
  const where = stock.where(f, sql`x.warehouse_id`, sql`x.item_id`, sql`x.batch_no`);
  const batches = sql`select x.item_id, x.on_hand, ${stock.typeColumn} as type_id,
        (${companyDate()} - to_date(coalesce(s.first_in_date, to_char(${companyDate()}, 'YYYYMMDD')), 'YYYYMMDD')) as age,
        (select max(business_date) from stock_moves sm where sm.item_kind = ${stock.KIND} and sm.item_id = x.item_id
           and sm.warehouse_id = x.warehouse_id and sm.allocation_id = x.allocation_id and sm.batch_no = x.batch_no) as last_move
      from stock_balances x ${stock.joins}
      left join stock_batches s on s.item_kind = x.item_kind and s.item_id = x.item_id and s.batch_no = x.batch_no
      where x.item_kind = ${stock.KIND} and x.on_hand > 0 and ${where}`;
  const band = (cond: SQL) => sql`coalesce(sum(b.on_hand) filter (where ${cond}), 0)::bigint`;
  const quantities = sql`select b.type_id, count(distinct b.item_id)::int as materials, sum(b.on_hand)::bigint as on_hand,
      ${band(sql`b.age < 183`)} as within6m, ${band(sql`b.age >= 183 and b.age < 365`)} as m6to1y,
      ${band(sql`b.age >= 365 and b.age < 730`)} as y1to2y, ${band(sql`b.age >= 730`)} as over2y,
      ${band(sql`b.last_move < to_char(${companyDate()} - 90, 'YYYYMMDD')`)} as dull
    from (${batches}) b group by b.type_id`;
  const values = sql`select ${stock.typeColumn} as type_id, sum(av.value)::bigint as value
    from (${stock.valuedStock(f)}) av join ${stock.itemTable} m on m.id = av.item_id
    where ${stock.where(f, sql`av.warehouse_id`, sql`av.item_id`, sql`av.batch_no`)} group by ${stock.typeColumn}`;
  return sql`select q.type_id as ${sql.identifier(stock.side.type)},
      mt.code || ' ' || mt.name as ${sql.identifier(`${stock.side.type.replace(/Id$/, '')}Label`)},
      ${warehouseId ?? null}::int as "warehouseId", q.materials as "materialCount", q.on_hand as "onHand",
      coalesce(v.value, 0)::bigint as value,
      round(coalesce(v.value, 0) * 10000.0 / nullif(sum(v.value) over (), 0))::bigint as "valueShare",
      q.within6m as "within6m", q.m6to1y as "m6To1y", q.y1to2y as "y1To2y", q.over2y as "over2y", q.dull as "dullQty"
    from (${quantities}) q
    left join (${values}) v on v.type_id is not distinct from q.type_id
    left join ${stock.typeTable} mt on mt.id = q.type_id`;
};
