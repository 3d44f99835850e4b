export * from './admin/audit-log.report.ts';
export * from './define.ts';
export * from './finance/account-payable-analyze.report.ts';
export * from './finance/account-receivable.report.ts';
export * from './finance/gross-profit.report.ts';
export * from './finance/product-cost-in.report.ts';
export * from './finance/purchase-invoice-summary.report.ts';
export * from './finance/purchase-payable.report.ts';
export * from './finance/receivable-analyses.report.ts';
export * from './finance/sales-invoice-summary.report.ts';
export * from './inventory/index.ts';
export * from './production/bom-price.report.ts';
export * from './production/bom-price-period.ts';
export * from './production/manufacture.report.ts';
export * from './production/manufacture-cost.report.ts';
export * from './purchase/index.ts';
export * from './sales/base-price-approve.report.ts';
export * from './sales/sales.report.ts';

import type { ReportDef } from './define.ts';
import { financeReports } from './finance/account-receivable.report.ts';
import { inventoryReports } from './inventory/index.ts';
import { bomPriceReports } from './production/bom-price.report.ts';
import { manufactureReports } from './production/manufacture.report.ts';
import { manufactureCostReports } from './production/manufacture-cost.report.ts';
import { purchaseReports } from './purchase/index.ts';
import { salesReports } from './sales/sales.report.ts';

/** Every declared report served by the generic report screen and routes. */
export const declaredReports: readonly ReportDef[] = [
  ...inventoryReports,
  ...purchaseReports,
  ...salesReports,
  ...financeReports,
  ...bomPriceReports,
  ...manufactureReports,
  ...manufactureCostReports,
];
