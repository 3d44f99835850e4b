import { salesOpeningBalance } from './opening-balance.ts';
import { salesInvoice } from './sales-invoice.doc.ts';
import { salesReceipt } from './sales-receipt.doc.ts';
import { writeOffDocument, writtenOff } from './write-off.ts';

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
  invoice: {
    target: 'sales-invoice',
    label: '销售发票',
    draws: writtenOff(salesInvoice, {
      noun: '发票',
      amount: 'totalAmount',
      party: 'customerId',
      date: 'invoiceDate',
      spent: ['redAmount'],
    }),
  },
  opening: {
    field: 'openingId',
    target: 'sales-opening-balance',
    label: '期初应收',
    draws: writtenOff(salesOpeningBalance, {
      noun: '期初应收',
      amount: 'amount',
      party: 'customerId',
      date: 'openDate',
    }),
  },
  payment: {
    field: 'receiptId',
    target: 'sales-receipt',
    label: '销售收款',
    draws: writtenOff(salesReceipt, {
      noun: '收款',
      amount: 'amount',
      party: 'customerId',
      date: 'receiptDate',
    }),
  },
  money: 'sale-bill-price-amount',
  edit: 'finance-document-edit',
  numberPrefix: 'HX',
  recordRule: { follows: 'customerId' },
});
