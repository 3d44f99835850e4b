import { companyToday } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { and, contains, num, oneOf } from '../../../platform/reports/report-filters.ts';
import { bomPricePeriod, type CostedLine } from '../bom-price.ts';

/**
 * The SQL of BOM价格, BOM价格明细 and 配方价格对比. The recipes are SQL; what they cost is worked out
 * in code (bom-price.ts: the explosion is exact fractions), either for the page's rows
 * (`finishRows`, the list) or before the query (`prepare`, the lines): the prepared lines arrive
 * in the filters and are joined here as a `values` list, so paging, sorting, totals and the export
 * stay the report platform's.
 */

/**
 * The lines `prepare` worked out for a call, by the filters object it answered (the platform hands
 * that same object to the query): a recipe's (明细) or two recipes' side by side (对比).
 */
export const preparedLines = new WeakMap<ReportFilters, CostedLine[]>();
export const preparedPairs = new WeakMap<ReportFilters, CompareLine[]>();

/** The period as the filter named it (echoed on each row for the drill-down), default 3 months. */
const periodOf = (f: ReportFilters) => String(bomPricePeriod(f.period).months);

/** 配方版本 in force today: the highest approved version whose 生效日期 is not after today. */
function inForce(today: string): SQL {
  return sql`r.status = 'APPROVED' and r.effective_date <= ${today} and not exists (
    select 1 from prd_recipes n where n.code = r.code and n.status = 'APPROVED'
      and n.effective_date <= ${today} and n.version_no > r.version_no)`;
}

/**
 * BOM价格's rows: each recipe version in force today (or the version chosen), the cost columns
 * empty — filled for the page by `finishRows`, and only where the reader may see them.
 */
export function bomPriceQuery(f: ReportFilters): SQL {
  const chosen = num(f.recipeId);
  const where = and([
    chosen === undefined ? inForce(companyToday()) : sql`r.id = ${chosen}`,
    ...contains(f, 'code', sql`r.code`),
    ...contains(f, 'name', sql`r.name`),
    ...oneOf(f, 'scale', sql`r.scale`),
    ...oneOf(f, 'purpose', sql`r.purpose`),
    ...oneOf(f, 'recipeType', sql`r.recipe_type`),
  ]);
  return sql`select r.id as "recipeId", r.code, r.name, r.version_no as "versionNo", r.scale, r.purpose,
      r.recipe_type as "recipeType", r.product_id as "productId", concat_ws(' ', p.code, p.name) as "productLabel",
      r.effective_date as "effectiveDate", r.batch_size as "batchSize", r.basis, ${periodOf(f)}::text as period,
      null::int as materials, null::bigint as "costPerKg", null::bigint as "costPerBatch",
      null::int as fallback, null::int as unpriced
    from prd_recipes r left join md_products p on p.id = r.product_id
    where ${where}`;
}

const big = (v: bigint | null) => (v === null ? sql`null::bigint` : sql`${v.toString()}::bigint`);

/** BOM价格明细: the prepared lines of one recipe version, with their materials' codes and names. */
export function bomPriceLinesQuery(f: ReportFilters): SQL {
  const lines = preparedLines.get(f) ?? [];
  if (lines.length === 0)
    return sql`select null::int as "materielId", null::text as code, null::text as name, null::bigint as qty,
      null::bigint as "qtyShare", null::bigint as price, null::bigint as amount, null::bigint as "perKg",
      null::bigint as "amountShare", null::text as "priceDate", null::text as "priceNote",
      null::int as "recipeId", null::text as period where false`;
  const values = sql.join(
    lines.map(
      (l) =>
        sql`(${l.materielId}::int, ${big(l.qty)}, ${big(l.qtyShare)}, ${big(l.price)}, ${big(l.amount)},
          ${big(l.perKg)}, ${big(l.amountShare)}, ${l.priceDate}::text, ${l.note}::text)`,
    ),
    sql`, `,
  );
  return sql`select l.materiel_id as "materielId", m.code, m.name, l.qty, l.qty_share as "qtyShare", l.price,
      l.amount, l.per_kg as "perKg", l.amount_share as "amountShare", l.price_date as "priceDate",
      l.note as "priceNote", ${num(f.recipeId) ?? null}::int as "recipeId", ${periodOf(f)}::text as period
    from (values ${values}) l(materiel_id, qty, qty_share, price, amount, per_kg, amount_share, price_date, note)
    join md_materiels m on m.id = l.materiel_id`;
}

/** One material of two recipes side by side (对比): a side without it has null quantities. */
export interface CompareLine {
  materielId: number;
  price: bigint | null;
  note: string;
  left: CostedLine | undefined;
  right: CostedLine | undefined;
}

const diff = (a: bigint | null | undefined, b: bigint | null | undefined) =>
  a == null && b == null ? null : (b ?? 0n) - (a ?? 0n);

/** 配方价格对比: the prepared pairs of lines, B − A. */
export function bomPriceCompareQuery(f: ReportFilters): SQL {
  const pairs = preparedPairs.get(f) ?? [];
  if (pairs.length === 0)
    return sql`select null::int as "materielId", null::text as code, null::text as name, null::bigint as price,
      null::bigint as "leftQty", null::bigint as "leftAmount", null::bigint as "leftPerKg",
      null::bigint as "rightQty", null::bigint as "rightAmount", null::bigint as "rightPerKg",
      null::bigint as "qtyDiff", null::bigint as "amountDiff", null::bigint as "perKgDiff",
      null::text as "priceNote" where false`;
  const values = sql.join(
    pairs.map(
      ({ materielId, price, note, left: a, right: b }) =>
        sql`(${materielId}::int, ${big(price)}, ${big(a?.qty ?? null)}, ${big(a?.amount ?? null)},
          ${big(a?.perKg ?? null)}, ${big(b?.qty ?? null)}, ${big(b?.amount ?? null)}, ${big(b?.perKg ?? null)},
          ${big(diff(a?.qty, b?.qty))}, ${big(diff(a?.amount, b?.amount))}, ${big(diff(a?.perKg, b?.perKg))},
          ${note}::text)`,
    ),
    sql`, `,
  );
  return sql`select l.materiel_id as "materielId", m.code, m.name, l.price, l.left_qty as "leftQty",
      l.left_amount as "leftAmount", l.left_per_kg as "leftPerKg", l.right_qty as "rightQty",
      l.right_amount as "rightAmount", l.right_per_kg as "rightPerKg", l.qty_diff as "qtyDiff",
      l.amount_diff as "amountDiff", l.per_kg_diff as "perKgDiff", l.note as "priceNote"
    from (values ${values}) l(materiel_id, price, left_qty, left_amount, left_per_kg, right_qty, right_amount,
      right_per_kg, qty_diff, amount_diff, per_kg_diff, note)
    join md_materiels m on m.id = l.materiel_id`;
}
