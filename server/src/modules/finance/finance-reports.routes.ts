import {
  accountReceivable,
  financeReports,
  purchaseInvoiceSummary,
  purchaseInvoiceSummaryDetail,
  purchasePayable,
} from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { type ReportQuery, reportRoutes } from '../../platform/reports/report.routes.ts';
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
};

export function financeReportRoutes(app: FastifyInstance): void {
  for (const report of financeReports) reportRoutes(app, report, queries[report.key]);
}
