import type { DocumentDef } from '../define.ts';
import type { DocumentViewDef } from '../views.ts';
import { manualPurchaseOrder } from './manual-purchase-order.view.ts';
import { materialPrice } from './material-price.doc.ts';
import { purchaseApply } from './purchase-apply.doc.ts';
import { purchaseOrder } from './purchase-order.doc.ts';
import { purchaseRequest } from './purchase-request.doc.ts';
import { purchaseReturn } from './purchase-return.doc.ts';
import { purchaseSetting } from './purchase-setting.doc.ts';

export * from './manual-purchase-order.view.ts';
export * from './material-price.doc.ts';
export * from './purchase-actions.ts';
export * from './purchase-apply.doc.ts';
export * from './purchase-order.doc.ts';
export * from './purchase-request.doc.ts';
export * from './purchase-return.doc.ts';
export * from './purchase-setting.doc.ts';

/** Documents of purchasing, in the order of their menu. */
export const purchaseDocuments: DocumentDef[] = [
  materialPrice,
  purchaseRequest,
  purchaseApply,
  purchaseOrder,
  purchaseReturn,
  purchaseSetting,
];

/** Purchasing's second screens of its declarations. */
export const purchaseViews: DocumentViewDef[] = [manualPurchaseOrder];
