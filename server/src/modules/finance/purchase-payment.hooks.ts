import { type purchasePayment, ResultCode, savedValue } from '@tiangong/domain';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * 采购付款 rules: an amount above zero; a new payment has nothing written off; 反审核 is refused
 * once anything of it is written off (undo the write-offs first).
 */
export const purchasePaymentHooks: DocumentHooks<typeof purchasePayment> = {
  beforeSave({ before }, values) {
    const amount = savedValue(values, before, 'amount');
    if (amount == null || amount <= 0) fail(ResultCode.VALIDATION, '付款金额必须大于0');
    if (!before) values.verifiedAmount = 0;
  },

  beforeTransition({ before }, action) {
    if (action === 'DISCARD' && (before.verifiedAmount ?? 0) > 0)
      fail(ResultCode.BUSINESS_RULE, '采购付款已有核销，请先撤销核销再反审核');
  },
};
