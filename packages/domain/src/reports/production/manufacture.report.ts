import { amount, date, int, quantity, ref, text } from '../../documents/fields.ts';
import { manufactureFeeding } from '../../documents/production/manufacture-feeding.doc.ts';
import { salesOrder } from '../../documents/sales/sales-order.doc.ts';
import { defineReport, type ReportDef } from '../define.ts';

/**
 * Production's reports of issue 30 item 2: the sales orders production must make and their batches
 * (生产订单), what was ordered, scheduled and shipped per order line, and the feeding lines.
 * No sales prices anywhere; the issued value only for the material-amount permission. Each is
 * served to its menu's holders: the order reports to production and technical (SPEC §6
 * sales-order-visit), the feeding lines to production, quality, technical and research
 * (feeding-form-visit) — the demo grants (server/src/seed/demo-company.ts).
 */
const ORDERS = '/manufacture-sales-order';
const kg = (label: string) => quantity(label, { min: 0 });

/** The columns every order-line report shares. */
const orderLine = {
  orderId: int('销售订单'),
  lineId: int('订单行'),
  number: text('订单号'),
  lineNo: int('行号'),
  orderDate: date('下单日期'),
  deliveryDate: date('交货日期'),
  customerId: ref('customer', '客户'),
  productId: ref('product', '产品'),
  qty: kg('订购数量（kg）'),
};

export const manufactureSalesOrder = defineReport({
  key: 'manufacture-sales-order',
  title: '生产订单',
  screen: ORDERS,
  api: { prefix: '/production', name: 'ManufactureSalesOrder' },
  access: 'menu',
  fields: {
    ...orderLine,
    recipeId: ref('recipe', '生效配方'),
    deliveredQty: kg('已发货（kg）'),
    scheduledQty: kg('已排产（kg）'),
    unscheduledQty: kg('未排产（kg）'),
    batches: int('批次数'),
  },
  filters: ['number', 'customerId', 'productId', 'deliveryDate'],
  columns: [
    'number',
    'lineNo',
    'deliveryDate',
    'customerId',
    'productId',
    'recipeId',
    'qty',
    'deliveredQty',
    'scheduledQty',
    'unscheduledQty',
    'batches',
  ],
  defaultSort: { field: 'deliveryDate', order: 'asc' },
  sortAs: { deliveryDate: ['deliveryDate', 'number', 'lineNo'], number: ['number', 'lineNo'] },
  sortable: ['deliveryDate', 'number'],
  totals: ['qty', 'scheduledQty', 'unscheduledQty'],
  drill: {
    number: { screen: `${salesOrder.screen}/detail`, params: { id: 'orderId' } },
    scheduledQty: { screen: `${ORDERS}/detail`, params: { orderLineId: 'lineId' } },
  },
  description:
    '待发货、已出库的销售订单中，产品有已审核生效生产配方的明细。已排产为该行生成的未作废投料单批量之和；点击订单号打开订单，以「确认排产」按配方批量生成暂存投料单；点击已排产查看批次。',
});

export const manufactureSalesOrderDetail = defineReport({
  key: 'manufacture-sales-order-detail',
  title: '生产订单批次',
  screen: `${ORDERS}/detail`,
  api: { prefix: '/production', name: 'ManufactureSalesOrderDetail' },
  access: 'menu',
  fields: {
    orderLineId: int('订单行'),
    feedingId: int('投料单'),
    batchNo: text('生产批号'),
    number: text('订单号'),
    productId: ref('product', '产品'),
    recipeId: ref('recipe', '配方版本'),
    plannedDate: date('计划日期'),
    feedDate: date('投料日期'),
    batchSize: kg('批量（kg）'),
    statusLabel: text('投料状态'),
  },
  filters: ['orderLineId'],
  required: ['orderLineId'],
  columns: [
    'batchNo',
    'number',
    'productId',
    'recipeId',
    'plannedDate',
    'feedDate',
    'batchSize',
    'statusLabel',
  ],
  defaultSort: { field: 'batchNo', order: 'asc' },
  sortable: ['batchNo'],
  totals: ['batchSize'],
  drill: { batchNo: { screen: `${manufactureFeeding.screen}/detail`, params: { id: 'feedingId' } } },
  description: '由该订单行确认排产生成的生产批次（投料单），含已作废的。',
});

