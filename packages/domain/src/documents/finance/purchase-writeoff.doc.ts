import { purchaseOpeningBalance } from './opening-balance.ts';
import { purchaseInvoice } from './purchase-invoice.doc.ts';
import { purchasePayment } from './purchase-payment.doc.ts';
import { writeOffDocument, writtenOff } from './write-off.ts';

/**
 * 付款核销: a payment to a supplier written off against their purchase invoices or opening balances
 * (期初应付, one or the other) — write-off.ts; what of a payment is not written off is 预付.
 */
export const purchaseWriteOff = writeOffDocument({
  key: 'purchase-writeoff',
  title: '付款核销',
  table: 'fin_purchase_writeoffs',
  screen: '/purchase-writeoff',
  api: { prefix: '/purchaseInvoice', name: 'PurchaseWriteOff' },
  party: { field: 'supplierId', target: 'supplier', label: '供应商' },
  invoice: {
    target: 'purchase-invoice',
    label: '采购发票',
    draws: writtenOff(purchaseInvoice, {
      noun: '采购发票',
      amount: 'totalAmount',
      party: 'supplierId',
      date: 'invoiceDate',
      spent: ['redAmount'],
    }),
  },
  opening: {
    field: 'openingId',
    target: 'purchase-opening-balance',
    label: '期初应付',
    draws: writtenOff(purchaseOpeningBalance, {
      noun: '期初应付',
      amount: 'amount',
      party: 'supplierId',
      date: 'openDate',
    }),
  },
  payment: {
    field: 'paymentId',
    target: 'purchase-payment',
    label: '采购付款',
    draws: writtenOff(purchasePayment, {
      noun: '付款',
      amount: 'amount',
      party: 'supplierId',
      date: 'payDate',
    }),
  },
  money: 'material-bill-price-amount',
  edit: 'finance-document-edit',
  numberPrefix: 'FH',
});
