import { type DocumentActionDef, defineAction } from '../actions.ts';
import { salesReceipt } from './sales-receipt.doc.ts';

/** Finance's actions on screens of declarations: 自动核销 of receipts (oldest-first write-off). */
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
];