export const manufactureSalesOrderOutIn = defineReport({
  key: 'manufacture-sales-order-out-in',
  title: '生产订单执行',
  screen: '/manufacture-sales-order-out-in',
  api: { prefix: '/production', name: 'ManufactureSalesOrderOutIn' },
  access: 'menu',
  fields: {
    ...orderLine,
    scheduledQty: kg('已排产（kg）'),
    fedQty: kg('已投料（kg）'),
    completedQty: kg('已完工（kg）'),
    deliveredQty: kg('已发货（kg）'),
  },
  filters: ['number', 'customerId', 'productId', 'orderDate'],
  columns: [
    'number',
    'lineNo',
    'orderDate',
    'deliveryDate',
    'customerId',
    'productId',
    'qty',
    'scheduledQty',
    'fedQty',
    'completedQty',
    'deliveredQty',
  ],
  defaultSort: { field: 'number', order: 'desc' },
  sortAs: { number: ['number', 'lineNo'] },
  sortable: ['number'],
  totals: ['qty', 'scheduledQty', 'fedQty', 'completedQty', 'deliveredQty'],
  drill: {
    number: { screen: `${salesOrder.screen}/detail`, params: { id: 'orderId' } },
    scheduledQty: { screen: `${ORDERS}/detail`, params: { orderLineId: 'lineId' } },
  },
  description:
    '每个已排产的销售订单行：订购、已排产（未作废投料单批量）、已投料（已保存或已完成投料单批量）、已完工（已完成投料单批量）与已发货（销售出库）。',
});

export const operationProcessFeeding = defineReport({
  key: 'operation-process-feeding',
  title: '投料明细',
  screen: '/operation-process-feeding',
  api: { prefix: '/production', name: 'FeedingLine' },
  access: 'menu',
  fields: {
    feedingId: int('投料单'),
    lineNo: int('行号'),
    batchNo: text('生产批号'),
    feedDate: date('投料日期'),
    productId: ref('product', '产品'),
    recipeId: ref('recipe', '配方版本'),
    materielId: ref('materiel', '配方物料'),
    alternateId: ref('materiel', '替代料'),
    theoreticalQty: kg('理论用量（kg）'),
    qty: kg('实际用量（kg）'),
    deviationQty: quantity('偏差（kg）'),
    deviationReason: text('偏差原因'),
    pickedBatches: text('投料批号'),
    cost: amount('投料金额（元）', { permission: 'material-amount' }),
    statusLabel: text('投料状态'),
  },
  filters: ['batchNo', 'feedDate', 'productId', 'materielId'],
  columns: [
    'batchNo',
    'feedDate',
    'productId',
    'recipeId',
    'lineNo',
    'materielId',
    'alternateId',
    'theoreticalQty',
    'qty',
    'deviationQty',
    'deviationReason',
    'pickedBatches',
    'cost',
    'statusLabel',
  ],
  defaultSort: { field: 'batchNo', order: 'desc' },
  sortAs: { batchNo: ['batchNo', 'lineNo'] },
  sortable: ['batchNo', 'feedDate'],
  totals: ['theoreticalQty', 'qty', 'cost'],
  drill: { batchNo: { screen: `${manufactureFeeding.screen}/detail`, params: { id: 'feedingId' } } },
  description:
    '未作废投料单的每一行：理论用量为配方版本 × 批量（替代料按替代比例换算），偏差 = 实际 − 理论；投料金额为保存时按移动加权平均价发出的金额。',
});

export const manufactureReports: ReportDef[] = [
  manufactureSalesOrder,
  manufactureSalesOrderDetail,
  manufactureSalesOrderOutIn,
  operationProcessFeeding,
];
