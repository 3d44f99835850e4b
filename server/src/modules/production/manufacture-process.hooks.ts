import { type manufactureProcess, ResultCode } from '@tiangong/domain';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { openBatch } from './manufacture-batch.ts';

/**
 * 生产费用 rules (issue 30 item 3): a cost of a batch fed and not yet completed; an outside
 * processing fee names its processor; the header sums hours and amounts. 审核 takes the batch's row
 * first, so a packing costing the batch at that moment waits for it: an audited cost counts in what
 * the batch's next packing takes, and none is added once the batch is complete (its cost is spent).
 */
export const manufactureProcessHooks: DocumentHooks<typeof manufactureProcess> = {
  async beforeSave({ db }, doc) {
    const batch = await openBatch(db, doc.feedingId ?? 0, '计入费用');
    if (doc.kind === 'OEM' && doc.supplierId == null)
      fail(ResultCode.VALIDATION, '委外加工费须填写委外加工商');
    let hours = 0n;
    let total = 0n;
    for (const l of doc.items ?? []) {
      hours += BigInt(l.hours ?? 0);
      total += BigInt(l.amount ?? 0);
    }
    doc.productId = batch.productId;
    doc.totalHours = Number(hours);
    doc.totalAmount = Number(total);
  },

  async beforeTransition({ db, before, action }) {
    if (action === 'AUDIT') await openBatch(db, before.feedingId ?? 0, '审核生产费用', true);
  },
};
