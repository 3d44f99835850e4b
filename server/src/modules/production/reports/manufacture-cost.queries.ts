import { enums, statusCatalogues } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { and, contains, dateRange, equals, oneOf } from '../../../platform/reports/report-filters.ts';

/**
 * The SQL of production's record-line and batch-cost reports (domain
 * `reports/production/manufacture-cost.report.ts`). A batch's figures are read from its documents
 * when asked — the feeding's issued value, its audited record, audited costs, audited packings and
 * the completing packing's scrap and loss — never kept twice.
 */
const productLabel = sql`(select p.code || ' ' || p.name from md_products p where p.id = x."productId")`;
const recipeLabel = sql`(select r.code || ' 第' || r.version_no || '版' from prd_recipes r where r.id = x."recipeId")`;
const materialLabel = sql`(select m.code || ' ' || m.name from md_materiels m where m.id = x."materielId")`;
const labelOf = (options: readonly { value: string; label: string }[], column: SQL) =>
  sql`(case ${sql.join(
    options.map((o) => sql`when ${column} = ${o.value} then ${o.label}`),
    sql` `,
  )} end)`;

/** Lines of production records (not by kind's filters alone: a report each for 研磨 and 调整). */
function recordLines(f: ReportFilters, kind: 'GRIND' | 'ADJUST', extra: SQL[]): SQL {
  return sql`select x.*, ${productLabel} as "productLabel",
      ${kind === 'ADJUST' ? sql`${materialLabel} as "materielLabel",` : sql``}
      ${labelOf(statusCatalogues.default.options, sql`x.status`)} as "statusLabel"
    from (
      select r.id as "recordId", r.feeding_id as "feedingId", r.number, fd.number as "batchNo",
        r.record_date as "recordDate", r.product_id as "productId", ri.line_no as "lineNo", ri.remark,
        ri.equipment, ri.start_time as "startTime", ri.end_time as "endTime", ri.temperature, ri.fineness,
        ri.materiel_id as "materielId", ri.qty, ri.picked_batches as "pickedBatches", ri.cost, r.status
      from prd_records r join prd_records_items ri on ri.doc_id = r.id join prd_feedings fd on fd.id = r.feeding_id
      where ${and([
        sql`ri.kind = ${kind}`,
        ...contains(f, 'batchNo', sql`fd.number`),
        ...dateRange(f, 'recordDate', sql`r.record_date`),
        ...equals(f, 'productId', sql`r.product_id`),
        ...extra,
      ])}
    ) x`;
}

/** 研磨记录: every grinding pass. */
export function grindLinesQuery(f: ReportFilters): SQL {
  return recordLines(f, 'GRIND', contains(f, 'equipment', sql`ri.equipment`));
}

/** 调整记录: every adjustment, with the material it added and what that cost once audited. */
export function adjustmentLinesQuery(f: ReportFilters): SQL {
  return recordLines(f, 'ADJUST', equals(f, 'materielId', sql`ri.materiel_id`));
}

const batchStatus = labelOf(statusCatalogues['manufacture-feeding'].options, sql`x.status`);
const bucket = (pct: SQL) =>
  sql`(case when ${pct} >= 10000 then 'GE_100' when ${pct} >= 9000 then 'BETWEEN_90_100'
       when ${pct} is not null then 'LT_90' end)`;

/**
 * 生产成本: each batch fed (已保存 or 已完成). Batch cost = 投料成本 + the audited record's
 * adjustments + audited process and OEM costs; 入库成本 = the audited packings' values; on
 * completion 报废及损耗 takes the rest, so 在制 (cost − packed − scrap) is 0 for a completed batch.
 */
export function manufactureCostQuery(f: ReportFilters): SQL {
  const costs = (kind: string) =>
    sql`coalesce((select sum(c.total_amount) from prd_process_costs c
      where c.feeding_id = fd.id and c.status = 'APPROVAL_APPROVED' and c.kind = ${kind}), 0)`;
  const packings = (column: string) =>
    sql`coalesce((select sum(p.${sql.identifier(column)}) from prd_packagings p
      where p.feeding_id = fd.id and p.status = 'APPROVED'), 0)`;
  const closing = (column: string) =>
    sql`(select p.${sql.identifier(column)} from prd_packagings p
      where p.feeding_id = fd.id and p.status = 'APPROVED' and p.loss_value is not null limit 1)`;
  const pct = sql`round(y."packedQty" * 10000.0 / nullif(y."batchSize", 0))`;
  return sql`select x.*, ${productLabel} as "productLabel", ${recipeLabel} as "recipeLabel",
      ${batchStatus} as "statusLabel",
      ${labelOf(enums.yieldBucket, sql`x."yieldBucket"`)} as "yieldBucketLabel"
    from (
      select y.*, y."materialCost" + y."adjustmentCost" + y."processCost" + y."oemCost" as "totalCost",
        y."materialCost" + y."adjustmentCost" + y."processCost" + y."oemCost" - y."packedValue" - y."scrapValue"
          as "openValue",
        (case when y."packedQty" > 0 then round(y."packedValue" * 1000000.0 / y."packedQty") end)::bigint as "unitCost",
        (case when y."packedQty" > 0 then ${pct} end)::bigint as "yieldPercent",
        (case when y."packedQty" > 0 then ${bucket(pct)} end) as "yieldBucket"
      from (
        select fd.id as "feedingId", fd.number as "batchNo", fd.feed_date as "feedDate",
          fd.product_id as "productId", fd.recipe_id as "recipeId", fd.batch_size as "batchSize", fd.status,
          r.output_qty as "outputQty",
          coalesce(${closing('loss_qty')}, r.scrap_qty, 0)::bigint as "scrapQty",
          coalesce(fd.material_cost, 0)::bigint as "materialCost",
          coalesce(r.adjustment_cost, 0)::bigint as "adjustmentCost",
          ${costs('PROCESS')}::bigint as "processCost",
          ${costs('OEM')}::bigint as "oemCost",
          ${packings('total_qty')}::bigint as "packedQty",
          ${packings('packed_value')}::bigint as "packedValue",
          coalesce(${closing('loss_value')}, 0)::bigint as "scrapValue"
        from prd_feedings fd
        left join prd_records r on r.feeding_id = fd.id and r.status = 'APPROVAL_APPROVED'
        where ${and([
          sql`fd.status in ('SAVED', 'COMPLETE')`,
          ...contains(f, 'batchNo', sql`fd.number`),
          ...dateRange(f, 'feedDate', sql`fd.feed_date`),
          ...equals(f, 'productId', sql`fd.product_id`),
        ])}
      ) y
    ) x where ${and(oneOf(f, 'yieldBucket', sql`x."yieldBucket"`))}`;
}
