import { defineDocument } from '../define.ts';
import { amount, date, enumOf, ref, text } from '../fields.ts';
import { partyCurrency } from '../sales/customer-defaults.ts';
import { financeReviewTransitions } from './finance-transitions.ts';

/**
 * 采购付款 (SPEC /purchasePayment, calls under /purchaseInvoice/): money paid to a supplier, in the
 * currency it went out in. Purchasing requests it (付款申请, its view /purchase-payment); finance's
 * 复核 is the payment going out, against the supplier's payable (未核销); written off against
 * purchase invoices it becomes 已核销 once nothing is left — what is left before then is 预付
 * (an advance). Purchasing (SPEC §6 purchase-payment-invalidate) voids a request not yet paid.
 */
const edit = { permission: 'purchase-finance-edit' } as const;
const money = 'material-bill-price-amount';

export const purchasePayment = defineDocument({
  key: 'purchase-payment',
  title: '采购付款',
  table: 'fin_purchase_payments',
  screen: '/purchasePayment',
  api: { prefix: '/purchaseInvoice', name: 'PurchasePayment' },
  fields: {
    number: text('付款单号', { max: 30, immutable: true }),
    payDate: date('付款日期', { required: true, default: 'today', closedBy: 'ACCOUNTS' }),
    supplierId: ref('supplier', '供应商', { required: true }),
    currencyId: ref('currency', '币种', { required: true, default: partyCurrency('supplierId') }),
    amount: amount('付款金额', { required: true, decimals: 2, permission: money }),
    method: enumOf('receiptMethod', '付款方式', { required: true }),
    bankAccount: text('收款账户', { max: 60, help: '供应商的开户行及账号' }),
    verifiedAmount: amount('已核销金额', { readOnly: true, permission: money }),
    openAmount: amount('未核销金额（预付）', { derived: true, permission: money }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  display: ['number'],
  statuses: 'purchase-payment',
  initialStatus: 'APPROVAL_PENDING',
  // 待复核 keeps its month of the 往来 book open (month close).
  pendingPosting: ['APPROVAL_PENDING'],
  draftStatuses: ['APPROVAL_PENDING'],
  transitions: financeReviewTransitions({ invalidate: { permission: 'purchase-payment-invalidate' } }),
  numbering: { field: 'number', prefix: 'FK', period: 'day', width: 3 },
  access: { view: 'session', edit },
  list: {
    filters: ['number', 'payDate', 'supplierId', 'currencyId', 'method', 'status'],
    columns: [
      'number',
      'payDate',
      'supplierId',
      'currencyId',
      'amount',
      'method',
      'verifiedAmount',
      'openAmount',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
});
