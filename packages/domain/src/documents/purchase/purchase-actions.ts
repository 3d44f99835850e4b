import { type DocumentActionDef, defineAction } from '../actions.ts';
import { materialSafetyStock, reorderStates } from '../inventory/material-safety-stock.doc.ts';
import { purchaseApply } from './purchase-apply.doc.ts';
import { purchaseOrder } from './purchase-order.doc.ts';

/**
 * Purchasing's actions on screens of declarations: 一键请购 on the material safety stock (an apply for
 * the shortfall of the settings under their lower limit or warning level), and the reviews of a new order that are
 * not changes of its status (its prices above the approved ones, its amount above the limit).
 */
export const purchaseActions: DocumentActionDef[] = [
  defineAction(materialSafetyStock, {
    key: 'apply-from-safety-stock',
    label: '一键请购',
    call: '/purchase/addPurchaseApplyFromSafetyStock',
    allow: { permission: 'purchase-apply' },
    kind: 'records',
    when: [
      { field: 'safetyState', in: reorderStates },
      { field: 'status', in: ['EBL'] },
    ],
    opens: purchaseApply.key,
    help: '为低于下限或预警量的物料生成一张采购申请，补足到上限',
  }),
  defineAction(purchaseOrder, {
    key: 'price-review',
    label: '价格审核',
    call: '/purchase/reviewPurchaseOrderPrices',
    records: 'PRICE-REVIEW',
    allow: { permission: 'purchase-price-review' },
    kind: 'review',
    checker: true,
    when: [
      { field: 'status', in: ['NEW'] },
      { field: 'priceReview', in: ['APPROVAL_PENDING'] },
    ],
  }),
  defineAction(purchaseOrder, {
    key: 'amount-review',
    label: '金额审核',
    call: '/purchase/reviewPurchaseOrderAmount',
    records: 'AMOUNT-REVIEW',
    allow: { permission: 'purchase-amount-review' },
    kind: 'review',
    checker: true,
    when: [
      { field: 'status', in: ['NEW'] },
      { field: 'amountState', in: ['APPROVAL_PENDING'] },
    ],
  }),
];
