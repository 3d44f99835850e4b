import {
  bomPriceCompareReport,
  bomPriceLinesReport,
  bomPriceReport,
  can,
  ResultCode,
} from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { fail } from '../../../platform/http/app-error.ts';
import { type ReportFilters, type ReportRow, reportRoutes } from '../../../platform/reports/report.routes.ts';
import { num } from '../../../platform/reports/report-filters.ts';
import { bomPricePeriod, type CostedLine, costRecipes } from '../bom-price.ts';
import {
  bomPriceCompareQuery,
  bomPriceLinesQuery,
  bomPriceQuery,
  type CompareLine,
  preparedLines,
  preparedPairs,
} from './bom-price.queries.ts';

/** Money leaves only for holders of 查看BOM价格合计 (SPEC §6): it is not even worked out for others. */
const MONEY = 'bom-price-sum';

const n = (v: bigint | null) => (v === null ? null : Number(v));

/**
 * BOM价格's page: its recipes exploded and costed together (one graph load, one price lookup). A
 * money column the reader may not see was never selected, so its key is absent and no price is read.
 */
async function finishBomPriceRows(db: DbOrTx, rows: ReportRow[]): Promise<ReportRow[]> {
  const withMoney = rows.some((r) => 'costPerBatch' in r);
  const costs = await costRecipes(
    db,
    rows.map((r) => Number(r.recipeId)),
    bomPricePeriod(rows[0].period),
    withMoney,
  );
  return rows.map((row) => {
    const cost = costs.get(Number(row.recipeId));
    if (!cost) return row;
    const out: ReportRow = { ...row, materials: cost.lines.length };
    if (withMoney)
      Object.assign(out, {
        costPerKg: n(cost.perKg),
        costPerBatch: n(cost.amount),
        fallback: cost.fallback,
        unpriced: cost.unpriced,
      });
    return out;
  });
}

async function costsOf(db: DbOrTx, filters: ReportFilters, ids: number[], roles: readonly string[]) {
  const costs = await costRecipes(db, ids, bomPricePeriod(filters.period), can(roles, MONEY));
  for (const id of ids) if (!costs.has(id)) fail(ResultCode.NOT_FOUND, '配方不存在');
  return costs;
}

/** BOM价格明细: the chosen version exploded and costed before the query reads its lines. */
async function prepareLines(db: DbOrTx, filters: ReportFilters, roles: readonly string[]) {
  const id = num(filters.recipeId) ?? 0;
  const costs = await costsOf(db, filters, [id], roles);
  const prepared = { ...filters };
  preparedLines.set(prepared, costs.get(id)?.lines ?? []);
  return prepared;
}

/** 配方价格对比: both recipes exploded and costed together, matched material by material. */
async function preparePairs(db: DbOrTx, filters: ReportFilters, roles: readonly string[]) {
  const leftId = num(filters.leftId) ?? 0;
  const rightId = num(filters.rightId);
  const costs = await costsOf(
    db,
    filters,
    [...new Set([leftId, ...(rightId === undefined ? [] : [rightId])])],
    roles,
  );
  const byMaterial = (id: number) => new Map((costs.get(id)?.lines ?? []).map((l) => [l.materielId, l]));
  const left = byMaterial(leftId);
  const right = rightId === undefined ? new Map<number, CostedLine>() : byMaterial(rightId);
  const pairs = [...new Set([...left.keys(), ...right.keys()])].map((materielId): CompareLine => {
    // Both sides price a material alike (one period): either side's line says how.
    const line: CostedLine | undefined = left.get(materielId) ?? right.get(materielId);
    return {
      materielId,
      price: line?.price ?? null,
      note: line?.note ?? '',
      left: left.get(materielId),
      right: right.get(materielId),
    };
  });
  const prepared = { ...filters };
  preparedPairs.set(prepared, pairs);
  return prepared;
}

export function bomPriceRoutes(app: FastifyInstance): void {
  reportRoutes(app, bomPriceReport, bomPriceQuery, { finishRows: finishBomPriceRows });
  reportRoutes(app, bomPriceLinesReport, bomPriceLinesQuery, { prepare: prepareLines });
  reportRoutes(app, bomPriceCompareReport, bomPriceCompareQuery, { prepare: preparePairs });
}
