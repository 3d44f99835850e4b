import { apiPost } from '../../api/http';

/** SPEC /matStockAcc/ calls of the month-end close. */
export interface PeriodRow {
  period: string;
  label: string;
  status: 'OPEN' | 'CLOSED';
  closedBy: string | null;
  closedAt: string | null;
}

export interface PeriodCheck {
  period: string;
  status: 'OPEN' | 'CLOSED';
  blockers: string[];
  pendingDocuments: { title: string; number: string; date: string; status: string; statusLabel: string }[];
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
  status: 'OPEN' | 'CLOSED';
  summary: PeriodSummary;
  consistent: boolean | null;
  mismatches: number;
}

export const stockAccApi = {
  periods: () => apiPost<PeriodRow[]>('/matStockAcc/queryPeriodList', {}),
  firstCheck: (period: string) => apiPost<PeriodCheck>('/matStockAcc/firstCheck', { period }),
  account: (period: string) =>
    apiPost<{ period: string; status: string }>('/matStockAcc/account', { period }),
  unAccount: (period: string) =>
    apiPost<{ period: string; status: string }>('/matStockAcc/unAccount', { period }),
  lastCheck: (period: string) => apiPost<LastCheck>('/matStockAcc/lastCheck', { period }),
};
