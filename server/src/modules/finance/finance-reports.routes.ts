import { accountReceivable, financeReports, purchasePayable } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { type ReportQuery, reportRoutes } from '../../platform/reports/report.routes.ts';
import { accountReceivableQuery, purchasePayableQuery } from './reports/account-receivable.queries.ts';

/** Finance's declared reports (domain `reports/finance/`), served by the generic report calls. */
const queries: Record<string, ReportQuery> = {
  [accountReceivable.key]: accountReceivableQuery,
  [purchasePayable.key]: purchasePayableQuery,
};

export function financeReportRoutes(app: FastifyInstance): void {
  for (const report of financeReports) reportRoutes(app, report, queries[report.key]);
}
