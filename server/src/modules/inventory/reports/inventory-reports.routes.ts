import {
  inventoryReports,
  materialSafetyPurchase,
  materialSide,
  movementSources,
  productSide,
  type StockSide,
} from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { type ReportQuery, reportRoutes } from '../../../platform/reports/report.routes.ts';
import { materialSafetyPurchaseQuery } from './material-safety.queries.ts';
import { materialSql, productSql, type StockSql } from './report-sql.ts';
import { stockAgeQuery, stockAnalyzeQuery, stockDetailQuery, stockQuery } from './stock.queries.ts';
import {
  amountLedgerMonthlyQuery,
  amountLedgerQuery,
  batchLedgerQuery,
  batchLedgerSummaryQuery,
  financeLedgerQuery,
  movementSummaryQuery,
  stockLedgerQuery,
} from './stock-ledger.queries.ts';

/** The queries every side's reports share, by the side's report keys. */
function sideQueries(side: StockSide, stock: StockSql): Record<string, ReportQuery> {
  const r = side.reports;
  return {
    [r.stock.key]: stockQuery(stock),
    [r.detail.key]: stockDetailQuery(stock),
    [r.age.key]: stockAgeQuery(stock),
    [r.analyze.key]: stockAnalyzeQuery(stock),
    [r.stockLedger.key]: stockLedgerQuery(stock),
    [r.batchLedger.key]: batchLedgerQuery(stock),
    [r.amountLedger.key]: amountLedgerQuery(stock),
    [r.amountLedgerMonthly.key]: amountLedgerMonthlyQuery(stock),
    [r.financeLedger.key]: financeLedgerQuery(stock),
  };
}

/** The query of each inventory report (the declarations are in the domain). */
const queries: Record<string, ReportQuery> = {
  ...sideQueries(materialSide, materialSql),
  ...sideQueries(productSide, productSql),
  [materialSafetyPurchase.key]: materialSafetyPurchaseQuery,
  ...Object.fromEntries(
    Object.keys(movementSources).map((key) => [key, movementSummaryQuery(key, key.endsWith('-month'))]),
  ),
};

/** Totals and counts that need not read every row (see reportRoutes). */
const summaries: Record<string, ReportQuery> = {
  [materialSide.reports.batchLedger.key]: batchLedgerSummaryQuery(materialSql),
  [productSide.reports.batchLedger.key]: batchLedgerSummaryQuery(productSql),
};

export function inventoryReportRoutes(app: FastifyInstance): void {
  for (const report of inventoryReports)
    reportRoutes(app, report, queries[report.key], { summary: summaries[report.key] });
}
