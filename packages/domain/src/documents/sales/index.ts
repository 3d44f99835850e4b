import type { DocumentDef } from '../define.ts';
import { salesDelivery } from './sales-delivery.doc.ts';
import { salesMaterialDelivery } from './sales-material-delivery.doc.ts';
import { salesOrder } from './sales-order.doc.ts';
import { salesBasePrice, salesPriceApproval } from './sales-price.doc.ts';
import { salesReturn } from './sales-return.doc.ts';

export * from './sales-actions.ts';
export * from './sales-delivery.doc.ts';
export * from './sales-material-delivery.doc.ts';
export * from './sales-order.doc.ts';
export * from './sales-price.doc.ts';
export * from './sales-return.doc.ts';

/** Documents of sales, in the order of their menu. */
export const salesDocuments: DocumentDef[] = [
  salesBasePrice,
  salesPriceApproval,
  salesOrder,
  salesDelivery,
  salesMaterialDelivery,
  salesReturn,
];
