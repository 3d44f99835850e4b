import { accountReceivable, financeReports } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { type ReportExtras, type ReportQuery, reportRoutes } from '../../platform/reports/report.routes.ts';
import { agingHeaders, keptAgingDays } from './finance-setting.ts';
import { accountReceivableQuery } from './reports/account-receivable.queries.ts';

/** Finance's declared reports (domain `reports/finance/`), served by the generic report calls. */
const queries: Record<string, ReportQuery> = {
  [accountReceivable.key]: (f) => accountReceivableQuery(f, keptAgingDays),
};

/** The aging headers follow 财务设置 (逾期1-30天 … for 30 / 60 / 90 / 120). */
const overdueKeys = ['overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'] as const;
const extras: Record<string, ReportExtras> = {
  [accountReceivable.key]: { labels: agingHeaders(overdueKeys) },
};

export function financeReportRoutes(app: FastifyInstance): void {
  for (const report of financeReports) reportRoutes(app, report, queries[report.key], extras[report.key]);
}
