/**
 * The answers of the month-end close calls (SPEC /matStockAcc/), shared by the server that builds
 * them and the /stock-acc screen that shows them.
 */
export type PeriodStatus = 'OPEN' | 'CLOSED';

export interface PeriodRow {
  /** yyyymm */
  period: string;
  label: string;
  status: PeriodStatus;
  closedBy: string | null;
  closedAt: string | null;
}

export interface PeriodCheck {
  period: string;
  status: PeriodStatus;
  /** Why the month cannot close now; empty when it can. */
  blockers: string[];
  pendingDocuments: { title: string; number: string; date: string; status: string; statusLabel: string }[];
  /** `label` (the material's name) is left out for callers who may not see material names. */
  negativeCosts: { itemId: number; label?: string; qty: number; value: number }[];
}

export interface PeriodSummary {
  openingQty: number;
  openingValue: number;
  inQty: number;
  inValue: number;
  outQty: number;
  outValue: number;
  closingQty: number;
  closingValue: number;
}

export interface LastCheck {
  period: string;
  status: PeriodStatus;
  summary: PeriodSummary;
  /** null while the month is open: there is no stored closing to compare. */
  consistent: boolean | null;
  mismatches: number;
}
