import {
  manufactureCostReports,
  manufactureReports,
  manufactureSalesOrder,
  manufactureSalesOrderDetail,
  manufactureSalesOrderOutIn,
  operationProcessAdjustment,
  operationProcessFeeding,
  operationProcessGrind,
  productManufactureCost,
  salesOrder,
} from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordId } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { type ReportQuery, reportRoutes } from '../../platform/reports/report.routes.ts';
import { confirmSalesOrder } from './manufacture-confirm.ts';
import {
  feedingLinesQuery,
  manufactureSalesOrderDetailQuery,
  manufactureSalesOrderOutInQuery,
  manufactureSalesOrderQuery,
} from './reports/manufacture.queries.ts';
import {
  adjustmentLinesQuery,
  grindLinesQuery,
  manufactureCostQuery,
} from './reports/manufacture-cost.queries.ts';

/**
 * Production orders and feeding (issue 30 item 2) beyond the feeding's declaration: 确认排产 of a
 * sales order into batches, and the reports of orders to make and of feeding lines; the record
 * lines' and the batches' cost reports (item 3).
 */
const queries: Record<string, ReportQuery> = {
  [manufactureSalesOrder.key]: manufactureSalesOrderQuery,
  [manufactureSalesOrderDetail.key]: manufactureSalesOrderDetailQuery,
  [manufactureSalesOrderOutIn.key]: manufactureSalesOrderOutInQuery,
  [operationProcessFeeding.key]: feedingLinesQuery,
  [operationProcessGrind.key]: grindLinesQuery,
  [operationProcessAdjustment.key]: adjustmentLinesQuery,
  [productManufactureCost.key]: manufactureCostQuery,
};

export function manufactureRoutes(app: FastifyInstance): void {
  for (const report of [...manufactureReports, ...manufactureCostReports])
    reportRoutes(app, report, queries[report.key]);
  addRoute(app, {
    method: 'POST',
    url: '/production/confirmSalesOrder',
    summary: '确认排产：销售订单中未排产的自产产品明细按生效配方批量生成暂存投料单',
    tags: [salesOrder.key],
    access: { permission: 'production-plan' },
    body: z.object({
      ids: z
        .array(recordId('销售订单编号无效'), { error: '请选择销售订单' })
        .min(1, '请选择销售订单')
        .max(1, '一次只能确认一个销售订单'),
    }),
    handler: ({ body, request }) =>
      app.db.transaction((db) => confirmSalesOrder(db, request, app.documents, body.ids[0])),
  });
}
