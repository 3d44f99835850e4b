import { ResultCode, type salesReceipt, savedValue } from '@tiangong/domain';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * 销售收款 rules: an amount above zero; a new receipt has nothing written off; 反审核 is refused once
 * anything of it is written off (undo the write-offs first).
 */
export const salesReceiptHooks: DocumentHooks<typeof salesReceipt> = {
  beforeSave({ before }, values) {
    const amount = savedValue(values, before, 'amount');
    if (amount == null || amount <= 0) fail(ResultCode.VALIDATION, '收款金额必须大于0');
    if (!before) values.verifiedAmount = 0;
  },

  beforeTransition({ before }, action) {
    if (action === 'DISCARD' && (before.verifiedAmount ?? 0) > 0)
      fail(ResultCode.BUSINESS_RULE, '销售收款已有核销，请先撤销核销再反审核');
  },
};
