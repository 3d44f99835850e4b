import { purchasePayment } from '@tiangong/domain';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { writtenOffRules } from './write-off.ts';

/**
 * 采购付款 rules (`writtenOffRules`): an amount above zero; a new payment has nothing written off.
 * 反审核 once anything of it is written off is refused by the write-off's amount link.
 */
export const purchasePaymentHooks: DocumentHooks<typeof purchasePayment> = {
  beforeSave: ({ before }, doc) => writtenOffRules(purchasePayment, !before, doc),
};
