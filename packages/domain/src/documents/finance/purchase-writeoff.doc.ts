import { writeOffDocument } from './write-off.ts';

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
  invoice: { target: 'purchase-invoice', label: '采购发票' },
  opening: { field: 'openingId', target: 'purchase-opening-balance', label: '期初应付' },
  payment: { field: 'paymentId', target: 'purchase-payment', label: '采购付款' },
  money: 'material-bill-price-amount',
  edit: 'finance-document-edit',
  numberPrefix: 'FH',
});
