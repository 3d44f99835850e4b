import type { DocumentDef, salesOpeningBalance } from '@tiangong/domain';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { writtenOffRules } from './write-off.ts';

/**
 * Opening-balance rules (期初应收, 期初应付: any declaration of the `openingBalance` factory, its
 * refusals named by the declaration's labels): an amount above zero and nothing written off when
 * new (`writtenOffRules`); 到期日 defaults to the opening date (it is due on go-live unless keyed).
 * 反审核 once anything is written off against it is refused by the write-off's amount link, as for
 * an invoice. The hooks read only the fields every side shares, never the party field.
 */
export function openingBalanceHooks(def: DocumentDef): DocumentHooks<typeof salesOpeningBalance> {
  return {
    beforeSave({ before }, doc) {
      writtenOffRules(def, !before, doc);
      if (doc.dueDate == null) doc.dueDate = doc.openDate;
    },
  };
}
