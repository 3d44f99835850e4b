import {
  guidePriceApproveList,
  salesOrderConfirm,
  salesOrderSummary,
  salesOrderSummaryDetail,
  salesOrderSummaryMan,
  salesOutSummary,
  salesOutSummaryDetail,
  salesReports,
} from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { type ReportExtras, type ReportQuery, reportRoutes } from '../../platform/reports/report.routes.ts';
import { guidePriceApproveQuery } from './reports/base-price-approve.queries.ts';
import {
  salesOrderConfirmQuery,
  salesOrderSummaryDetailQuery,
  salesOrderSummaryManQuery,
  salesOrderSummaryQuery,
  salesOutSummaryDetailQuery,
  salesOutSummaryQuery,
} from './reports/sales-reports.queries.ts';

/**
 * Sales' reviews and summaries: 基准价审批, and (issue 16 item 6): 销售出库汇总, 销售订单汇总 and their drill-downs, 业务员月度销售 —
 * declared reports (domain `reports/sales/sales.report.ts`) served by the generic report calls.
 */
const queries: Record<string, [ReportQuery, ReportExtras?]> = {
  [guidePriceApproveList.key]: [guidePriceApproveQuery],
  [salesOrderConfirm.key]: [salesOrderConfirmQuery],
  [salesOutSummary.key]: [salesOutSummaryQuery],
  [salesOutSummaryDetail.key]: [salesOutSummaryDetailQuery],
  [salesOrderSummary.key]: [salesOrderSummaryQuery],
  [salesOrderSummaryDetail.key]: [salesOrderSummaryDetailQuery],
  // A salesperson's month adds up orders of many customers: the record rule narrows the orders first.
  [salesOrderSummaryMan.key]: [salesOrderSummaryManQuery, { scopesInside: true }],
};

export function salesReportRoutes(app: FastifyInstance): void {
  for (const report of salesReports) {
    const [query, extras] = queries[report.key];
    reportRoutes(app, report, query, extras);
  }
}
