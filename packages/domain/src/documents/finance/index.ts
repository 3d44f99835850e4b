import type { DocumentDef } from '../define.ts';
import type { DocumentViewDef } from '../views.ts';
import { financeSetting } from './finance-setting.doc.ts';
import { purchaseOpeningBalance, salesOpeningBalance } from './opening-balance.ts';
import { purchaseInvoice } from './purchase-invoice.doc.ts';
import { purchasePayment } from './purchase-payment.doc.ts';
import { purchaseRedInvoice } from './purchase-red-invoice.doc.ts';
import { purchaseInvoiceView, purchasePaymentView } from './purchase-views.ts';
import { purchaseWriteOff } from './purchase-writeoff.doc.ts';
import { salesInvoice } from './sales-invoice.doc.ts';
import { salesReceipt } from './sales-receipt.doc.ts';
import { salesRedInvoice } from './sales-red-invoice.doc.ts';
import { salesWriteOff } from './sales-writeoff.doc.ts';

export * from './finance-actions.ts';
export * from './finance-setting.doc.ts';
export * from './opening-balance.ts';
export * from './purchase-invoice.doc.ts';
export * from './purchase-payment.doc.ts';
export * from './purchase-red-invoice.doc.ts';
export * from './purchase-views.ts';
export * from './purchase-writeoff.doc.ts';
export * from './red-invoice.ts';
export * from './sales-invoice.doc.ts';
export * from './sales-receipt.doc.ts';
export * from './sales-red-invoice.doc.ts';
export * from './sales-writeoff.doc.ts';
export * from './write-off.ts';

/** Documents of finance, in the order of their menu. */
export const financeDocuments: DocumentDef[] = [
  salesInvoice,
  salesRedInvoice,
  salesReceipt,
  salesWriteOff,
  salesOpeningBalance,
  financeSetting,
  purchaseInvoice,
  purchasePayment,
  purchaseWriteOff,
  purchaseOpeningBalance,
  purchaseRedInvoice,
];

/** Purchasing's screens of finance's purchase declarations (采购发票 /invoice, 付款申请). */
export const financeViews: DocumentViewDef[] = [purchaseInvoiceView, purchasePaymentView];
