import { yuan } from './amounts.ts';

/**
 * A price review bound to what was reviewed (purchase order lines, sales order lines, sales price
 * approvals): a line's state is what the price rule gives it, unless a reviewer decided it and
 * nothing the decision was about has changed since. A change of any of those sends it back to
 * review, and says why, for the history.
 */
export type ReviewState = 'APPROVAL_PENDING' | 'NORMAL' | 'APPROVAL_NOT_APPROVED';

export function boundState(
  rule: ReviewState,
  stored: ReviewState | null | undefined,
  changes: readonly string[],
): { state: ReviewState; voided?: string } {
  if (rule === 'NORMAL') return { state: 'NORMAL' };
  if (!stored || stored === 'APPROVAL_PENDING') return { state: 'APPROVAL_PENDING' };
  if (changes.length === 0) return { state: stored };
  return { state: 'APPROVAL_PENDING', voided: changes.join('、') };
}

/** "单价 12.00 → 10.00" when a price changed, else nothing. */
export function priceChange(label: string, before: number | null, after: number | null): string[] {
  if (before === after) return [];
  const show = (p: number | null) => (p == null ? '空' : yuan(p));
  return [`${label} ${show(before)} → ${show(after)}`];
}
