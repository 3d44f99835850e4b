import { defineDocument } from '../define.ts';
import { amount, date, enumOf, int, price, quantity, ref, text } from '../fields.ts';
import { drawsOn } from '../links.ts';
import { salesDelivery } from '../sales/sales-delivery.doc.ts';
import { financeReviewTransitions } from './finance-transitions.ts';
import { salesInvoice } from './sales-invoice.doc.ts';

/**
 * 红字发票 (SPEC: sales invoices' "red-flag change"; issue 18 item 2): reverses lines of one issued
 * blue invoice, always naming it (number and date) and why (开票有误, 销售退货, 服务终止, 销售折让).
 * Its lines draw on the blue lines (已红冲数量: never more than the blue one still has) at the
 * blue price; 复核 takes its amount off the blue invoice's open amount — reversing the blue's
 * write-offs, newest first, where the blue was already paid (the receipts become 预收 again) — and
 * gives the quantity back to the deliveries' 已开票数量, so goods invoiced wrongly can be invoiced
 * again (returned goods cannot: what came back is not invoiceable).
 */
const edit = { permission: 'finance-document-edit' } as const;
const money = 'sale-bill-price-amount';

export const salesRedInvoice = defineDocument({
  key: 'sales-red-invoice',
  title: '红字发票',
  table: 'fin_sales_red_invoices',
  screen: '/salesRedInvoice',
  api: { prefix: '/finance', name: 'SalesRedInvoice' },
  fields: {
    number: text('红冲单号', { max: 30, immutable: true }),
    redDate: date('红冲日期', { required: true, closedBy: 'ACCOUNTS' }),
    customerId: ref('customer', '客户', { required: true }),
    blueInvoiceId: ref('sales-invoice', '蓝字发票', {
      required: true,
      dependsOn: { field: 'customerId', param: 'customerId' },
    }),
    blueDate: date('蓝字发票日期', { readOnly: true }),
    redReason: enumOf('redReason', '红冲原因', { required: true }),
    returnId: ref('sales-return', '销售退货单', {
      dependsOn: { field: 'customerId', param: 'customerId' },
      help: '红冲原因为销售退货时必选：本单冲减该退货单的开票',
    }),
    invoiceNo: text('红字发票号码', { max: 30, format: 'digits' }),
    currencyId: ref('currency', '币种', { readOnly: true }),
    totalAmount: amount('红冲金额', { readOnly: true, permission: money }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '红冲明细',
    fields: {
      productId: ref('product', '产品', { required: true }),
      qty: quantity('红冲数量（kg）', { required: true }),
      price: price('含税单价', { readOnly: true, permission: money }),
      amount: amount('红冲金额', { readOnly: true, permission: money }),
      blueLineId: int('蓝字发票行', { readOnly: true, help: '选单或下推时自动关联' }),
      deliveryLineId: int('出库单行', { readOnly: true, help: '随蓝字发票行带出' }),
    },
  },
  display: ['number'],
  statuses: 'invoice',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  // 待复核 keeps its month of 往来 open (a month closes only when every document in it is 复核).
  pendingPosting: ['APPROVAL_PENDING'],
  transitions: financeReviewTransitions({ invalidate: edit, issuedAs: 'VERIFIED' }),
  numbering: { field: 'number', prefix: 'HZ', period: 'day', width: 3 },
  access: { view: 'session', edit },
  recordRule: { follows: 'customerId' },
  list: {
    filters: ['number', 'redDate', 'customerId', 'blueInvoiceId', 'redReason', 'returnId', 'status'],
    columns: [
      'number',
      'redDate',
      'customerId',
      'blueInvoiceId',
      'blueDate',
      'redReason',
      'invoiceNo',
      'currencyId',
      'totalAmount',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  links: [
    {
      key: 'invoice-red',
      verb: '红冲',
      source: drawsOn(salesInvoice, {
        noun: '蓝字发票',
        qty: 'qty',
        drawn: 'redQty',
        statuses: ['UNVERIFIED', 'VERIFIED'],
        party: 'customerId',
      }),
      line: 'blueLineId',
      qty: 'qty',
      counts: ['VERIFIED'],
      header: 'blueInvoiceId',
      copy: { productId: 'productId', price: 'price', deliveryLineId: 'deliveryLineId' },
      headerCopy: { customerId: 'customerId', currencyId: 'currencyId' },
      party: 'customerId',
    },
    // …and gives the quantity back to the delivery line's 已开票数量.
    {
      key: 'red-delivery',
      verb: '红冲',
      returns: {},
      source: drawsOn(salesDelivery, {
        noun: '出库单',
        qty: 'qty',
        drawn: 'invoicedQty',
        statuses: ['OUT_PUT_WAREHOUSE', 'RETURNED'],
        party: 'customerId',
      }),
      line: 'deliveryLineId',
      qty: 'qty',
      counts: ['VERIFIED'],
      copy: { productId: 'productId' },
      party: 'customerId',
    },
  ],
  print: {
    title: '红字发票通知单',
    fields: [
      'number',
      'redDate',
      'customerId',
      'blueInvoiceId',
      'blueDate',
      'redReason',
      'invoiceNo',
      'totalAmount',
    ],
    items: ['productId', 'qty', 'price', 'amount'],
    signatures: ['开票人', '复核人'],
  },
});
