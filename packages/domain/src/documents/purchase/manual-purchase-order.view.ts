import { defineView } from '../views.ts';
import { purchaseOrder } from './purchase-order.doc.ts';

/**
 * 手工采购订单 (SPEC /manual-purchase-order + manual-detail, manual-detail-print): the purchase
 * orders of type 手工采购 — urgent spot buys keyed without applies or requests. A view, not a
 * declaration of its own: the same table, hooks, price and amount reviews, and the same
 * acceptance → warehouse-in chain on its lines; the order's hook refuses source lines on it.
 */
export const manualPurchaseOrder = defineView(purchaseOrder, {
  title: '手工采购订单',
  screen: '/manual-purchase-order',
  detail: '/manual-purchase-order/manual-detail',
  fixed: { orderType: 'MANUAL' },
  hiddenLines: ['applyLineId', 'requestLineId'],
});
