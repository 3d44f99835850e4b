import { writeOffDocument } from './write-off.ts';

/**
 * 收款核销: a customer's receipt written off against their sales invoices or opening balances
 * (期初应收, one or the other) — write-off.ts.
 */
export const salesWriteOff = writeOffDocument({
  key: 'sales-writeoff',
  title: '收款核销',
  table: 'fin_sales_writeoffs',
  screen: '/sales-writeoff',
  api: { prefix: '/finance', name: 'SalesWriteOff' },
  party: { field: 'customerId', target: 'customer', label: '客户' },
  invoice: { target: 'sales-invoice', label: '销售发票' },
  opening: { field: 'openingId', target: 'sales-opening-balance', label: '期初应收' },
  payment: { field: 'receiptId', target: 'sales-receipt', label: '销售收款' },
  money: 'sale-bill-price-amount',
  edit: 'finance-document-edit',
  numberPrefix: 'HX',
  recordRule: { follows: 'customerId' },
});
