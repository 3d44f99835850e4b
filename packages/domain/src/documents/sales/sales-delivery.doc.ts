import type { StatusOf } from '../../statuses.ts';
import { defineDocument, reviewTransitions, type TransitionDef } from '../define.ts';
import { amount, date, enumOf, int, price, quantity, ref, text } from '../fields.ts';
import { outLineFields, shippingKeys, waybillAmend, waybillPrint } from '../inventory/stock-documents.ts';
import { productSide } from '../inventory/stock-side.ts';
import { drawsOn } from '../links.ts';
import { customerShippingFields } from './customer-defaults.ts';
import { salesOrder } from './sales-order.doc.ts';

/**
 * 销售出库单 (SPEC /salesOdo, calls under /order/ "product stock-out"): a delivery to one customer,
 * drawing on the lines of one or more of its confirmed orders (partial deliveries; several orders
 * on one delivery). Sales keys it (选单 / 下推 from the orders); lines without a batch get batches
 * first-expiry-first-out when saved, and the store may change them. The sales director reviews it
 * (SPEC §6 sales warehouse-out review), then the store's 出库 issues it from the product warehouse
 * at the moving average, counts it on the order lines (已发货) and moves the orders' reservations
 * to what is still open. The carrier's waybill prints from it; 延期天数 is the delivery date
 * against the earliest promised date of its orders.
 */
const edit = { permission: 'sales-warehouse-out-edit' } as const;
const review = { permission: 'sales-warehouse-out-review' } as const;
const money = 'sale-bill-price-amount';

/**
 * A sale leaving a warehouse (products on orders, materials sold as they are): sales keys it, the
 * sales director reviews it, the store's 出库 posts it; it may be voided until it is out.
 */
export const salesOutTransitions = [
  ...reviewTransitions({ to: 'OUT_PUT_WAREHOUSE_PENDING', reviewer: review, submitter: edit }),
  {
    action: 'DISCARD',
    label: '反审核',
    from: ['OUT_PUT_WAREHOUSE_PENDING'],
    to: 'APPROVAL_PENDING',
    allow: review,
    unaudits: true,
  },
  {
    action: 'WAREHOUSE-OUT',
    label: '出库',
    from: ['OUT_PUT_WAREHOUSE_PENDING'],
    to: 'OUT_PUT_WAREHOUSE',
    allow: { permission: 'warehouse-review' },
  },
  {
    action: 'INVALIDATE',
    label: '作废',
    from: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'OUT_PUT_WAREHOUSE_PENDING'],
    to: 'DISCARDED',
    allow: edit,
  },
] as const satisfies readonly TransitionDef<StatusOf<'warehouse-out'>>[];

