import {
  accountPayableAnalyze,
  accountPayableAnalyzeMonth,
  accountReceivable,
  financeReports,
  purchaseInvoiceSummary,
  purchaseInvoiceSummaryDetail,
  purchasePayable,
} from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { type ReportQuery, reportRoutes } from '../../platform/reports/report.routes.ts';
import {
  accountPayableAnalyzeMonthQuery,
  accountPayableAnalyzeQuery,
} from './reports/account-payable-analyze.queries.ts';
import { accountReceivableQuery, purchasePayableQuery } from './reports/account-receivable.queries.ts';
import {
  purchaseInvoiceSummaryDetailQuery,
  purchaseInvoiceSummaryQuery,
} from './reports/purchase-invoice-summary.queries.ts';

/** Finance's declared reports (domain `reports/finance/`), served by the generic report calls. */
const queries: Record<string, ReportQuery> = {
  [accountReceivable.key]: accountReceivableQuery,
  [purchasePayable.key]: purchasePayableQuery,
  [purchaseInvoiceSummary.key]: purchaseInvoiceSummaryQuery,
  [purchaseInvoiceSummaryDetail.key]: purchaseInvoiceSummaryDetailQuery,
  [accountPayableAnalyze.key]: accountPayableAnalyzeQuery,
  [accountPayableAnalyzeMonth.key]: accountPayableAnalyzeMonthQuery,
};

export function financeReportRoutes(app: FastifyInstance): void {
  for (const report of financeReports) reportRoutes(app, report, queries[report.key]);
}
