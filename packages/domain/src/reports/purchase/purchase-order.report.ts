import { amount, bool, date, int, quantity, ref, text } from '../../documents/fields.ts';
import { purchaseOrder } from '../../documents/purchase/purchase-order.doc.ts';
import { defineReport, type ReportDef } from '../define.ts';

/**
 * Purchasing's reports (issue 17), over orders and what their lines received: quantities are the
 * documents' own (acceptances, warehouse-ins and returns naming the order line), amounts are for
 * those who may see purchase prices.
 */
const money = 'material-bill-price-amount';
const kg = (label: string) => quantity(label);
const QUALITY = '/purchase-order-warehouse-quality';

/** 采购订单汇总 (SPEC /purchase-order-summary): per supplier and material, orders of a date range. */
export const purchaseOrderSummary = defineReport({
  key: 'purchase-order-summary',
  title: '采购订单汇总',
  screen: '/purchase-order-summary',
  api: { prefix: '/purchase', name: 'PurchaseOrderSummary' },
  access: 'menu',
  fields: {
    orderDate: date('下单日期'),
    supplierId: ref('supplier', '供应商'),
    materielId: ref('materiel', '物料'),
    orders: int('订单数'),
    qty: kg('订购数量（kg）'),
    amount: amount('订单金额（元）', { permission: money }),
    inQty: kg('已入库数量（kg）'),
    returnedQty: kg('已退货数量（kg）'),
    openQty: kg('未入库数量（kg）'),
  },
  filters: ['orderDate', 'supplierId', 'materielId'],
  columns: ['supplierId', 'materielId', 'orders', 'qty', 'amount', 'inQty', 'returnedQty', 'openQty'],
  defaultSort: { field: 'amount', order: 'desc' },
  sortable: ['orders', 'qty', 'amount', 'inQty', 'returnedQty', 'openQty'],
  totals: ['orders', 'qty', 'amount', 'inQty', 'returnedQty', 'openQty'],
  description:
    '已下单（含已入库、已退货、已完成）的采购订单按供应商和物料汇总；已入库为净入库（扣除退货），未入库 = 订购 − 已入库（已关闭的明细不计）。含多种物料的订单在合计中只计一单。',
});

const receiptFields = {
  qty: kg('订购数量（kg）'),
  acceptedQty: kg('验收合格（kg）'),
  rejectedQty: kg('验收不合格（kg）'),
  putInQty: kg('入库数量（kg）'),
  returnedQty: kg('退货数量（kg）'),
  openQty: kg('未入库数量（kg）'),
};

/** 订单入库质检 (SPEC /purchase-order-warehouse-quality): per order, what arrived and how it fared. */
export const purchaseOrderQuality = defineReport({
  key: 'purchase-order-warehouse-quality',
  title: '采购订单入库质检',
  screen: QUALITY,
  api: { prefix: '/purchase', name: 'PurchaseOrderWarehouseQuality' },
  access: 'menu',
  fields: {
    orderId: int('采购订单'),
    number: text('订单号'),
    orderDate: date('下单日期'),
    supplierId: ref('supplier', '供应商'),
    statusLabel: text('订单状态'),
    ...receiptFields,
  },
  filters: ['number', 'orderDate', 'supplierId'],
  columns: [
    'number',
    'orderDate',
    'supplierId',
    'statusLabel',
    'qty',
    'acceptedQty',
    'rejectedQty',
    'putInQty',
    'returnedQty',
    'openQty',
  ],
  defaultSort: { field: 'number', order: 'desc' },
  sortable: ['number', 'orderDate'],
  totals: ['qty', 'acceptedQty', 'rejectedQty', 'putInQty', 'returnedQty', 'openQty'],
  drill: { number: { screen: `${QUALITY}/detail`, params: { orderId: 'orderId' } } },
  description:
    '验收合格含让步接收；入库、退货为已过账的入库单、采购退货单；未入库 = 订购 − 入库 + 退货（已关闭的明细不计）。只按订单和物料登记的不合格验收显示在该物料的每一明细行，订单和合计只计一次。点击订单号查看各明细行。',
});

/** …/detail: one order, line by line. */
export const purchaseOrderQualityDetail = defineReport({
  key: 'purchase-order-warehouse-quality-detail',
  title: '采购订单入库质检明细',
  screen: `${QUALITY}/detail`,
  api: { prefix: '/purchase', name: 'PurchaseOrderWarehouseQualityDetail' },
  access: 'menu',
  fields: {
    orderId: ref(purchaseOrder.key, '采购订单'),
    lineNo: int('行号'),
    materielId: ref('materiel', '物料'),
    ...receiptFields,
    closed: bool('已关闭'),
  },
  filters: ['orderId'],
  required: ['orderId'],
  columns: [
    'lineNo',
    'materielId',
    'qty',
    'acceptedQty',
    'rejectedQty',
    'putInQty',
    'returnedQty',
    'openQty',
    'closed',
  ],
  defaultSort: { field: 'lineNo', order: 'asc' },
  sortable: ['lineNo'],
  totals: ['qty', 'acceptedQty', 'rejectedQty', 'putInQty', 'returnedQty', 'openQty'],
});

export const purchaseOrderReports: ReportDef[] = [
  purchaseOrderSummary,
  purchaseOrderQuality,
  purchaseOrderQualityDetail,
];
