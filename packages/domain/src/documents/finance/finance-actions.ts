import { type DocumentActionDef, defineAction } from '../actions.ts';
import { salesDelivery } from '../sales/sales-delivery.doc.ts';
import { salesOrder } from '../sales/sales-order.doc.ts';
import { purchaseInvoice } from './purchase-invoice.doc.ts';
import { purchasePayment } from './purchase-payment.doc.ts';
import { salesReceipt } from './sales-receipt.doc.ts';

/**
 * Finance's actions on screens of declarations: 自动核销 of receipts and payments (oldest-first
 * write-off), 信用审核 of an order or delivery over its customer's credit limit, and the purchasing
 * manager's 价差审核 of a purchase invoice whose prices differ from the order beyond the tolerance
 * (reviews that change no status, like purchasing's 金额审核).
 */
export const financeActions: DocumentActionDef[] = [
  defineAction(salesReceipt, {
    key: 'auto-write-off',
    label: '自动核销',
    call: '/finance/autoWriteOffSalesReceipts',
    allow: { permission: 'finance-document-edit' },
    kind: 'records',
    when: [{ field: 'status', in: ['UNVERIFIED'] }],
    help: '按到期先后核销该客户同币种的未核销发票',
  }),
  defineAction(salesOrder, {
    key: 'credit-review',
    label: '信用审核',
    call: '/finance/reviewSalesOrderCredit',
    records: 'CREDIT-REVIEW',
    allow: { permission: 'credit-review' },
    kind: 'review',
    checker: true,
    when: [
      { field: 'status', in: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'] },
      { field: 'creditState', in: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'] },
    ],
  }),
  defineAction(salesDelivery, {
    key: 'credit-review',
    label: '信用审核',
    call: '/finance/reviewSalesDeliveryCredit',
    records: 'CREDIT-REVIEW',
    allow: { permission: 'credit-review' },
    kind: 'review',
    checker: true,
    when: [
      { field: 'status', in: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'OUT_PUT_WAREHOUSE_PENDING'] },
      { field: 'creditState', in: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'] },
    ],
  }),
  defineAction(purchasePayment, {
    key: 'auto-write-off',
    label: '自动核销',
    call: '/purchaseInvoice/autoWriteOffPurchasePayments',
    allow: { permission: 'finance-document-edit' },
    kind: 'records',
    when: [{ field: 'status', in: ['UNVERIFIED'] }],
    help: '按到期先后核销该供应商同币种的未核销采购发票',
  }),
  defineAction(purchaseInvoice, {
    key: 'price-review',
    label: '价差审核',
    call: '/purchaseInvoice/reviewPurchaseInvoicePrices',
    records: 'PRICE-REVIEW',
    allow: { permission: 'purchase-price-review' },
    kind: 'review',
    checker: true,
    when: [
      { field: 'status', in: ['APPROVAL_PENDING'] },
      { field: 'priceReview', in: ['APPROVAL_PENDING'] },
    ],
  }),
];
