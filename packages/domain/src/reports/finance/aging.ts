/**
 * The aging buckets of receivables and payables (issue 18 item 5): days past the 到期日, the upper
 * bound of each overdue bucket — (0, 30], (30, 60], (60, 90], (90, 120], then over 120. One place:
 * the AR / AP query factory takes them as a parameter, the reports' columns follow them in order.
 */
export const AGING_BUCKETS = [30, 60, 90, 120] as const;
export type AgingBuckets = readonly [number, number, number, number];
