import { type DocumentDef, ResultCode, type salesOpeningBalance } from '@tiangong/domain';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * Opening-balance rules (期初应收, 期初应付: any declaration of the `openingBalance` factory, its
 * refusals named by the declaration's title): an amount above zero; 到期日 defaults to the opening
 * date (it is due on go-live unless keyed); 反审核 is refused once anything is written off against
 * it, as for an invoice. The hooks read only the fields every side shares, never the party field.
 */
export function openingBalanceHooks(def: DocumentDef): DocumentHooks<typeof salesOpeningBalance> {
  return {
    async beforeSave({ before }, doc) {
      const amount = doc.amount;
      if (amount == null || amount <= 0) fail(ResultCode.VALIDATION, '期初金额必须大于0');
      if (doc.dueDate == null) doc.dueDate = doc.openDate;
      if (!before) doc.verifiedAmount = 0;
    },

    async beforeTransition({ before, action }) {
      if (action === 'DISCARD' && (before.verifiedAmount ?? 0) > 0)
        fail(ResultCode.BUSINESS_RULE, `${def.title}已有核销，请先撤销核销再反审核`);
    },
  };
}
