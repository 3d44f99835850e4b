import type { ReportDef } from '../define.ts';
import { materialStockAnalyze } from './material-analyze.report.ts';
import {
  materialAmountLedger,
  materialAmountLedgerMonthly,
  materialBatchLedger,
  materialFinanceLedger,
  materialStockLedger,
} from './material-ledgers.report.ts';
import {
  materialInMonthly,
  materialInSummary,
  materialOutMonthly,
  materialOutSummary,
  materialRequisitionMonthly,
  materialRequisitionSummary,
} from './material-movement.report.ts';
import { materialSafetyPurchase } from './material-safety-purchase.report.ts';
import { materialStock, materialStockAge, materialStockDetail } from './material-stock.report.ts';

export * from './material-analyze.report.ts';
export * from './material-ledgers.report.ts';
export * from './material-movement.report.ts';
export * from './material-safety-purchase.report.ts';
export * from './material-stock.report.ts';

export const inventoryReports: ReportDef[] = [
  materialStock,
  materialStockDetail,
  materialStockAge,
  materialStockAnalyze,
  materialSafetyPurchase,
  materialInSummary,
  materialInMonthly,
  materialRequisitionSummary,
  materialRequisitionMonthly,
  materialOutSummary,
  materialOutMonthly,
  materialStockLedger,
  materialBatchLedger,
  materialAmountLedger,
  materialAmountLedgerMonthly,
  materialFinanceLedger,
];