export const salesDelivery = defineDocument({
  key: 'sales-delivery',
  title: '销售出库单',
  table: 'sal_deliveries',
  screen: '/salesOdo',
  api: { prefix: '/order', name: 'ProductStockOut' },
  fields: {
    number: text('出库单号', { max: 30, immutable: true }),
    outDate: date('出库日期', { required: true, default: 'today', closedBy: productSide.kind }),
    customerId: ref('customer', '客户', { required: true }),
    warehouseId: ref('warehouse', '发货仓库', { required: true }),
    currencyId: ref('currency', '币种', { readOnly: true, help: '取所选订单的币种' }),
    promisedDate: date('承诺交期', { readOnly: true, help: '所选订单中最早的交货日期' }),
    delayDays: int('延期天数', {
      derived: true,
      help: '出库日期（未出库的按今天）晚于承诺交期的天数',
    }),
    saleAmount: amount('销售金额（含税）', { readOnly: true, permission: money }),
    creditState: enumOf('creditState', '信用审核', {
      readOnly: true,
      help: '应收 + 已出库未开票 + 本单超出客户信用额度时须销售总监或财务信用审核；修改金额后须重新审核',
    }),
    invoiceState: enumOf('deliveryInvoiceState', '开票状态', {
      derived: true,
      help: '各行扣除退货后的数量均已开票为已开票',
    }),
    ...customerShippingFields,
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '出库明细',
    fields: {
      ...outLineFields(productSide, { batchRequired: false }),
      salePrice: price('销售单价（含税）', { readOnly: true, permission: money }),
      saleAmount: amount('销售金额（含税）', { readOnly: true, permission: money }),
      orderLineId: int('销售订单行', { readOnly: true, help: '选单或下推时自动关联' }),
      returnedQty: quantity('已退货数量（kg）', { readOnly: true, help: '由销售退货单自动累计' }),
      invoicedQty: quantity('已开票数量（kg）', { readOnly: true, help: '由销售发票自动累计' }),
    },
  },
  display: ['number'],
  statuses: 'warehouse-out',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'],
  pendingPosting: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'OUT_PUT_WAREHOUSE_PENDING'],
  transitions: salesOutTransitions,
  // The store keys the carrier and 运单号 while doing 出库 and may correct them after.
  amend: waybillAmend,
  numbering: { field: 'number', prefix: 'XSCK', period: 'day', width: 3 },
  access: { view: 'session', edit },
  recordRule: { follows: 'customerId' },
  // 开票状态 (SPEC §4 warehouse-out-invoice): every line invoiced up to what went out less what came back.
  billing: {
    field: 'invoiceState',
    qty: 'qty',
    billed: ['invoicedQty'],
    spent: ['returnedQty'],
    states: { none: 'NOT_INVOICED', fully: 'INVOICED' },
  },
  list: {
    filters: [
      'number',
      'outDate',
      'customerId',
      'warehouseId',
      'expressId',
      'waybillNo',
      'invoiceState',
      'status',
    ],
    columns: [
      'number',
      'outDate',
      'customerId',
      'warehouseId',
      'promisedDate',
      'delayDays',
      'saleAmount',
      'expressId',
      'waybillNo',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  links: [
    {
      key: 'order-delivery',
      verb: '发货',
      source: drawsOn(salesOrder, {
        noun: '订单',
        qty: 'qty',
        drawn: 'deliveredQty',
        statuses: ['DELIVERY_PENDING', 'OUT_PUT_WAREHOUSE', 'RETURN'],
        rollUp: {
          pending: 'DELIVERY_PENDING',
          partial: 'OUT_PUT_WAREHOUSE',
          full: 'DONE',
          returned: 'RETURN',
        },
        party: 'customerId',
      }),
      line: 'orderLineId',
      qty: 'qty',
      counts: ['OUT_PUT_WAREHOUSE', 'RETURNED'],
      copy: { productId: 'productId', salePrice: 'price' },
      // 下推 keeps what the order keyed: its shipping warehouse, currency and delivery address.
      headerCopy: {
        customerId: 'customerId',
        warehouseId: 'warehouseId',
        currencyId: 'currencyId',
        receiver: 'addressId.receiver',
        receiverPhone: 'addressId.receiverPhone',
        receiverAddress: 'addressId.address',
      },
      party: 'customerId',
      allowance: { percent: 500, item: 'productId' },
      // At save: a confirmed order of the customer, one currency (past the allowance: at 出库).
      save: {
        required: '请从已确认的销售订单选单',
        messages: {
          status: (r) => `${r.at}订单 ${r.number} 未确认或已完结，不能发货`,
          mixed: () => '一张出库单只能发同一币种的订单',
        },
      },
    },
  ],
  print: {
    title: '销售出库单',
    fields: ['number', 'outDate', 'customerId', 'warehouseId', 'receiver', 'promisedDate', 'remark'],
    items: ['productId', 'batchNo', 'allocationId', 'qty'],
    signatures: ['仓管员', '收货人', '审核人'],
  },
  prints: [
    {
      title: '送货单',
      fields: ['number', 'outDate', 'customerId', 'receiver', ...shippingKeys, 'remark'],
      items: ['productId', 'batchNo', 'qty', 'salePrice', 'saleAmount'],
      signatures: ['发货人', '承运人', '收货人签收'],
      letterhead: true,
    },
    waybillPrint(['number', 'outDate', 'warehouseId']),
  ],
});
