import { defineDocument, reviewTransitions } from '../define.ts';
import { date, price, quantity, ref, text } from '../fields.ts';
import { customerCurrency } from './customer-defaults.ts';

/**
 * Sales prices (SPEC /salesPrice, /salesApprove, calls under /approve/).
 *
 * 基准价 (guide price): the lowest price a product may be sold at in a currency, from a date on,
 * proposed by the sales heads and reviewed by the sales director; the list of one product is its
 * history. 价格审批: a salesperson asks for one customer's price of a product (from a quantity on,
 * until a date); at or above the base price it is approved when saved, below it waits for the
 * director. An approved price is proposed on that customer's next order lines. The approval is
 * bound to what was approved: a change of product, price, quantity band or currency sends it back
 * to review, and its history says why.
 */
const review = { permission: 'sales-price-review' } as const;
const money = 'sale-bill-price-amount';

export const salesBasePrice = defineDocument({
  key: 'sales-base-price',
  title: '基准价',
  table: 'sal_base_prices',
  screen: '/salesPrice',
  api: { prefix: '/approve', name: 'BasePrice' },
  fields: {
    number: text('基准价单号', { max: 30, immutable: true }),
    productId: ref('product', '产品', { required: true }),
    currencyId: ref('currency', '币种', { required: true, default: { code: 'CNY' } }),
    price: price('基准价（含税单价/kg）', { required: true, permission: money }),
    effectiveDate: date('生效日期', { required: true }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  display: ['number'],
  statuses: 'sales-base-price',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'],
  transitions: [
    ...reviewTransitions({
      to: 'APPROVAL_APPROVED',
      reviewer: review,
      submitter: { permission: 'sales-basics-edit' },
      checker: true,
    }),
  ],
  numbering: { field: 'number', prefix: 'JZ', period: 'day', width: 3 },
  access: { view: 'session', edit: { permission: 'sales-basics-edit' } },
  list: {
    filters: ['number', 'productId', 'currencyId', 'effectiveDate', 'status'],
    columns: ['number', 'productId', 'currencyId', 'price', 'effectiveDate', 'remark', 'status'],
    defaultSort: { field: 'effectiveDate', order: 'desc' },
  },
  importable: true,
});

export const salesPriceApproval = defineDocument({
  key: 'sales-price-approval',
  title: '价格审批',
  table: 'sal_price_approvals',
  screen: '/salesApprove',
  api: { prefix: '/approve', name: 'PriceApprove' },
  fields: {
    number: text('审批单号', { max: 30, immutable: true }),
    customerId: ref('customer', '客户', { required: true }),
    productId: ref('product', '产品', { required: true }),
    currencyId: customerCurrency,
    minQty: quantity('起订数量（kg）', {
      min: 0,
      help: '订单行数量不少于此数时适用；不填则不限',
    }),
    price: price('申请单价（含税/kg）', { required: true, permission: money }),
    basePrice: price('基准价', { readOnly: true, permission: money, help: '保存时按当日有效的基准价带出' }),
    validUntil: date('有效期至'),
    reason: text('申请理由', { max: 200, multiline: true }),
    voidReason: text('重新审核原因', { max: 300, readOnly: true, list: false }),
  },
  display: ['number'],
  statuses: 'sales-price-approval',
  initialStatus: 'APPROVAL_PENDING',
  // An approved price may be edited: the edit sends it back to review when it touches what was
  // approved (the hooks), so the approval never covers something else.
  draftStatuses: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'APPROVAL_APPROVED'],
  transitions: [
    ...reviewTransitions({
      to: 'APPROVAL_APPROVED',
      reviewer: review,
      submitter: { permission: 'sales-order-edit' },
      checker: true,
    }),
  ],
  numbering: { field: 'number', prefix: 'SP', period: 'day', width: 3 },
  access: { view: 'session', edit: { permission: 'sales-order-edit' } },
  recordRule: { follows: 'customerId' },
  list: {
    filters: ['number', 'customerId', 'productId', 'currencyId', 'status'],
    columns: [
      'number',
      'customerId',
      'productId',
      'currencyId',
      'minQty',
      'price',
      'basePrice',
      'validUntil',
      'reason',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
});
