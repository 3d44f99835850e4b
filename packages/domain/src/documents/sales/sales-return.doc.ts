import { defineDocument, reviewTransitions } from '../define.ts';
import { amount, date, enumOf, int, price, quantity, ref, text } from '../fields.ts';
import { productSide } from '../inventory/stock-side.ts';
import { drawsOn } from '../links.ts';
import { salesDelivery } from './sales-delivery.doc.ts';
import { salesOrder } from './sales-order.doc.ts';

/**
 * 销售退货单 (SPEC /salesRefunds, calls under /order/): goods of a delivery the customer sends back.
 * Sales makes it from delivered lines (选单 / 下推: product, batch, slot, the cost they left at and
 * the price they were sold at — the server takes them from the delivery line, never from the
 * form), never more than delivered and not yet returned; the sales director reviews it, and the
 * store's 确认退货 (SPEC §6 sales-return-confirm) takes the goods back into stock at the cost the
 * delivery took out — not today's average — and takes the quantity back off the order line's
 * 已发货, so the order reads 已退货 and may be delivered again.
 */
const edit = { permission: 'sales-order-edit' } as const;
const review = { permission: 'sales-price-review' } as const;
const money = 'sale-bill-price-amount';
const cost = 'warehouse-amount';

export const salesReturn = defineDocument({
  key: 'sales-return',
  title: '销售退货单',
  table: 'sal_returns',
  screen: '/salesRefunds',
  api: { prefix: '/order', name: 'SalesReturn' },
  fields: {
    number: text('退货单号', { max: 30, immutable: true }),
    returnDate: date('退货日期', { required: true, default: 'today', closedBy: productSide.kind }),
    customerId: ref('customer', '客户', { required: true }),
    warehouseId: ref('warehouse', '退货仓库', { required: true }),
    currencyId: ref('currency', '币种', { readOnly: true }),
    totalAmount: amount('退货金额（含税）', { readOnly: true, permission: money }),
    costAmount: amount('成本金额（元）', { readOnly: true, permission: cost, list: false }),
    reason: text('退货原因', { required: true, max: 200, multiline: true }),
    invoiceState: enumOf('returnInvoiceState', '开票状态', {
      derived: true,
      help: '红冲原因为销售退货并选择本单的红字发票：待复核；已复核但未冲足各行退货数量：未核销；冲足：已核销',
    }),
  },
  items: {
    title: '退货明细',
    fields: {
      productId: ref('product', '产品', { required: true }),
      batchNo: text('批号', { max: 40, readOnly: true }),
      allocationId: ref('allocation', '货位', { readOnly: true }),
      qty: quantity('退货数量（kg）', { required: true }),
      price: price('销售单价（含税）', { readOnly: true, permission: money }),
      amount: amount('退货金额（含税）', { readOnly: true, permission: money }),
      costPrice: price('出库成本单价（元/kg）', { readOnly: true, permission: cost }),
      costAmount: amount('成本金额（元）', { readOnly: true, permission: cost }),
      deliveryLineId: int('出库单行', { readOnly: true, help: '选单或下推时自动关联' }),
      orderLineId: int('销售订单行', { readOnly: true, help: '随出库单行带出' }),
    },
  },
  display: ['number'],
  statuses: 'sales-return',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'],
  pendingPosting: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'RETURN_PENDING'],
  transitions: [
    ...reviewTransitions({ to: 'RETURN_PENDING', reviewer: review, submitter: edit }),
    {
      action: 'DISCARD',
      label: '反审核',
      from: ['RETURN_PENDING'],
      to: 'APPROVAL_PENDING',
      allow: review,
      unaudits: true,
    },
    {
      action: 'CONFIRM',
      label: '确认退货',
      from: ['RETURN_PENDING'],
      to: 'RETURNED',
      allow: { permission: 'sales-return-confirm' },
    },
  ],
  numbering: { field: 'number', prefix: 'XSTH', period: 'day', width: 3 },
  access: { view: 'session', edit },
  recordRule: { follows: 'customerId' },
  // 开票状态 (SPEC §4 sales-return invoice), from the red invoices of reason 销售退货 naming it: issued
  // (复核) ones covering every delivery line's returned quantity → 已核销, less → 未核销; none issued
  // but one waiting → 待复核; else 未开票.
  billing: {
    field: 'invoiceState',
    qty: 'qty',
    states: { none: 'NOT_INVOICED', partly: 'UNVERIFIED', fully: 'VERIFIED' },
    by: {
      key: 'sales-red-invoice',
      header: 'returnId',
      match: 'deliveryLineId',
      counts: ['VERIFIED'],
      issued: ['VERIFIED'],
      pending: { statuses: ['APPROVAL_PENDING'], state: 'APPROVAL_PENDING', whileNone: true },
    },
  },
  list: {
    filters: ['number', 'returnDate', 'customerId', 'warehouseId', 'invoiceState', 'status'],
    columns: [
      'number',
      'returnDate',
      'customerId',
      'warehouseId',
      'totalAmount',
      'reason',
      'invoiceState',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  links: [
    // 确认退货 counts each line on the delivery line it sends back (已退货, never more than delivered).
    {
      key: 'delivery-return',
      verb: '退货',
      source: drawsOn(salesDelivery, {
        noun: '出库单',
        qty: 'qty',
        drawn: 'returnedQty',
        statuses: ['OUT_PUT_WAREHOUSE'],
        rollUp: { pending: 'OUT_PUT_WAREHOUSE', full: 'RETURNED' },
        party: 'customerId',
      }),
      line: 'deliveryLineId',
      qty: 'qty',
      counts: ['RETURNED'],
      copy: {
        productId: 'productId',
        batchNo: 'batchNo',
        allocationId: 'allocationId',
        costPrice: 'price',
        price: 'salePrice',
        orderLineId: 'orderLineId',
      },
      headerCopy: { customerId: 'customerId', warehouseId: 'warehouseId', currencyId: 'currencyId' },
      party: 'customerId',
      // At save: a posted delivery of the customer, one currency (more than went out: at 确认退货).
      save: {
        required: '请从已出库的销售出库单选单',
        messages: {
          status: (r) => `${r.at}出库单 ${r.number} 尚未出库，不能退货`,
          mixed: () => '一张退货单只能退同一币种的出库单',
        },
      },
    },
    // …and takes it back off the order line's 已发货, to be delivered again.
    {
      key: 'order-return',
      verb: '退货',
      returns: {},
      source: drawsOn(salesOrder, {
        noun: '订单',
        qty: 'qty',
        drawn: 'deliveredQty',
        statuses: ['DELIVERY_PENDING', 'OUT_PUT_WAREHOUSE', 'RETURN', 'DONE'],
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
      counts: ['RETURNED'],
      copy: { productId: 'productId' },
      party: 'customerId',
      allowance: { percent: 500, item: 'productId' },
    },
  ],
  print: {
    title: '销售退货单',
    fields: ['number', 'returnDate', 'customerId', 'warehouseId', 'totalAmount', 'reason'],
    items: ['productId', 'batchNo', 'qty', 'price', 'amount'],
    signatures: ['业务员', '销售总监', '仓管员', '客户'],
  },
});
