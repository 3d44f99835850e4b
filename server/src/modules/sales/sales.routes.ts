import {
  companyToday,
  customer,
  ResultCode,
  salesDelivery,
  salesDocuments,
  salesOrder,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { derivedSql } from '../../platform/documents/derived-sql.ts';
import { documentRoutes } from '../../platform/documents/document.routes.ts';
import { isVisible } from '../../platform/documents/document-scope.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { productionConfirmRoutes } from './production-confirm.routes.ts';
import {
  salesBasePriceTable,
  salesDeliveryTable,
  salesMaterialDeliveryTable,
  salesOrderTable,
  salesPriceApprovalTable,
  salesReturnTable,
} from './sales.tables.ts';
import { salesBasePriceHooks } from './sales-base-price.hooks.ts';
import { salesDeliveryHooks } from './sales-delivery.hooks.ts';
import { salesDeliveryBatchRoutes } from './sales-delivery-batches.routes.ts';
import { salesMaterialDeliveryHooks } from './sales-material-delivery.hooks.ts';
import { salesOrderHooks } from './sales-order.hooks.ts';
import { salesPriceApprovalHooks } from './sales-price-approval.hooks.ts';
import { approvedPrice, basePrices } from './sales-prices.ts';
import { salesReportRoutes } from './sales-reports.routes.ts';
import { salesReturnHooks } from './sales-return.hooks.ts';

const documents = {
  'sales-base-price': [salesBasePriceTable, salesBasePriceHooks],
  'sales-price-approval': [salesPriceApprovalTable, salesPriceApprovalHooks],
  'sales-order': [salesOrderTable, salesOrderHooks],
  'sales-delivery': [salesDeliveryTable, salesDeliveryHooks],
  'sales-material-delivery': [salesMaterialDeliveryTable, salesMaterialDeliveryHooks],
  'sales-return': [salesReturnTable, salesReturnHooks],
} as const satisfies Record<string, readonly [unknown, DocumentHooks]>;

/** An order's 价格审核: pending while a line waits for review, not approved while one was refused. */
const priceReview = sql`(case
  when exists (select 1 from sal_orders_items i where i.doc_id = t.id and i.price_state = 'APPROVAL_PENDING')
    then 'APPROVAL_PENDING'
  when exists (select 1 from sal_orders_items i where i.doc_id = t.id and i.price_state = 'APPROVAL_NOT_APPROVED')
    then 'APPROVAL_NOT_APPROVED'
  else 'NORMAL' end)`;
/** 剩余数量 (the list's filter): whether any open line still has something to deliver. */
const remaining = sql`(case when exists (select 1 from sal_orders_items i where i.doc_id = t.id and not i.closed
  and i.qty > coalesce(i.delivered_qty, 0)) then 'OVERZERO' else 'EQUALZERO' end)`;
/** 剩余数量（kg）: what the open lines still have to deliver, together. */
const remainingQty = sql`(select coalesce(sum(greatest(i.qty - coalesce(i.delivered_qty, 0), 0)), 0)::bigint
  from sal_orders_items i where i.doc_id = t.id and not i.closed)`;
/** 延期天数: days the delivery (or today, while it waits) is later than the earliest promised date. */
const delayDays = sql`(case when t.promised_date is null then null else greatest(0,
  to_date(case when t.status in ('OUT_PUT_WAREHOUSE', 'RETURNED') then t.out_date
          else greatest(t.out_date, to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD')) end, 'YYYYMMDD')
  - to_date(t.promised_date, 'YYYYMMDD')) end)`;
// 开票状态 of deliveries and returns is their declared billing status (the engine's).
const derivedFields = new Map([
  derivedSql(salesOrder, { priceReview, remaining, remainingQty }),
  derivedSql(salesDelivery, { delayDays }),
]);

const priceQuery = z.object({
  customerId: recordId('客户编号无效', '请选择客户'),
  productId: recordId('产品编号无效', '请选择产品'),
  currencyId: recordId('币种编号无效', '请选择币种'),
  qty: z
    .number({ error: '数量无效' })
    .int('数量无效')
    .min(0, '数量无效')
    .max(Number.MAX_SAFE_INTEGER, '数量无效'),
  date: z
    .string()
    .regex(/^\d{8}$/, '日期格式应为 yyyymmdd')
    .optional(),
});

export function salesRoutes(app: FastifyInstance): void {
  for (const def of salesDocuments) {
    const [table, hooks] = documents[def.key as keyof typeof documents];
    documentRoutes(app, app.documents.register(def, table, hooks, derivedFields.get(def.key) ?? {}));
  }
  productionConfirmRoutes(app);
  addRoute(app, {
    method: 'POST',
    url: '/approve/queryLatestApprovedPrice',
    summary: '客户某产品的最新批准价与基准价，下单时建议的单价',
    tags: ['sales-price-approval'],
    access: { permission: 'sale-bill-price-amount' },
    body: priceQuery,
    handler: async ({ body, request }) => {
      // A customer outside the caller's record rule answers as a missing one.
      if (!(await isVisible(app.db, app.documents, customer, request.authUser!, body.customerId)))
        fail(ResultCode.NOT_FOUND, '客户不存在');
      const on = body.date ?? companyToday();
      const base =
        (await basePrices(app.db, [body.productId], body.currencyId, on)).get(body.productId) ?? null;
      const approved = (await approvedPrice(app.db, { ...body, on })) ?? null;
      return { basePrice: base, approvedPrice: approved, proposedPrice: approved ?? base };
    },
  });
  salesReportRoutes(app);
  salesDeliveryBatchRoutes(app);
}
