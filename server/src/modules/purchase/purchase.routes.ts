import {
  purchaseApplySummary,
  purchaseApplySummaryDetail,
  purchaseAudit,
  purchaseDocuments,
  purchaseOrder,
  purchaseOrderQuality,
  purchaseOrderQualityDetail,
  purchaseOrderSummary,
  purchaseReports,
  purchaseRequest,
  purchaseWarehouseSummary,
  purchaseWarehouseSummaryDetail,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { derivedSql } from '../../platform/documents/derived-sql.ts';
import { documentRoutes } from '../../platform/documents/document.routes.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { addRoute } from '../../platform/http/route.ts';
import { type ReportQuery, reportRoutes } from '../../platform/reports/report.routes.ts';
import { materialPriceHooks } from './material-price.hooks.ts';
import {
  materialPriceTable,
  purchaseApplyTable,
  purchaseOrderTable,
  purchaseRequestTable,
  purchaseReturnTable,
  purchaseSettingTable,
} from './purchase.tables.ts';
import { purchaseApplyHooks } from './purchase-apply.hooks.ts';
import { purchaseOrderHooks } from './purchase-order.hooks.ts';
import { purchaseRequestHooks } from './purchase-request.hooks.ts';
import { purchaseReturnHooks } from './purchase-return.hooks.ts';
import { reviewBody, reviewOrder } from './purchase-review.ts';
import { purchaseAuditQuery } from './reports/purchase-audit.queries.ts';
import {
  purchaseOrderQualityDetailQuery,
  purchaseOrderQualityDetailTotals,
  purchaseOrderQualityQuery,
  purchaseOrderSummaryQuery,
  purchaseOrderSummaryTotals,
} from './reports/purchase-reports.queries.ts';
import {
  purchaseApplySummaryDetailQuery,
  purchaseApplySummaryQuery,
  purchaseWarehouseSummaryDetailQuery,
  purchaseWarehouseSummaryQuery,
} from './reports/purchase-summary.queries.ts';
import { safetyApplyRoutes } from './safety-apply.routes.ts';

const documents = {
  'material-price': [materialPriceTable, materialPriceHooks],
  'purchase-apply': [purchaseApplyTable, purchaseApplyHooks],
  'purchase-order': [purchaseOrderTable, purchaseOrderHooks],
  'purchase-request': [purchaseRequestTable, purchaseRequestHooks],
  'purchase-return': [purchaseReturnTable, purchaseReturnHooks],
  // One number and a remark: the engine's own checks suffice.
  'purchase-setting': [purchaseSettingTable, {}],
} as const satisfies Record<string, readonly [unknown, DocumentHooks]>;

/** An order's 价格审核: pending while a line waits for review, not approved while one was refused. */
const priceReview = sql`(case
  when exists (select 1 from pur_orders_items i where i.doc_id = t.id and i.price_state = 'APPROVAL_PENDING')
    then 'APPROVAL_PENDING'
  when exists (select 1 from pur_orders_items i where i.doc_id = t.id and i.price_state = 'APPROVAL_NOT_APPROVED')
    then 'APPROVAL_NOT_APPROVED'
  else 'NORMAL' end)`;
/**
 * A request's 下单情况: 已下单 when no line is open (each drawn in full or closed) — 已完结 when a
 * closed line was short — 部分下单 when something was ordered, else 未下单.
 */
const requestLines = (where: string) =>
  sql.raw(`exists (select 1 from pur_requests_items i where i.doc_id = t.id and ${where})`);
const orderState = sql`(case
  when not ${requestLines('not i.closed and coalesce(i.ordered_qty, 0) < i.qty')}
    then (case when ${requestLines('i.closed and coalesce(i.ordered_qty, 0) < i.qty')} then 'CLOSED' else 'FULL' end)
  when ${requestLines('coalesce(i.ordered_qty, 0) > 0')} then 'PARTIAL'
  else 'NONE' end)`;
const derivedFields = new Map([
  derivedSql(purchaseOrder, { priceReview }),
  derivedSql(purchaseRequest, { orderState }),
]);

export function purchaseRoutes(app: FastifyInstance): void {
  for (const def of purchaseDocuments) {
    const [table, hooks] = documents[def.key as keyof typeof documents];
    documentRoutes(app, app.documents.register(def, table, hooks, derivedFields.get(def.key) ?? {}));
  }
  const tx = app.db.transaction.bind(app.db);
  const tags = [purchaseOrder.key];
  addRoute(app, {
    method: 'POST',
    url: '/purchase/reviewPurchaseOrderPrices',
    summary: '采购订单价格审核：高于批准价或没有批准价的明细（采购经理、采购总监）',
    tags,
    access: { permission: 'purchase-price-review' },
    body: reviewBody,
    handler: ({ body, request }) => tx((db) => reviewOrder(db, request, body, 'PRICE-REVIEW')),
  });
  addRoute(app, {
    method: 'POST',
    url: '/purchase/reviewPurchaseOrderAmount',
    summary: '采购订单金额审核：超过管理员设定金额的订单（采购总监）',
    tags,
    access: { permission: 'purchase-amount-review' },
    body: reviewBody,
    handler: ({ body, request }) => tx((db) => reviewOrder(db, request, body, 'AMOUNT-REVIEW')),
  });
  safetyApplyRoutes(app);
  const reportQueries: Record<string, ReportQuery> = {
    [purchaseOrderSummary.key]: purchaseOrderSummaryQuery,
    [purchaseOrderQuality.key]: purchaseOrderQualityQuery,
    [purchaseOrderQualityDetail.key]: purchaseOrderQualityDetailQuery,
    [purchaseAudit.key]: purchaseAuditQuery,
    [purchaseWarehouseSummary.key]: purchaseWarehouseSummaryQuery,
    [purchaseWarehouseSummaryDetail.key]: purchaseWarehouseSummaryDetailQuery,
    [purchaseApplySummary.key]: purchaseApplySummaryQuery,
    [purchaseApplySummaryDetail.key]: purchaseApplySummaryDetailQuery,
  };
  // Totals that are the documents' own, not the rows' sum.
  const summaries: Record<string, ReportQuery> = {
    [purchaseOrderSummary.key]: purchaseOrderSummaryTotals,
    [purchaseOrderQualityDetail.key]: purchaseOrderQualityDetailTotals,
  };
  for (const report of purchaseReports)
    reportRoutes(app, report, reportQueries[report.key], { summary: summaries[report.key] });
}
