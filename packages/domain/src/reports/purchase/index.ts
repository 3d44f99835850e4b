import type { ReportDef } from '../define.ts';
import { purchaseAudit } from './purchase-audit.report.ts';
import { purchaseOrderReports } from './purchase-order.report.ts';
import {
  purchaseApplySummary,
  purchaseApplySummaryDetail,
  purchaseWarehouseSummary,
  purchaseWarehouseSummaryDetail,
} from './purchase-summary.report.ts';

export * from './purchase-audit.report.ts';
export * from './purchase-order.report.ts';
export * from './purchase-summary.report.ts';

export const purchaseReports: ReportDef[] = [
  purchaseAudit,
  purchaseApplySummary,
  purchaseApplySummaryDetail,
  ...purchaseOrderReports,
  purchaseWarehouseSummary,
  purchaseWarehouseSummaryDetail,
];
