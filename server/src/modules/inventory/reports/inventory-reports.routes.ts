import {
  inventoryReports,
  materialAmountLedger,
  materialAmountLedgerMonthly,
  materialBatchLedger,
  materialFinanceLedger,
  materialSafetyPurchase,
  materialStock,
  materialStockAge,
  materialStockAnalyze,
  materialStockDetail,
  materialStockLedger,
  movementSources,
} from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { type ReportQuery, reportRoutes } from '../../../platform/reports/report.routes.ts';
import {
  amountLedgerMonthlyQuery,
  amountLedgerQuery,
  batchLedgerQuery,
  batchLedgerSummaryQuery,
  financeLedgerQuery,
  movementSummaryQuery,
  stockLedgerQuery,
} from './material-ledger.queries.ts';
import { materialSafetyPurchaseQuery } from './material-safety.queries.ts';
import {
  materialStockAgeQuery,
  materialStockAnalyzeQuery,
  materialStockDetailQuery,
  materialStockQuery,
} from './material-stock.queries.ts';

/** The query of each material report (the declarations are in the domain). */
const queries: Record<string, ReportQuery> = {
  [materialStock.key]: materialStockQuery,
  [materialStockDetail.key]: materialStockDetailQuery,
  [materialStockAge.key]: materialStockAgeQuery,
  [materialStockAnalyze.key]: materialStockAnalyzeQuery,
  [materialSafetyPurchase.key]: materialSafetyPurchaseQuery,
  [materialStockLedger.key]: stockLedgerQuery,
  [materialBatchLedger.key]: batchLedgerQuery,
  [materialAmountLedger.key]: amountLedgerQuery,
  [materialAmountLedgerMonthly.key]: amountLedgerMonthlyQuery,
  [materialFinanceLedger.key]: financeLedgerQuery,
  ...Object.fromEntries(
    Object.keys(movementSources).map((key) => [key, movementSummaryQuery(key, key.endsWith('-month'))]),
  ),
};

/** Totals and counts that need not read every row (see reportRoutes). */
const summaries: Record<string, ReportQuery> = {
  [materialBatchLedger.key]: batchLedgerSummaryQuery,
};

export function inventoryReportRoutes(app: FastifyInstance): void {
  for (const report of inventoryReports)
    reportRoutes(app, report, queries[report.key], { summary: summaries[report.key] });
}
