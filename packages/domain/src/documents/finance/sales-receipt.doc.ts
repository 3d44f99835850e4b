import { defineDocument } from '../define.ts';
import { amount, date, enumOf, ref, text } from '../fields.ts';
import { partyCurrency } from '../sales/customer-defaults.ts';
import { financeReviewTransitions } from './finance-transitions.ts';

/**
 * 销售收款 (SPEC /salesReceipts, calls under /finance/): money a customer paid, in the currency it
 * came in. 复核 puts it against the customer's receivable (未核销); written off against invoices
 * (核销) it becomes 已核销 once nothing of it is left — what is left before then is 预收 (an advance).
 */
const edit = { permission: 'finance-document-edit' } as const;
const money = 'sale-bill-price-amount';

export const salesReceipt = defineDocument({
  key: 'sales-receipt',
  title: '销售收款',
  table: 'fin_sales_receipts',
  screen: '/salesReceipts',
  api: { prefix: '/finance', name: 'SalesReceipt' },
  fields: {
    number: text('收款单号', { max: 30, immutable: true }),
    receiptDate: date('收款日期', { required: true, default: 'today', closedBy: 'ACCOUNTS' }),
    customerId: ref('customer', '客户', { required: true }),
    currencyId: ref('currency', '币种', { required: true, default: partyCurrency('customerId') }),
    amount: amount('收款金额', { required: true, decimals: 2, permission: money }),
    method: enumOf('receiptMethod', '收款方式', { required: true }),
    bankAccount: text('收款账户', { max: 60 }),
    verifiedAmount: amount('已核销金额', { readOnly: true, permission: money }),
    openAmount: amount('未核销金额', { derived: true, permission: money }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  display: ['number'],
  statuses: 'sales-receipt',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  // 待复核 keeps its month of 往来 open (a month closes only when every document in it is 复核).
  pendingPosting: ['APPROVAL_PENDING'],
  transitions: financeReviewTransitions({ invalidate: edit }),
  numbering: { field: 'number', prefix: 'SK', period: 'day', width: 3 },
  access: { view: 'session', edit },
  recordRule: { follows: 'customerId' },
  list: {
    filters: ['number', 'receiptDate', 'customerId', 'currencyId', 'method', 'status'],
    columns: [
      'number',
      'receiptDate',
      'customerId',
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
