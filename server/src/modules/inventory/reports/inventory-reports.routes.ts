import {
  inventoryReports,
  materialSafetyPurchase,
  materialSide,
  movementReports,
  productSide,
  reportPlace,
  type StockReportKind,
  type StockSide,
  stockOutOfFin,
  trustedSide,
} from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { type ReportQuery, reportRoutes } from '../../../platform/reports/report.routes.ts';
import { materialSafetyPurchaseQuery } from './material-safety.queries.ts';
import { materialSql, productSql, type StockSql, trustedSql } from './report-sql.ts';
import { stockAgeQuery, stockAnalyzeQuery, stockDetailQuery, stockQuery } from './stock.queries.ts';
import {
  amountLedgerMonthlyQuery,
  amountLedgerQuery,
  batchLedgerQuery,
  batchLedgerSummaryQuery,
  financeLedgerQuery,
  movementSummaryQuery,
  movementSummaryTotals,
  ownerStatementQuery,
  stockLedgerQuery,
} from './stock-ledger.queries.ts';
import { stockOutOfFinQuery } from './stock-out-of-fin.queries.ts';

/** The query of each kind of stock report, for a side's SQL. */
const queryOf: Record<StockReportKind, (stock: StockSql) => ReportQuery> = {
  stock: stockQuery,
  detail: stockDetailQuery,
  statement: ownerStatementQuery,
  age: stockAgeQuery,
  analyze: stockAnalyzeQuery,
  stockLedger: stockLedgerQuery,
  batchLedger: batchLedgerQuery,
  amountLedger: amountLedgerQuery,
  amountLedgerMonthly: amountLedgerMonthlyQuery,
  financeLedger: financeLedgerQuery,
};

/** The queries of the reports a side has, by their keys. */
function sideQueries(side: StockSide, stock: StockSql): Record<string, ReportQuery> {
  return Object.fromEntries(
    Object.entries(side.reports).map(([kind, place]) => [place.key, queryOf[kind as StockReportKind](stock)]),
  );
}

/** The query of each inventory report (the declarations are in the domain). */
const queries: Record<string, ReportQuery> = {
  ...sideQueries(materialSide, materialSql),
  ...sideQueries(productSide, productSql),
  ...sideQueries(trustedSide, trustedSql),
  [materialSafetyPurchase.key]: materialSafetyPurchaseQuery,
  [stockOutOfFin.key]: stockOutOfFinQuery,
  ...Object.fromEntries(movementReports.map((m) => [m.report.key, movementSummaryQuery(m)])),
};

/** Totals and counts that need not read every row (see reportRoutes). */
const summaries: Record<string, ReportQuery> = {
  [reportPlace(materialSide, 'batchLedger').key]: batchLedgerSummaryQuery(materialSql),
  [reportPlace(productSide, 'batchLedger').key]: batchLedgerSummaryQuery(productSql),
  [reportPlace(trustedSide, 'batchLedger').key]: batchLedgerSummaryQuery(trustedSql),
  // A document moving several items counts once among the documents.
  ...Object.fromEntries(movementReports.map((m) => [m.report.key, movementSummaryTotals(m)])),
};

export function inventoryReportRoutes(app: FastifyInstance): void {
  for (const report of inventoryReports)
    reportRoutes(app, report, queries[report.key], { summary: summaries[report.key] });
}
