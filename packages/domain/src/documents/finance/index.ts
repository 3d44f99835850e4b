import type { DocumentDef } from '../define.ts';
import { financeSetting } from './finance-setting.doc.ts';
import { salesOpeningBalance } from './opening-balance.ts';
import { salesInvoice } from './sales-invoice.doc.ts';
import { salesReceipt } from './sales-receipt.doc.ts';
import { salesRedInvoice } from './sales-red-invoice.doc.ts';
import { salesWriteOff } from './sales-writeoff.doc.ts';

export * from './finance-actions.ts';
export * from './finance-setting.doc.ts';
export * from './opening-balance.ts';
export * from './sales-invoice.doc.ts';
export * from './sales-receipt.doc.ts';
export * from './sales-red-invoice.doc.ts';
export * from './sales-writeoff.doc.ts';

/** Documents of finance, in the order of their menu. */
export const financeDocuments: DocumentDef[] = [
  salesInvoice,
  salesRedInvoice,
  salesReceipt,
  salesWriteOff,
  salesOpeningBalance,
  financeSetting,
];
