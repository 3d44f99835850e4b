import type { LastCheck, PeriodCheck, PeriodRow } from '@tiangong/domain';
import { apiPost } from '../../api/http';

/** The books that close by month, and their SPEC calls (/matStockAcc/, /prodStockAcc/). */
export const stockBooks = [
  { key: 'MATERIAL', noun: '物料', prefix: '/matStockAcc' },
  { key: 'PRODUCT', noun: '产品', prefix: '/prodStockAcc' },
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
