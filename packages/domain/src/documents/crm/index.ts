import type { DocumentDef } from '../define.ts';
import { clue, clueTrace } from './clue.doc.ts';
import { customer } from './customer.doc.ts';
import { customerComplaint, customerQuotation, customerSample } from './customer-documents.doc.ts';
import { customerAddress, customerContact, salesActivity } from './customer-records.doc.ts';
import { saleDocument } from './sale-document.doc.ts';

export * from './batch-documents.ts';
export * from './clue.doc.ts';
export * from './crm-actions.ts';
export * from './customer.doc.ts';
export * from './customer-documents.doc.ts';
export * from './customer-records.doc.ts';
export * from './pool-rules.ts';
export * from './sale-document.doc.ts';

/** The CRM's declarations, each after the ones it references. */
export const crmDocuments: DocumentDef[] = [
  customer,
  customerContact,
  customerAddress,
  salesActivity,
  clue,
  clueTrace,
  customerSample,
  customerQuotation,
  customerComplaint,
  saleDocument,
];
