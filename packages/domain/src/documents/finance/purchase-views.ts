import { defineView } from '../views.ts';
import { purchaseInvoice } from './purchase-invoice.doc.ts';
import { purchasePayment } from './purchase-payment.doc.ts';

/**
 * Purchasing's screens of finance's purchase declarations (SPEC /invoice + /detail,
 * /purchase-payment + /info): the same records, rules and chain, under purchasing's menu — every
 * record (nothing fixed), as finance's lists show them. 供应商发票: two menu titles may not read alike.
 */
export const purchaseInvoiceView = defineView(purchaseInvoice, {
  title: '供应商发票',
  screen: '/invoice',
  detail: '/invoice/detail',
  fixed: {},
});

export const purchasePaymentView = defineView(purchasePayment, {
  title: '付款申请',
  screen: '/purchase-payment',
  detail: '/purchase-payment/info',
  fixed: {},
});
