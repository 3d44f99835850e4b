import type { DocAccess, TransitionDef } from '../define.ts';

const review = { permission: 'finance-review' } as const;

/**
 * 复核 / 反审核 / 作废 of a finance document (SPEC §4 invoice, sales-receipt, purchase-payment): finance's
 * reviewers (SPEC §6 finance review) issue it — 待复核 → 未核销, or 已核销 where nothing of it stays
 * open (a red-letter invoice) — and take it back while its hooks allow; a draft is voided by those
 * `invalidate` names (SPEC §6's invalidate buttons, or the document's editors). 复核 is a
 * checker's: never by whoever keyed the document (issue 35 item 4).
 */
export function financeReviewTransitions<const S extends 'UNVERIFIED' | 'VERIFIED' = 'UNVERIFIED'>(o: {
  invalidate: DocAccess;
  issuedAs?: S;
}) {
  const issued = (o.issuedAs ?? 'UNVERIFIED') as S;
  return [
    {
      action: 'AUDIT',
      label: '复核',
      from: ['APPROVAL_PENDING'],
      to: issued,
      allow: review,
      audits: true,
      checker: true,
    },
    {
      action: 'DISCARD',
      label: '反审核',
      from: [issued],
      to: 'APPROVAL_PENDING',
      allow: review,
      unaudits: true,
    },
    { action: 'INVALIDATE', label: '作废', from: ['APPROVAL_PENDING'], to: 'DISCARDED', allow: o.invalidate },
  ] as const satisfies readonly TransitionDef<S | 'APPROVAL_PENDING' | 'DISCARDED'>[];
}
