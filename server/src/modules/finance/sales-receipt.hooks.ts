import { salesReceipt } from '@tiangong/domain';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { writtenOffRules } from './write-off.ts';

/**
 * 销售收款 rules (`writtenOffRules`): an amount above zero; a new receipt has nothing written off.
 * 反审核 once anything of it is written off is refused by the write-off's amount link.
 */
export const salesReceiptHooks: DocumentHooks<typeof salesReceipt> = {
  beforeSave: ({ before }, doc) => writtenOffRules(salesReceipt, !before, doc),
};
