import type { ReportDef } from '../define.ts';
import { materialSafetyPurchase } from './material-safety-purchase.report.ts';
import { movementReports } from './movement.report.ts';
import {
  materialStock,
  materialStockAge,
  materialStockDetail,
  productStock,
  productStockAge,
  productStockDetail,
  trustedStock,
  trustedStockDetail,
} from './stock.report.ts';
import { materialStockAnalyze, productStockAnalyze } from './stock-analyze.report.ts';
import {
  materialAmountLedger,
  materialAmountLedgerMonthly,
  materialBatchLedger,
  materialFinanceLedger,
  materialStockLedger,
  productAmountLedgerMonthly,
  productBatchLedger,
  productFinanceLedger,
  productStockLedger,
  trustedBatchLedger,
  trustedStockLedger,
  trustedStockStatement,
} from './stock-ledgers.report.ts';
import { stockOutOfFin } from './stock-out-of-fin.report.ts';

export * from './item-columns.ts';
export * from './material-safety-purchase.report.ts';
export * from './movement.report.ts';
export * from './stock.report.ts';
export * from './stock-analyze.report.ts';
export * from './stock-ledgers.report.ts';
export * from './stock-out-of-fin.report.ts';

export const inventoryReports: ReportDef[] = [
  materialStock,
  materialStockDetail,
  materialStockAge,
  materialStockAnalyze,
  materialSafetyPurchase,
  ...movementReports.map((m) => m.report),
  materialStockLedger,
  materialBatchLedger,
  materialAmountLedger,
  materialAmountLedgerMonthly,
  materialFinanceLedger,
  productStock,
  productStockDetail,
  productStockAge,
  productStockAnalyze,
  productStockLedger,
  productBatchLedger,
  productAmountLedgerMonthly,
  productFinanceLedger,
  stockOutOfFin,
  trustedStock,
  trustedStockDetail,
  trustedStockStatement,
  trustedStockLedger,
  trustedBatchLedger,
];
