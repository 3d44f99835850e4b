import { defineDocument } from '../define.ts';
import { amount, date, enumOf, price, quantity, ref, text } from '../fields.ts';

/**
 * The customer's documents of the CRM: samples sent, quotations, complaints. Each names its
 * customer and follows the customer's record rule; a frozen customer gets none of them new.
 */
const crmEdit = { permission: 'crm-edit' } as const;

/** 客户样品 (customer → sample manager): confirm, anti-examine (反审核), scrap (作废). */
export const customerSample = defineDocument({
  key: 'customer-sample',
  title: '客户样品',
  table: 'crm_samples',
  screen: '/customer-sample',
  api: { prefix: '/customer', name: 'Sample' },
  fields: {
    number: text('样品单号', { max: 30 }),
    customerId: ref('customer', '客户', { required: true }),
    productId: ref('product', '产品', { required: true }),
    batchNo: text('批号', { max: 40 }),
    qty: quantity('数量（kg）', { required: true }),
    sendDate: date('寄样日期', { required: true, default: 'today' }),
    result: enumOf('sampleResult', '测试结果', { required: true }),
    feedback: text('客户反馈', { max: 500, multiline: true }),
  },
  display: ['number'],
  statuses: 'customer-sample',
  initialStatus: 'NEW',
  draftStatuses: ['NEW'],
  numbering: { field: 'number', prefix: 'YP', period: 'day', width: 3 },
  transitions: [
    { action: 'CONFIRM', label: '确认', from: ['NEW'], to: 'CONFIRMED', allow: crmEdit, audits: true },
    { action: 'DISCARD', label: '反审核', from: ['CONFIRMED'], to: 'NEW', allow: crmEdit, unaudits: true },
    { action: 'INVALIDATE', label: '作废', from: ['NEW'], to: 'DISCARDED', allow: crmEdit },
  ],
  access: { view: 'session', edit: crmEdit },
  recordRule: { follows: 'customerId' },
  list: {
    filters: ['number', 'customerId', 'productId', 'sendDate', 'result', 'status'],
    columns: [
      'number',
      'customerId',
      'productId',
      'batchNo',
      'qty',
      'sendDate',
      'result',
      'feedback',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
});

/** 报价单 (offers): lines of product, quantity, price and validity; the Excel is the customer's copy. */
export const customerQuotation = defineDocument({
  key: 'customer-quotation',
  title: '报价单',
  table: 'crm_quotations',
  screen: '/customer-quotation',
  api: { prefix: '/customer', name: 'Offer' },
  fields: {
    number: text('报价单号', { max: 30 }),
    customerId: ref('customer', '客户', { required: true }),
    quoteDate: date('报价日期', { required: true, default: 'today' }),
    validUntil: date('有效期至', { required: true }),
    contactId: ref('customer-contact', '联系人', { dependsOn: { field: 'customerId', param: 'customerId' } }),
    remark: text('备注', { max: 500, multiline: true }),
  },
  items: {
    title: '报价明细',
    fields: {
      // A quotation names no warehouse: the product's stock in every finished-goods warehouse.
      productId: ref('product', '产品', { required: true, stock: { side: 'product' } }),
      qty: quantity('数量（kg）', { required: true }),
      price: price('单价（元/kg）', { required: true, permission: 'sale-bill-price-amount' }),
      amount: amount('金额（元）', { readOnly: true, permission: 'sale-bill-price-amount' }),
      validUntil: date('价格有效期至'),
      orderedQty: quantity('已下单数量（kg）', { readOnly: true, help: '由销售订单自动累计' }),
    },
  },
  display: ['number'],
  statuses: 'customer-quotation',
  initialStatus: 'NEW',
  draftStatuses: [],
  numbering: { field: 'number', prefix: 'BJ', period: 'day', width: 3 },
  transitions: [{ action: 'INVALIDATE', label: '作废', from: ['NEW'], to: 'DISCARDED', allow: crmEdit }],
  access: { view: 'session', edit: crmEdit },
  recordRule: { follows: 'customerId' },
  list: {
    filters: ['number', 'customerId', 'quoteDate', 'status'],
    columns: ['number', 'customerId', 'quoteDate', 'validUntil', 'contactId', 'status'],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: {
    title: '报价单',
    fields: ['number', 'customerId', 'contactId', 'quoteDate', 'validUntil', 'remark'],
    items: ['productId', 'qty', 'price', 'amount', 'validUntil'],
    signatures: ['报价人', '客户确认'],
  },
});

/**
 * 客户投诉 (SPEC /customer-complaint): what the customer reports of which product and batch, the
 * photos (attachments, 5 MB each), how it was handled and the outcome; 结案 closes it.
 */
export const customerComplaint = defineDocument({
  key: 'customer-complaint',
  title: '客户投诉',
  table: 'crm_complaints',
  screen: '/customer-complaint',
  api: { prefix: '/customer', name: 'Complaint' },
  fields: {
    number: text('投诉单号', { max: 30 }),
    customerId: ref('customer', '客户', { required: true }),
    complaintDate: date('投诉日期', { required: true, default: 'today' }),
    productId: ref('product', '产品', { required: true }),
    batchNo: text('批号', { required: true, max: 40, help: '产品批号，须是该产品入过库的批号' }),
    description: text('问题描述', { required: true, max: 1000, multiline: true }),
    handling: text('处理过程', { max: 2000, multiline: true }),
    outcome: text('处理结果', { max: 500, multiline: true }),
  },
  display: ['number'],
  statuses: 'customer-complaint',
  initialStatus: 'PROCESSING',
  draftStatuses: ['PROCESSING'],
  numbering: { field: 'number', prefix: 'TS', period: 'day', width: 3 },
  transitions: [
    { action: 'CLOSE', label: '结案', from: ['PROCESSING'], to: 'DONE', allow: crmEdit, audits: true },
    { action: 'REOPEN', label: '重新处理', from: ['DONE'], to: 'PROCESSING', allow: crmEdit, unaudits: true },
  ],
  access: { view: 'session', edit: crmEdit },
  recordRule: { follows: 'customerId' },
  list: {
    filters: ['number', 'customerId', 'productId', 'complaintDate', 'status'],
    columns: [
      'number',
      'customerId',
      'complaintDate',
      'productId',
      'batchNo',
      'description',
      'outcome',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
});
