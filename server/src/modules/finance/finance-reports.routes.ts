import {
  accountPayableAnalyze,
  accountPayableAnalyzeMonth,
  accountReceivable,
  financeReports,
  grossProfit,
  grossProfitDetails,
  grossProfitForeign,
  grossProfitForeignCny,
  productCostIn,
  productCostInDetail,
  purchaseInvoiceSummary,
  purchaseInvoiceSummaryDetail,
  purchasePayable,
  receivableAnalysis,
  receivableCustomerShare,
  receivableCycle,
  receivableDetail,
  receivableSalespersonShare,
  salesInvoiceSummary,
  salesInvoiceSummaryDetail,
} from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { type ReportExtras, type ReportQuery, reportRoutes } from '../../platform/reports/report.routes.ts';
import { agingHeaders } from './finance-setting.ts';
import {
  accountPayableAnalyzeMonthQuery,
  accountPayableAnalyzeQuery,
} from './reports/account-payable-analyze.queries.ts';
import { accountReceivableQuery, purchasePayableQuery } from './reports/account-receivable.queries.ts';
import {
  grossProfitDetailQuery,
  grossProfitForeignQuery,
  grossProfitQuery,
} from './reports/gross-profit.queries.ts';
import { productCostInDetailQuery, productCostInQuery } from './reports/product-cost-in.queries.ts';
import {
  purchaseInvoiceSummaryDetailQuery,
  purchaseInvoiceSummaryQuery,
} from './reports/purchase-invoice-summary.queries.ts';
import {
  receivableAnalysisQuery,
  receivableCustomerShareQuery,
  receivableCycleQuery,
  receivableDetailQuery,
  receivableSalespersonShareQuery,
} from './reports/receivable-analyses.queries.ts';
import {
  salesInvoiceSummaryDetailQuery,
  salesInvoiceSummaryQuery,
} from './reports/sales-invoice-summary.queries.ts';

/** Finance's declared reports (domain `reports/finance/`), served by the generic report calls. */
const queries: Record<string, ReportQuery> = {
  [accountReceivable.key]: accountReceivableQuery,
  [receivableDetail.key]: receivableDetailQuery,
  [receivableCustomerShare.key]: receivableCustomerShareQuery,
  [receivableSalespersonShare.key]: receivableSalespersonShareQuery,
  [receivableCycle.key]: receivableCycleQuery,
  [receivableAnalysis.key]: receivableAnalysisQuery,
  [salesInvoiceSummary.key]: salesInvoiceSummaryQuery,
  [salesInvoiceSummaryDetail.key]: salesInvoiceSummaryDetailQuery,
  [purchasePayable.key]: purchasePayableQuery,
  [purchaseInvoiceSummary.key]: purchaseInvoiceSummaryQuery,
  [purchaseInvoiceSummaryDetail.key]: purchaseInvoiceSummaryDetailQuery,
  [accountPayableAnalyze.key]: accountPayableAnalyzeQuery,
  [accountPayableAnalyzeMonth.key]: accountPayableAnalyzeMonthQuery,
  [grossProfit.key]: grossProfitQuery,
  [grossProfitForeign.key]: grossProfitForeignQuery,
  [grossProfitForeignCny.key]: grossProfitForeignQuery,
  [productCostIn.key]: productCostInQuery,
  [productCostInDetail.key]: productCostInDetailQuery,
  // The details of 毛利分析 (every order) and of the two foreign-currency reports.
  ...Object.fromEntries(
    grossProfitDetails.map((d) => [
      d.key,
      grossProfitDetailQuery(d.screen !== `${grossProfit.screen}/detail`),
    ]),
  ),
};

/** The aging headers follow 财务设置 (逾期1-30天 … for 30 / 60 / 90 / 120), receivable and payable. */
const overdueKeys = ['overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'] as const;
// Adding up every document is the cost of these two: the count and totals come with the page.
const aging: ReportExtras = { labels: agingHeaders(overdueKeys), totalsInPage: true };
/**
 * The analyses add many documents (and customers) into a row, and shares are of what the reader
 * sees: they narrow the documents to the reader's customers before adding up.
 */
const inside: ReportExtras = { scopesInside: true };
const extras: Record<string, ReportExtras> = {
  [accountReceivable.key]: aging,
  [purchasePayable.key]: aging,
  [receivableDetail.key]: inside,
  [receivableCustomerShare.key]: inside,
  [receivableSalespersonShare.key]: inside,
  [receivableCycle.key]: inside,
  [receivableAnalysis.key]: inside,
  [salesInvoiceSummary.key]: inside,
  [salesInvoiceSummaryDetail.key]: inside,
};

export function financeReportRoutes(app: FastifyInstance): void {
  for (const report of financeReports) reportRoutes(app, report, queries[report.key], extras[report.key]);
}
