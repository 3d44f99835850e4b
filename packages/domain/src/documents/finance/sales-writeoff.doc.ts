import { defineDocument } from '../define.ts';
import { amount, date, ref, text } from '../fields.ts';

/**
 * 核销 (issue 18 item 4): a receipt applied to an invoice (or an opening balance, 期初应收) of the same
 * customer and currency, by hand
 * or oldest-first (自动核销 on the receipts). Saving it moves both sides' 已核销金额 (an edit moves
 * them by the difference); neither side may go past its amount; 撤销 restores both exactly. An
 * invoice or receipt with nothing left open reads 已核销.
 */
const edit = { permission: 'finance-document-edit' } as const;
const money = 'sale-bill-price-amount';

export const salesWriteOff = defineDocument({
  key: 'sales-writeoff',
  title: '收款核销',
  table: 'fin_sales_writeoffs',
  screen: '/sales-writeoff',
  api: { prefix: '/finance', name: 'SalesWriteOff' },
  fields: {
    number: text('核销单号', { max: 30, immutable: true }),
    writeDate: date('核销日期', { required: true, closedBy: 'ACCOUNTS' }),
    customerId: ref('customer', '客户', { required: true }),
    invoiceId: ref('sales-invoice', '销售发票', {
      dependsOn: { field: 'customerId', param: 'customerId' },
      help: '销售发票与期初应收选其一',
    }),
    openingId: ref('sales-opening-balance', '期初应收', {
      dependsOn: { field: 'customerId', param: 'customerId' },
    }),
    receiptId: ref('sales-receipt', '销售收款', {
      required: true,
      dependsOn: { field: 'customerId', param: 'customerId' },
    }),
    amount: amount('核销金额', { required: true, permission: money }),
    remark: text('备注', { max: 200 }),
  },
  display: ['number'],
  statuses: 'write-off',
  initialStatus: 'NORMAL',
  draftStatuses: ['NORMAL'],
  transitions: [{ action: 'INVALIDATE', label: '撤销', from: ['NORMAL'], to: 'DISCARDED', allow: edit }],
  numbering: { field: 'number', prefix: 'HX', period: 'day', width: 3 },
  access: { view: 'session', edit },
  recordRule: { follows: 'customerId' },
  list: {
    filters: ['number', 'writeDate', 'customerId', 'invoiceId', 'openingId', 'receiptId', 'status'],
    columns: [
      'number',
      'writeDate',
      'customerId',
      'invoiceId',
      'openingId',
      'receiptId',
      'amount',
      'remark',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
});
