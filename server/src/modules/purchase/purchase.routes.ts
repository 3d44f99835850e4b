import {
  purchaseDocuments,
  purchaseOrder,
  purchaseOrderQuality,
  purchaseOrderQualityDetail,
  purchaseOrderSummary,
  purchaseReports,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentRoutes } from '../../platform/documents/document.routes.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { addRoute } from '../../platform/http/route.ts';
import { type ReportQuery, reportRoutes } from '../../platform/reports/report.routes.ts';
import { materialPriceHooks } from './material-price.hooks.ts';
import {
  materialPriceTable,
  purchaseApplyTable,
  purchaseOrderTable,
  purchaseReturnTable,
  purchaseSettingTable,
} from './purchase.tables.ts';
import { purchaseApplyHooks } from './purchase-apply.hooks.ts';
import { purchaseOrderHooks } from './purchase-order.hooks.ts';
import { purchaseReturnHooks } from './purchase-return.hooks.ts';
import { reviewBody, reviewOrder } from './purchase-review.ts';
import {
  purchaseOrderQualityDetailQuery,
  purchaseOrderQualityQuery,
  purchaseOrderSummaryQuery,
} from './reports/purchase-reports.queries.ts';
import { safetyApplyRoutes } from './safety-apply.routes.ts';

const documents = {
  'material-price': [materialPriceTable, materialPriceHooks],
  'purchase-apply': [purchaseApplyTable, purchaseApplyHooks],
  'purchase-order': [purchaseOrderTable, purchaseOrderHooks],
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
const derivedFields: Record<string, Record<string, SQL>> = { 'purchase-order': { priceReview } };

export function purchaseRoutes(app: FastifyInstance): void {
  for (const def of purchaseDocuments) {
    const [table, hooks] = documents[def.key as keyof typeof documents];
    documentRoutes(app, app.documents.register(def, table, hooks, derivedFields[def.key] ?? {}));
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
  };
  for (const report of purchaseReports) reportRoutes(app, report, reportQueries[report.key]);
}
