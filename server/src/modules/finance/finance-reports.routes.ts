import {
  accountReceivable,
  financeReports,
  grossProfit,
  grossProfitDetails,
  grossProfitForeign,
  grossProfitForeignCny,
  productCostIn,
  productCostInDetail,
} from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { type ReportQuery, reportRoutes } from '../../platform/reports/report.routes.ts';
import { accountReceivableQuery } from './reports/account-receivable.queries.ts';
import {
  grossProfitDetailQuery,
  grossProfitForeignQuery,
  grossProfitQuery,
} from './reports/gross-profit.queries.ts';
import { productCostInDetailQuery, productCostInQuery } from './reports/product-cost-in.queries.ts';

/** Finance's declared reports (domain `reports/finance/`), served by the generic report calls. */
const queries: Record<string, ReportQuery> = {
  [accountReceivable.key]: accountReceivableQuery,
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

export function financeReportRoutes(app: FastifyInstance): void {
  for (const report of financeReports) reportRoutes(app, report, queries[report.key]);
}
