import type { LastCheck, PeriodCheck, PeriodRow } from '@tiangong/domain';
import { apiPost } from '../../api/http';

/**
 * The books that close by month, and their calls (SPEC /matStockAcc/, /prodStockAcc/; 往来 —
 * receivables and payables — /finAcc/, which stores no closing balances to check after closing).
 */
export const stockBooks = [
  { key: 'MATERIAL', noun: '物料库存', prefix: '/matStockAcc', lastCheck: true },
  { key: 'PRODUCT', noun: '产品库存', prefix: '/prodStockAcc', lastCheck: true },
  { key: 'ACCOUNTS', noun: '往来账', prefix: '/finAcc', lastCheck: false },
] as const;
export type StockBook = (typeof stockBooks)[number];

/** The month-end calls of one book. */
export const stockAccApi = ({ prefix }: StockBook) => ({
  periods: () => apiPost<PeriodRow[]>(`${prefix}/queryPeriodList`, {}),
  firstCheck: (period: string) => apiPost<PeriodCheck>(`${prefix}/firstCheck`, { period }),
  account: (period: string) => apiPost<{ period: string; status: string }>(`${prefix}/account`, { period }),
  unAccount: (period: string) =>
    apiPost<{ period: string; status: string }>(`${prefix}/unAccount`, { period }),
  lastCheck: (period: string) => apiPost<LastCheck>(`${prefix}/lastCheck`, { period }),
});
