import { type DocumentActionDef, defineAction } from '../actions.ts';
import { purchaseInvoice } from './purchase-invoice.doc.ts';
import { purchasePayment } from './purchase-payment.doc.ts';
import { salesReceipt } from './sales-receipt.doc.ts';

/**
 * Finance's actions on screens of declarations: 自动核销 of receipts and payments (oldest-first
 * write-off), and the purchasing manager's 价差审核 of a purchase invoice whose prices differ from
 * the order beyond the tolerance (a review that changes no status).
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
    when: [
      { field: 'status', in: ['APPROVAL_PENDING'] },
      { field: 'priceReview', in: ['APPROVAL_PENDING'] },
    ],
  }),
];
